// `npm run build`, and the build `npm start` runs when the inputs changed: `next build`, then the
// steps after it (delivery/build/), then the site's HTTP server compiled, then the stamp that
// tells `npm start` what this build was made from. With `--if-stale` it builds only when the
// build folder does not hold a build of exactly the current inputs (scripts/start.mjs).
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterBuild } from "../../delivery/build/after-build";
import { writeGate } from "../../delivery/build/compile-gate";
import { distDirOf, nextCommand } from "../../delivery/next-output";
import { bundleServer } from "./bundle-server";
import { writeFallbackFaces } from "./fallback-faces";
import { buildIsCurrent, buildStamp, STAMP_FILE } from "./inputs";

type Env = Record<string, string | undefined>;
const root = join(import.meta.dirname, "..", "..");

/** The build folder, and the folders a stamp must not look into, for this environment. */
function paths(env: Env) {
  const distDir = distDirOf(root, env);
  return { distDir, notInputs: [distDir, env.DATA_DIR || "data"] };
}

export function currentStamp(env: Env = process.env): string {
  return buildStamp(root, env, paths(env).notInputs);
}

export function isBuilt(env: Env = process.env): boolean {
  return buildIsCurrent(paths(env).distDir, currentStamp(env));
}

/** Runs `next build`; a stop signal meanwhile stops it and fails the build. */
function nextBuild(env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextCommand(root), "build"], { cwd: root, env: env as NodeJS.ProcessEnv, stdio: "inherit" });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
    for (const signal of signals) process.on(signal, forward);
    child.on("exit", (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (code === 0) resolve();
      else reject(new Error(`next build ${signal ? `stopped by ${signal}` : `failed (exit code ${code})`}`));
    });
  });
}

export async function build(env: Env = process.env): Promise<void> {
  const { distDir } = paths(env);
  // Generated, an input (app/ imports it): written before the stamp that counts it.
  writeFallbackFaces();
  const stamp = currentStamp(env);
  // What `next build` would clean (next.config.ts leaves it to us), then the gate it renders into every page.
  mkdirSync(distDir, { recursive: true });
  for (const name of readdirSync(distDir)) if (name !== "cache") rmSync(join(distDir, name), { recursive: true, force: true });
  writeGate(distDir);
  const buildEnv = { ...env, NEXT_TELEMETRY_DISABLED: "1" };
  await nextBuild(buildEnv);
  // Framework scripts when needed, and each page's CSP script hashes.
  afterBuild(distDir);
  await bundleServer(distDir);
  writeFileSync(join(distDir, STAMP_FILE), stamp);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ifStale = process.argv.includes("--if-stale");
  if (!ifStale || !isBuilt()) {
    if (ifStale) console.log("> Building the site (no build yet, or its sources or build-time settings changed)...");
    await build().catch((error: Error) => {
      console.error(`> Build failed: ${error.message}`);
      process.exit(1);
    });
  }
}
