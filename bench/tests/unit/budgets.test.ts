import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { budgetMisses, PROFILE_BUDGETS } from "../../budgets";
import { calibratedSlowdown, REFERENCE_HOST_INDEX } from "../../host-speed";
import { CATEGORIES, PROFILES, runsFor, type Category, type Profile, type RunMetrics } from "../../lighthouse";
import type { PageResult } from "../../measure";
import { selectPages } from "../../pages";

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
    ownScriptKB: 0,
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
    weight: { status: 200, htmlGzipKB: 10, islandJsKB: 140, scripts: [] },
  };
}

describe("runs per page", () => {
  it("takes the profile's own count unless told otherwise", () => {
    assert.equal(runsFor("mobile", undefined, "PERF_RUNS"), PROFILES.mobile.runs);
    assert.equal(runsFor("cpu8", "", "PERF_RUNS"), PROFILES.cpu8.runs);
    assert.equal(runsFor("cpu8", "3", "PERF_RUNS"), 3);
  });

  it("refuses a count that is not a positive integer, naming the setting", () => {
    for (const bad of ["0", "-2", "1.5", "many"]) assert.throws(() => runsFor("mobile", bad, "--runs"), { message: `--runs must be a positive integer, got ${bad}` });
  });
});

describe("CPU slowdown calibrated to the host", () => {
  it("is the profile's multiplier on the reference host", () => {
    assert.equal(calibratedSlowdown(PROFILES.mobile.slowdownOnReference, REFERENCE_HOST_INDEX), 4);
    assert.equal(calibratedSlowdown(PROFILES.cpu8.slowdownOnReference, REFERENCE_HOST_INDEX), 8);
  });

  it("shrinks on a slower host and grows on a faster one, so the simulated phone stays the same", () => {
    assert.equal(calibratedSlowdown(PROFILES.cpu8.slowdownOnReference, REFERENCE_HOST_INDEX / 2), 4);
    assert.equal(calibratedSlowdown(PROFILES.cpu8.slowdownOnReference, 1500), 3.04);
    assert.equal(calibratedSlowdown(PROFILES.mobile.slowdownOnReference, REFERENCE_HOST_INDEX * 1.5), 6);
  });

  it("never asks a host to run faster than it does", () => {
    assert.equal(calibratedSlowdown(PROFILES.mobile.slowdownOnReference, 500), 1);
  });
});

describe("budget misses", () => {
  it("finds none on a page that meets the goal", () => {
    assert.deepEqual(budgetMisses(result("jobs/en", "cpu8")), []);
  });

  it("names the metric, the page, the profile, the value and the limit", () => {
    const limit = PROFILE_BUDGETS.cpu8.tbtBelowMs;
    const misses = budgetMisses(result("jobs/fi", "cpu8", { tbtMs: limit, cls: 0.02 }));
    assert.deepEqual(misses.map((m) => m.metric), ["tbt", "cls"]);
    assert.match(misses[0]!.message, new RegExp(`^jobs/fi \\(/fi/[^,]+, cpu8\\): TBT ${limit} ms, not under ${limit} ms`));
  });

  it("finds a script of the site's own fetched on load, however small, but not the booking widget's", () => {
    const own = budgetMisses(result("about/en", "mobile", { ownScriptKB: 0.1, scriptTransferKB: 0.1 }));
    assert.deepEqual(own.map((m) => m.metric), ["script-on-load"]);
    assert.deepEqual(budgetMisses(result("bookCall/en", "mobile", { scriptTransferKB: 30, thirdPartyHosts: ["assets.calendly.com"] })), []);
  });

  it("finds islands whose script outgrows the budget", () => {
    const heavy = { ...result("apply/en", "mobile"), weight: { status: 200, htmlGzipKB: 10, islandJsKB: 155.1, scripts: [{ url: "/_astro/react.js", kB: 60 }] } };
    const misses = budgetMisses(heavy);
    assert.deepEqual(misses.map((m) => m.metric), ["island-js"]);
    assert.match(misses[0]!.message, /island JS 155\.1 KB gzip > 155 KB \(biggest: \/_astro\/react\.js 60 KB\)/);
  });
});
