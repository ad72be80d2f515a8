import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gateScript } from "../framework-gate.mjs";

let manifest: Record<string, string[]> | undefined;

/** Inline-script hashes of a prerendered page (written by scripts/build/after-build.mjs after the build). */
export function prerenderedScriptHashes(pathname: string): string[] | undefined {
  if (!manifest) {
    try {
      const file = join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "csp-hashes.json");
      manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
    } catch {
      manifest = {}; // `next dev` or a build without the hash step: every page gets a nonce.
    }
  }
  return manifest[pathname];
}

/** The framework gate's hash (lib/framework-gate.mjs): pages rendered per request carry it beside their nonce. */
export const gateScriptHash = `'sha256-${createHash("sha256").update(gateScript, "utf8").digest("base64")}'`;
