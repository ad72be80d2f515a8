// Compiles the site's HTTP server (server/http/site-server.ts and what it imports from the
// project) into the build folder, so that `npm start` runs plain JavaScript: no TypeScript
// loader in the serving process, and nothing from devDependencies at run time. Packages stay
// imports (node_modules). See docs/decisions/026-process-runner-one-process-serves-and-stops.md.
import { join } from "node:path";
import { build, type Plugin } from "esbuild";

const root = join(import.meta.dirname, "..", "..");

/** `server-only` guards the browser bundle; in this Node.js bundle it is an empty module. */
const serverOnly: Plugin = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

export async function bundleServer(distDir: string): Promise<void> {
  const outfile = join(distDir, "site-server.mjs");
  await build({
    entryPoints: [join(root, "server", "http", "site-server.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: join(root, "tsconfig.json"),
    plugins: [serverOnly],
    logLevel: "warning",
  });
  console.log(`> HTTP server compiled to ${outfile.replace(`${root}/`, "")}`);
}
