/**
 * The performance budgets, shared by `npm run bench` (which marks failures) and the
 * budget test (which asserts them).
 */
import type { BenchPage } from "./pages";
import type { PageResult } from "./measure";

/**
 * First-load JS reference: a bare Next.js 16.4 App Router page (root layout + one heading, no
 * client component), built with this project's Next/React, loads 132.2 KB of JavaScript (gzip,
 * nomodule polyfills left out), measured with `npm run bench:baseline`. That is the framework's
 * own floor (React DOM ~70 KB, the App Router runtime ~49 KB, Turbopack runtime and glue).
 * A content page of this site is server-rendered with small client islands (menu, language link,
 * scroll reveal, video facade, footer forms whose zod checks load on first use), so its own
 * JavaScript on top of the framework stays small. Budget: 155 KB, at most ~23 KB above the bare page.
 */
export const FRAMEWORK_BASELINE_JS_KB = 132.2;

export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  firstLoadJsKB: 155,
} as const;

type LhrLike = { audits: Record<string, { details?: { items?: Array<Record<string, unknown>> } } | undefined> };

/**
 * Audits the 404 page fails by design, left out of its budget scores: it answers 404
 * (SEO http-status-code) and is noindex (SEO is-crawlable); and Chrome logs the document's own
 * 404 as a console error (best practices errors-in-console), left out only when that is the
 * only console error.
 */
export function notFoundExclusions(lhr: LhrLike, pageUrl: string): { seo: string[]; "best-practices"?: string[] } {
  const errors = lhr.audits["errors-in-console"]?.details?.items ?? [];
  const onlyOwn404 =
    errors.length > 0 &&
    errors.every((e) => {
      const at = (e.sourceLocation as { url?: string } | undefined)?.url;
      return e.source === "network" && at === pageUrl && / 404 /.test(String(e.description));
    });
  return { seo: ["http-status-code", "is-crawlable"], ...(onlyOwn404 ? { "best-practices": ["errors-in-console"] } : {}) };
}

/**
 * The booking page loads its scheduling widget from the vendor (allowed, see allowedThirdParty).
 * Where that host cannot be reached (CI and this machine have no internet) Chrome logs the failed
 * load as a console error; that error alone is left out of the page's best-practices score.
 */
export function bookingExclusions(lhr: LhrLike): { "best-practices"?: string[] } {
  const errors = lhr.audits["errors-in-console"]?.details?.items ?? [];
  const onlyWidgetUnreachable =
    errors.length > 0 &&
    errors.every((e) => {
      const at = (e.sourceLocation as { url?: string } | undefined)?.url ?? "";
      return e.source === "network" && /^https:/.test(at) && hostAllowed(new URL(at).hostname, bookingHosts());
    });
  return onlyWidgetUnreachable ? { "best-practices": ["errors-in-console"] } : {};
}

/** Registrable host of the booking widget (BOOKING_URL, default calendly.com) and its subdomains. */
export function bookingHosts(bookingUrl = process.env.BOOKING_URL || "https://calendly.com/example/30min"): string[] {
  const host = new URL(bookingUrl).hostname.replace(/^www\./, "");
  return [host, `*.${host}`];
}

function hostAllowed(host: string, allowed: string[]): boolean {
  return allowed.some((a) => (a.startsWith("*.") ? host.endsWith(a.slice(1)) : host === a));
}

/** Third-party hosts a page may request on load: only the booking page, its widget. */
export function allowedThirdParty(page: BenchPage): string[] {
  return page.screen === "bookCall" ? bookingHosts() : [];
}

/** Every budget the page misses, each naming the page, the metric, the value and the limit. */
export function budgetFailures(result: PageResult): string[] {
  const { page, median: m, weight } = result;
  const at = `${page.name} (${page.path})`;
  const out: string[] = [];
  const score = (label: string, value: number | null, min: number, audits: { id: string; displayValue?: string }[]) => {
    if (value === null || value < min) {
      const why = audits.map((a) => a.id + (a.displayValue ? ` (${a.displayValue})` : "")).join(", ");
      out.push(`${at}: ${label} ${value ?? "n/a"} < ${min}${why ? ` — failing: ${why}` : ""}`);
    }
  };
  for (const [category, label, min] of [
    ["performance", "performance", BUDGETS.performance],
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
  if (m.cls === null || m.cls > BUDGETS.cls) out.push(`${at}: CLS ${m.cls === null ? "n/a" : m.cls.toFixed(3)} > ${BUDGETS.cls}`);
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
