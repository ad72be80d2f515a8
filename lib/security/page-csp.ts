import { thirdParty, type PageFeatures } from "./policy";
import { createHash } from "node:crypto";
import { bookingLoaderScript } from "../booking-loader-script";
import { headerMenusScript } from "../header-menus-script";
import { prerenderMarkScript } from "../prerender-mark-script";
import { speculationRulesText } from "../speculation-rules";

/**
 * The Content-Security-Policy of the pages built with Astro (docs/decisions/061-astro-islands.md):
 * Astro's `security.csp` hashes its own scripts and styles; these are the rest. The directives every
 * page shares go to the configuration, the ones a page's widgets widen are inserted by its route.
 */
export const sharedCspDirectives = [
  "default-src 'self'",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

type ScriptHash = `sha256-${string}`;
const sha256 = (script: string): ScriptHash => `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;

/** The layout's own inline scripts (the prerender mark, the header menus, the speculation rules), as Astro writes hashes. */
export const layoutScriptCspHashes = [prerenderMarkScript, headerMenusScript, speculationRulesText].map(sha256);

/** What a page with these features adds: the third parties' script origins and its own frame, connect, image and media sources. */
export function pageCsp(features: PageFeatures): { scriptOrigins: string[]; scriptHashes: ScriptHash[]; directives: string[] } {
  const scriptOrigins: string[] = [];
  const scriptHashes: ScriptHash[] = [];
  const frames: string[] = [];
  const connect = ["'self'"];
  if (features.booking) {
    scriptOrigins.push(thirdParty.booking.script);
    scriptHashes.push(sha256(bookingLoaderScript));
    frames.push(thirdParty.booking.frame);
  }
  if (features.video) frames.push(thirdParty.video.frame);
  if (features.voice) {
    scriptOrigins.push(thirdParty.voice.script);
    connect.push(...thirdParty.voice.connect);
  }
  return {
    scriptOrigins,
    scriptHashes,
    directives: [
      `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
      `connect-src ${connect.join(" ")}`,
      `img-src 'self' data:${features.voice ? " https://*.elevenlabs.io" : ""}`,
      `media-src 'self'${features.voice ? " blob:" : ""}`,
    ],
  };
}
