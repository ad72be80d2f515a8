import { languages } from "./i18n";
import { nonPagePrefixes, utilityRoutes } from "./routes";

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
 * once the page is shown (components/booking/BookingWidget.tsx, D4).
 */
export const excludedPathPatterns: string[] = [
  ...actingPaths.map((path) => `${path}{/*}?`),
  ...Object.values(nonPagePrefixes).map((prefix) => `${prefix}*`),
  "/*.*",
];

/** Links never speculated whatever their address: the page's own say-so. */
export const excludedLinks = "[rel~=nofollow], [data-no-prerender]";

const where = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: excludedPathPatterns } },
    // Any address with a query: a form's answer, a position's application, tracking.
    { not: { href_matches: { pathname: "/*", search: "(.+)" } } },
    { not: { selector_matches: excludedLinks } },
  ],
};

export const speculationRules = {
  prerender: [{ where, eagerness: "moderate" }],
  prefetch: [{ where, eagerness: "moderate" }],
};

/** The exact text of every page's <script type="speculationrules">, hashed for its policy. */
export const speculationRulesText = JSON.stringify(speculationRules);
