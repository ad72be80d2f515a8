import { escapeHtml } from "@/lib/escape-html";
import type { SitemapEntry } from "./sitemap-entries";

/*
 * The sitemap's XML (sitemaps.org protocol 0.9, hreflang alternates as xhtml:link elements),
 * served by src/pages/sitemap.xml.ts: one element a line, alternates right after <loc>, then
 * lastmod, changefreq, priority. Values are escaped (& < > " '), which changes none of the site's
 * addresses (tests/unit/sitemap-xml.test.ts) but keeps any other one valid XML.
 */

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** The xhtml namespace is declared only when some entry has alternates, the only elements that use it. */
function urlsetOpening(entries: readonly SitemapEntry[]): string {
  const hasAlternates = entries.some((entry) => Object.keys(entry.alternates ?? {}).length > 0);
  return `<urlset xmlns="${SITEMAP_NS}"${hasAlternates ? ` xmlns:xhtml="${XHTML_NS}"` : ""}>\n`;
}

function alternateLinks(alternates: SitemapEntry["alternates"] = {}): string {
  return Object.entries(alternates.languages ?? {})
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />\n`)
    .join("");
}

function lastmod(value: string | Date): string {
  return escapeHtml(value instanceof Date ? value.toISOString() : value);
}

function urlElement(entry: SitemapEntry): string {
  return [
    "<url>\n",
    `<loc>${escapeHtml(entry.url)}</loc>\n`,
    alternateLinks(entry.alternates),
    entry.lastModified ? `<lastmod>${lastmod(entry.lastModified)}</lastmod>\n` : "",
    entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>\n` : "",
    typeof entry.priority === "number" ? `<priority>${entry.priority}</priority>\n` : "",
    "</url>\n",
  ].join("");
}

/** The sitemap document (sitemaps.org 0.9 with hreflang alternates) of `entries`, in their order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${urlsetOpening(entries)}${entries.map(urlElement).join("")}</urlset>\n`;
}
