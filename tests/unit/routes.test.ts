import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blogPathOf, blogPaths, counterpartPath, pathFor, publicPathOf, reservedSlugs, routes, screenOfPath, screens, utilityRoutes } from "@/lib/routes";

const appDir = join(import.meta.dirname, "..", "..", "app");
/**
 * The folder of a path's page: the jobs and apply pages are prerendered in variants below their
 * path (lib/apply-variants.ts); the blog has root layouts of its own, (en-blog) and (fi-blog),
 * whose catch-all route serves every page of it (site/blog/pages.ts).
 */
const below: Partial<Record<string, string>> = { jobs: "[open]", apply: "[job]/[open]", blog: "[[...path]]" };
const pageFile = (path: string) => {
  const screen = screenOfPath(path)!.screen;
  const group = screen === "blog" ? (path.startsWith("/fi") ? "(fi-blog)" : "(en-blog)") : path.startsWith("/fi") ? "" : "(en)";
  return join(appDir, group, path, below[screen] ?? "", "page.tsx");
};

describe("route table", () => {
  it("has eleven screens and twenty-two distinct paths", () => {
    const paths = screens.flatMap((s) => [routes[s].en, routes[s].fi]);
    expect(screens).toHaveLength(11);
    expect(new Set(paths).size).toBe(22);
  });
  it("has a page file for every path", () => {
    for (const screen of screens) {
      expect(existsSync(pageFile(pathFor(screen, "en"))), screen).toBe(true);
      expect(existsSync(pageFile(pathFor(screen, "fi"))), screen).toBe(true);
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
  it("takes a variant's prerendered path for its screen's", () => {
    expect(publicPathOf("/jobs/0-1-2")).toBe("/jobs");
    expect(publicPathOf("/fi/hae-tyopaikkaa/1/0-1-2")).toBe("/fi/hae-tyopaikkaa");
    expect(screenOfPath("/fi/tyopaikat/none")).toEqual({ screen: "jobs", lang: "fi" });
    expect(counterpartPath("/apply/1/0-1-2", "fi")).toBe("/fi/hae-tyopaikkaa");
    expect(publicPathOf("/about/x")).toBe("/about/x");
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
