/**
 * `npm run bench`: builds and serves the production site (its start script, site.ts, with its own
 * port and build folder), runs Lighthouse 13.5.0 in two profiles (mobile 5 runs, CPU ×8 9 runs; the
 * median of each metric) on the routes, an article per language and a 404 page (pages.ts), measures throughput with autocannon,
 * prints the tables and writes bench-results/latest.json and bench-results/latest.md, and the tables
 * to docs/measurements/bench.md (report.ts, benchDoc) unless --out or --origin names another run.
 *
 * Flags: --pages=/,/fi (paths or names like home/en)  --profiles=mobile,cpu8
 *        --runs=N (both profiles; default the profile's own, lighthouse.ts)
 *        --port=N (default 3500)  --duration=S (autocannon seconds, default 10)  --connections=N (default 10)
 *        --no-lighthouse  --no-throughput
 *        --visits (only the visit part: visits.ts, CPU ×4 and 390 px; --runs=N, default 5)  --no-visits
 *        --astrowind (add astrowind's pages to the visits; its server: `npm run bench:astrowind`)
 *          --astrowind-origin=URL (default http://localhost:3600)
 *        --floor (add the bench's own two bare pages to the visits: what the instrument costs, floor-site.ts)
 *        --origin=http://localhost:3800 (measure a site already running there, e.g. an older commit's
 *          build for before/after figures, instead of building and serving this tree)
 *        --out=name (write bench-results/name.{json,md}; default latest)
 *        BENCH_DATABASE_URL=postgres://… adds the newsletter at 50 connections on PostgreSQL
 *        --rescore (re-check the budgets of the saved bench-results/<out>.json; measures nothing)
 *        --uploads (heavy posts instead, issue 27: bursts of 4.9 MB applications, RSS, latency, mails
 *          per applicant; with BENCH_DATABASE_URL on PostgreSQL too; uploads.ts). With --origin the
 *          server must run with TRUST_PROXY=1 and SMTP_URL=smtp://127.0.0.1:<port + 9>
 * Env: BENCH_DIST_DIR (the bench's build folder, default dist-bench: site.ts), CHROME_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { siteEnv } from "../tests/site-env";
import { BENCH_DOC, benchDoc } from "./bench-doc";
import { BUDGETS, PROFILE_BUDGETS, budgetMisses } from "./budgets";
import { REFERENCE_HOST_INDEX } from "./host-speed";
import { Browser, PROFILES, chromePath, profileNames, runsFor, type Profile } from "./lighthouse";
import { firstPartyHosts, measurePage, type PageResult } from "./measure";
import { selectPages } from "./pages";
import { pageWeight } from "./page-weight";
import { resultsTable, throughputTable } from "./report";
import { isUp, root, startServer, type Server } from "./server";
import { benchBuildDir, siteStart } from "./site";
import { get, newsletter, type Throughput } from "./throughput";
import { burst, checkMails, goalMisses, mailCounter, pidListeningOn, uploadsTable } from "./uploads";
import { benchVisits, type VisitResult } from "./visits";
import { visitSection } from "./visit-report";

const { values: args } = parseArgs({
  options: {
    pages: { type: "string" },
    profiles: { type: "string", default: profileNames.join(",") },
    runs: { type: "string" },
    port: { type: "string", default: "3500" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "no-lighthouse": { type: "boolean", default: false },
    "no-throughput": { type: "boolean", default: false },
    visits: { type: "boolean", default: false },
    "no-visits": { type: "boolean", default: false },
    astrowind: { type: "boolean", default: false },
    floor: { type: "boolean", default: false },
    "astrowind-origin": { type: "string", default: "http://localhost:3600" },
    rescore: { type: "boolean", default: false },
    uploads: { type: "boolean", default: false },
    origin: { type: "string" },
    out: { type: "string", default: "latest" },
  },
});

function positive(name: keyof typeof args): number {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${args[name]}`);
  return n;
}

const port = positive("port");
const runsOf = (profile: Profile): number => runsFor(profile, args.runs, "--runs");
const durationS = positive("duration");
const connections = positive("connections");
const profiles = args.profiles.split(",").map((p) => {
  if (!(p in PROFILES)) throw new Error(`--profiles: unknown profile ${p} (known: ${profileNames.join(", ")})`);
  return p as Profile;
});
const pages = selectPages(args.pages?.split(",").map((p) => p.trim()).filter(Boolean));
const outDir = join(root, "bench-results");
const dataDir = `data/bench-${port}`;
const outName = args.out;
if (!/^[\w.-]+$/.test(outName)) throw new Error(`--out must be a plain file name, got ${outName}`);
const lhrFolder = outName === "latest" ? "lhr" : `lhr-${outName}`;

/** A site someone else started (--origin): measured as it is, and left running. */
async function runningServer(origin: string): Promise<Server> {
  if (!(await isUp(origin))) throw new Error(`--origin: nothing healthy answers on ${origin}/api/health`);
  return { origin, logFile: "", stop: async () => {} };
}

