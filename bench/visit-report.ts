/** The visit bench's tables: the median of each figure over the runs (visits.ts). */
import { CPU_SLOWDOWN, PHONE } from "./visit-browser";
import { medianOf } from "./visit-figures";
import type { Navigation, VisitResult, VisitRun } from "./visits";

const fmt = (v: number | null, digits = 0) => (v === null ? "–" : v.toFixed(digits));
/** A tap's median duration; no Event Timing entry counts as 0 and reads "<16" (under the observer's threshold). */
const tap = (runs: VisitRun[], pick: (r: VisitRun) => (number | null)[] | null, i: number) => {
  const v = medianOf(runs, (r) => {
    const taps = pick(r);
    return taps ? (taps[i] ?? 0) : null;
  });
  return v === null ? "–" : v < 16 ? "<16" : String(Math.round(v));
};

/** Most runs' value of a text figure (e.g. the link followed). */
function usual(runs: VisitRun[], pick: (r: VisitRun) => string | undefined): string {
  const counts = new Map<string, number>();
  for (const r of runs) {
    const v = pick(r);
    if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "–";
}

const linkHref = (selector: string) => selector.replace(/^(?:main )?a\[href="(.*)"\]$/, "$1");

function table(head: string[], align: string[], rows: string[][]): string {
  return [`| ${head.join(" | ")} |`, `| ${align.join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

function navCell(runs: VisitRun[], pick: (r: VisitRun) => Navigation | null): string {
  const ms = medianOf(runs, (r) => pick(r)?.ms);
  const measured = runs.filter((r) => pick(r)?.ms != null);
  const prerendered = measured.filter((r) => pick(r)!.prerendered).length;
  const headStart = medianOf(measured, (r) => pick(r)?.headStartMs);
  const begun = headStart === null ? "" : `, begun ${fmt(headStart)} ms before the click`;
  return `${fmt(ms)} (${usual(runs, (r) => pick(r)?.by)}, rules ${usual(runs, (r) => pick(r)?.rules)}, prerendered ${prerendered}/${measured.length}${begun})`;
}

export function visitTables(results: VisitResult[]): string {
  const name = (r: VisitResult) => `${r.name} \`${r.path}\``;
  const reading = table(
    ["Page", "script KB", "tasks ms", "blocking ms", "on the page: script KB", "tasks ms", "prerendering ahead: tasks ms", "following the link: tasks ms", "link", "next page by"],
    ["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---"],
    results.map(({ runs, ...r }) => [
      name({ runs, ...r }),
      fmt(medianOf(runs, (x) => x.reading?.all.scriptKB), 1),
      fmt(medianOf(runs, (x) => x.reading?.all.tasksMs)),
      fmt(medianOf(runs, (x) => x.reading?.all.blockingMs)),
      fmt(medianOf(runs, (x) => x.reading?.onPage.scriptKB), 1),
      fmt(medianOf(runs, (x) => x.reading?.onPage.tasksMs)),
      fmt(medianOf(runs, (x) => x.reading?.ahead?.tasksMs)),
      fmt(medianOf(runs, (x) => x.reading?.following.tasksMs)),
      `\`${linkHref(usual(runs, (x) => x.reading?.link))}\``,
      usual(runs, (x) => x.reading?.nextBy),
    ]),
  );
  const steps = table(
    ["Page", "swipe ms", "menu open and shut ms", "pricing: brought into view, switched ms", "on the page ms"],
    ["---", "---:", "---:", "---:", "---:"],
    results.map(({ runs, ...r }) => [
      name({ runs, ...r }),
      fmt(medianOf(runs, (x) => x.reading?.steps?.swipe)),
      fmt(medianOf(runs, (x) => x.reading?.steps?.menu)),
      fmt(medianOf(runs, (x) => x.reading?.steps?.pricing)),
      fmt(medianOf(runs, (x) => x.reading?.onPage.tasksMs)),
    ]),
  );
  const form = table(
    ["Page", "form", "script KB", "tasks ms", "blocking ms", "longest task ms", "longest interaction ms"],
    ["---", "---", "---:", "---:", "---:", "---:", "---:"],
    results.map(({ runs, ...r }) => [
      name({ runs, ...r }),
      usual(runs, (x) => x.form?.form),
      fmt(medianOf(runs, (x) => x.form?.figures.scriptKB), 1),
      fmt(medianOf(runs, (x) => x.form?.figures.tasksMs)),
      fmt(medianOf(runs, (x) => x.form?.figures.blockingMs)),
      fmt(medianOf(runs, (x) => x.form?.figures.longestTaskMs)),
      tap(runs, (x) => (x.form ? [x.form.longestInteraction] : null), 0),
    ]),
  );
  const taps = table(
    ["Page", "menu 1st ms", "menu 2nd ms", "pricing 1st ms", "pricing 2nd ms", "form field 1st ms", "form field 2nd ms"],
    ["---", "---:", "---:", "---:", "---:", "---:", "---:"],
    results.map(({ runs, ...r }) => [
      name({ runs, ...r }),
      tap(runs, (x) => x.menuTaps, 0),
      tap(runs, (x) => x.menuTaps, 1),
      tap(runs, (x) => x.pricingTaps, 0),
      tap(runs, (x) => x.pricingTaps, 1),
      tap(runs, (x) => x.form?.fieldTaps ?? null, 0),
      tap(runs, (x) => x.form?.fieldTaps ?? null, 1),
    ]),
  );
  const navigation = table(
    ["Page", "link", "click → LCP ms, as served", "with speculation rules"],
    ["---", "---", "---", "---"],
    results.map(({ runs, ...r }) => [
      name({ runs, ...r }),
      `\`${linkHref(usual(runs, (x) => x.navigation?.link))}\``,
      navCell(runs, (x) => x.navigation),
      navCell(runs, (x) => x.navigationWithRules),
    ]),
  );
  const errors = results.flatMap((r) => r.errors.map((e) => `- ${r.name}: ${e}`));
  return [
    "### Reading visit (after load: swipe, menu open and shut, pricing switch, follow a link)",
    "",
    reading,
    "",
    "The page's own tasks before the link's tap, by step (each step ends where the next begins, its pause included):",
    "",
    steps,
    "",
    "### Form visit (after load: tap the first field twice, type, fill the form, submit)",
    "",
    form,
    "",
    "### Event Timing: a first tap, and a second 100 ms later, each on a freshly loaded page",
    "",
    taps,
    "",
    "### Click to the next page's largest paint",
    "",
    navigation,
    "",
    errors.length === 0 ? "Every visit was measured." : `Visits not measured (left out of the medians):\n\n${errors.join("\n")}`,
  ].join("\n");
}

/** The visits' section of the bench's report; empty when the visits were not measured. */
export function visitSection(results: VisitResult[]): string {
  if (results.length === 0) return "";
  const runs = Math.max(...results.map((r) => r.runs.length));
  const slowdowns = results.flatMap((r) => r.runs.flatMap((run) => run.cpuSlowdowns));
  const here = `×${medianOf(slowdowns, (x) => x)} here, ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}`;
  return [
    `## Visits (Chromium, ${PHONE.width} px, a fresh profile per visit, CPU ×${CPU_SLOWDOWN} by CDP on the reference host, calibrated to this one before each visit: ${here}; median of ${runs} run(s))`,
    "",
    "After load = from the settled load (load event, then no request for 0.5 s and an idle main thread) on. script KB = transfer size of the script " +
      "resources requested (the trace's network events). tasks ms = the top-level tasks on the renderer main threads, in thread CPU time " +
      "(under CDP throttling that grows with the slowdown like a quiet machine's wall time; the wall time, inflated on a busy machine, is in the JSON). " +
      "blocking ms = each task's time beyond 50 ms. Longest interaction: the slowest of the form visit's interactions (taps, keys, submit). Taps: the Event Timing duration of the interaction (its longest entry, durationThreshold 16), " +
      "read in the page. Click → LCP: a swipe leaves the link just above where the finger came down, a second later a tap on it; " +
      "from the click event to the next page's largest paint, counted from its activation when it was prerendered " +
      "(Chromium with Chrome on Android's preloading heuristics); " +
      "rules: own = the page's speculation rules, added = rules the bench adds (prerender same-origin links, moderate eagerness).",
    "",
    visitTables(results),
    "",
  ].join("\n");
}
