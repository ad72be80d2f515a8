import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deferScripts, isPageError } from "@/delivery/build/defer-scripts";
import { fontFaceOf } from "@/delivery/build/font-loader";
import { holdRuntimeEntry } from "@/delivery/gate/framework-gate";
import { FRAMEWORK_DATA_ID } from "@/delivery/gate/ids";
import { FONT_PRELOAD, PRERENDERED_SCRIPT_TAG, RENDERED_SCRIPT_TAG } from "@/delivery/markup";
import { distDirOf, isFrameworkRoute, output } from "@/delivery/next-output";
import { FRAMEWORK_REQUEST_HEADERS, PAGE_VARY } from "@/delivery/router";
import { PAGE_CACHE_CONTROL } from "@/server/http/page-caching";
import { e2eEnv, e2ePort } from "../e2e/env";
import { cleanUp, healthy, root, startSite, type Site } from "../integration/helpers/site-process";

/**
 * Every assumption delivery/ makes about Next.js, checked on its real output: the end-to-end
 * suite's build, and that build served. Each test names the assumption it checks; when one fails
 * after an upgrade of Next, delivery/README.md says what to do. When all pass, the installed
 * Next's version is recorded as verified (delivery/next-verified.json; tests/unit/next-version.test.ts).
 */
const distDir = distDirOf(root, e2eEnv);
const keptDir = join(distDir, output.nextHtml);
const pages = readdirSync(keptDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
const nextHtml = (file: string) => readFileSync(join(keptDir, file), "utf8");
const flightOf = (file: string) => readFileSync(join(distDir, output.appPages, file.replace(/\.html$/, ".rsc")), "utf8");
const scriptFile = (url: string) => readFileSync(join(distDir, url.replace(/^\/_next\//, "")), "utf8");
/** Turbopack's runtime entry: the one inline push of an object (not a chunk's array) into globalThis.TURBOPACK. */
const RUNTIME_ENTRY = /<script[^>]*>(\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":[\s\S]*?\}\);)<\/script>/g;

let failed = false;
afterEach(({ task }) => {
  if (task.result?.state === "fail") failed = true;
});
afterAll(() => {
  if (!failed) writeFileSync(join(root, "delivery", "next-verified.json"), `${JSON.stringify({ next: installedNext() }, null, 1)}\n`);
});
export const installedNext = () => (JSON.parse(readFileSync(join(root, "node_modules", "next", "package.json"), "utf8")) as { version: string }).version;

describe("Next's build folder (delivery/next-output.ts)", () => {
  it("holds each prerendered page as <route>.html with its flight data in <route>.rsc beside it", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) expect(existsSync(join(distDir, output.appPages, file.replace(/\.html$/, ".rsc"))), file).toBe(true);
  });

  it("names its own routes with a leading underscore (_not-found, _global-error), which the pass leaves alone", () => {
    const entries = readdirSync(join(distDir, output.appPages)).map((name) => `/${name.replace(/\..*$/, "")}`);
    expect([...new Set(entries.filter(isFrameworkRoute))].sort()).toEqual(["/_global-error", "/_not-found"]);
  });

  it("writes the build's stylesheets to static/chunks, and its id to BUILD_ID", () => {
    expect(readdirSync(join(distDir, output.stylesheets)).some((name) => name.endsWith(".css"))).toBe(true);
    expect(existsSync(join(distDir, output.buildId))).toBe(true);
  });
});

describe("Next's prerendered HTML (delivery/markup.ts)", () => {
  it("every page: framework script tags, inline flight data equal to the .rsc file, nothing else of the framework (the build pass accepts it)", () => {
    const refused = pages.flatMap((file) => {
      try {
        deferScripts(nextHtml(file), { flight: flightOf(file), flightUrl: "/x.txt" });
        return [];
      } catch (error) {
        if (!isPageError(error)) throw error;
        return [`${file}: ${(error as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
  });

  it("every page preloads exactly one font, whose face the build's stylesheets declare (the font pass)", () => {
    const chunks = join(distDir, output.stylesheets);
    const css = readdirSync(chunks).filter((name) => name.endsWith(".css")).map((name) => readFileSync(join(chunks, name), "utf8")).join("\n");
    for (const file of pages) {
      const preloads = [...nextHtml(file).matchAll(FONT_PRELOAD)];
      expect(preloads.length, file).toBe(1);
      expect(fontFaceOf(css, preloads[0]![1]!).family).toBeTruthy();
    }
  });
});

describe("Turbopack's runtime entry (the gate's hold, delivery/gate/framework-gate.ts)", () => {
  const html = nextHtml("index.html");
  const scripts = [...html.matchAll(PRERENDERED_SCRIPT_TAG)].map((match) => match[1]!);
  const runtime = scripts.map(scriptFile).find((text) => text.includes("globalThis.TURBOPACK={push:"));

  it("each page starts the app with one inline push of an object into globalThis.TURBOPACK", () => {
    for (const file of pages) expect([...nextHtml(file).matchAll(RUNTIME_ENTRY)].length, file).toBe(1);
  });

  it("the chunks push arrays, and one script is the runtime, which takes over globalThis.TURBOPACK by assignment", () => {
    expect(runtime, "no script of the page assigns globalThis.TURBOPACK={push:…}").toBeDefined();
    for (const text of scripts.map(scriptFile).filter((text) => text !== runtime && text.includes("TURBOPACK"))) {
      expect(text.startsWith('(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document')).toBe(true);
    }
  });

  it("with the gate holding, the real runtime accepts the gated array, takes over globalThis.TURBOPACK through the gate, and gets no entry", () => {
    const context: Record<string, unknown> = { document: {}, URL, location: new URL("http://localhost/"), setTimeout, clearTimeout, queueMicrotask, TextEncoder, TextDecoder };
    context.self = context.globalThis = context;
    holdRuntimeEntry(context as never, () => false);
    const gated = context.TURBOPACK as unknown[];
    runInNewContext([...html.matchAll(RUNTIME_ENTRY)][0]![1]!, context);
    expect(gated.length, "the entry reached the array: the gate no longer holds it").toBe(0);
    runInNewContext(runtime!, context);
    const taken = context.TURBOPACK as { push?: unknown };
    expect(Array.isArray(taken), "the runtime left the gated array in place (it refused it, or Next no longer replaces it)").toBe(false);
    expect(typeof taken.push).toBe("function");
  });
});

describe("Next's answers, through the site server (delivery/router.ts, delivery/serving/)", () => {
  let site: Site;
  beforeAll(async () => {
    site = startSite(e2ePort + 50, `data/contract-${e2ePort + 50}`);
    await healthy(site);
  }, 180_000);
  afterAll(() => cleanUp(site));

  it("a page rendered per request has script tags (with a nonce) the rewrite knows, written through writeHead, write and end", async () => {
    const response = await fetch(`${site.origin}/no-such-page-here`, { headers: { accept: "text/html", "accept-encoding": "identity" } });
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(html));
    expect(html).not.toMatch(RENDERED_SCRIPT_TAG);
    const block = html.match(new RegExp(`<script type="application/json" id="${FRAMEWORK_DATA_ID}">(.*?)</script>`))?.[1];
    expect((JSON.parse(block ?? "{}") as { scripts?: string[] }).scripts?.length ?? 0).toBeGreaterThan(0);
  });

  it("the client router's request carries `rsc`, gets the payload, and Next's Vary lists the router headers", async () => {
    const response = await fetch(`${site.origin}/about`, { headers: { rsc: "1" } });
    expect(response.headers.get("content-type")).toMatch(/^text\/x-component/);
    const vary = (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
    expect(new Set(vary)).toEqual(new Set(PAGE_VARY.split(", ").map((name) => name.toLowerCase())));
    for (const name of FRAMEWORK_REQUEST_HEADERS.filter((name) => name !== "next-action")) expect(vary).toContain(name);
  });

  it("Next marks a prerendered page it answers itself with s-maxage= (the edge replaces the mark)", async () => {
    const response = await fetch(`${site.origin}/about?from=contract`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
  });
});
