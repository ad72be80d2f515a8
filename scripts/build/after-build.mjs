#!/usr/bin/env node
// After `next build`, for each prerendered page: move its framework scripts and flight data out
// of the HTML for the framework gate to load on the first interaction (defer-scripts.mjs), load
// the web font with the page at the highest priority (font-loader.mjs), then
// hash its inline <script>s so the Content-Security-Policy can allow exactly those scripts (no
// 'unsafe-inline', no nonce), and compress it. `npm run build` and `npm start` run it. It always starts from
// Next's own HTML, kept in <build>/next-html/, so running it twice gives the same pages.
// A page it cannot rewrite fails the build, with the page and the reason.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";
import { deferScripts, isPageError } from "./defer-scripts.mjs";
import { loadFontEarly } from "./font-loader.mjs";

const distDir = join(import.meta.dirname, "..", "..", process.env.NEXT_DIST_DIR || ".next");
const appDir = join(distDir, "server", "app");
const nextHtmlDir = join(distDir, "next-html");
const flightDir = join(distDir, "static", "flight");
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

const sha256 = (text) => createHash("sha256").update(text, "utf8");

function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue; // data, never executed
    hashes.add(`'sha256-${sha256(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** Next's HTML of the page: the copy kept on the first run, else the file itself (then kept). */
function nextHtml(file) {
  const kept = join(nextHtmlDir, relative(appDir, file));
  if (!existsSync(kept)) {
    mkdirSync(dirname(kept), { recursive: true });
    copyFileSync(file, kept);
  }
  return readFileSync(kept, "utf8");
}

/** Writes the page's flight data under a content hash (served with an immutable cache) and returns its URL. */
function publishFlight(flight) {
  const name = `${sha256(flight).digest("hex").slice(0, 20)}.txt`;
  mkdirSync(flightDir, { recursive: true });
  writeFileSync(join(flightDir, name), flight);
  return `/_next/static/flight/${name}`;
}

/**
 * Writes the page compressed beside it (`.br`, `.gz`), at the strongest settings, once: the site's
 * server sends these as they are (server/http/prerendered-pages.ts) instead of compressing per request.
 */
function precompress(file, html) {
  const bytes = Buffer.from(html, "utf8");
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/** Every stylesheet of the build, where next/font declares the web font's face. */
function buildStylesheets() {
  const dir = join(distDir, "static", "chunks");
  return readdirSync(dir).filter((name) => name.endsWith(".css")).map((name) => readFileSync(join(dir, name), "utf8")).join("\n");
}

const css = buildStylesheets();
const manifest = {};
const pages = {};
const failures = [];
for (const file of htmlFiles(appDir)) {
  const route = routeOf(file);
  if (route.startsWith("/_")) continue; // _not-found, _global-error: rendered per request
  try {
    const flight = readFileSync(file.replace(/\.html$/, ".rsc"), "utf8");
    let html = deferScripts(nextHtml(file), { flight, flightUrl: publishFlight(flight) });
    try {
      html = loadFontEarly(html, css);
    } catch (error) {
      failures.push(`  ${route}: ${error.message} (scripts/build/font-loader.mjs)`);
      continue;
    }
    if (readFileSync(file, "utf8") !== html) writeFileSync(file, html);
    manifest[route] = inlineScriptHashes(html);
    precompress(file, html);
    pages[route] = relative(distDir, file);
  } catch (error) {
    if (!isPageError(error) && error.code !== "ENOENT") throw error;
    failures.push(`  ${route}: ${error.message}`);
  }
}
if (failures.length > 0) {
  console.error(
    `> after-build: ${failures.length} prerendered page(s) could not be rewritten:\n` +
      `${failures.join("\n")}\n` +
      "  See scripts/build/defer-scripts.mjs (run it after every Next.js upgrade).",
  );
  process.exit(1);
}
writeFileSync(join(distDir, "csp-hashes.json"), JSON.stringify(manifest, null, 1));
writeFileSync(join(distDir, "prerendered-pages.json"), JSON.stringify(pages, null, 1));
console.log(
  `> ${Object.keys(manifest).length} prerendered pages: framework scripts and flight data load on the first interaction; ` +
    "CSP script hashes written; pages compressed (brotli, gzip)",
);
