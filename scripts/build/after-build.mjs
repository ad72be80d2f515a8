#!/usr/bin/env node
// After `next build`, for each prerendered page: load its framework scripts after the first paint
// (defer-scripts.mjs), then hash its inline <script>s so the Content-Security-Policy can allow
// exactly those scripts (no 'unsafe-inline', no nonce). `npm run build` and `npm start` run it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { deferScripts } from "./defer-scripts.mjs";

const distDir = join(import.meta.dirname, "..", "..", process.env.NEXT_DIST_DIR || ".next");
const appDir = join(distDir, "server", "app");
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

function routeOf(file) {
  const route = "/" + relative(appDir, file).replace(/\.html$/, "").replace(/(^|\/)index$/, "");
  return route.length > 1 ? route.replace(/\/$/, "") : route;
}

function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/ld\+json"/.test(attributes)) continue; // data, never executed
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const manifest = {};
for (const file of htmlFiles(appDir)) {
  const route = routeOf(file);
  if (route.startsWith("/_")) continue; // _not-found, _global-error: rendered per request
  const built = readFileSync(file, "utf8");
  const html = deferScripts(built);
  if (html !== built) writeFileSync(file, html);
  manifest[route] = inlineScriptHashes(html);
}
writeFileSync(join(distDir, "csp-hashes.json"), JSON.stringify(manifest, null, 1));
console.log(`> ${Object.keys(manifest).length} prerendered pages: scripts load after the first paint; CSP script hashes written`);
