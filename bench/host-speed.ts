/**
 * The measuring host's speed, and CPU slowdowns calibrated to it (docs/decisions/059): a
 * slowdown is relative to the host, so a multiplier set on one machine is scaled by how much
 * faster or slower the machine that measures is, and stands for the same phone on both.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "puppeteer-core";

/**
 * The host the slowdowns were set on: Lighthouse's benchmarkIndex of this project's machine on
 * 2026-11-25, the median of that day's 42 page medians (docs/measurements/bench.md), where the
 * budgets, the LCP ceilings (budgets.ts) and issue 26's visit figures were taken.
 */
export const REFERENCE_HOST_INDEX = 3950;

/**
 * The slowdown that makes a host of this benchmark index the phone that `onReference` made of
 * the reference host, as Lighthouse's throttling guide asks (docs/throttling.md, "Calibrating
 * the CPU slowdown"); never below 1, since a host cannot be made faster.
 */
export function calibratedSlowdown(onReference: number, hostIndex: number): number {
  return Math.max(1, Math.round(((onReference * hostIndex) / REFERENCE_HOST_INDEX) * 100) / 100);
}

/**
 * The host's speed now: Lighthouse's own benchmark (the one behind a report's benchmarkIndex),
 * run in a blank tab of the given browser just before a measurement, so that a busy moment slows both.
 */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const tab = await browser.newPage();
  try {
    return await tab.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await tab.close();
  }
}
