import { describe, expect, it } from "vitest";
import { articles } from "@/content/articles";
import { robotsText, siteRobots } from "@/site/seo/robots-text";
import { sitemapEntries, type SitemapEntry } from "@/site/seo/sitemap-entries";
import { sitemapXml } from "@/site/seo/sitemap-xml";

const withAlternates: SitemapEntry = {
  url: "https://example.fi/fi",
  changeFrequency: "monthly",
  priority: 1,
  alternates: { fi: "https://example.fi/fi", en: "https://example.fi/", "x-default": "https://example.fi/" },
};
const article: SitemapEntry = { url: "https://example.fi/blog/a", lastModified: "2026-01-02", changeFrequency: "yearly", priority: 0.6 };

describe("the sitemap's XML (src/pages/sitemap.xml.ts)", () => {
  it("writes one element a line: loc, the alternates, lastmod, changefreq, priority", () => {
    expect(sitemapXml([withAlternates, article])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "<url>",
        "<loc>https://example.fi/fi</loc>",
        '<xhtml:link rel="alternate" hreflang="fi" href="https://example.fi/fi" />',
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.fi/" />',
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.fi/" />',
        "<changefreq>monthly</changefreq>",
        "<priority>1</priority>",
        "</url>",
        "<url>",
        "<loc>https://example.fi/blog/a</loc>",
        "<lastmod>2026-01-02</lastmod>",
        "<changefreq>yearly</changefreq>",
        "<priority>0.6</priority>",
        "</url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes what XML reserves", () => {
    const xml = sitemapXml([{ ...article, url: "https://example.fi/?a=1&b=<2>" }]);
    expect(xml).toContain("<loc>https://example.fi/?a=1&#38;b=&#60;2&#62;</loc>\n<lastmod>2026-01-02</lastmod>\n");
  });

  it("lists each article once with its last change", () => {
    const xml = sitemapXml(sitemapEntries());
    for (const { slug, updated } of [...articles("en"), ...articles("fi")]) {
      expect(xml.match(new RegExp(`/${slug}</loc>\\n`, "g")), slug).toHaveLength(1);
      expect(xml.split("<url>").find((block) => block.includes(`/${slug}</loc>`)), slug).toContain(`<lastmod>${updated}</lastmod>`);
    }
  });
});

describe("robots.txt (src/pages/robots.txt.ts)", () => {
  it("allows the pages, not the API, and points to the sitemap", () => {
    expect(robotsText(siteRobots())).toBe("User-Agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: http://localhost:3000/sitemap.xml\n");
  });
});
