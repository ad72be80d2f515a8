import { describe, expect, it } from "vitest";
import { budgetMisses, PROFILE_BUDGETS } from "../../scripts/bench/budgets";
import { calibratedSlowdown, REFERENCE_HOST_INDEX } from "../../scripts/bench/host-speed";
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
    cpuSlowdown: 8,
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

describe("CPU slowdown calibrated to the host", () => {
  it("is the profile's multiplier on the reference host", () => {
    expect(calibratedSlowdown(PROFILES.mobile.slowdownOnReference, REFERENCE_HOST_INDEX)).toBe(4);
    expect(calibratedSlowdown(PROFILES.cpu8.slowdownOnReference, REFERENCE_HOST_INDEX)).toBe(8);
  });

  it("shrinks on a slower host and grows on a faster one, so the simulated phone stays the same", () => {
    expect(calibratedSlowdown(PROFILES.cpu8.slowdownOnReference, REFERENCE_HOST_INDEX / 2)).toBe(4);
    expect(calibratedSlowdown(PROFILES.cpu8.slowdownOnReference, 1500)).toBe(3.04);
    expect(calibratedSlowdown(PROFILES.mobile.slowdownOnReference, REFERENCE_HOST_INDEX * 1.5)).toBe(6);
  });

  it("never asks a host to run faster than it does", () => {
    expect(calibratedSlowdown(PROFILES.mobile.slowdownOnReference, 500)).toBe(1);
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
