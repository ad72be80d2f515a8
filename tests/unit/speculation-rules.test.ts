import { describe, expect, it } from "vitest";
import { languages } from "@/lib/i18n";
import { blogPaths, nonPagePrefixes, pathFor, routes, screens, utilityRoutes } from "@/lib/routes";
import { pageFeatures } from "@/lib/security/policy";
import { applicationFormPatterns, excludedLinks, excludedPathPatterns, speculationRules, speculationRulesText } from "@/lib/speculation-rules";

// Which links Chromium really speculates is checked against these patterns in the browser
// (tests/e2e/speculation-rules.spec.ts); here, that the list is made from the route table.

const FILES = "/*.*";
const pageAndBelow = (path: string) => `${path}{/*}?`;

describe("speculation rules", () => {
  it("exclude the newsletter's confirm and unsubscribe pages, in both languages, and what is below them", () => {
    for (const route of Object.values(utilityRoutes)) {
      for (const lang of languages) expect(excludedPathPatterns).toContain(pageAndBelow(route[lang]));
    }
  });

  it("prerender the booking page, whose scheduler waits until the page is shown (record 004)", () => {
    const booking = screens.filter((screen) => pageFeatures(routes[screen].en, false).booking);
    expect(booking).toEqual(["bookCall"]);
    for (const lang of languages) expect(excludedPathPatterns).not.toContain(pageAndBelow(routes.bookCall[lang]));
  });

  it("exclude what is not a page, and every file, the feeds among them", () => {
    for (const prefix of Object.values(nonPagePrefixes)) expect(excludedPathPatterns).toContain(`${prefix}*`);
    expect(excludedPathPatterns).toContain(FILES);
    for (const lang of languages) expect(blogPaths.feed(lang)).toMatch(/\/[^/]+\.[a-z]+$/);
  });

  it("exclude no page of the route table but those", () => {
    const excluded = new Set<string>(Object.values(utilityRoutes).flatMap((route) => languages.map((lang) => route[lang])));
    for (const screen of screens) {
      for (const lang of languages) {
        const path = routes[screen][lang];
        if (excluded.has(path)) continue;
        expect(path, "a page's path has no file extension").not.toContain(".");
        expect(Object.values(nonPagePrefixes).some((prefix) => path.startsWith(prefix)), path).toBe(false);
        expect(excludedPathPatterns).not.toContain(pageAndBelow(path));
      }
    }
  });

  it("prerender and prefetch the same links, on hover or press, never marked links or with a query but a position's", () => {
    const { prerender, prefetch } = speculationRules;
    expect(prerender).toEqual(prefetch);
    expect(prerender[0]!.eagerness).toBe("moderate");
    expect(JSON.stringify(prerender[0]!.where)).toContain('{"not":{"href_matches":{"pathname":"/*","search":"(.+)"}}}');
    expect(excludedLinks).toContain("nofollow");
    expect(excludedLinks).toContain("[data-no-prerender]");
    expect(JSON.parse(speculationRulesText)).toEqual(speculationRules);
  });

  it("let through one query only: the position on the application form's page, in both languages", () => {
    expect(applicationFormPatterns).toEqual(languages.map((lang) => ({ pathname: pathFor("apply", lang), search: "job=(\\d+)" })));
    const digitsOnly = new RegExp(`^${applicationFormPatterns[0]!.search}$`);
    expect(["job=0", "job=12"].every((search) => digitsOnly.test(search))).toBe(true);
    expect(["job=0&sent=1", "job=x", "sent=1", "job="].some((search) => digitsOnly.test(search))).toBe(false);
  });
});
