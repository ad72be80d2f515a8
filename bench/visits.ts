/**
 * The bench's visit part (`npm run bench -- --visits`): what a visitor's phone spends after a page
 * has loaded, for the site's pages and astrowind's (visit-pages.ts), at 390 px with the CPU
 * slowed ×4 (visit-browser.ts). Each run measures every page once, pages interleaved, each visit
 * in a fresh profile:
 * - reading: load; swipe the page up; tap the menu open and shut; tap the pricing switch (where
 *   there is one); tap the first link in <main> to another page; the trace from the settled
 *   load to the next page's settled load gives script KB and main-thread task time, split at the
 *   tap on the link, and before it between the page's renderer and others (pages prerendered ahead);
 * - form: bring the page's first form into view (as an in-page link does); tap its first field,
 *   and again 100 ms later; type; fill the other fields; tap submit; the same figures;
 * - taps: on a freshly loaded page, the Event Timing duration of a first and a quick second tap
 *   on the menu button, on the pricing switch (annual, then monthly) and (form visit) on the first field;
 * - navigation: on a freshly loaded page, swipe the link up to rest just above where the finger
 *   came down, look at it for a second, tap it: click to the next page's largest paint; again with
 *   speculation rules (the page's own, or ADDED_RULES where it has none).
 * The medians of each figure over the runs make the tables (visit-report.ts). The form visit
 * really submits: with --origin, point the bench at a throwaway server, never a live site.
 */
import { clickToLcp, longestInteraction, mark, readingSteps, tapDurations, traceFigures, type ReadingSteps, type TraceFigures, type TraceEvent } from "./visit-figures";
import { CPU_SLOWDOWN, PHONE, VisitBrowser, type Point, type Visit } from "./visit-browser";
import { startFloorSite } from "./floor-site";
import { ASTROWIND, FLOOR, visitPages, type VisitPage } from "./visit-pages";

