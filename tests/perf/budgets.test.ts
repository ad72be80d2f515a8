/**
 * Performance budgets, `npm run test:budgets`, the last step of `npm test`: serves the production
 * build the e2e suite uses (same build-time values and build folder, so CI does not build twice),
 * runs Lighthouse (mobile preset) 5 times per page on the 20 routes and a 404 page, and asserts on
 * the median run (one run's score swings by several points on a busy 2-core machine; the median
 * of 5 swings less than the bench's median of 3): performance >= 95; accessibility, best practices and SEO = 100 (without the audits a
 * page fails by design, see notFoundExclusions and bookingExclusions in scripts/bench/budgets.ts);
 * CLS <= 0.01; no request to a third-party host on load (the booking page's scheduling widget
 * excepted); first-load JS within budget. The first-load JS of every page is reported at the end.
 *
 * Env: PERF_PORT (default 3650), PERF_RUNS (default 5), NEXT_DIST_DIR (default .next, as the e2e
 * suite), CHROME_PATH.
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { BUDGETS, FRAMEWORK_BASELINE_JS_KB, budgetFailures } from "../../scripts/bench/budgets";
import { Browser } from "../../scripts/bench/lighthouse";
import { firstPartyHosts, measurePage, resultsTable, type PageResult } from "../../scripts/bench/measure";
import { allPages } from "../../scripts/bench/pages";
import { root, startServer, type Server } from "../../scripts/bench/server";
import { e2eEnv } from "../e2e/env";

const port = Number(process.env.PERF_PORT ?? 3650);
const runs = Number(process.env.PERF_RUNS ?? 5);
const env: Record<string, string> = {
  ...e2eEnv,
  PORT: String(port),
  DATA_DIR: `data/perf-${port}`,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
};
const outDir = join(root, "bench-results");

let server: Server | undefined;
const browser = new Browser();
const results: PageResult[] = [];
const failures = new Map<string, string[]>();

before(
  async () => {
    server = await startServer({ env, logFile: join(outDir, `perf-server-${port}.log`) });
    await browser.launch();
  },
  { timeout: 20 * 60_000 },
);

after(async () => {
  await browser.close();
  await server?.stop();
});

for (const page of allPages()) {
  test(`${page.name} ${page.path} meets the budgets`, { timeout: runs * 3 * 60_000 }, async () => {
    assert.ok(server, "the site server did not start");
    const result = await measurePage(server.origin, page, browser, { runs, firstPartyHosts: firstPartyHosts(server.origin, env.SITE_URL) });
    results.push(result);
    const missed = budgetFailures(result);
    failures.set(page.name, missed);
    if (missed.length > 0) {
      // The message is the finding; a stack trace into this file would only hide it.
      const error = new assert.AssertionError({ message: `${missed.length} budget(s) missed:\n  ${missed.join("\n  ")}` });
      error.stack = error.message;
      throw error;
    }
  });
}

test("first-load JS per page (report)", () => {
  const lines = results.map((r) => `${r.page.name.padEnd(26)} ${r.weight.firstLoadJsKB.toFixed(1).padStart(6)} KB  ${r.page.path}`);
  console.log(
    `First-load JS (gzip) per page; budget ${BUDGETS.firstLoadJsKB} KB, bare Next.js App Router page ${FRAMEWORK_BASELINE_JS_KB} KB:\n${lines.join("\n")}`,
  );
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "budgets.md"), `${resultsTable(results, failures)}\n`);
  assert.ok(results.length > 0, "no page was measured");
});
