import { describe, expect, it } from "vitest";
import { pageMetadata } from "@/lib/seo/metadata";

describe("pageMetadata", () => {
  it("builds absolute canonical, hreflang alternates and the share image of the page", () => {
    const meta = pageMetadata("about", "fi");
    expect(meta.alternates?.canonical).toBe("http://localhost:3000/fi/tietoa-meista");
    expect(meta.alternates?.languages).toEqual({
      fi: "http://localhost:3000/fi/tietoa-meista",
      en: "http://localhost:3000/about",
      "x-default": "http://localhost:3000/about",
    });
    expect(JSON.stringify(meta.openGraph)).toContain('"url":"http://localhost:3000/og/fi/about.png","width":1200,"height":630');
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.title).toMatch(/^Tietoa meistä \| /);
  });
  it("marks a page noindex and adds article fields when asked", () => {
    const meta = pageMetadata("jobs", "en", {
      noIndex: true,
      article: { authors: ["Team"], publishedTime: "2025-01-01", modifiedTime: "2025-02-01", section: "News", tags: ["ai"] },
    });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: "2025-01-01", section: "News", tags: ["ai"], authors: ["Team"] });
  });
});
