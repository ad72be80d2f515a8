/**
 * Performance budgets, the last step of the repository's `npm test` (`npm --prefix bench run
 * budgets`): serves the production build the end-to-end suite uses (same build-time values and
 * build folder, so CI does not build twice; the start and its folder variable: site.ts), runs
 * Lighthouse 13.5.0 per page in both profiles (mobile, 5 runs, and the same with the CPU 8x
 * slower, 9 runs: lighthouse.ts) on the routes of the route table, an article per language and a
 * 404 page (pages.ts), and asserts the goal on the median of each metric (budgets.ts), as
 * `npm run bench` judges it:
 * - mobile performance 100 and TBT under 50 ms; CPU x8 performance 95 or more and TBT under 200 ms;
 * - LCP no worse than before the framework's scripts moved to the first interaction, CLS 0;
 * - accessibility, best practices and SEO 100 (without the audits a page fails by design,
 *   exclusions.ts), no request to a third-party host on load (the booking widget excepted);
 * - no script of the site's own fetched on load, and the islands' script within budget.
 *
 * Env: PERF_PORT (default 3650), PERF_RUNS (both profiles; default the profile's own),
 * PERF_PAGES, PERF_PAGES_CPU8 and PERF_PROFILES (perf-selection.ts), ASTRO_OUT_DIR (the build
 * folder; default the end-to-end suite's), CHROME_PATH.
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { e2eEnv } from "../../tests/e2e/env";
import { BUDGETS, budgetMisses } from "../budgets";
import { Browser, PROFILES, runsFor } from "../lighthouse";
import { firstPartyHosts, measurePage, type PageResult } from "../measure";
import { pagesIn, profilesIn } from "../perf-selection";
import { resultsTable } from "../report";
import { root, startServer, type Server } from "../server";
import { buildDirIn, siteStart } from "../site";

const port = Number(process.env.PERF_PORT ?? 3650);
const profiles = profilesIn(process.env);
const env: Record<string, string> = {
  ...e2eEnv,
  PORT: String(port),
  DATA_DIR: `data/perf-${port}`,
  [siteStart.buildDirVariable]: buildDirIn({ ...process.env, ...e2eEnv }),
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
  for (const page of pagesIn(process.env, profile)) {
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

test("island JS per page (report)", () => {
  const measured = results.filter((r, i) => results.findIndex((o) => o.page.name === r.page.name) === i);
  const lines = measured.map((r) => `${r.page.name.padEnd(26)} ${r.weight.islandJsKB.toFixed(1).padStart(6)} KB  ${r.page.path}`);
  console.log(`Island JS (gzip, each island's on its first use, none on load) per page; budget ${BUDGETS.islandJsKB} KB:\n${lines.join("\n")}`);
  mkdirSync(outDir, { recursive: true });
  const measuredProfiles = profiles.filter((profile) => results.some((r) => r.profile === profile));
  const tables = measuredProfiles.map((profile) => `## ${PROFILES[profile].label}\n\n${resultsTable(results.filter((r) => r.profile === profile), failures)}\n`);
  writeFileSync(join(outDir, "budgets.md"), tables.join("\n"));
  assert.ok(results.length > 0, "no page was measured");
});
