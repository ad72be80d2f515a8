import { languages, type Lang } from "./i18n";
import { jobIds, jobIndexFromQuery, type JobId } from "./jobs";
import { counterpartPath, pathFor } from "./routes";

/**
 * The apply page is prerendered once per position, at an internal path (`/apply/1`,
 * `/fi/hae-tyopaikkaa/1`); proxy.ts serves the public `/apply?job=1` from it and keeps the
 * public address, so the HTML names the chosen position
 * (docs/decisions/025-apply-page-prerendered-per-position.md).
 */

/** The route parameter of each variant: the position's index in the job list. */
export const applyVariantParams = jobIds.map((_, index) => ({ job: String(index) }));

/** The position a variant's route parameter stands for. */
export function jobOfVariant(param: string): JobId {
  return jobIds[jobIndexFromQuery(param)]!;
}

/** The public address of the application form for the position at `index`. */
export function applyHref(lang: Lang, index: number): string {
  return `${pathFor("apply", lang)}?job=${index}`;
}

const applyLangOf = (pathname: string) => languages.find((lang) => pathname === pathFor("apply", lang));

/** The internal path that serves a public apply address (missing or invalid ?job= means the first position), or undefined. */
export function applyVariantPath(pathname: string, query: URLSearchParams): string | undefined {
  const lang = applyLangOf(pathname);
  return lang && `${pathFor("apply", lang)}/${jobIndexFromQuery(query.get("job"))}`;
}

/** The public address of an internal variant path (`/apply/1` → `/apply?job=1`), or undefined for any other path. */
export function publicApplyHref(pathname: string): string | undefined {
  const slash = pathname.lastIndexOf("/");
  const lang = applyLangOf(pathname.slice(0, slash));
  const param = pathname.slice(slash + 1);
  return lang && applyVariantParams.some((p) => p.job === param) ? applyHref(lang, Number(param)) : undefined;
}

/**
 * The address of the current page in another language. On an apply variant (the only route
 * with a `job` parameter) it keeps the position: its path differs between the prerendered HTML
 * (`/apply/1`) and the browser (`/apply`), its parameter does not.
 */
export function languageHref(pathname: string, job: string | string[] | undefined, lang: Lang): string {
  return typeof job === "string" ? applyHref(lang, jobIndexFromQuery(job)) : counterpartPath(pathname, lang);
}
