/**
 * Lighthouse (mobile preset: the default config, formFactor mobile, simulated throttling) on
 * Debian Chromium, and the page-weight figures that do not need a browser.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LOADER_ID } from "../build/defer-scripts.mjs";
import { chromiumArgs, chromiumPath } from "../chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = ["--headless", ...chromiumArgs];

export function chromePath(): string {
  return process.env.CHROME_PATH || chromiumPath;
}

/** One headless Chromium with a fresh profile; Lighthouse opens a new tab per run and resets storage. */
export class Browser {
  private chrome: chromeLauncher.LaunchedChrome | undefined;
  private userDataDir: string | undefined;

  get port(): number {
    if (!this.chrome) throw new Error("Browser not launched");
    return this.chrome.port;
  }

  async launch(): Promise<this> {
    await this.close();
    this.userDataDir = mkdtempSync(join(tmpdir(), "bench-chromium-"));
    this.chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: CHROME_FLAGS,
      userDataDir: this.userDataDir,
      logLevel: "silent",
    });
    return this;
  }

  async close(): Promise<void> {
    try {
      this.chrome?.kill();
    } finally {
      this.chrome = undefined;
      if (this.userDataDir) rmSync(this.userDataDir, { recursive: true, force: true });
      this.userDataDir = undefined;
    }
  }
}

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
};
type CategoryResult = { id: string; score: number | null; auditRefs: Array<{ id: string; weight: number }> };
type Lhr = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  audits: Record<string, Audit>;
  categories: Record<string, CategoryResult>;
};

export type FailedAudit = { id: string; title: string; score: number | null; displayValue?: string };

export type RunMetrics = {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  requests: number;
  /** Bytes of JavaScript the browser transferred during the load (Lighthouse's network record). */
  scriptTransferKB: number;
  thirdPartyHosts: string[];
  /** Scored audits below 1 per category; for performance the metrics below 0.9 and failing diagnostics. */
  failedAudits: Record<Category, FailedAudit[]>;
  biggestScripts: Array<{ url: string; kB: number }>;
  warnings: string[];
};

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function num(audit: Audit | undefined): number | null {
  return typeof audit?.numericValue === "number" ? audit.numericValue : null;
}

const SCORED = new Set(["binary", "numeric", "metricSavings"]);

/** A category's 0-100 score with some audits left out (e.g. a 404 page's status-code audit). */
export function categoryScoreWithout(lhr: Lhr, category: Category, excluded: readonly string[]): number | null {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  let weight = 0;
  let sum = 0;
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight <= 0 || excluded.includes(ref.id) || audit.score === null || !SCORED.has(audit.scoreDisplayMode)) continue;
    weight += ref.weight;
    sum += ref.weight * audit.score;
  }
  return weight === 0 ? null : Math.round((sum / weight) * 100);
}

function failedAudits(lhr: Lhr, category: Category): FailedAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const out: FailedAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || !SCORED.has(audit.scoreDisplayMode)) continue;
    const threshold = category === "performance" ? 0.9 : 1;
    // Performance: weighted metrics, plus unweighted diagnostics/insights that fail outright.
    if (category === "performance" && ref.weight === 0 && audit.score >= 0.5) continue;
    if (category !== "performance" && ref.weight === 0) continue;
    if (audit.score < threshold) {
      out.push({ id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) });
    }
  }
  return out;
}

/** Hosts requested during the load other than the page's own and the configured site host. */
function thirdParty(items: Array<Record<string, unknown>>, firstPartyHosts: string[]): string[] {
  const hosts = new Set<string>();
  for (const item of items) {
    const url = typeof item.url === "string" ? item.url : "";
    if (!/^(https?|wss?):/.test(url)) continue;
    const host = new URL(url).hostname;
    if (!firstPartyHosts.includes(host)) hosts.add(host);
  }
  return [...hosts].sort();
}

