import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { GATE_FILE } from "../gate/shipped";

/**
 * The framework gate's shipped text: delivery/gate/framework-gate.ts compiled to a minified
 * script for the browsers the site supports. Its exact text is inlined into every page and hashed
 * for the Content-Security-Policy.
 */
export function compileGate(): string {
  const result = buildSync({
    entryPoints: [join(import.meta.dirname, "..", "gate", "run.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text.trim();
}

/** Writes it into the build folder, where the pages (components/layout/FrameworkGate.tsx) and the policy read it. */
export function writeGate(distDir: string): void {
  writeFileSync(join(distDir, GATE_FILE), compileGate());
}
