import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The site's icon, public/icon.svg (also the logo in the structured data and /favicon.ico). */
const svg = readFileSync(join(process.cwd(), "public", "icon.svg"), "utf8").trim();

/** The icon as a data URL: only the characters a URL cannot carry as they are, escaped. */
export const siteIconDataUrl = `data:image/svg+xml,${svg.replace(/[%#<>"\n]/g, (c) => encodeURIComponent(c))}`;

/**
 * The page's icon, inline: the browser asks for a linked icon only after the page has loaded,
 * and on a fast load that request can finish before the first paint, where Lighthouse's
 * simulation of a slow phone then puts it before the largest paint too (one round trip more,
 * about 300 ms; docs/decisions/040-site-icon-inline.md). 270 bytes, about 200 in gzip.
 */
export function SiteIcon() {
  return <link rel="icon" href={siteIconDataUrl} type="image/svg+xml" />;
}
