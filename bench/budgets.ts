/**
 * The performance budgets, shared by `npm run bench` (which marks failures) and the budget test
 * (which asserts them). Each is judged on the median of the runs (measure.ts).
 */
import { statSync } from "node:fs";
import { throttling } from "lighthouse/core/config/constants.js";
import { allowedThirdParty, hostAllowed } from "./exclusions";
import type { Profile } from "./lighthouse";
import type { PageResult } from "./measure";

/** Per profile: the performance score and Total Blocking Time a page must reach (the goal). */
export const PROFILE_BUDGETS: Record<Profile, { performance: number; tbtBelowMs: number }> = {
  mobile: { performance: 100, tbtBelowMs: 50 },
  cpu8: { performance: 95, tbtBelowMs: 200 },
};

/**
 * ownScriptOnLoadKB: a reading visit fetches no script of the site's own
 * (docs/decisions/061-astro-islands.md): Lighthouse's load, which neither focuses nor presses,
 * must transfer none.
 * islandJsKB: all the script a page's islands can load, each on its first use (page-weight.ts).
 * The ceiling is the one the Next.js build had for the framework's scripts loaded on the first
 * interaction (a bare App Router page's 132 KB, plus 23 KB of the site's own): the islands,
 * React among them, stay within what that build loaded.
 */
export const BUDGETS = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  ownScriptOnLoadKB: 0,
  islandJsKB: 155,
} as const;

/**
 * Largest Contentful Paint may be no worse than before the framework's scripts moved to the
 * first interaction (docs/decisions/033-framework-scripts-on-first-interaction.md): each page's
 * median of 5 with them loading after the first paint (commit 00254c5), per profile, measured
 * with this bench (Lighthouse 13.5.0) on the same machine as today's figures
 * (`npm run bench -- --origin=…` against that commit's build, 2026-11-25).
 */
export const LCP_CEILING_MS: Record<Profile, Record<string, number>> = {
  mobile: {
    "home/en": 1600,
    "home/fi": 1487,
    "about/en": 1165,
    "about/fi": 1307,
    "jobs/en": 1218,
    "jobs/fi": 1215,
    "apply/en": 1102,
    "apply/fi": 1206,
    "bookCall/en": 1071,
    "bookCall/fi": 1212,
    "privacy/en": 1362,
    "privacy/fi": 1370,
    "chatAssistant/en": 1539,
    "chatAssistant/fi": 1403,
    "phoneReceptionist/en": 1924,
    "phoneReceptionist/fi": 1601,
    "aiSeo/en": 1364,
    "aiSeo/fi": 1409,
    "leadQualifier/en": 1524,
    "leadQualifier/fi": 1378,
    "404": 2128,
  },
  cpu8: {
    "home/en": 1598,
    "home/fi": 1450,
    "about/en": 1172,
    "about/fi": 1301,
    "jobs/en": 1071,
    "jobs/fi": 1104,
    "apply/en": 1682,
    "apply/fi": 1069,
    "bookCall/en": 1085,
    "bookCall/fi": 1217,
    "privacy/en": 1428,
    "privacy/fi": 2033,
    "chatAssistant/en": 1518,
    "chatAssistant/fi": 1467,
    "phoneReceptionist/en": 1395,
    "phoneReceptionist/fi": 1526,
    "aiSeo/en": 1373,
    "aiSeo/fi": 2017,
    "leadQualifier/en": 1516,
    "leadQualifier/fi": 1895,
    "404": 1830,
  },
};

/**
 * The ceilings above predate the brand face on the first page (docs/decisions/048): every page
 * now waits for one more file, Inter, which issue 24 asks for. The allowance is that file's
 * transfer at the profiles' simulated throughput (Lighthouse's slow 4G), about 125 ms; the font
 * growing grows it, nothing else does.
 */
export const FONT_ALLOWANCE_MS = Math.ceil(
  (statSync(new URL("../assets/fonts/inter-subset.woff2", import.meta.url)).size * 8) / throttling.mobileSlow4G.throughputKbps,
);

