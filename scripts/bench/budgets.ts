/**
 * The performance budgets, shared by `npm run bench` (which marks failures) and the budget test
 * (which asserts them). Each is judged on the median of the runs (scripts/bench/measure.ts).
 */
import { allowedThirdParty, hostAllowed } from "./exclusions";
import type { Profile } from "./lighthouse";
import type { PageResult } from "./measure";

/**
 * First-load JS reference: a bare Next.js 16.4 App Router page (root layout + one heading, no
 * client component), built with this project's Next/React, loads 132.2 KB of JavaScript (gzip,
 * nomodule polyfills left out), measured with `npm run bench:baseline`. That is the framework's
 * own floor (React DOM ~70 KB, the App Router runtime ~49 KB, Turbopack runtime and glue).
 * A page of this site is server-rendered with small client islands, so its own JavaScript on top
 * of the framework stays small. Budget: 155 KB, at most ~23 KB above the bare page. The page
 * loads it on the visitor's first interaction, not with the page.
 */
export const FRAMEWORK_BASELINE_JS_KB = 132.2;

/** Per profile: the performance score and Total Blocking Time a page must reach (the goal). */
export const PROFILE_BUDGETS: Record<Profile, { performance: number; tbtBelowMs: number }> = {
  mobile: { performance: 100, tbtBelowMs: 50 },
  cpu8: { performance: 95, tbtBelowMs: 200 },
};

/**
 * The floor `npm test` holds every page to while the goal above is not yet met everywhere: the
 * lowest mobile median of 3 seen in CI with the framework scripts on first interaction was 89
 * (the Finnish home page, TBT 193-658 ms from style and layout alone). A page below it has
 * regressed. `npm run bench` (and PERF_LEVEL=goal) judges the goal.
 */
export const FLOOR = { performance: 85 } as const;

/** goal: every budget above; floor: the timing metrics only down to FLOOR, the rest as the goal. */
export type BudgetLevel = "goal" | "floor";

export const BUDGETS = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  firstLoadJsKB: 155,
} as const;

/**
 * Largest Contentful Paint may be no worse than before the framework's scripts moved to the
 * first interaction: each page's figure of the last measurement with them loading after the
 * first paint (Lighthouse 12, mobile, median of 5, commit 00254c5), in both profiles.
 */
export const LCP_CEILING_MS: Record<string, number> = {
  "home/en": 1451,
  "home/fi": 1615,
  "about/en": 1379,
  "about/fi": 1311,
  "jobs/en": 1061,
  "jobs/fi": 1069,
  "apply/en": 1066,
  "apply/fi": 1064,
  "bookCall/en": 1073,
  "bookCall/fi": 1070,
  "privacy/en": 1235,
  "privacy/fi": 1224,
  "chatAssistant/en": 1373,
  "chatAssistant/fi": 1812,
  "phoneReceptionist/en": 1541,
  "phoneReceptionist/fi": 1372,
  "aiSeo/en": 1367,
  "aiSeo/fi": 1373,
  "leadQualifier/en": 1541,
  "leadQualifier/fi": 1390,
  "404": 2138,
};

/** Every budget the page misses, each naming the page, the profile, the metric, the value and the limit. */
export function budgetFailures(result: PageResult, level: BudgetLevel = "goal"): string[] {
  const { page, median: m, weight, profile } = result;
  const at = `${page.name} (${page.path}, ${profile})`;
  const out: string[] = [];
  const score = (label: string, value: number | null, min: number, audits: { id: string; displayValue?: string }[]) => {
    if (value === null || value < min) {
      const why = audits.map((a) => a.id + (a.displayValue ? ` (${a.displayValue})` : "")).join(", ");
      out.push(`${at}: ${label} ${value ?? "n/a"} < ${min}${why ? ` — failing: ${why}` : ""}`);
    }
  };
  for (const [category, label, min] of [
    ["performance", "performance", level === "goal" ? PROFILE_BUDGETS[profile].performance : FLOOR.performance],
    ["accessibility", "accessibility", BUDGETS.accessibility],
    ["best-practices", "best-practices", BUDGETS.bestPractices],
    ["seo", "SEO", BUDGETS.seo],
  ] as const) {
    const excluded = result.excludedAudits[category] ?? [];
    score(
      excluded.length > 0 ? `${label} (without ${excluded.join(", ")})` : label,
      result.budgetScores[category],
      min,
      m.failedAudits[category].filter((a) => !excluded.includes(a.id)),
    );
  }
  const tbtLimit = PROFILE_BUDGETS[profile].tbtBelowMs;
  if (level === "goal" && (m.tbtMs === null || m.tbtMs >= tbtLimit)) {
    out.push(`${at}: TBT ${m.tbtMs === null ? "n/a" : Math.round(m.tbtMs)} ms, not under ${tbtLimit} ms (runs: ${result.tbtRuns.join("/")})`);
  }
  if (m.cls === null || m.cls > BUDGETS.cls) out.push(`${at}: CLS ${m.cls === null ? "n/a" : m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  const lcpCeiling = LCP_CEILING_MS[page.name];
  if (level === "goal" && lcpCeiling !== undefined && (m.lcpMs === null || m.lcpMs > lcpCeiling)) {
    out.push(`${at}: LCP ${m.lcpMs === null ? "n/a" : Math.round(m.lcpMs)} ms > ${lcpCeiling} ms (before)`);
  }
  const allowed = allowedThirdParty(page);
  const foreign = m.thirdPartyHosts.filter((h) => !hostAllowed(h, allowed));
  if (foreign.length > 0) out.push(`${at}: requests to third-party hosts on load: ${foreign.join(", ")}`);
  if (weight.firstLoadJsKB > BUDGETS.firstLoadJsKB) {
    const top = weight.scripts
      .slice(0, 3)
      .map((s) => `${s.url} ${s.kB} KB`)
      .join(", ");
    out.push(`${at}: first-load JS ${weight.firstLoadJsKB} KB gzip > ${BUDGETS.firstLoadJsKB} KB (biggest: ${top})`);
  }
  return out;
}
