import { createHash } from "node:crypto";
import { headerMenusScript } from "../header-menus-script";
import { prerenderMarkScript } from "../prerender-mark-script";
import { speculationRulesText } from "../speculation-rules";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Hashes of the inline scripts every page's layout writes besides the framework gate: the
 * prerender mark, the header menus' script and the speculation rules. A prerendered page lists
 * them with its own (scripts/build/after-build.mjs); a page rendered per request carries them
 * beside its nonce.
 */
export const layoutScriptHashes = [prerenderMarkScript, headerMenusScript, speculationRulesText].map(sha256);
