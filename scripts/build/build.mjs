#!/usr/bin/env node
// `npm run build`, and the build `npm start` runs when the inputs changed: `next build`, then the
// steps after it, then the stamp that tells `npm start` what this build was made from.
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsCurrent, buildStamp, STAMP_FILE } from "./inputs.mjs";

const root = join(import.meta.dirname, "..", "..");
const here = import.meta.dirname;

const STEPS = [
  [join(root, "node_modules", "next", "dist", "bin", "next"), "build"],
  // Framework scripts after the first paint, and each page's CSP script hashes.
  [join(here, "after-build.mjs")],
  // The site's HTTP server (server/http/), compiled from TypeScript.
  [join(here, "bundle-server.mjs")],
];

/** The build folder, and the folders a stamp must not look into, for this environment. */
function paths(env) {
  const distDir = join(root, env.NEXT_DIST_DIR || ".next");
  return { distDir, notInputs: [distDir, env.DATA_DIR || "data"] };
}

export function currentStamp(env = process.env) {
  return buildStamp(root, env, paths(env).notInputs);
}

export function isBuilt(env = process.env) {
  return buildIsCurrent(paths(env).distDir, currentStamp(env));
}

/** Runs one step; a stop signal meanwhile stops it and fails the build. */
function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: "inherit" });
    const forward = (signal) => child.kill(signal);
    const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
    for (const signal of signals) process.on(signal, forward);
    child.on("exit", (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (code === 0) resolve();
      else reject(new Error(`${args.map((a) => a.replace(`${root}/`, "")).join(" ")} ${signal ? `stopped by ${signal}` : `failed (exit code ${code})`}`));
    });
  });
}

export async function build(env = process.env) {
  const { distDir } = paths(env);
  const stamp = currentStamp(env);
  rmSync(join(distDir, STAMP_FILE), { force: true });
  for (const step of STEPS) await run(step, { ...env, NEXT_TELEMETRY_DISABLED: "1" });
  writeFileSync(join(distDir, STAMP_FILE), stamp);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await build().catch((error) => {
    console.error(`> Build failed: ${error.message}`);
    process.exit(1);
  });
}
