#!/usr/bin/env node
// `npm start` (docs/decisions/061-astro-islands.md): builds when the build is missing or stale, then serves it on PORT (default 3000) in this very process, which
// owns the stop signals (docs/decisions/026-process-runner-one-process-serves-and-stops.md).
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadEnvFiles } from "./load-env.mjs";

process.env.NODE_ENV = "production";
process.env.ASTRO_TELEMETRY_DISABLED = "1";
const parentPid = process.ppid;
const root = join(import.meta.dirname, "..");
process.chdir(root);
loadEnvFiles(root);

function buildIfStale() {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts", "--if-stale"], { stdio: "inherit" });
    const forward = (signal) => child.kill(signal);
    const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
    for (const signal of signals) process.on(signal, forward);
    child.on("exit", (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (code === 0) done();
      else fail(new Error(signal ? `stopped by ${signal}` : `exit code ${code}`));
    });
  });
}

await buildIfStale().catch((error) => {
  console.error(`> Build failed: ${error.message}`);
  process.exit(1);
});

const distDir = resolve(root, process.env.ASTRO_OUT_DIR || "dist");
const { serveSite } = await import(pathToFileURL(join(distDir, "site-server.mjs")).href);
await serveSite({ distDir, port: Number(process.env.PORT || 3000), parentPid }).catch((error) => {
  console.error(`> The server could not start: ${error.message}`);
  process.exit(1);
});
