import { nextDay } from "./clock";
import type { Lang } from "./i18n";
import { counterpartPath, pathFor } from "./routes";

/**
 * The jobs page and the apply page are prerendered in variants at internal paths, and the site's
 * server answers their public addresses from the variant that holds today (Helsinki), keeping
 * the address (docs/decisions/025-apply-page-prerendered-per-position.md,
 * docs/decisions/046-positions-close-at-request-time.md):
 * - `/jobs/0-1-2`: the jobs page listing the positions open together (`none`: no open position);
 * - `/apply/1/0-1-2`: the application form of position 1 (`?job=1`), with links to 0 and 2;
 * - `/apply/1/0-2`: "this position has closed" for position 1, with links to 0 and 2; served with 410.
 * Closing days are known at build, so the sets of open positions over time are too: one variant
 * per set (and position). Nothing here reads the content; callers pass the positions' openings.
 */

/** What the choice of a variant needs of a position: its number in `?job=N`, and its closing day. */
export type Opening = { job: number; closes?: string };

/** A position is open through the whole of its closing day; without one, until it is removed. */
export const isOpenOn = (opening: Opening, day: string) => !opening.closes || day <= opening.closes;

/** The numbers of the positions open on `day`, in order. */
function openJobs(openings: readonly Opening[], day: string): number[] {
  return openings.filter((o) => isOpenOn(o, day)).map((o) => o.job).sort((a, b) => a - b);
}

/** A set of open positions as a path segment: "0-1-2", or "none". */
export const openKey = (jobs: readonly number[]) => (jobs.length > 0 ? jobs.join("-") : "none");

/** Every set of open positions the openings go through, earliest first: all of them, then one fewer after each closing day. */
export function openSets(openings: readonly Opening[]): number[][] {
  const closingDays = [...new Set(openings.flatMap((o) => (o.closes ? [o.closes] : [])))].sort();
  return [openJobs(openings, "0000-01-01"), ...closingDays.map((day) => openJobs(openings, nextDay(day)))];
}

/** The route parameters of every variant, for generateStaticParams. */
export const variantParams = {
  jobs: (openings: readonly Opening[]) => openSets(openings).map((set) => ({ open: openKey(set) })),
  apply: (openings: readonly Opening[]) => openSets(openings).flatMap((set) => openings.map((o) => ({ job: String(o.job), open: openKey(set) }))),
};

/** The open positions a variant's `open` parameter stands for. */
export const jobsOfKey = (key: string) => (key === "none" ? [] : key.split("-").map(Number));

/** The public address of the application form of position `job`. */
export function applyHref(lang: Lang, job: number | string): string {
  return `${pathFor("apply", lang)}?job=${job}`;
}

/** The position `?job=` asks for: a known number, else the first open position, else the first of all. */
function chosenJob(value: string | null, openings: readonly Opening[], open: readonly number[]): number | undefined {
  const asked = value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
  if (asked !== undefined && openings.some((o) => o.job === asked)) return asked;
  return open[0] ?? Math.min(...openings.map((o) => o.job));
}

export type Variant = { path: string; status: 200 | 410 };

/**
 * The variant that answers a request for the jobs page or the apply page on `day`, or undefined
 * for any other path. A post goes to the form's variant even after the position has closed, so
 * that the form answers it ("this position has closed") and keeps what was typed.
 */
export function positionVariant(pathname: string, query: URLSearchParams, method: string, openings: readonly Opening[], day: string): Variant | undefined {
  const open = openJobs(openings, day);
  for (const lang of ["en", "fi"] as const) {
    if (pathname === pathFor("jobs", lang)) return { path: `${pathname}/${openKey(open)}`, status: 200 };
    if (pathname !== pathFor("apply", lang) || openings.length === 0) continue;
    const job = chosenJob(query.get("job"), openings, open)!;
    if (open.includes(job)) return { path: `${pathname}/${job}/${openKey(open)}`, status: 200 };
    if (method === "GET" || method === "HEAD") return { path: `${pathname}/${job}/${openKey(open)}`, status: 410 };
    const lastOpen = openSets(openings).findLast((set) => set.includes(job))!;
    return { path: `${pathname}/${job}/${openKey(lastOpen)}`, status: 200 };
  }
  return undefined;
}

/**
 * The public address of a variant's internal path (`/jobs/0-1-2` → `/jobs`, `/apply/1/0-2` →
 * `/apply?job=1`), or undefined for any other path: an internal path asked for directly is
 * redirected there, so that no page has two addresses.
 */
export function publicVariantHref(pathname: string, openings: readonly Opening[]): string | undefined {
  for (const lang of ["en", "fi"] as const) {
    const below = (screen: "jobs" | "apply") => (pathname.startsWith(`${pathFor(screen, lang)}/`) ? pathname.slice(pathFor(screen, lang).length + 1) : "");
    if (variantParams.jobs(openings).some(({ open }) => open === below("jobs"))) return pathFor("jobs", lang);
    const apply = variantParams.apply(openings).find(({ job, open }) => `${job}/${open}` === below("apply"));
    if (apply) return applyHref(lang, apply.job);
  }
  return undefined;
}

/**
 * The address of the current page in another language. On an apply variant (the only routes
 * with a `job` parameter) it keeps the position: its path differs between the prerendered HTML
 * (`/apply/1`) and the browser (`/apply`), its parameter does not.
 */
export function languageHref(pathname: string, job: string | string[] | undefined, lang: Lang): string {
  return typeof job === "string" ? applyHref(lang, job) : counterpartPath(pathname, lang);
}
