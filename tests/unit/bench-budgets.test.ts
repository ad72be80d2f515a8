import { describe, expect, it } from "vitest";
import { budgetMisses, PROFILE_BUDGETS } from "../../scripts/bench/budgets";
import { CATEGORIES, PROFILES, runsFor, type Category, type Profile, type RunMetrics } from "../../scripts/bench/lighthouse";
import type { PageResult } from "../../scripts/bench/measure";
import { selectPages } from "../../scripts/bench/pages";

const perCategory = <T>(value: T) => Object.fromEntries(CATEGORIES.map((c) => [c, value])) as Record<Category, T>;

/** A page's result that meets every budget, with some of its figures replaced. */
function result(name: string, profile: Profile, figures: Partial<RunMetrics> = {}): PageResult {
  const page = selectPages([name])[0]!;
  const scores = { ...perCategory(100 as number | null), ...figures.scores };
  const median: RunMetrics = {
    scores,
    lcpMs: 900,
    tbtMs: 0,
    cpuTbtMs: 0,
    cls: 0,
    fcpMs: 900,
    requests: 5,
    scriptTransferKB: 0,
    thirdPartyHosts: [],
    failedAudits: perCategory([]),
    biggestScripts: [],
    warnings: [],
    benchmarkIndex: 3900,
    ...figures,
  };
  return {
    page,
    profile,
    url: `http://localhost${page.path}`,
    performanceRuns: [scores.performance],
    tbtRuns: [median.tbtMs],
    median,
    budgetScores: scores,
    excludedAudits: {},
    weight: { status: 200, htmlGzipKB: 10, firstLoadJsKB: 140, scripts: [] },
  };
}

describe("runs per page", () => {
  it("takes the profile's own count unless told otherwise", () => {
    expect(runsFor("mobile", undefined, "PERF_RUNS")).toBe(PROFILES.mobile.runs);
    expect(runsFor("cpu8", "", "PERF_RUNS")).toBe(PROFILES.cpu8.runs);
    expect(runsFor("cpu8", "3", "PERF_RUNS")).toBe(3);
  });

  it("refuses a count that is not a positive integer, naming the setting", () => {
    for (const bad of ["0", "-2", "1.5", "many"]) expect(() => runsFor("mobile", bad, "--runs")).toThrow(`--runs must be a positive integer, got ${bad}`);
  });
});

describe("budget misses", () => {
  it("finds none on a page that meets the goal", () => {
    expect(budgetMisses(result("jobs/en", "cpu8"))).toEqual([]);
  });

  it("names the metric, the page, the profile, the value and the limit", () => {
    const limit = PROFILE_BUDGETS.cpu8.tbtBelowMs;
    const misses = budgetMisses(result("jobs/fi", "cpu8", { tbtMs: limit, cls: 0.02 }));
    expect(misses.map((m) => m.metric)).toEqual(["tbt", "cls"]);
    expect(misses[0]!.message).toMatch(new RegExp(`^jobs/fi \\(/fi/[^,]+, cpu8\\): TBT ${limit} ms, not under ${limit} ms`));
  });
});
