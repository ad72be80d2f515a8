#!/usr/bin/env node
// `npm start`: builds the site when there is no build or when its inputs (sources, configuration
// files, build-time settings) changed since the last one, then serves it on PORT (default 3000)
// in this very process, which also owns the stop signals
// (docs/decisions/026-process-runner-one-process-serves-and-stops.md). The build, TypeScript run
// with tsx, runs in a child process: this one loads no TypeScript loader.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Before anything loads React: the production build of it.
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
// Whoever started us: if it goes away (npm killed, a terminal closed), the server stops too.
const parentPid = process.ppid;
const root = join(import.meta.dirname, "..");
process.chdir(root); // DATA_DIR, the build folder and the CSP manifest are relative to the project

/** Builds when the build is stale (scripts/build/build.ts --if-stale); a stop signal meanwhile stops it. */
function buildIfStale() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build/build.ts", "--if-stale"], { stdio: "inherit" });
    const forward = (signal) => child.kill(signal);
    const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
    for (const signal of signals) process.on(signal, forward);
    child.on("exit", (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (code === 0) resolve();
      else reject(new Error(signal ? `stopped by ${signal}` : `exit code ${code}`));
    });
  });
}

await buildIfStale().catch((error) => {
  console.error(`> Build failed: ${error.message}`);
  process.exit(1);
});

const distDir = join(root, process.env.NEXT_DIST_DIR || ".next");
const { serveSite } = await import(pathToFileURL(join(distDir, "site-server.mjs")).href);
await serveSite({ dir: root, port: Number(process.env.PORT || 3000), parentPid }).catch((error) => {
  console.error(`> The server could not start: ${error.message}`);
  process.exit(1);
});
