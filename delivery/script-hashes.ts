import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { distDirOf, output } from "./next-output";

/** Written after the build by delivery/build/after-build.ts (docs/decisions/014-per-page-csp-script-hashes.md). */
const manifestFile = () => join(distDirOf(), output.cspHashes);

/**
 * Why a production server must not start: without the manifest every page would fall back to a
 * nonce, which a prerendered page does not carry, so the browser would refuse its scripts and no
 * page would ever hydrate. Undefined when the manifest is there.
 */
export function missingScriptHashes(): string | undefined {
  if (existsSync(manifestFile())) return undefined;
  return (
    `The Content-Security-Policy script hashes (${manifestFile()}) are missing: this build skipped the step after ` +
    "`next build`. Build with `npm run build`, or start with `npm start`, which builds when needed."
  );
}

let manifest: Record<string, string[]> | undefined;

/** Inline-script hashes of a prerendered page. */
export function prerenderedScriptHashes(pathname: string): string[] | undefined {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(manifestFile(), "utf8")) as Record<string, string[]>;
    } catch (error) {
      // `next dev` has no manifest: every page gets a nonce. A production server checked it at start.
      if (process.env.NODE_ENV === "production") console.error("[csp] cannot read the script hashes:", (error as Error).message);
      manifest = {};
    }
  }
  return manifest[pathname];
}
