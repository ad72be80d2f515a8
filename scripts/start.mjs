#!/usr/bin/env node
// `npm start`: builds the site when there is no build, or when the sources or the
// build-time configuration changed since the last one, then serves it (PORT, default 3000).
import { spawnSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = join(import.meta.dirname, "..");
const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");
const distDir = join(root, process.env.NEXT_DIST_DIR || ".next");
const stampFile = join(distDir, "site-build-stamp");

// Values baked into the prerendered pages; a change needs a new build.
const BUILD_ENV = /^(SITE_URL|COMPANY_.*|BOOKING_URL|VOICE_AGENT_ID|HERO_VIDEO_ID_.*)$/;
const SOURCE_DIRS = ["app", "assets", "components", "content", "lib", "public", "server", "scripts/build"];
const SOURCE_FILES = ["next.config.ts", "package-lock.json", "proxy.ts", "instrumentation.ts", "postcss.config.mjs"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildStamp() {
  const env = Object.keys(process.env).filter((k) => BUILD_ENV.test(k)).sort().map((k) => `${k}=${process.env[k]}`);
  const mtime = Math.max(...[...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(join(root, p))));
  return createHash("sha256").update(env.join("\n")).update(String(mtime)).digest("hex");
}

const stamp = buildStamp();
const built = existsSync(join(distDir, "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp;
if (!built) {
  console.log("> Building the site (no build yet, or sources/configuration changed)...");
  for (const step of [[nextBin, "build"], [join(root, "scripts", "build", "after-build.mjs")]]) {
    const result = spawnSync(process.execPath, step, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, stamp);
}

// NEXT_MANUAL_SIG_HANDLE: Next leaves SIGTERM/SIGINT to the site (instrumentation.ts), which
// finishes submissions and mail deliveries and closes the database before exiting.
const server = spawn(process.execPath, [nextBin, "start", "-p", process.env.PORT ?? "3000"], {
  cwd: root,
  stdio: "inherit",
  env: { NEXT_MANUAL_SIG_HANDLE: "true", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
