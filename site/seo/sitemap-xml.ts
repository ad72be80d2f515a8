import { escapeHtml } from "@/lib/escape-html";
import type { SitemapEntry } from "./sitemap-entries";

/*
 * The sitemap's XML (sitemaps.org protocol 0.9, hreflang alternates as xhtml:link elements),
 * served by src/pages/sitemap.xml.ts: one element a line, alternates right after <loc>, then
 * lastmod, changefreq, priority. Values are escaped (& < > " '), which changes none of the site's
 * addresses (tests/unit/sitemap-xml.test.ts) but keeps any other one valid XML.
 */

function urlElement({ url, alternates = {}, lastModified, changeFrequency, priority }: SitemapEntry): string {
  const links = Object.entries(alternates).map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />\n`);
  const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>\n` : "";
  return `<url>\n<loc>${escapeHtml(url)}</loc>\n${links.join("")}${lastmod}<changefreq>${changeFrequency}</changefreq>\n<priority>${priority}</priority>\n</url>\n`;
}

/** The sitemap document of `entries`, in their order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urlset = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${urlset}\n${entries.map(urlElement).join("")}</urlset>\n`;
}
