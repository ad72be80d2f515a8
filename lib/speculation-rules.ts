import { languages } from "./i18n";
import { nonPagePrefixes, pathFor, utilityRoutes } from "./routes";

/**
 * Speculation Rules (docs/decisions/057-speculation-rules-and-html-only-menus.md): the browser
 * prerenders a same-origin page when the visitor rests the pointer on its link or presses it
 * (eagerness "moderate"), and prefetches it where it prerenders nothing. Never what has side
 * effects or must not load early.
 */

/** Pages whose every load acts or counts: the newsletter's confirm and unsubscribe pages. */
const actingPaths = Object.values(utilityRoutes).flatMap((route) => languages.map((lang) => route[lang]));

/**
 * Paths (URLPattern pathnames) never speculated: the pages above and what is below them, what is
 * not a page, any file (feeds included). The booking page is prerendered: its scheduler loads only
 * once the page is shown (components/booking/BookingWidget.tsx; docs/decisions/004-no-third-party-before-the-visitor-asks.md).
 */
export const excludedPathPatterns: string[] = [
  ...actingPaths.map((path) => `${path}{/*}?`),
  ...Object.values(nonPagePrefixes).map((prefix) => `${prefix}*`),
  "/*.*",
];

/** Links never speculated whatever their address: the page's own say-so. */
export const excludedLinks = "[rel~=nofollow], [data-no-prerender]";

/**
 * A position's application form (`/apply?job=1`): a prerendered page whose query only picks the
 * position (lib/open-positions.ts), the one address with a query that is followed as a page.
 */
export const applicationFormPatterns = languages.map((lang) => ({ pathname: pathFor("apply", lang), search: "job=(\\d+)" }));

const where = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: excludedPathPatterns } },
    // Any other address with a query: a form's answer, tracking.
    { or: [{ not: { href_matches: { pathname: "/*", search: "(.+)" } } }, { href_matches: applicationFormPatterns }] },
    { not: { selector_matches: excludedLinks } },
  ],
};

export const speculationRules = {
  prerender: [{ where, eagerness: "moderate" }],
  prefetch: [{ where, eagerness: "moderate" }],
};

/** The exact text of every page's <script type="speculationrules">, hashed for its policy. */
export const speculationRulesText = JSON.stringify(speculationRules);