/** The same build served with DATABASE_URL (BENCH_DATABASE_URL), for the newsletter's figures on PostgreSQL. */
async function newsletterOnPostgres(env: Record<string, string>, databaseUrl: string, durationS: number): Promise<Throughput> {
  const pgPort = String(port + 1);
  const server = await startServer({ env: { ...env, PORT: pgPort, DATABASE_URL: databaseUrl }, logFile: join(outDir, `server-${pgPort}.log`) });
  try {
    // Warmed up like the PGlite server, whose 50-connection run follows its 10-connection one.
    await newsletter(server.origin, { durationS, connections });
    return await newsletter(server.origin, { durationS, connections: 50 }, " (50 connections, PostgreSQL)");
  } finally {
    await server.stop();
  }
}

function version(cmd: string, cmdArgs: string[]): string {
  try {
    return execFileSync(cmd, cmdArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The version of the package installed in a folder. */
const versionOf = (packageDir: string): string => (JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string }).version;

/** A prerendered page, a page without compression, a static file, the newsletter, and the page/static ratio, on one server. */
async function throughputRuns(origin: string, env: Record<string, string>): Promise<{ rows: Throughput[]; pageToStatic: number | null }> {
  const opts = { durationS, connections };
  const staticFile = (await pageWeight(`${origin}/`)).scripts.at(-1)?.url ?? "/icon.svg";
  const page = await get(origin, "/", opts);
  const plain = await get(origin, "/", opts, "identity");
  const file = await get(origin, staticFile, opts);
  const post = await newsletter(origin, opts);
  if (post.skipped) console.log(`  ${post.name} skipped: ${post.skipped}`);
  // The newsletter under load, 50 connections, on each database: the p99 must stay under 500 ms.
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  const rows = [page, plain, file, post, await newsletter(origin, { durationS, connections: 50 }, ` (50 connections, ${database})`)];
  if (process.env.BENCH_DATABASE_URL && !args.origin) rows.push(await newsletterOnPostgres(env, process.env.BENCH_DATABASE_URL, durationS));
  const ratio = page.requestsPerSecond && file.requestsPerSecond ? Math.round((page.requestsPerSecond / file.requestsPerSecond) * 100) / 100 : null;
  return { rows, pageToStatic: ratio };
}

async function main() {
  const env: Record<string, string> = {
    ...siteEnv,
    PORT: String(port),
    [siteStart.buildDirVariable]: benchBuildDir,
    DATA_DIR: dataDir,
    // Throughput of the endpoint itself, not of the per-IP limiter's refusals.
    FORM_RATE_LIMIT: "0",
  };
  rmSync(join(root, dataDir), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (!args.origin) console.log(`> Building (if needed) and serving the site on port ${port} from ${benchBuildDir} (log: bench-results/server-${port}.log)`);
  // The tree as it is when the build starts (others may commit while the bench runs).
  const commitAtStart = version("git", ["-C", root, "rev-parse", "--short", "HEAD"]);
  const dirtyAtStart = version("git", ["-C", root, "status", "--porcelain"]) !== "";
  const loadAtStart = loadavg().map(round1);
  if (loadAtStart[0]! > cpus().length) {
    console.warn(`! Load average ${loadAtStart[0]} on ${cpus().length} cores: other work is running, so TBT and the performance score will read worse than on a quiet machine.`);
  }
  const started = Date.now();
  const server = args.origin ? await runningServer(args.origin) : await startServer({ env, logFile: join(outDir, `server-${port}.log`) });
  console.log(`> Server ${server.origin} healthy after ${Math.round((Date.now() - started) / 1000)} s`);
  const browser = new Browser();
  const results: PageResult[] = [];
  let throughput: Awaited<ReturnType<typeof throughputRuns>> = { rows: [], pageToStatic: null };
  const unmeasured: string[] = [];
  let visits: VisitResult[] = [];
  try {
    if (!args["no-lighthouse"] && !args.visits) {
      await browser.launch();
      const hosts = firstPartyHosts(server.origin, env.SITE_URL);
      for (const profile of profiles) {
        const runs = runsOf(profile);
        console.log(`> Lighthouse, ${PROFILES[profile].label}, ${runs} run(s) per page`);
        for (const [i, page] of pages.entries()) {
          const t0 = Date.now();
          try {
            const result = await measurePage(server.origin, page, browser, { runs, profile, firstPartyHosts: hosts, lhrDir: join(outDir, lhrFolder) });
            results.push(result);
            const m = result.median;
            console.log(
              `  [${i + 1}/${pages.length}] ${page.name.padEnd(24)} perf ${result.performanceRuns.join("/")} TBT ${result.tbtRuns.join("/")} ` +
                `LCP ${Math.round(m.lcpMs ?? 0)} a11y ${m.scores.accessibility} bp ${m.scores["best-practices"]} seo ${m.scores.seo} ` +
                `island JS ${result.weight.islandJsKB} KB (${Math.round((Date.now() - t0) / 1000)} s)`,
            );
          } catch (error) {
            // One page Lighthouse cannot measure does not throw away the others.
            console.error(`  [${i + 1}/${pages.length}] ${page.name}: not measured: ${(error as Error).message}`);
            unmeasured.push(`${page.name} (${page.path}, ${profile}): not measured: ${(error as Error).message}`);
            await browser.launch();
          }
        }
      }
      await browser.close();
    }
    if (!args["no-throughput"] && !args.visits) {
      console.log(`> autocannon: ${durationS} s, ${connections} connections each`);
      throughput = await throughputRuns(server.origin, env);
    }
    if (!args["no-visits"]) {
      const astrowind = args.astrowind ? args["astrowind-origin"] : undefined;
      visits = await benchVisits({ origin: server.origin, astrowind, floor: args.floor, paths: args.pages?.split(",").map((p) => p.trim()).filter(Boolean), runs: args.runs });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const meta: Meta = {
    date: new Date().toISOString(),
    commit: commitAtStart,
    dirtyTree: dirtyAtStart,
    ...(args.origin ? { origin: args.origin } : {}),
    node: process.version,
    chromium: version(chromePath(), ["--version"]),
    lighthouse: versionOf(join(import.meta.dirname, "node_modules", "lighthouse")),
    astro: versionOf(join(root, "node_modules", "astro")),
    profiles: profiles.map((p) => `${p}: simulated slow 4G, CPU ${PROFILES[p].slowdownOnReference}x slower than a host of benchmark index ${REFERENCE_HOST_INDEX}, calibrated per run`),
    runsPerPage: Object.fromEntries(profiles.map((p) => [p, runsOf(p)])),
    median: "the median of each metric over the runs",
    islandJs: "gzip (level 6) size of every script the page's islands can load, each on its first use",
    autocannon: { durationS, connections },
    cores: cpus().length,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadavg().map(round1),
  };
  report(meta, results, throughput, unmeasured, visits);
  if (unmeasured.length > 0) process.exitCode = 1;
}

type Meta = {
  date: string;
  commit: string;
  dirtyTree: boolean;
  /** Set when the bench measured a site it did not build (--origin): commit is then the bench's own. */
  origin?: string;
  node: string;
  chromium: string;
  lighthouse: string;
  /** Results written before the switch to Astro name Next.js's version instead. */
  astro?: string;
  next?: string;
  profiles: string[];
  /** Per profile; a number in results written before the profiles had their own. */
  runsPerPage: Partial<Record<Profile, number>> | number;
  median: string;
  islandJs?: string;
  firstLoadJs?: string;
  autocannon: { durationS: number; connections: number };
  cores: number;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
};

function runsText(runs: Meta["runsPerPage"]): string {
  if (typeof runs === "number") return `${runs} run(s) per page and profile`;
  return `${Object.entries(runs).map(([p, n]) => `${PROFILES[p as Profile].label} ${n}`).join(", ")} run(s) per page`;
}

/** Checks the budgets, prints the tables and writes bench-results/<out>.{json,md}, and docs/measurements/bench.md for this tree's run. */
function report(
  meta: Meta,
  results: PageResult[],
  throughput: { rows: Throughput[]; pageToStatic: number | null },
  unmeasured: string[] = [],
  visits: VisitResult[] = [],
) {
  const failures = new Map(results.map((r) => [r, budgetMisses(r).map((miss) => miss.message)]));
  const allFailures = [...unmeasured, ...[...failures.values()].flat()];
  const byProfile = profileNames
    .map((profile) => ({ profile, rows: results.filter((r) => r.profile === profile) }))
    .filter(({ rows }) => rows.length > 0);
  const md = [
    meta.origin
      ? `# Bench ${meta.date} (the site at ${meta.origin}, measured by the bench of ${meta.commit})`
      : `# Bench ${meta.date} (${meta.commit}${meta.dirtyTree ? ", uncommitted changes" : ""})`,
    "",
    `Lighthouse ${meta.lighthouse}, ${meta.chromium}, ${meta.astro ? `Astro ${meta.astro}` : `Next.js ${meta.next}`}, Node ${meta.node}; ${runsText(meta.runsPerPage)}, ${meta.median}.`,
    `Machine: ${meta.cores} cores, load average ${meta.loadAverageAtStart.join("/")} at start and ${meta.loadAverageAtEnd.join("/")} at the end (a load above the core count inflates TBT).`,
    `Island JS = every script the page's islands can load (gzip), each on its first use, none with the page (page-weight.ts). Own JS on load = bytes of the site's own scripts Lighthouse saw transferred during the load. TBT CPU = TBT from each task's CPU time instead of its wall time: about what a quiet machine reads (lighthouse.ts, cpuTimeTbt). Host index = Lighthouse's \`benchmarkIndex\` of the measuring machine; CPU × = the slowdown simulated, the profile's multiplier scaled by the host's speed measured just before each run against the reference host (index ${REFERENCE_HOST_INDEX}), so that a profile is the same phone on any machine (medians of the runs).`,
    `Budgets: mobile performance ≥ ${PROFILE_BUDGETS.mobile.performance} and TBT < ${PROFILE_BUDGETS.mobile.tbtBelowMs} ms; CPU ×8 performance ≥ ${PROFILE_BUDGETS.cpu8.performance} and TBT < ${PROFILE_BUDGETS.cpu8.tbtBelowMs} ms; accessibility/best practices/SEO = 100, CLS ${BUDGETS.cls}, LCP no worse than before (budgets.ts), own JS on load ${BUDGETS.ownScriptOnLoadKB} KB, island JS ≤ ${BUDGETS.islandJsKB} KB, no third-party request on load (booking widget excepted).`,
    "",
    ...(byProfile.length === 0
      ? ["_Lighthouse skipped._"]
      : byProfile.flatMap(({ profile, rows }) => [`## ${PROFILES[profile].label}`, "", resultsTable(rows, failures), ""])),
    results.some((r) => Object.keys(r.excludedAudits).length > 0)
      ? "\\* In parentheses: the score the budget is checked against, without the audits a page fails by design: the 404 page's SEO http-status-code and is-crawlable, and errors-in-console when the only console error is the 404 page's own status or the booking widget's host being unreachable (no internet here).\n"
      : "",
    "## Throughput (autocannon)",
    "",
    throughput.rows.length > 0 ? throughputTable(throughput.rows) : "_Skipped._",
    throughput.pageToStatic === null ? "" : `\nPrerendered page / static file, both gzip, same server and run: ${throughput.pageToStatic}.`,
    "",
    visitSection(visits),
    "## Budget failures",
    "",
    allFailures.length === 0 ? "None." : allFailures.map((f) => `- ${f}`).join("\n"),
    "",
  ].join("\n");
  const failuresByPage = Object.fromEntries([...failures].map(([r, f]) => [`${r.profile} ${r.page.name}`, f]));
  writeFileSync(
    join(outDir, `${outName}.json`),
    JSON.stringify({ meta, pages: results, unmeasured, throughput, visits, failures: failuresByPage }, null, 2),
  );
  writeFileSync(join(outDir, `${outName}.md`), md);
  // A before/after run (--out, --origin) leaves the repository's figures alone.
  const doc = outName === "latest" && !meta.origin;
  if (doc) writeFileSync(join(root, BENCH_DOC), benchDoc(md));
  console.log(`\n${md}`);
  console.log(`Wrote bench-results/${outName}.json, bench-results/${outName}.md${doc ? `, ${BENCH_DOC}` : ""} and the median runs' reports in bench-results/${lhrFolder}/.`);
}

/** --rescore: re-checks the budgets of bench-results/<out>.json (e.g. after a budget change) without measuring. */
function rescore() {
  const saved = JSON.parse(readFileSync(join(outDir, `${outName}.json`), "utf8")) as {
    meta: Meta;
    pages: PageResult[];
    throughput: { rows: Throughput[]; pageToStatic: number | null };
    unmeasured?: string[];
    visits?: VisitResult[];
  };
  report(saved.meta, saved.pages, saved.throughput, saved.unmeasured, saved.visits);
}

/** --uploads: the three bursts on one server, then its mails counted. */
async function uploadsOn(origin: string, pid: number, database: string, mails: Awaited<ReturnType<typeof mailCounter>>) {
  // Part of each applicant's e-mail address: letters, digits and dashes only.
  const run = `${database.replace(/[^a-z0-9]+/gi, "-")}-${Date.now().toString(36)}`.toLowerCase();
  const settleMs = 60_000;
  console.log(`> ${database}: 200 applications at once from one address`);
  const one = await burst(origin, pid, { name: "200 at once, one address", n: 200, run: `${run}-a`, addresses: false, settleMs });
  console.log(`> ${database}: 200 applications at once from 200 addresses`);
  const many = await burst(origin, pid, { name: "200 at once, 200 addresses", n: 200, run: `${run}-b`, addresses: true, settleMs });
  console.log(`> ${database}: 30 applications at once while /about and /api/health are asked for`);
  const thirty = await burst(origin, pid, { name: "30 at once, with probes", n: 30, run: `${run}-c`, addresses: true, probes: true });
  console.log(`> ${database}: waiting for every accepted application's mail`);
  const results = [one, many, thirty];
  const mailed = await checkMails(results, mails, 300_000);
  return { database, results, mails: mailed, misses: goalMisses(results, mailed), table: uploadsTable(database, results, mailed) };
}

async function uploads() {
  const mails = await mailCounter(port + 9);
  const env: Record<string, string> = { ...siteEnv, [siteStart.buildDirVariable]: benchBuildDir, TRUST_PROXY: "1", SMTP_URL: mails.url };
  const servers: { database: string; url?: string }[] = [{ database: args.origin ? `the server at ${args.origin}` : "PGlite" }];
  if (process.env.BENCH_DATABASE_URL && !args.origin) servers.push({ database: "PostgreSQL", url: process.env.BENCH_DATABASE_URL });
  const reports = [];
  try {
    for (const [i, { database, url }] of servers.entries()) {
      const at = port + i;
      rmSync(join(root, `data/bench-${at}`), { recursive: true, force: true });
      const serverEnv = { ...env, PORT: String(at), DATA_DIR: `data/bench-${at}`, ...(url ? { DATABASE_URL: url } : {}) };
      const server = args.origin ? await runningServer(args.origin) : await startServer({ env: serverEnv, logFile: join(outDir, `server-${at}.log`) });
      try {
        reports.push(await uploadsOn(server.origin, pidListeningOn(Number(new URL(server.origin).port)), database, mails));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await mails.close();
  }
  const md = [
    `# Uploads ${new Date().toISOString()} (${version("git", ["-C", root, "rev-parse", "--short", "HEAD"])}${args.origin ? `, the server at ${args.origin}` : ""})`,
    "",
    `Machine: ${cpus().length} cores, load average ${loadavg().map(round1).join("/")} at the end. Each application: a 4.9 MB CV posted without JavaScript.`,
    "",
    ...reports.flatMap((r) => [r.table, ""]),
    "## Goals missed",
    "",
    reports.flatMap((r) => r.misses.map((m) => `- ${r.database}: ${m}`)).join("\n") || "None.",
    "",
  ].join("\n");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${outName}-uploads.md`), md);
  writeFileSync(join(outDir, `${outName}-uploads.json`), JSON.stringify(reports.map((r) => ({ ...r, table: undefined })), null, 2));
  console.log(`\n${md}\nWrote bench-results/${outName}-uploads.{md,json}.`);
  if (reports.some((r) => r.misses.length > 0)) process.exitCode = 1;
}

(args.rescore ? Promise.resolve().then(rescore) : args.uploads ? uploads() : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
