/**
 * `npm run bench`: builds and serves the production site (scripts/start.mjs, its own port and
 * build folder), runs Lighthouse (mobile preset, 3 runs, median by performance score) on the 20
 * routes and a 404 page, measures throughput with autocannon, prints the tables and writes
 * bench-results/latest.json and bench-results/latest.md.
 *
 * Flags: --pages=/,/fi (paths or names like home/en)  --runs=N (default 3)  --port=N (default 3500)
 *        --duration=S (autocannon seconds, default 10)  --connections=N (default 10)
 *        --no-lighthouse  --no-throughput
 *        BENCH_DATABASE_URL=postgres://… adds the newsletter at 50 connections on PostgreSQL
 *        --rescore (re-check the budgets of the saved bench-results/latest.json; measures nothing)
 * Env: BENCH_DIST_DIR (default .next-bench), CHROME_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { e2eEnv } from "../../tests/e2e/env";
import { BUDGETS, FRAMEWORK_BASELINE_JS_KB, budgetFailures } from "./budgets";
import { Browser, chromePath } from "./lighthouse";
import { firstPartyHosts, measurePage, resultsTable, type PageResult } from "./measure";
import { selectPages } from "./pages";
import { root, startServer } from "./server";
import { newsletter, staticPage, throughputTable, type Throughput } from "./throughput";

function flag(name: string): string | undefined {
  const arg = process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (arg === undefined) return undefined;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : "true";
}

function intFlag(name: string, fallback: number): number {
  const value = flag(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${value}`);
  return n;
}

const port = intFlag("port", 3500);
const runs = intFlag("runs", 3);
const durationS = intFlag("duration", 10);
const connections = intFlag("connections", 10);
const pages = selectPages(flag("pages")?.split(",").map((p) => p.trim()).filter(Boolean));
const outDir = join(root, "bench-results");
const distDir = process.env.BENCH_DIST_DIR || ".next-bench";
const dataDir = `data/bench-${port}`;

/** The same build served with DATABASE_URL (BENCH_DATABASE_URL), for the newsletter's figures on PostgreSQL. */
async function newsletterOnPostgres(env: Record<string, string>, databaseUrl: string, durationS: number): Promise<Throughput> {
  const pgPort = String(port + 1);
  const server = await startServer({ env: { ...env, PORT: pgPort, DATABASE_URL: databaseUrl }, logFile: join(outDir, `server-${pgPort}.log`) });
  try {
    return await newsletter(server.origin, { durationS, connections: 50 }, " (50 connections, PostgreSQL)");
  } finally {
    await server.stop();
  }
}

