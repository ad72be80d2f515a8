import { escapeHtml } from "@/lib/escape-html";
import type { SitemapEntry } from "./sitemap-entries";

/*
 * The sitemap's XML as Next.js 16 writes it from the same entries (its resolveSitemap), line for
 * line: one element a line, alternates right after <loc>, then lastmod, changefreq, priority.
 * One difference: Next writes values unescaped; here & < > " ' are escaped, which changes none of
 * the site's addresses (tests/unit/sitemap-xml.test.ts) but keeps any other one valid XML.
 */

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** The xhtml namespace is declared only when some entry has alternates, as Next does. */
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
