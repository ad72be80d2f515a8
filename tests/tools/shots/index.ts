/**
 * `npm run shots`: serves the production build the e2e suite uses (same build-time values and
 * build folder, so nothing is built twice; bench/server.ts and bench/site.ts, which import no
 * package, so shots need not install the bench), then writes, for a person to
 * review, full-page screenshots of every page of the route table and the 404 page in both
 * languages at 1366, 390 and 320 px wide, and every share image (/og/<lang>/<screen>.png), with an
 * index.html that shows them side by side. Prints the folder's path.
 *
 * Flags: --out=DIR (default shots)  --pages=/,/fi (paths or names like home/en; default all)
 *        --port=N (default 3700)
 * Env: ASTRO_OUT_DIR (default the e2e suite's build folder), CHROMIUM_PATH.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { langOfPath } from "../../../lib/i18n";
import { shareImagePath } from "../../../site/seo/urls";
import { e2eEnv } from "../../e2e/env";
import { allPages, NOT_FOUND_PATH, selectPages, type BenchPage } from "../../../bench/pages";
import { root, startServer } from "../../../bench/server";
import { buildDirIn, siteStart } from "../../../bench/site";
import { chromiumArgs, chromiumPath } from "../../support/chromium";
import { indexPage, type Shot } from "./index-page";

const widths = [
  { width: 1366, height: 900, isMobile: false },
  { width: 390, height: 844, isMobile: true },
  { width: 320, height: 640, isMobile: true },
] as const;

function options() {
  const { values } = parseArgs({
    options: {
      out: { type: "string", default: "shots" },
      pages: { type: "string" },
      port: { type: "string", default: "3700" },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1) throw new Error(`--port must be a port number, got ${values.port}`);
  const paths = values.pages?.split(",").map((p) => p.trim()).filter(Boolean);
  return { out: resolve(values.out), port, pages: paths?.length ? selectPages(paths) : everyPage() };
}

/** The bench's pages (the route table and the English 404 page) and the Finnish 404 page. */
function everyPage(): BenchPage[] {
  const pages = allPages().map((page) => (page.notFound ? { ...page, name: "404/en" } : page));
  return [...pages, { name: "404/fi", path: `/fi${NOT_FOUND_PATH}`, screen: "notFound", notFound: true }];
}

function fileName(page: BenchPage): string {
  return page.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
}

async function shootPage(browser: Browser, origin: string, page: BenchPage, out: string): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const size of widths) {
    // Reduced motion: sections that fade in on scroll are shown at once, as they are without JavaScript.
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
      reducedMotion: "reduce",
      // The style below is the tool's own, not the page's: the page's policy would refuse it.
      bypassCSP: true,
    });
    const tab = await context.newPage();
    const response = await tab.goto(`${origin}${page.path}`, { waitUntil: "load" });
    const expected = page.notFound ? 404 : 200;
    if (page.screen !== "other" && response?.status() !== expected) {
      throw new Error(`${page.path} answered ${response?.status()}, expected ${expected}`);
    }
    // No interaction, so no hydration: the page as a visitor first sees it (docs/decisions/033-framework-scripts-on-first-interaction.md).
    await tab.evaluate(() => document.fonts.ready);
    // A full-page shot reaches beyond the viewport, where the browser skips drawing the parts a
    // visitor has not scrolled near (docs/decisions/041-content-below-the-first-section-on-demand.md):
    // draw them all, as they look once scrolled to.
    await tab.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const file = join("pages", `${fileName(page)}-${size.width}.png`);
    await tab.screenshot({ path: join(out, file), fullPage: true });
    shots.push({ group: `${page.name} ${page.path}`, label: `${size.width} px`, file });
    await context.close();
  }
  return shots;
}

async function saveShareImage(origin: string, page: BenchPage, out: string): Promise<Shot | undefined> {
  if (page.screen === "notFound" || page.screen === "other") return undefined;
  const lang = langOfPath(page.path);
  const path = shareImagePath(page.screen, lang);
  const response = await fetch(`${origin}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const file = join("share-images", `${page.screen}-${lang}.png`);
  writeFileSync(join(out, file), Buffer.from(await response.arrayBuffer()));
  return { group: "Share images", label: path, file };
}

async function main() {
  const { out, port, pages } = options();
  for (const folder of ["pages", "share-images"]) mkdirSync(join(out, folder), { recursive: true });
  const buildDir = buildDirIn({ ...process.env, ...e2eEnv });
  const env = { ...e2eEnv, PORT: String(port), DATA_DIR: `data/shots-${port}`, [siteStart.buildDirVariable]: buildDir };
  console.log(`> Building (if needed) and serving the site on port ${port} from ${buildDir}`);
  const server = await startServer({ env, logFile: join(out, "server.log") });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const shots: Shot[] = [];
  try {
    for (const [i, page] of pages.entries()) {
      shots.push(...(await shootPage(browser, server.origin, page, out)));
      const share = await saveShareImage(server.origin, page, out);
      if (share) shots.push(share);
      console.log(`  [${i + 1}/${pages.length}] ${page.path}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  writeFileSync(join(out, "index.html"), indexPage(shots));
  console.log(`\nWrote ${shots.length} images to ${out} (open ${join(out, "index.html")})`);
  if (out.startsWith(root)) console.log(`(${out.slice(root.length + 1) || "."} in the repository)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
