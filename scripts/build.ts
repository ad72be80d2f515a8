// `npm run build`, and the build `npm start` runs when the inputs changed (docs/decisions/061-astro-islands.md): `astro build` (pages, islands, files),
// then the site's HTTP server compiled beside it, then the stamp that tells the start what this
// build was made from. With `--if-stale` it builds only when the build folder does not hold a
// build of exactly the current inputs.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build as esbuild } from "esbuild";
import { buildStamp, STAMP_FILE } from "./build-inputs";
import { writeFallbackFaces } from "./fallback-faces";
import { loadEnvFiles } from "./load-env.mjs";

type Env = Record<string, string | undefined>;
const root = join(import.meta.dirname, "..");

export const distDirOf = (env: Env = process.env) => resolve(root, env.ASTRO_OUT_DIR || "dist");
const stampOf = (env: Env) => buildStamp(root, env, [distDirOf(env), env.DATA_DIR || "data"]);

export function isBuilt(env: Env = process.env): boolean {
  const dist = distDirOf(env);
  return ["site-server.mjs", "server/entry.mjs", STAMP_FILE].every((file) => existsSync(join(dist, file))) && readFileSync(join(dist, STAMP_FILE), "utf8") === stampOf(env);
}

function astroBuild(env: Env): Promise<void> {
  const astro = join(root, "node_modules", "astro", "bin", "astro.mjs");
  return new Promise((done, fail) => {
    // A production build whatever NODE_ENV the caller has (a test runner's "test", a shell's "development"):
    // Vite builds React's development JSX runtime otherwise, which the production server lacks.
    const child = spawn(process.execPath, [astro, "build"], { cwd: root, env: { ...process.env, ...env, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" }, stdio: "inherit" });
    child.on("exit", (code, signal) => (code === 0 ? done() : fail(new Error(`astro build ${signal ? `stopped by ${signal}` : `failed (exit code ${code})`}`))));
  });
}

/** The site's HTTP server as plain JavaScript: no TypeScript loader in the serving process. */
async function bundleServer(dist: string): Promise<void> {
  await esbuild({
    entryPoints: [join(root, "server", "http", "site-server.ts")],
    outfile: join(dist, "site-server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    tsconfig: join(root, "tsconfig.json"),
    logLevel: "warning",
  });
}

export async function build(env: Env = process.env): Promise<void> {
  writeFallbackFaces();
  const stamp = stampOf(env);
  await astroBuild(env);
  const dist = distDirOf(env);
  await bundleServer(dist);
  writeFileSync(join(dist, STAMP_FILE), stamp);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadEnvFiles(root);
  const ifStale = process.argv.includes("--if-stale");
  if (!ifStale || !isBuilt()) {
    await build().catch((error: Error) => {
      console.error(`> Build failed: ${error.message}`);
      process.exit(1);
    });
  }
}