export function metricsOf(lhr: Lhr, firstPartyHosts: string[]): RunMetrics {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === "Script");
  const size = (i: Record<string, unknown>) => (typeof i.transferSize === "number" ? i.transferSize : 0);
  const scores = {} as Record<Category, number | null>;
  const failed = {} as Record<Category, FailedAudit[]>;
  for (const c of CATEGORIES) {
    const s = lhr.categories[c]?.score;
    scores[c] = typeof s === "number" ? Math.round(s * 100) : null;
    failed[c] = failedAudits(lhr, c);
  }
  return {
    scores,
    lcpMs: num(lhr.audits["largest-contentful-paint"]),
    tbtMs: num(lhr.audits["total-blocking-time"]),
    cls: num(lhr.audits["cumulative-layout-shift"]),
    fcpMs: num(lhr.audits["first-contentful-paint"]),
    requests: items.length,
    scriptTransferKB: kB(scripts.reduce((a, i) => a + size(i), 0)),
    thirdPartyHosts: thirdParty(items, firstPartyHosts),
    failedAudits: failed,
    biggestScripts: scripts
      .map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ""), kB: kB(size(i)) }))
      .sort((a, b) => b.kB - a.kB)
      .slice(0, 5),
    warnings: lhr.runWarnings ?? [],
  };
}

/** One Lighthouse run (mobile preset) of url; throws on a Lighthouse runtime error. */
export async function runLighthouse(url: string, browser: Browser): Promise<Lhr> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // The 404 page is measured too; its status is what it should be.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** The median run by performance score (the middle one of the sorted runs). */
export function medianRun<T extends { scores: Record<Category, number | null> }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("medianRun: no runs");
  return median;
}

/** The inline loader a prerendered page starts its framework scripts with. */
const DEFERRED_SCRIPTS = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`);

/** Every <script src> (not nomodule), script preload and deferred script of the HTML, same-origin only. */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [, src] of html.match(DEFERRED_SCRIPTS)?.[1]?.matchAll(/"([^"]+\.js)"/g) ?? []) urls.add(new URL(src!, pageUrl).href);
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, "src");
    // Legacy-browser polyfills (nomodule) are not loaded by any browser that runs modules.
    if (src && !/\snomodule\b/i.test(tag)) urls.add(new URL(src.replace(/&amp;/g, "&"), pageUrl).href);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, "rel")?.toLowerCase() ?? "";
    const as = attr(tag, "as")?.toLowerCase();
    const href = attr(tag, "href");
    if (href && (rel === "modulepreload" || (rel === "preload" && as === "script"))) urls.add(new URL(href.replace(/&amp;/g, "&"), pageUrl).href);
  }
  const origin = new URL(pageUrl).origin;
  return [...urls].filter((u) => new URL(u).origin === origin).sort();
}

const gzipCache = new Map<string, number>();

async function gzipBytesOf(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  gzipCache.set(url, bytes);
  return bytes;
}

export type PageWeight = {
  status: number;
  htmlGzipKB: number;
  /** gzip size of every script the HTML loads or preloads: Next's "first load JS". */
  firstLoadJsKB: number;
  scripts: Array<{ url: string; kB: number }>;
};

/** Page weight from the served HTML, independent of the browser and its throttling. */
export async function pageWeight(url: string): Promise<PageWeight> {
  const response = await fetch(url, { redirect: "follow" });
  const html = await response.text();
  const scripts = await Promise.all(
    scriptUrls(html, response.url).map(async (u) => ({ url: new URL(u).pathname, kB: kB(await gzipBytesOf(u)) })),
  );
  scripts.sort((a, b) => b.kB - a.kB);
  const total = scripts.reduce((a, s) => a + s.kB, 0);
  return {
    status: response.status,
    htmlGzipKB: kB(gzipSync(Buffer.from(html)).length),
    firstLoadJsKB: Math.round(total * 10) / 10,
    scripts,
  };
}