function version(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

async function main() {
  // The same build-time values as the e2e suite and the budget test, so the numbers compare.
  const env: Record<string, string> = {
    ...e2eEnv,
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    // Throughput of the endpoint itself, not of the per-IP limiter's refusals.
    FORM_RATE_LIMIT: "0",
  };
  rmSync(join(root, dataDir), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  console.log(`> Building (if needed) and serving the site on port ${port} from ${distDir} (log: bench-results/server-${port}.log)`);
  // The tree as it is when the build starts (others may commit while the bench runs).
  const commitAtStart = version("git", ["-C", root, "rev-parse", "--short", "HEAD"]);
  const dirtyAtStart = version("git", ["-C", root, "status", "--porcelain"]) !== "";
  const loadAtStart = loadavg().map((l) => Math.round(l * 10) / 10);
  if (loadAtStart[0]! > cpus().length) {
    console.warn(`! Load average ${loadAtStart[0]} on ${cpus().length} cores: other work is running, so TBT and the performance score will read worse than on a quiet machine.`);
  }
  const started = Date.now();
  const server = await startServer({ env, logFile: join(outDir, `server-${port}.log`) });
  console.log(`> Server healthy after ${Math.round((Date.now() - started) / 1000)} s`);
  const browser = new Browser();
  const results: PageResult[] = [];
  const throughput: Throughput[] = [];
  const unmeasured: string[] = [];
  try {
    if (flag("no-lighthouse") === undefined) {
      await browser.launch();
      const hosts = firstPartyHosts(server.origin, env.SITE_URL);
      for (const [i, page] of pages.entries()) {
        const t0 = Date.now();
        let result: PageResult;
        try {
          result = await measurePage(server.origin, page, browser, { runs, firstPartyHosts: hosts, lhrDir: join(outDir, "lhr") });
        } catch (error) {
          // One page Lighthouse cannot measure does not throw away the others.
          console.error(`  [${i + 1}/${pages.length}] ${page.name}: not measured: ${(error as Error).message}`);
          unmeasured.push(`${page.name} (${page.path}): not measured: ${(error as Error).message}`);
          await browser.launch();
          continue;
        }
        results.push(result);
        const m = result.median;
        console.log(
          `  [${i + 1}/${pages.length}] ${page.name.padEnd(24)} perf ${result.performanceRuns.join("/")} ` +
            `a11y ${m.scores.accessibility} bp ${m.scores["best-practices"]} seo ${m.scores.seo} ` +
            `JS ${result.weight.firstLoadJsKB} KB (${Math.round((Date.now() - t0) / 1000)} s)`,
        );
      }
      await browser.close();
    }
    if (flag("no-throughput") === undefined) {
      console.log(`> autocannon: ${durationS} s, ${connections} connections each`);
      throughput.push(await staticPage(server.origin, "/", { durationS, connections }));
      const post = await newsletter(server.origin, { durationS, connections });
      if (post.skipped) console.log(`  ${post.name} skipped: ${post.skipped}`);
      throughput.push(post);
      // The newsletter under load, 50 connections, on each database: the p99 must stay under 500 ms.
      const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
      throughput.push(await newsletter(server.origin, { durationS, connections: 50 }, ` (50 connections, ${database})`));
      if (process.env.BENCH_DATABASE_URL) throughput.push(await newsletterOnPostgres(env, process.env.BENCH_DATABASE_URL, durationS));
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const meta: Meta = {
    date: new Date().toISOString(),
    commit: commitAtStart,
    dirtyTree: dirtyAtStart,
    node: process.version,
    chromium: version(chromePath(), ["--version"]),
    lighthouse: JSON.parse(readFileSync(join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version as string,
    next: JSON.parse(readFileSync(join(root, "node_modules", "next", "package.json"), "utf8")).version as string,
    preset: "mobile (Lighthouse default config: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)",
    runsPerPage: runs,
    median: "run with the median performance score",
    firstLoadJs: "gzip (level 6) size of every same-origin <script src> and script preload in the served HTML",
    autocannon: { durationS, connections },
    cores: cpus().length,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadavg().map((l) => Math.round(l * 10) / 10),
  };
  report(meta, results, throughput, unmeasured);
  if (unmeasured.length > 0) process.exitCode = 1;
}

type Meta = {
  date: string;
  commit: string;
  dirtyTree: boolean;
  node: string;
  chromium: string;
  lighthouse: string;
  next: string;
  preset: string;
  runsPerPage: number;
  median: string;
  firstLoadJs: string;
  autocannon: { durationS: number; connections: number };
  cores: number;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
};

/** Checks the budgets, prints the tables and writes bench-results/latest.{json,md}. */
function report(meta: Meta, results: PageResult[], throughput: Throughput[], unmeasured: string[] = []) {
  const failures = new Map(results.map((r) => [r.page.name, budgetFailures(r)]));
  const allFailures = [...unmeasured, ...[...failures.values()].flat()];
  const md = [
    `# Bench ${meta.date} (${meta.commit}${meta.dirtyTree ? ", uncommitted changes" : ""})`,
    "",
    `Lighthouse ${meta.lighthouse}, ${meta.chromium}, Next.js ${meta.next}, Node ${meta.node}; ${meta.preset}; ${meta.runsPerPage} run(s) per page, median by performance score.`,
    `Machine: ${meta.cores} cores, load average ${meta.loadAverageAtStart.join("/")} at start and ${meta.loadAverageAtEnd.join("/")} at the end (a load above the core count inflates TBT).`,
    `JS = first-load JavaScript (gzip) of the page; framework baseline (bare App Router page) ${FRAMEWORK_BASELINE_JS_KB} KB.`,
    `Budgets: performance ≥ ${BUDGETS.performance}, accessibility/best practices/SEO = 100, CLS ≤ ${BUDGETS.cls}, JS ≤ ${BUDGETS.firstLoadJsKB} KB, no third-party request on load (booking widget excepted).`,
    "",
    results.length > 0 ? resultsTable(results, failures) : "_Lighthouse skipped._",
    results.some((r) => Object.keys(r.excludedAudits).length > 0)
      ? "\n\\* In parentheses: the score the budget is checked against, without the audits a page fails by design: the 404 page's SEO http-status-code and is-crawlable, and errors-in-console when the only console error is the 404 page's own status or the booking widget's host being unreachable (no internet here)."
      : "",
    "",
    "## Throughput (autocannon)",
    "",
    throughput.length > 0 ? throughputTable(throughput) : "_Skipped._",
    "",
    "## Budget failures",
    "",
    allFailures.length === 0 ? "None." : allFailures.map((f) => `- ${f}`).join("\n"),
    "",
  ].join("\n");
  writeFileSync(join(outDir, "latest.json"), JSON.stringify({ meta, budgets: BUDGETS, pages: results, unmeasured, throughput, failures: Object.fromEntries(failures) }, null, 2));
  writeFileSync(join(outDir, "latest.md"), md);
  console.log(`\n${md}`);
  console.log(`Wrote bench-results/latest.json, bench-results/latest.md and the median runs' reports in bench-results/lhr/.`);
}

/** --rescore: re-checks the budgets of bench-results/latest.json (e.g. after a budget change) without measuring. */
function rescore() {
  const saved = JSON.parse(readFileSync(join(outDir, "latest.json"), "utf8")) as { meta: Meta; pages: PageResult[]; throughput: Throughput[]; unmeasured?: string[] };
  report(saved.meta, saved.pages, saved.throughput, saved.unmeasured);
}

(flag("rescore") !== undefined ? Promise.resolve().then(rescore) : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
