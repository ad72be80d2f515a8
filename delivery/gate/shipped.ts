import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { distDirOf } from "../next-output";

/** The gate's compiled text in the build folder, written by the build before `next build` (delivery/build/compile-gate.ts). */
export const GATE_FILE = "framework-gate.js";

let text: string | undefined;

/** The gate's exact text, as every page inlines it; undefined before a build (`next dev` renders no gate). */
export function gateScript(): string | undefined {
  const file = join(distDirOf(), GATE_FILE);
  text ??= existsSync(file) ? readFileSync(file, "utf8") : undefined;
  return text;
}

let hash: string | undefined;

/** Its CSP hash, which pages rendered per request carry beside their nonce; worked out once. */
export function gateScriptHash(): string | undefined {
  const script = gateScript();
  hash ??= script && `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
  return hash;
}
