import type { Lang } from "./i18n";
import { counterpartPath, normalise, pathFor, positionPath } from "./routes";

/**
 * Which positions the jobs page and the application form show: those open on the day of the
 * request (Helsinki), decided when the page is rendered, on request
 * (docs/decisions/046-positions-close-at-request-time.md, 061-astro-islands.md). Nothing here
 * reads the content; callers pass the positions' openings.
 */

/** What the choice needs of a position: its number in `?job=N`, its closing day, and the last part of its page's address in each language. */
export type Opening = { job: number; closes?: string; slugs: Record<Lang, string> };

/** A position is open through the whole of its closing day; without one, until it is removed. */
export const isOpenOn = (opening: Pick<Opening, "closes">, day: string) => !opening.closes || day <= opening.closes;

/** The public address of the application form of position `job`. */
export function applyHref(lang: Lang, job: number | string): string {
  return `${pathFor("apply", lang)}?job=${job}`;
}

/** The position `?job=` asks for: a known number, else the first open position, else the first of all. */
function chosenJob(value: string | null, openings: readonly Opening[], open: readonly number[]): number {
  const asked = value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
  if (asked !== undefined && openings.some((o) => o.job === asked)) return asked;
  return open[0] ?? Math.min(...openings.map((o) => o.job));
}

export type PositionsPage =
  | { screen: "jobs"; open: number[] }
  | { screen: "position"; job: number; open: number[]; closed: boolean }
  | { screen: "apply"; job: number; open: number[]; closed: boolean };

/**
 * What a request for the jobs page, a position's page or an application form shows on `day`, or
 * undefined for any other path (an unknown slug too). A closed position's page and form say it
 * has closed (410); a post to its form still gets the form, which answers it ("this position has
 * closed") and keeps what was typed.
 */
export function positionsPage(pathname: string, query: URLSearchParams, method: string, openings: readonly Opening[], day: string): PositionsPage | undefined {
  const open = openings.filter((o) => isOpenOn(o, day)).map((o) => o.job).sort((a, b) => a - b);
  const path = normalise(pathname);
  for (const lang of ["en", "fi"] as const) {
    if (pathname === pathFor("jobs", lang)) return { screen: "jobs", open };
    const shown = openings.find((o) => path === positionPath(lang, o.slugs[lang]));
    if (shown) return { screen: "position", job: shown.job, open, closed: !open.includes(shown.job) };
    if (pathname !== pathFor("apply", lang) || openings.length === 0) continue;
    const job = chosenJob(query.get("job"), openings, open);
    if (open.includes(job) || (method !== "GET" && method !== "HEAD")) return { screen: "apply", job, open: [...new Set([...open, job])].sort((a, b) => a - b), closed: false };
    return { screen: "apply", job, open, closed: true };
  }
  return undefined;
}

/** The address of the current page in another language; on the application form it keeps the position. */
export function languageHref(pathname: string, job: string | undefined, lang: Lang): string {
  return job !== undefined ? applyHref(lang, job) : counterpartPath(pathname, lang);
}