const where = ({ page, profile }: PageResult) => `${page.name} (${page.path}, ${profile})`;

/** One budget a page misses: which metric, and a message naming the page, the profile, the value and the limit. */
export type BudgetMiss = {
  metric: "performance" | "accessibility" | "best-practices" | "seo" | "tbt" | "cls" | "lcp" | "third-party" | "script-on-load" | "island-js";
  message: string;
};

/** Every budget the page misses. */
export function budgetMisses(result: PageResult): BudgetMiss[] {
  const { page, median: m, weight, profile } = result;
  const at = where(result);
  const out: BudgetMiss[] = [];
  const miss = (metric: BudgetMiss["metric"], text: string) => out.push({ metric, message: `${at}: ${text}` });
  const score = (metric: BudgetMiss["metric"], label: string, value: number | null, min: number, audits: { id: string; displayValue?: string }[]) => {
    if (value === null || value < min) {
      const why = audits.map((a) => a.id + (a.displayValue ? ` (${a.displayValue})` : "")).join(", ");
      miss(metric, `${label} ${value ?? "n/a"} < ${min}${why ? ` — failing: ${why}` : ""}`);
    }
  };
  for (const [category, label, min] of [
    ["performance", "performance", PROFILE_BUDGETS[profile].performance],
    ["accessibility", "accessibility", BUDGETS.accessibility],
    ["best-practices", "best-practices", BUDGETS.bestPractices],
    ["seo", "SEO", BUDGETS.seo],
  ] as const) {
    const excluded = result.excludedAudits[category] ?? [];
    score(
      category,
      excluded.length > 0 ? `${label} (without ${excluded.join(", ")})` : label,
      result.budgetScores[category],
      min,
      m.failedAudits[category].filter((a) => !excluded.includes(a.id)),
    );
  }
  const tbtLimit = PROFILE_BUDGETS[profile].tbtBelowMs;
  if (m.tbtMs === null || m.tbtMs >= tbtLimit) {
    miss("tbt", `TBT ${m.tbtMs === null ? "n/a" : Math.round(m.tbtMs)} ms, not under ${tbtLimit} ms (runs: ${result.tbtRuns.join("/")})`);
  }
  if (m.cls === null || m.cls > BUDGETS.cls) miss("cls", `CLS ${m.cls === null ? "n/a" : m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  const before = LCP_CEILING_MS[profile][page.name];
  const lcpCeiling = before === undefined ? undefined : before + FONT_ALLOWANCE_MS;
  if (lcpCeiling !== undefined && (m.lcpMs === null || m.lcpMs > lcpCeiling)) {
    miss("lcp", `LCP ${m.lcpMs === null ? "n/a" : Math.round(m.lcpMs)} ms > ${lcpCeiling} ms (${before} before, + ${FONT_ALLOWANCE_MS} ms for the font)`);
  }
  const allowed = allowedThirdParty(page);
  const foreign = m.thirdPartyHosts.filter((h) => !hostAllowed(h, allowed));
  if (foreign.length > 0) miss("third-party", `requests to third-party hosts on load: ${foreign.join(", ")}`);
  if (m.ownScriptKB > BUDGETS.ownScriptOnLoadKB) {
    const scripts = m.biggestScripts.map((s) => `${s.url} ${s.kB} KB`).join(", ");
    miss("script-on-load", `the load fetched ${m.ownScriptKB} KB of the site's own script, not ${BUDGETS.ownScriptOnLoadKB} (${scripts})`);
  }
  if (weight.islandJsKB > BUDGETS.islandJsKB) {
    const top = weight.scripts
      .slice(0, 3)
      .map((s) => `${s.url} ${s.kB} KB`)
      .join(", ");
    miss("island-js", `island JS ${weight.islandJsKB} KB gzip > ${BUDGETS.islandJsKB} KB (biggest: ${top})`);
  }
  return out;
}
