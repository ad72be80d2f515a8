/**
 * The bench's page in the repository: where a run of `npm run bench` under its default name leaves
 * its tables (the JSON stays in bench-results/). No imports, so that the documentation's link test
 * (tests/unit/docs-links.test.ts) reads it without the bench's dependencies.
 */
export const BENCH_DOC = "docs/measurements/bench.md";

/** The run's Markdown as docs/measurements/bench.md: its title, where it comes from, then the tables. */
export function benchDoc(md: string): string {
  const [title = "", ...rest] = md.split("\n");
  const origin =
    "Written by `npm run bench` (`bench/index.ts`) at the end of its latest run under the default name; " +
    "the raw figures and the median runs' Lighthouse reports are in `bench-results/` (not committed). " +
    "How to run it and what the budgets mean: the README's [Performance](../../README.md#performance).";
  return [title, "", origin, ...rest].join("\n");
}
