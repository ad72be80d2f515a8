import { describe, expect, it } from "vitest";
import { pageMetadata } from "@/site/seo/metadata";

describe("pageMetadata", () => {
  it("builds absolute canonical, hreflang alternates and the share image of the page", () => {
    const meta = pageMetadata("about", "fi");
    expect(meta.canonical).toBe("http://localhost:3000/fi/tietoa-meista");
    expect(meta.languages).toEqual({
      fi: "http://localhost:3000/fi/tietoa-meista",
      en: "http://localhost:3000/about",
      "x-default": "http://localhost:3000/about",
    });
    expect(JSON.stringify(meta.openGraph)).toContain('"url":"http://localhost:3000/og/fi/about.png","width":1200,"height":630');
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.title).toMatch(/^Tietoa meistä \| /);
  });
});
