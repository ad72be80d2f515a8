import { join } from "node:path";

/**
 * Where Next.js writes its build, and the files this folder adds to it (tests/contract checks
 * Next's side on a real build). Relative: next.config.ts imports this file.
 */

/** The build folder's name: NEXT_DIST_DIR lets several builds (end-to-end, bench) live side by side. */
export const distDirName = (env: Record<string, string | undefined> = process.env) => env.NEXT_DIST_DIR || ".next";
/** The build folder of the project at `root` (the serving process's working folder by default). */
export const distDirOf = (root = process.cwd(), env: Record<string, string | undefined> = process.env) => join(/*turbopackIgnore: true*/ root, distDirName(env));

/** Files and folders inside the build folder. */
export const output = {
  /** Next's own: the prerendered pages (`<route>.html`, `.rsc` beside), the stylesheets, the build's id. */
  appPages: join("server", "app"),
  stylesheets: join("static", "chunks"),
  buildId: "BUILD_ID",
  /** Ours: Next's HTML as it wrote it, the published flight data, each page's script hashes, the page list. */
  nextHtml: "next-html",
  flight: join("static", "flight"),
  cspHashes: "csp-hashes.json",
  prerenderedPages: "prerendered-pages.json",
} as const;

/** Next's own routes in its app folder (`/_not-found`, `/_global-error`): rendered per request, never prerendered pages of ours. */
export const isFrameworkRoute = (route: string) => route.startsWith("/_");

/** Next's command-line entry, run by the build. */
export const nextCommand = (root: string) => join(root, "node_modules", "next", "dist", "bin", "next");
