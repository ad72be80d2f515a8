/**
 * Performance budgets, `npm run test:budgets`, the last step of `npm test`: serves the production
 * build the e2e suite uses (same build-time values and build folder, so CI does not build twice),
 * runs Lighthouse 13.5.0 per page in both profiles (mobile, 5 runs, and the same with the CPU
 * 8x slower, 9 runs: scripts/bench/lighthouse.ts) on the routes of the route table, an article per
 * language and a 404 page (scripts/bench/pages.ts), and asserts
 * the goal on the median of each metric (scripts/bench/budgets.ts), as `npm run bench` judges it:
 * - mobile performance 100 and TBT under 50 ms; CPU x8 performance 95 or more and TBT under 200 ms;
 * - LCP no worse than before the framework's scripts moved to the first interaction, CLS 0;
 * - accessibility, best practices and SEO 100 (without the audits a page fails by design,
 *   scripts/bench/exclusions.ts), no request to a third-party host on load (the booking widget
 *   excepted), framework JS within budget.
 *
 * Env: PERF_PORT (default 3650), PERF_RUNS (both profiles; default the profile's own),
 * PERF_PAGES (names like home/fi or paths; default all), PERF_PAGES_CPU8 (the CPU x8 profile's
 * pages; default PERF_PAGES), PERF_PROFILES (default mobile,cpu8),
 * NEXT_DIST_DIR (default .next, as the e2e suite), CHROME_PATH.
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { BUDGETS, FRAMEWORK_BASELINE_JS_KB, budgetMisses } from "../../scripts/bench/budgets";
import { Browser, PROFILES, profileNames, runsFor, type Profile } from "../../scripts/bench/lighthouse";
import { firstPartyHosts, measurePage, type PageResult } from "../../scripts/bench/measure";
import { selectPages } from "../../scripts/bench/pages";
import { resultsTable } from "../../scripts/bench/report";
import { root, startServer, type Server } from "../../scripts/bench/server";
import { e2eEnv } from "../e2e/env";

const port = Number(process.env.PERF_PORT ?? 3650);
const list = (value: string | undefined) => (value ?? "").split(",").filter(Boolean);
/** The pages a profile measures: PERF_PAGES_<PROFILE> (e.g. PERF_PAGES_CPU8), else PERF_PAGES. */
const pagesFor = (profile: Profile) => selectPages(list(process.env[`PERF_PAGES_${profile.toUpperCase()}`] ?? process.env.PERF_PAGES));
const profiles = (list(process.env.PERF_PROFILES).length > 0 ? list(process.env.PERF_PROFILES) : profileNames).map((name) => {
  if (!profileNames.includes(name as Profile)) throw new Error(`PERF_PROFILES: unknown profile ${name} (known: ${profileNames.join(", ")})`);
  return name as Profile;
});
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
const failures = new Map<PageResult, string[]>();

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

for (const profile of profiles) {
  const runs = runsFor(profile, process.env.PERF_RUNS, "PERF_RUNS");
  for (const page of pagesFor(profile)) {
    test(`${page.name} ${page.path} meets the budgets (${PROFILES[profile].label})`, { timeout: runs * 3 * 60_000 }, async () => {
      assert.ok(server, "the site server did not start");
      const result = await measurePage(server.origin, page, browser, {
        runs,
        profile,
        firstPartyHosts: firstPartyHosts(server.origin, env.SITE_URL),
      });
      results.push(result);
      const missed = budgetMisses(result).map((miss) => miss.message);
      failures.set(result, missed);
      if (missed.length > 0) {
        // The message is the finding; a stack trace into this file would only hide it.
        const error = new assert.AssertionError({ message: `${missed.length} budget(s) missed:\n  ${missed.join("\n  ")}` });
        error.stack = error.message;
        throw error;
      }
    });
  }
}

test("framework JS per page (report)", () => {
  const mobile = results.filter((r) => r.profile === "mobile");
  const lines = mobile.map((r) => `${r.page.name.padEnd(26)} ${r.weight.firstLoadJsKB.toFixed(1).padStart(6)} KB  ${r.page.path}`);
  console.log(
    `Framework JS (gzip, loaded on the first interaction) per page; budget ${BUDGETS.firstLoadJsKB} KB, bare Next.js App Router page ${FRAMEWORK_BASELINE_JS_KB} KB:\n${lines.join("\n")}`,
  );
  mkdirSync(outDir, { recursive: true });
  const tables = profiles.map((profile) => `## ${PROFILES[profile].label}\n\n${resultsTable(results.filter((r) => r.profile === profile), failures)}\n`);
  writeFileSync(join(outDir, "budgets.md"), tables.join("\n"));
  assert.ok(results.length > 0, "no page was measured");
});
