/**
 * What the visit bench measures: the site's representative pages and astrowind's comparable
 * ones, with the controls a visitor on a phone uses on each. The form and the link are found on
 * the page itself (visits.ts): its first form (in <main>, else on the page) and the first link
 * in <main> to another page of the same site.
 */
import { pathFor } from "../lib/routes";
import { FORM_AT_END } from "./floor-site";
import { selectPages } from "./pages";

export type VisitSite = {
  label: string;
  /** The button that opens the menu on a phone. */
  menu: string;
  /** The pricing switch's two choices, tapped in this order where the page has them. */
  pricing: [string, string] | null;
  /** Home pages: the link a visit follows leads elsewhere (every page links home from its logo). */
  homes: string[];
};

/** `status`: what the page answers, when not 200 (the 404 page). */
export type VisitPage = { site: VisitSite; name: string; path: string; status?: number };

export const SITE: VisitSite = {
  label: "site",
  menu: '[data-menu="tap"] > button[popovertarget]',
  pricing: ['[data-testid="pricing"] input[value="annual"]', '[data-testid="pricing"] input[value="monthly"]'],
  homes: [pathFor("home", "en"), pathFor("home", "fi")],
};

export const ASTROWIND: VisitSite = { label: "astrowind", menu: "button[data-aw-toggle-menu]", pricing: null, homes: ["/"] };

/** The bench's own bare pages (floor-site.ts): what the instrument costs before any site adds to it. */
export const FLOOR: VisitSite = { label: "floor", menu: SITE.menu, pricing: null, homes: ["/"] };

/** Home in both languages, a service page (with the pricing switch), booking and apply. */
export const SITE_VISIT_PAGES = ["home/en", "home/fi", "chatAssistant/en", "bookCall/en", "apply/en"];

/** astrowind's home, a service page, its pricing page and its contact form. */
const ASTROWIND_PAGES = [
  ["home", "/"],
  ["services", "/services"],
  ["pricing", "/pricing"],
  ["contact", "/contact"],
] as const;

/** The site's pages (--pages, else SITE_VISIT_PAGES), astrowind's when it is served, and the floor's when asked for. */
export function visitPages(paths: string[] | undefined, astrowind: boolean, floor = false): VisitPage[] {
  const site = selectPages(paths && paths.length > 0 ? paths : SITE_VISIT_PAGES).map((p) => ({ site: SITE, name: p.name, path: p.path, ...(p.notFound && { status: 404 }) }));
  const theirs = astrowind ? ASTROWIND_PAGES.map(([name, path]) => ({ site: ASTROWIND, name: `astrowind ${name}`, path })) : [];
  const floors = floor ? [{ site: FLOOR, name: "floor", path: "/" }, { site: FLOOR, name: "floor, form at the end", path: FORM_AT_END }] : [];
  return [...site, ...theirs, ...floors];
}
