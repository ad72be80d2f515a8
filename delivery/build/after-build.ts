// After `next build`, for each prerendered page: move its framework scripts and flight data out
// of the HTML for the framework gate to load when needed (defer-scripts.ts), load the web font
// with the page at the highest priority (font-loader.ts), then hash its inline <script>s so the
// Content-Security-Policy can allow exactly those scripts (no 'unsafe-inline', no nonce), and
// compress it. The build (scripts/build/build.ts) runs it. It always starts from Next's own HTML,
// kept in <build>/next-html/, so running it twice gives the same pages.
// A page it cannot rewrite fails the build, with the page and the reason.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";
import { FLIGHT_PATH, INLINE_SCRIPT } from "../markup";
import { isFrameworkRoute, output } from "../next-output";
import { deferScripts, isPageError } from "./defer-scripts";
import { loadFontEarly } from "./font-loader";

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

function routeOf(appDir: string, file: string): string {
  const route = "/" + relative(appDir, file).replace(/\.html$/, "").replace(/(^|\/)index$/, "");
  return route.length > 1 ? route.replace(/\/$/, "") : route;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8");

/** The CSP hashes of a page's inline scripts (data blocks excepted: never executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.add(`'sha256-${sha256(body!).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Writes the page compressed beside it (`.br`, `.gz`), at the strongest settings, once: the site's
 * server sends these as they are (server/http/prerendered-pages.ts) instead of compressing per request.
 */
function precompress(file: string, html: string) {
  const bytes = Buffer.from(html, "utf8");
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/** Rewrites every prerendered page of the build in `distDir`; exits the process, listing them, when a page cannot be rewritten. */
export function afterBuild(distDir: string): void {
  const appDir = join(distDir, output.appPages);
  /** Next's HTML of the page: the copy kept on the first run, else the file itself (then kept). */
  const nextHtml = (file: string) => {
    const kept = join(distDir, output.nextHtml, relative(appDir, file));
    if (!existsSync(kept)) {
      mkdirSync(dirname(kept), { recursive: true });
      copyFileSync(file, kept);
    }
    return readFileSync(kept, "utf8");
  };
  /** Writes the page's flight data under a content hash (served with an immutable cache) and returns its URL. */
  const publishFlight = (flight: string) => {
    const name = `${sha256(flight).digest("hex").slice(0, 20)}.txt`;
    mkdirSync(join(distDir, output.flight), { recursive: true });
    writeFileSync(join(distDir, output.flight, name), flight);
    return `${FLIGHT_PATH}${name}`;
  };
  // Every stylesheet of the build, where next/font declares the web font's face.
  const cssDir = join(distDir, output.stylesheets);
  const css = readdirSync(cssDir).filter((name) => name.endsWith(".css")).map((name) => readFileSync(join(cssDir, name), "utf8")).join("\n");

  const manifest: Record<string, string[]> = {};
  const pages: Record<string, string> = {};
  const failures: string[] = [];
  for (const file of htmlFiles(appDir)) {
    const route = routeOf(appDir, file);
    if (isFrameworkRoute(route)) continue;
    try {
      const flight = readFileSync(file.replace(/\.html$/, ".rsc"), "utf8");
      let html = deferScripts(nextHtml(file), { flight, flightUrl: publishFlight(flight) });
      try {
        html = loadFontEarly(html, css);
      } catch (error) {
        failures.push(`  ${route}: ${(error as Error).message} (delivery/build/font-loader.ts)`);
        continue;
      }
      if (readFileSync(file, "utf8") !== html) writeFileSync(file, html);
      manifest[route] = inlineScriptHashes(html);
      precompress(file, html);
      pages[route] = relative(distDir, file);
    } catch (error) {
      if (!isPageError(error) && (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      failures.push(`  ${route}: ${(error as Error).message}`);
    }
  }
  if (failures.length > 0) {
    console.error(
      `> after-build: ${failures.length} prerendered page(s) could not be rewritten:\n${failures.join("\n")}\n` +
        "  See delivery/README.md (how to upgrade Next.js) and run its contract tests.",
    );
    process.exit(1);
  }
  writeFileSync(join(distDir, output.cspHashes), JSON.stringify(manifest, null, 1));
  writeFileSync(join(distDir, output.prerenderedPages), JSON.stringify(pages, null, 1));
  console.log(
    `> ${Object.keys(manifest).length} prerendered pages: framework scripts and flight data load when needed; ` +
      "CSP script hashes written; pages compressed (brotli, gzip)",
  );
}
