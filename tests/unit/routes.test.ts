import { describe, expect, it } from "vitest";
import { languages } from "@/lib/i18n";
import { blogPathOf, blogPaths, counterpartPath, pathFor, reservedSlugs, routes, screenOfPath, screens, utilityRoutes } from "@/lib/routes";
import { pageForRequest, pathOf, prerenderedPages } from "@/site/pages";

/** The screens made on request, for they depend on the day (site/pages.ts); every other one is prerendered by the catch-all route (src/pages/[...path].astro). */
const onRequest: readonly string[] = ["jobs", "apply"];

describe("route table", () => {
  it("has twelve screens and twenty-four distinct paths", () => {
    const paths = screens.flatMap((s) => [routes[s].en, routes[s].fi]);
    expect(screens).toHaveLength(12);
    expect(new Set(paths).size).toBe(24);
  });
  it("has a page for every path: prerendered, or made on request on the day", () => {
    const prerendered = new Set(prerenderedPages().map(({ path }) => path));
    for (const screen of screens) {
      for (const lang of languages) {
        const path = pathFor(screen, lang);
        expect(prerendered.has(path), path).toBe(!onRequest.includes(screen));
        const { page, status } = pageForRequest(new URL(path, "http://site"), "GET");
        expect([status, pathOf(page)], path).toEqual([200, path]);
      }
    }
  });
  it("maps every path to its counterpart and back", () => {
    for (const screen of screens) {
      const { en, fi } = routes[screen];
      expect(counterpartPath(en, "fi")).toBe(fi);
      expect(counterpartPath(fi, "en")).toBe(en);
      expect(screenOfPath(`${fi}/`)).toEqual({ screen, lang: "fi" });
    }
  });
  it("maps the newsletter utility pages too", () => {
    expect(counterpartPath(utilityRoutes.newsletterConfirm.en, "fi")).toBe(utilityRoutes.newsletterConfirm.fi);
    expect(counterpartPath(utilityRoutes.newsletterUnsubscribe.fi, "en")).toBe(utilityRoutes.newsletterUnsubscribe.en);
  });
  it("sends unknown paths to the home page of the language, and the blog's to its blog", () => {
    expect(counterpartPath("/nowhere", "fi")).toBe("/fi");
    expect(counterpartPath("/fi/ei-ole", "en")).toBe("/");
    expect(counterpartPath("/blog/some-article", "fi")).toBe("/fi/blogi");
    expect(counterpartPath("/fi/blogi/aihe/myynti", "en")).toBe("/blog");
  });
  it("knows no page below a screen's own path", () => {
    expect(screenOfPath("/fi/tyopaikat/none")).toBeUndefined();
    expect(screenOfPath("/jobs/0-1-2")).toBeUndefined();
    expect(counterpartPath("/apply/1/0-1-2", "fi")).toBe("/fi");
  });
});

describe("the blog's permalinks", () => {
  it("are built in each language's own words, and read back", () => {
    expect(blogPaths.page("en", 1)).toBe("/blog");
    expect(blogPaths.page("fi", 2)).toBe("/fi/blogi/sivu/2");
    expect(blogPaths.tag("fi", "myynti")).toBe("/fi/blogi/aihe/myynti");
    expect(blogPaths.article("en", "x")).toBe("/blog/x");
    expect(blogPaths.feed("fi")).toBe("/fi/blogi/rss.xml");
    expect(blogPathOf("/fi/blogi/sivu/2")).toEqual({ lang: "fi", kind: "page", n: 2 });
    expect(blogPathOf("/blog/tag/sales/")).toEqual({ lang: "en", kind: "tag", slug: "sales" });
    expect(blogPathOf("/fi/blogi/lomakkeesta-tapaamiseen")).toEqual({ lang: "fi", kind: "article", slug: "lomakkeesta-tapaamiseen" });
    expect(blogPathOf("/fi/blogi")).toEqual({ lang: "fi", kind: "index" });
    for (const other of ["/blog/rss.xml", "/blog/page/x", "/blog/page/0", "/blog/a/b", "/fi/blog/x", "/about"]) expect(blogPathOf(other), other).toBeUndefined();
  });
  it("keep the blog's own words out of article slugs", () => {
    expect(reservedSlugs("fi")).toEqual(["sivu", "aihe", "rss.xml"]);
  });
});
