/**
 * Lighthouse 13.5.0 (pinned in bench/package.json, so that figures compare across runs) on Debian
 * Chromium, in two profiles. The page-weight figures that need no browser are in page-weight.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import puppeteer, { type Browser as PuppeteerBrowser } from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { calibratedSlowdown, hostBenchmarkIndex } from "./host-speed";

/**
 * mobile: Lighthouse's default (Moto G Power screen, simulated slow 4G, CPU 4x slower than the
 * reference host: a mid-tier phone). cpu8: the same network with the CPU 8x slower than the
 * reference host, standing for a cheaper phone. Each run scales the multiplier by the host's
 * speed (host-speed.ts, docs/decisions/059), so a profile is the same phone on any machine.
 * runs: how many runs a page's median takes by default. CPU x8 multiplies this machine's noise by
 * eight (one page's TBT read 0 to 430 ms over five runs), so its median takes more runs; the
 * goal stays the same.
 */
export const PROFILES = {
  mobile: { label: "mobile", runs: 5, slowdownOnReference: 4 },
  cpu8: { label: "CPU ×8", runs: 9, slowdownOnReference: 8 },
} as const;
export type Profile = keyof typeof PROFILES;
export const profileNames = Object.keys(PROFILES) as Profile[];

/** Runs per page in a profile: the override (`--runs`, `PERF_RUNS`) for every profile, else the profile's own. */
export function runsFor(profile: Profile, override: string | undefined, overrideName: string): number {
  if (override === undefined || override === "") return PROFILES[profile].runs;
  const n = Number(override);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${overrideName} must be a positive integer, got ${override}`);
  return n;
}

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
  private benchmarker: PuppeteerBrowser | undefined;

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
    this.benchmarker = await puppeteer.launch({ executablePath: chromePath(), headless: true, args: chromiumArgs });
    return this;
  }

  /**
   * The host's speed now (host-speed.ts), measured in a second, idle Chromium: a DevTools client
   * attaching to Lighthouse's own browser between runs made Lighthouse lose the next trace
   * (NO_NAVSTART) in 3 of CI's 71 runs.
   */
  async benchmarkIndex(): Promise<number> {
    if (!this.benchmarker) throw new Error("Browser not launched");
    return hostBenchmarkIndex(this.benchmarker);
  }

  async close(): Promise<void> {
    try {
      this.chrome?.kill();
      await this.benchmarker?.close();
    } finally {
      this.chrome = undefined;
      this.benchmarker = undefined;
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
  environment?: { benchmarkIndex?: number };
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
  /** TBT from the CPU time of the tasks instead of their wall time (cpuTimeTbt): what a quiet machine would read. */
  cpuTbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  requests: number;
  /** Bytes of JavaScript the browser transferred during the load (Lighthouse's network record). */
  scriptTransferKB: number;
  /** The same for the site's own scripts: a reading visit fetches none (docs/decisions/061-astro-islands.md). */
  ownScriptKB: number;
  thirdPartyHosts: string[];
  /** Scored audits below 1 per category; for performance the metrics below 0.9 and failing diagnostics. */
  failedAudits: Record<Category, FailedAudit[]>;
  biggestScripts: Array<{ url: string; kB: number }>;
  warnings: string[];
  /**
   * Lighthouse's measure of the measuring machine's CPU speed (higher is faster). The simulation
   * slows what it observed on this machine, so a slower or busier host reads more blocking time
   * for the same page: this says which kind of machine a figure came from.
   */
  benchmarkIndex: number | null;
  /** The CPU slowdown the run simulated: the profile's, calibrated to the host's speed just before it. */
  cpuSlowdown: number;
};

export const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function num(audit: Audit | undefined): number | null {
  return typeof audit?.numericValue === "number" && Number.isFinite(audit.numericValue) ? audit.numericValue : null;
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

const hostOf = (item: Record<string, unknown>): string | undefined => {
  const url = typeof item.url === "string" ? item.url : "";
  return /^(https?|wss?):/.test(url) ? new URL(url).hostname : undefined;
};

/** Hosts requested during the load other than the page's own and the configured site host. */
function thirdParty(items: Array<Record<string, unknown>>, firstPartyHosts: string[]): string[] {
  const hosts = new Set<string>();
  for (const item of items) {
    const host = hostOf(item);
    if (host !== undefined && !firstPartyHosts.includes(host)) hosts.add(host);
  }
  return [...hosts].sort();
}

export function metricsOf({ lhr, cpuTbtMs, cpuSlowdown }: LighthouseRun, firstPartyHosts: string[]): RunMetrics {
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
    cpuTbtMs,
    cls: num(lhr.audits["cumulative-layout-shift"]),
    fcpMs: num(lhr.audits["first-contentful-paint"]),
    requests: items.length,
    scriptTransferKB: kB(scripts.reduce((a, i) => a + size(i), 0)),
    ownScriptKB: kB(scripts.filter((i) => firstPartyHosts.includes(hostOf(i) ?? "")).reduce((a, i) => a + size(i), 0)),
    thirdPartyHosts: thirdParty(items, firstPartyHosts),
    failedAudits: failed,
    biggestScripts: scripts
      .map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ""), kB: kB(size(i)) }))
      .sort((a, b) => b.kB - a.kB)
      .slice(0, 5),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? Math.round(lhr.environment.benchmarkIndex) : null,
    cpuSlowdown,
  };
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

/**
 * Total Blocking Time recomputed from the page's main-thread tasks after the first contentful
 * paint, each counted by its CPU (thread) time instead of its wall time, times the profile's CPU
 * slowdown. On a machine busy with other work a task's wall time stretches while it waits for a
 * core, and Lighthouse's TBT with it; its CPU time does not. So this reads about what Lighthouse
 * reads on a quiet machine, and lets two builds be compared on a busy one.
 */
export function cpuTimeTbt(events: TraceEvent[], cpuSlowdown: number): number | null {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return null;
  const main = events.find((e) => e.name === "thread_name" && e.pid === fcp.pid && e.args?.name === "CrRendererMain");
  const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === main?.tid && e.name === "RunTask" && e.ph === "X" && e.ts >= fcp.ts);
  return Math.round(tasks.reduce((sum, e) => sum + Math.max(0, (cpuSlowdown * (e.tdur ?? e.dur ?? 0)) / 1000 - 50), 0));
}

export type LighthouseRun = { lhr: Lhr; cpuTbtMs: number | null; cpuSlowdown: number };

/** One Lighthouse run of url in a profile, its CPU slowdown calibrated to the host; throws on a Lighthouse runtime error. */
export async function runLighthouse(url: string, browser: Browser, profile: Profile): Promise<LighthouseRun> {
  const cpuSlowdown = calibratedSlowdown(PROFILES[profile].slowdownOnReference, await browser.benchmarkIndex());
  const result = await lighthouse(url, {
    port: browser.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttlingMethod: "simulate",
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    // The 404 page is measured too; its status is what it should be.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  return { lhr, cpuTbtMs: trace ? cpuTimeTbt(trace.traceEvents, cpuSlowdown) : null, cpuSlowdown };
}

/** The median of some numbers (the lower middle one of an even count); null when there are none. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)]!;
}

/** The run with the median performance score: its audits explain the median figures. */
export function medianRun<T extends { scores: Record<Category, number | null> }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("medianRun: no runs");
  return middle;
}

/**
 * Every metric's own median over the runs (one run's TBT swings on a busy machine; the median of
 * each metric is what the budgets judge); third-party hosts are those of any run; audits and
 * warnings are the median-performance run's.
 */
export function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const of = (pick: (r: RunMetrics) => number | null) => median(runs.map(pick));
  const scores = {} as Record<Category, number | null>;
  for (const c of CATEGORIES) scores[c] = of((r) => r.scores[c]);
  return {
    ...medianRun(runs),
    scores,
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cpuTbtMs: of((r) => r.cpuTbtMs),
    cls: of((r) => r.cls),
    fcpMs: of((r) => r.fcpMs),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    cpuSlowdown: of((r) => r.cpuSlowdown) ?? 0,
    requests: of((r) => r.requests) ?? 0,
    scriptTransferKB: of((r) => r.scriptTransferKB) ?? 0,
    ownScriptKB: of((r) => r.ownScriptKB) ?? 0,
    thirdPartyHosts: [...new Set(runs.flatMap((r) => r.thirdPartyHosts))].sort(),
  };
}
