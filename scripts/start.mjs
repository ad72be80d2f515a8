#!/usr/bin/env node
// `npm start`: builds the site when there is no build or when its inputs (sources, configuration
// files, build-time settings) changed since the last one, then serves it on PORT (default 3000)
// in this very process, which also owns the stop signals
// (docs/decisions/026-process-runner-one-process-serves-and-stops.md).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, isBuilt } from "./build/build.mjs";

// Before anything loads React: the production build of it.
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
// Whoever started us: if it goes away (npm killed, a terminal closed), the server stops too.
const parentPid = process.ppid;
const root = join(import.meta.dirname, "..");
process.chdir(root); // DATA_DIR, the build folder and the CSP manifest are relative to the project

if (!isBuilt()) {
  console.log("> Building the site (no build yet, or its sources or build-time settings changed)...");
  await build().catch((error) => {
    console.error(`> Build failed: ${error.message}`);
    process.exit(1);
  });
}

const distDir = join(root, process.env.NEXT_DIST_DIR || ".next");
const { serveSite } = await import(pathToFileURL(join(distDir, "site-server.mjs")).href);
await serveSite({ dir: root, port: Number(process.env.PORT || 3000), parentPid }).catch((error) => {
  console.error(`> The server could not start: ${error.message}`);
  process.exit(1);
});
