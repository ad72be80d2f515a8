/** Measures one page in one profile: N Lighthouse runs (the median of each metric) and its page weight. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bookingExclusions, notFoundExclusions } from "./exclusions";
import {
  Browser,
  CATEGORIES,
  categoryScoreWithout,
  median,
  medianMetrics,
  medianRun,
  metricsOf,
  runLighthouse,
  type Category,
  type Profile,
  type RunMetrics,
} from "./lighthouse";
import { pageWeight, type PageWeight } from "./page-weight";
import type { BenchPage } from "./pages";

export type PageResult = {
  page: BenchPage;
  profile: Profile;
  url: string;
  /** Performance score and TBT of every run, in run order. */
  performanceRuns: (number | null)[];
  tbtRuns: (number | null)[];
  /** The median of each metric over the runs. */
  median: RunMetrics;
  /**
   * The median category scores the budgets are checked against: as measured, except that the
   * 404 and booking pages leave out the audits they fail by design (see exclusions.ts).
   */
  budgetScores: Record<Category, number | null>;
  /** Audits left out of budgetScores, per category. */
  excludedAudits: Partial<Record<Category, string[]>>;
  weight: PageWeight;
};

type Run = { metrics: RunMetrics; budgetScores: Record<Category, number | null>; excludedAudits: Partial<Record<Category, string[]>>; lhr: unknown };

async function oneRun(url: string, page: BenchPage, browser: Browser, profile: Profile, firstPartyHosts: string[]): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      const run = await runLighthouse(url, browser, profile);
      const { lhr } = run;
      const metrics = metricsOf(run, firstPartyHosts);
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
      return { metrics, budgetScores, excludedAudits, lhr };
    } catch (error) {
      // Lighthouse sometimes loses the trace (NO_NAVSTART) on a busy machine, or the browser
      // wedges: start a fresh browser and try the run again, up to twice.
      if (attempt > 2) throw error;
      console.warn(`  ${page.name}: a run failed (${(error as Error).message}); retrying with a new browser`);
      await browser.launch();
    }
  }
}

export async function measurePage(
  origin: string,
  page: BenchPage,
  browser: Browser,
  opts: { runs: number; profile: Profile; firstPartyHosts: string[]; lhrDir?: string },
): Promise<PageResult> {
  const url = `${origin}${page.path}`;
  const runs: Run[] = [];
  for (let i = 0; i < opts.runs; i++) runs.push(await oneRun(url, page, browser, opts.profile, opts.firstPartyHosts));
  const budgetScores = {} as Record<Category, number | null>;
  for (const c of CATEGORIES) budgetScores[c] = median(runs.map((r) => r.budgetScores[c]));
  const middle = medianRun(runs.map((r) => ({ ...r, scores: r.metrics.scores })));
  if (opts.lhrDir) {
    mkdirSync(opts.lhrDir, { recursive: true });
    writeFileSync(join(opts.lhrDir, `${opts.profile}-${page.name.replace(/[^\w-]+/g, "_")}.json`), JSON.stringify(middle.lhr));
  }
  return {
    page,
    profile: opts.profile,
    url,
    performanceRuns: runs.map((r) => r.metrics.scores.performance),
    tbtRuns: runs.map((r) => (r.metrics.tbtMs === null ? null : Math.round(r.metrics.tbtMs))),
    median: medianMetrics(runs.map((r) => r.metrics)),
    budgetScores,
    excludedAudits: middle.excludedAudits,
    weight: await pageWeight(url),
  };
}

/** Hosts that count as the site itself: the served origin and the configured public origin. */
export function firstPartyHosts(origin: string, siteUrl: string | undefined): string[] {
  const hosts = new Set([new URL(origin).hostname, "localhost", "127.0.0.1"]);
  if (siteUrl) hosts.add(new URL(siteUrl).hostname);
  return [...hosts];
}
