/**
 * A page's weight from its served HTML, without a browser: the HTML, and the script its islands
 * can load. An island (an <astro-island>, docs/decisions/061-astro-islands.md) loads its
 * component, the renderer and what they import only on its first use, so a reading visit loads
 * none of it; the island JS is all the page's islands can load, each on its first use.
 */
import { gzipSync } from "node:zlib";
import { kB } from "./lighthouse";

const ISLAND_TAG = /<astro-island\b[^>]*>/gi;
/** The modules an island starts from when it hydrates. */
const ISLAND_URL_ATTRIBUTES = ["component-url", "renderer-url", "before-hydration-url"];

/** The modules the page's islands start from, as absolute URLs. */
export function islandEntries(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(ISLAND_TAG)) {
    for (const name of ISLAND_URL_ATTRIBUTES) {
      const value = new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
      if (value) urls.add(new URL(value.replace(/&amp;/g, "&"), pageUrl).href);
    }
  }
  return [...urls].sort();
}

/** `import … from "./x.js"` and `import "./x.js"`: modules that load with the one importing them (an `import()` loads later, if ever). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']((?:\.{1,2})?\/[^"'\n]+)["']/g;

/** The modules a module's code imports statically, as absolute URLs. */
export function staticImports(code: string, moduleUrl: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => new URL(m[1]!, moduleUrl).href);
}

type Module = { gzipBytes: number; imports: string[] };
const modules = new Map<string, Module>();

async function moduleAt(url: string): Promise<Module> {
  const known = modules.get(url);
  if (known) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const code = Buffer.from(await response.arrayBuffer());
  const found = { gzipBytes: gzipSync(code).length, imports: staticImports(code.toString("utf8"), url) };
  modules.set(url, found);
  return found;
}

/** The entries and every same-origin module they import, directly or not, with each one's gzip size. */
async function withImports(entries: string[], origin: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (sizes.has(url) || new URL(url).origin !== origin) continue;
    const { gzipBytes, imports } = await moduleAt(url);
    sizes.set(url, gzipBytes);
    queue.push(...imports);
  }
  return sizes;
}

export type PageWeight = {
  status: number;
  htmlGzipKB: number;
  /** gzip size of every script the page's islands can load, each on its first use. */
  islandJsKB: number;
  /** Those scripts, the biggest first. */
  scripts: Array<{ url: string; kB: number }>;
};

/** Page weight from the served HTML, independent of the browser and its throttling. */
export async function pageWeight(url: string): Promise<PageWeight> {
  const response = await fetch(url, { redirect: "follow" });
  const html = await response.text();
  const sizes = await withImports(islandEntries(html, response.url), new URL(response.url).origin);
  const scripts = [...sizes].map(([u, bytes]) => ({ url: new URL(u).pathname, kB: kB(bytes) })).sort((a, b) => b.kB - a.kB);
  return {
    status: response.status,
    htmlGzipKB: kB(gzipSync(Buffer.from(html)).length),
    islandJsKB: kB([...sizes.values()].reduce((a, b) => a + b, 0)),
    scripts,
  };
}
