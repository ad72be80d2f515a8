/** Measures one page: N Lighthouse runs (median by performance score) and its page weight. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bookingExclusions, notFoundExclusions } from "./budgets";
import {
  Browser,
  CATEGORIES,
  categoryScoreWithout,
  medianRun,
  metricsOf,
  pageWeight,
  runLighthouse,
  type Category,
  type PageWeight,
  type RunMetrics,
} from "./lighthouse";
import type { BenchPage } from "./pages";

export type PageResult = {
  page: BenchPage;
  url: string;
  /** Performance score of every run, in run order. */
  performanceRuns: (number | null)[];
  median: RunMetrics;
  /**
   * The category scores the budgets are checked against: the median run's, except that the 404
   * page's leave out the audits it fails by design (see notFoundExclusions).
   */
  budgetScores: Record<Category, number | null>;
  /** Audits left out of budgetScores, per category. */
  excludedAudits: Partial<Record<Category, string[]>>;
  weight: PageWeight;
};

type Run = RunMetrics & { budgetScores: Record<Category, number | null>; excludedAudits: Partial<Record<Category, string[]>>; lhr: unknown };

export async function measurePage(
  origin: string,
  page: BenchPage,
  browser: Browser,
  opts: { runs: number; firstPartyHosts: string[]; lhrDir?: string },
): Promise<PageResult> {
  const url = `${origin}${page.path}`;
  const runs: Run[] = [];
  for (let i = 0; i < opts.runs; i++) {
    let lhr;
    for (let attempt = 1; ; attempt++) {
      try {
        lhr = await runLighthouse(url, browser);
        break;
      } catch (error) {
        // Lighthouse sometimes loses the trace (NO_NAVSTART) on a busy machine, or the browser
        // wedges: start a fresh browser and try the run again, up to twice.
        if (attempt > 2) throw error;
        console.warn(`  ${page.name}: run ${i + 1} failed (${(error as Error).message}); retrying with a new browser`);
        await browser.launch();
      }
    }
    const metrics = metricsOf(lhr, opts.firstPartyHosts);
    const excludedAudits: Partial<Record<Category, string[]>> = page.notFound
      ? notFoundExclusions(lhr, url)
      : page.screen === "bookCall"
        ? bookingExclusions(lhr)
        : {};
    const budgetScores = { ...metrics.scores };
    for (const c of CATEGORIES) {
      const excluded = excludedAudits[c];
      if (excluded && excluded.length > 0) budgetScores[c] = categoryScoreWithout(lhr, c, excluded);
    }
    runs.push({ ...metrics, budgetScores, excludedAudits, lhr });
  }
  const { lhr, budgetScores, excludedAudits, ...median } = medianRun(runs);
  if (opts.lhrDir) {
    mkdirSync(opts.lhrDir, { recursive: true });
    writeFileSync(join(opts.lhrDir, `${page.name.replace(/[^\w-]+/g, "_")}.json`), JSON.stringify(lhr));
  }
  return {
    page,
    url,
    performanceRuns: runs.map((r) => r.scores.performance),
    median,
    budgetScores,
    excludedAudits,
    weight: await pageWeight(url),
  };
}

/** Hosts that count as the site itself: the served origin and the configured public origin. */
export function firstPartyHosts(origin: string, siteUrl: string | undefined): string[] {
  const hosts = new Set([new URL(origin).hostname, "localhost", "127.0.0.1"]);
  if (siteUrl) hosts.add(new URL(siteUrl).hostname);
  return [...hosts];
}

const fmt = (v: number | null, digits = 0) => (v === null ? "n/a" : v.toFixed(digits));

/** The markdown table of the bench; a budget miss is marked with ❌. */
export function resultsTable(results: PageResult[], failures: Map<string, string[]>): string {
  const head = "| Page | Path | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | JS KB gz | HTML KB gz | Requests | Third-party hosts | Budgets |";
  const sep = "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |";
  const rows = results.map((r) => {
    const m = r.median;
    const score = (c: Category) => (r.budgetScores[c] !== m.scores[c] ? `${fmt(m.scores[c])} (${fmt(r.budgetScores[c])}*)` : fmt(m.scores[c]));
    const fails = failures.get(r.page.name) ?? [];
    return [
      r.page.name,
      `\`${r.page.path}\``,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      fmt(m.lcpMs),
      fmt(m.tbtMs),
      fmt(m.cls, 3),
      r.weight.firstLoadJsKB.toFixed(1),
      r.weight.htmlGzipKB.toFixed(1),
      String(m.requests),
      m.thirdPartyHosts.join(", ") || "—",
      fails.length === 0 ? "✅" : `❌ ${fails.length}`,
    ].join(" | ");
  });
  return [head, sep, ...rows.map((r) => `| ${r} |`)].join("\n");
}