type Taps = (number | null)[];
export type Navigation = {
  link: string;
  by: "document" | "client";
  ms: number | null;
  prerendered: boolean;
  /** How long before the click the prerendered page began to load. */
  headStartMs: number | null;
  rules: "none" | "own" | "added";
};
export type VisitRun = {
  reading: {
    link: string;
    nextBy: "document" | "client";
    all: TraceFigures;
    /** Before the link's tap, in the page's own renderer. */
    onPage: TraceFigures;
    /** Before the link's tap, in other renderers: next pages the browser prerendered while the visitor read. */
    ahead?: TraceFigures;
    /** The page's own tasks before the link's tap, by step. */
    steps?: ReadingSteps;
    following: TraceFigures;
  } | null;
  form: { form: string; fieldTaps: Taps; longestInteraction: number | null; figures: TraceFigures } | null;
  menuTaps: Taps | null;
  pricingTaps: Taps | null;
  navigation: Navigation | null;
  navigationWithRules: Navigation | null;
  /** The CPU slowdown of each visit, calibrated to the host just before it. */
  cpuSlowdowns: number[];
};
export type VisitResult = { name: string; site: string; path: string; url: string; runs: VisitRun[]; errors: string[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LINK_MARK = "bench:link";
const STEP_MARKS = { menu: "bench:menu", pricing: "bench:pricing" };
/** What a pause between a reader's actions lasts. */
const PAUSE_MS = 500;
/** How long a reader looks at a link their swipe has brought up before tapping it. */
const BEFORE_TAP_MS = 1_000;

/**
 * The first link in <main> (else on the page) to another page of the same origin, other than
 * a home page (`homes`), as a selector for it.
 */
async function findLink(v: Visit, homes: string[]): Promise<string> {
  const found = await v.page.evaluate((skip) => {
    // No named inner functions: the bundler would wrap them in a helper the page does not have.
    for (const scope of ["main a[href]", "a[href]"]) {
      const link = [...document.querySelectorAll<HTMLAnchorElement>(scope)].find((a) => {
        const url = new URL(a.href, location.href);
        const other = url.origin === location.origin && url.pathname !== location.pathname && !skip.includes(url.pathname);
        return other && !a.target && !a.hasAttribute("download") && a.getBoundingClientRect().width > 0;
      });
      if (link) return `${scope.replace("[href]", "")}[href="${link.getAttribute("href")}"]`;
    }
    return null;
  }, homes);
  if (!found) throw new Error(`no link to another page on ${await v.url()}`);
  return found;
}

/**
 * Taps the link (at `at`, else brought to the middle of the screen) and waits until the page it
 * opens has settled; says whether that was a new document.
 */
async function follow(v: Visit, link: string, at?: Point): Promise<"document" | "client"> {
  at ??= await v.bringIntoView(link);
  await v.page.evaluate(() => ((window as { benchSameDocument?: boolean }).benchSameDocument = true));
  const before = await v.url();
  await v.mark(LINK_MARK);
  await v.tap(at);
  await v.arrivedFrom(before);
  await v.settle();
  const same = await v.page.evaluate(() => (window as { benchSameDocument?: boolean }).benchSameDocument === true);
  return same ? "client" : "document";
}

async function reading(v: Visit, page: VisitPage): Promise<VisitRun["reading"]> {
  const link = await findLink(v, page.site.homes);
  await v.startTrace();
  let events: TraceEvent[] = [];
  let nextBy: "document" | "client";
  try {
    await v.swipeUp();
    await sleep(PAUSE_MS);
    await v.mark(STEP_MARKS.menu);
    const menu = await v.reach(page.site.menu);
    await v.tap(menu);
    await sleep(PAUSE_MS);
    await v.tap(menu);
    await sleep(PAUSE_MS);
    // Else the link's tap lands on the menu, and the visit fails for a reason it would not name.
    if (await v.page.evaluate(() => document.querySelector(":popover-open") !== null)) throw new Error("the menu stayed open after its second tap");
    if (page.site.pricing && (await v.has(page.site.pricing[0]))) {
      await v.mark(STEP_MARKS.pricing);
      await v.tap(await v.bringIntoView(page.site.pricing[0]));
      await sleep(PAUSE_MS);
    }
    nextBy = await follow(v, link);
  } finally {
    events = await v.stopTrace();
  }
  const split = mark(events, LINK_MARK) ?? { ts: Infinity, pid: -1 };
  return {
    link,
    nextBy,
    all: traceFigures(events),
    onPage: traceFigures(events, { fromUs: -Infinity, toUs: split.ts, pids: (pid) => pid === split.pid }),
    ahead: traceFigures(events, { fromUs: -Infinity, toUs: split.ts, pids: (pid) => pid !== split.pid }),
    steps: readingSteps(events, split, STEP_MARKS),
    following: traceFigures(events, { fromUs: split.ts, toUs: Infinity }),
  };
}

/** Short values: each key is a round trip to the browser, and the typing is the same on every site. */
const FIELD_VALUES: Record<string, string> = {
  email: "aino@example.com",
  tel: "+358401234567",
  url: "https://example.com",
  number: "5",
  textarea: "How would this work for us?",
};
const FIELDS = "input, textarea, select";

type Field = { index: number; kind: string; visible: boolean; required: boolean };

/** The page's form (the first in <main>, else on the page) and its fields, in order. */
async function formOf(v: Visit): Promise<{ index: number; label: string; fields: Field[] } | null> {
  return v.page.evaluate((selector) => {
    const form = document.querySelector<HTMLFormElement>("main form") ?? document.querySelector<HTMLFormElement>("form");
    if (!form) return null;
    // Visible: what a visitor can see and tap, so not a honeypot moved off the side of the page.
    const fields = [...form.querySelectorAll<HTMLInputElement>(selector)].map((el, index) => {
      const r = el.getBoundingClientRect();
      return {
        index,
        kind: el.tagName === "INPUT" ? el.type : el.tagName.toLowerCase(),
        visible: r.width > 0 && r.right > 0 && r.left < innerWidth && getComputedStyle(el).visibility !== "hidden" && !el.closest("[aria-hidden=true]"),
        required: el.required,
      };
    });
    return { index: [...document.forms].indexOf(form), label: form.getAttribute("data-form") || form.id || form.getAttribute("aria-label") || "form", fields };
  }, FIELDS);
}

const typed = (f: Field) => f.visible && !["hidden", "submit", "button", "reset", "radio", "file", "checkbox", "image", "select"].includes(f.kind);
const needed = (f: Field) => typed(f) || (f.required && ((f.kind === "checkbox" && f.visible) || f.kind === "file"));

/**
 * Fills one field as a visitor would: tap it (unless it has the focus), then type, or tick, or
 * attach a file. Keys typed while the field has no focus would measure nothing: that fails the visit.
 */
async function fill(v: Visit, form: number, field: Field, tap: boolean): Promise<void> {
  if (field.kind === "file") return v.attachPdf(form, field.index);
  const at = await v.bringIntoView(FIELDS, form, field.index);
  if (tap) await v.tap(at);
  if (field.kind === "checkbox") return;
  if (!(await v.hasFocus(FIELDS, form, field.index))) throw new Error(`field ${field.index} (${field.kind}) did not get the focus`);
  await v.type(FIELD_VALUES[field.kind] ?? "Aino");
}

async function formVisit(v: Visit): Promise<VisitRun["form"]> {
  const form = await formOf(v);
  const first = form?.fields.find(typed);
  if (!form || !first) return null;
  // Twice: the first scroll has the parts near the field drawn, which can move it by a screen (record 041).
  await v.bringIntoView(FIELDS, form.index, first.index);
  await v.settle(500);
  const at = await v.bringIntoView(FIELDS, form.index, first.index);
  await v.startTrace();
  let events: TraceEvent[] = [];
  let fieldTaps: Taps = [];
  let longest: number | null = null;
  try {
    await v.doubleTap(at, at);
    await sleep(PAUSE_MS);
    await fill(v, form.index, first, false);
    for (const field of form.fields) if (field !== first && needed(field)) await fill(v, form.index, field, true);
    const recorded = await v.recorded();
    // The second tap's interactions end where the first key is pressed (the keys are interactions of their own).
    fieldTaps = tapDurations(recorded.events, [...recorded.taps.slice(0, 2), recorded.keys[0] ?? Infinity]).slice(0, 2);
    await v.tap(await v.bringIntoView('[type="submit"]', form.index, 0));
    await sleep(PAUSE_MS);
    await v.page.waitForFunction(() => document.readyState === "complete", { timeout: 60_000 }).catch(() => {});
    await v.settle();
    // A submit before the framework has arrived posts from HTML: the answer is a new document, and
    // the entries recorded before it would be lost, so both documents' entries count.
    longest = longestInteraction([...recorded.events, ...(await v.recorded()).events]);
  } finally {
    events = await v.stopTrace();
  }
  return { form: form.label, fieldTaps, longestInteraction: longest, figures: traceFigures(events) };
}

/** A first tap on `first` and a second on `second` 100 ms later, on a freshly loaded page. */
async function taps(v: Visit, first: string, second: string): Promise<Taps | null> {
  if (!(await v.has(first))) return null;
  const a = await v.bringIntoView(first);
  const b = await v.centre(second);
  await v.doubleTap(a, b);
  await sleep(PAUSE_MS);
  await v.settle();
  const recorded = await v.recorded();
  return tapDurations(recorded.events, recorded.taps.slice(0, 2));
}

async function navigation(v: Visit, page: VisitPage, rulesAdded: boolean): Promise<Navigation> {
  const link = await findLink(v, page.site.homes);
  await v.bringIntoView(link);
  const own = (await v.recorded()).ownRules;
  await v.settle(500);
  const at = await v.swipeToRestAbove(link);
  await sleep(BEFORE_TAP_MS);
  const by = await follow(v, link, at);
  const next = await v.nextPage(by === "client");
  const click = v.clicks.at(-1);
  const prerendered = next.activationStart > 0;
  return {
    link,
    by,
    ms: click === undefined ? null : clickToLcp(click, next),
    prerendered,
    headStartMs: prerendered && click !== undefined ? Math.round(click - next.timeOrigin) : null,
    rules: own ? "own" : rulesAdded ? "added" : "none",
  };
}

/** One page's visits in one run, each on the page freshly loaded; a visit that fails is left out and its error kept. */
async function runPage(browser: VisitBrowser, page: VisitPage, url: string, errors: string[]): Promise<VisitRun> {
  const cpuSlowdowns: number[] = [];
  const attempt = async <T>(what: string, fn: (v: Visit) => Promise<T>, addRules = false): Promise<T | null> => {
    const v = await browser.visit({ addRules });
    cpuSlowdowns.push(v.cpuSlowdown);
    try {
      await v.open(url, page.status);
      return await fn(v);
    } catch (error) {
      errors.push(`${what}: ${(error as Error).message.split("\n")[0]}`);
      return null;
    } finally {
      await v.close().catch(() => {});
    }
  };
  const { menu, pricing } = page.site;
  return {
    reading: await attempt("reading visit", (v) => reading(v, page)),
    form: await attempt("form visit", (v) => formVisit(v)),
    menuTaps: await attempt("menu taps", (v) => taps(v, menu, menu)),
    pricingTaps: pricing ? await attempt("pricing taps", (v) => taps(v, pricing[0], pricing[1])) : null,
    navigation: await attempt("navigation", (v) => navigation(v, page, false)),
    navigationWithRules: await attempt("navigation with rules", (v) => navigation(v, page, true), true),
    cpuSlowdowns,
  };
}

/** Every page's visits, `runs` times over, pages interleaved within each run. */
export async function measureVisits(pages: { page: VisitPage; origin: string }[], runs: number): Promise<VisitResult[]> {
  const results = pages.map(({ page, origin }) => ({
    name: page.name,
    site: page.site.label,
    path: page.path,
    url: new URL(page.path, origin).href,
    runs: [] as VisitRun[],
    errors: [] as string[],
  }));
  const browser = new VisitBrowser();
  await browser.launch();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [i, { page }] of pages.entries()) {
        const result = results[i]!;
        const t0 = Date.now();
        const errorsBefore = result.errors.length;
        result.runs.push(await runPage(browser, page, result.url, result.errors));
        const r = result.runs.at(-1)!;
        console.log(
          `  [run ${run}/${runs}] ${page.name.padEnd(20)} reading ${r.reading?.all.scriptKB ?? "–"} KB ${r.reading?.all.tasksMs ?? "–"} ms, ` +
            `form ${r.form?.figures.scriptKB ?? "–"} KB ${r.form?.figures.tasksMs ?? "–"} ms, menu taps ${r.menuTaps?.join("/") ?? "–"}, ` +
            `click→LCP ${r.navigation?.ms ?? "–"}/${r.navigationWithRules?.ms ?? "–"} ms` +
            `${result.errors.length > errorsBefore ? ` (${result.errors.length - errorsBefore} failed: ${result.errors.slice(errorsBefore).join("; ")})` : ""} ` +
            `(${Math.round((Date.now() - t0) / 1000)} s)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const VISIT_RUNS = 5;

/** The bench's visit part: the site at origin and, when it answers at `astrowind`, astrowind beside it; with `floor`, the bench's bare page too. */
export async function benchVisits(opts: { origin: string; astrowind?: string; floor?: boolean; paths?: string[]; runs?: string }): Promise<VisitResult[]> {
  const runs = opts.runs === undefined ? VISIT_RUNS : Number(opts.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${opts.runs}`);
  let astrowindUp = false;
  if (opts.astrowind) {
    astrowindUp = await fetch(opts.astrowind, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
    if (!astrowindUp) console.warn(`! astrowind does not answer on ${opts.astrowind} (npm run bench:astrowind): its rows are left out.`);
  }
  const floor = opts.floor ? await startFloorSite() : null;
  const originOf = (site: VisitPage["site"]) => (site === ASTROWIND ? opts.astrowind! : site === FLOOR ? floor!.origin : opts.origin);
  const pages = visitPages(opts.paths, astrowindUp, floor !== null).map((page) => ({ page, origin: originOf(page.site) }));
  console.log(`> Visits, CPU ×${CPU_SLOWDOWN}, ${PHONE.width} px, ${runs} run(s) of ${pages.length} page(s)`);
  try {
    return await measureVisits(pages, runs);
  } finally {
    await floor?.stop();
  }
}
