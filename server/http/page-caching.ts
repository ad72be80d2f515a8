import "server-only";
import type { ServerResponse } from "node:http";

/**
 * How long browsers and shared caches may keep a prerendered page (HTML or its RSC payload):
 * browsers ask again every time (a 304 when the ETag still matches), a CDN keeps it a minute and
 * may serve it for five more while it fetches the new one. A new build shows within minutes
 * (docs/decisions/029-http-edge-page-caching.md).
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Next.js's mark of a prerendered page: for shared caches only, for a year (`s-maxage=31536000`). Its internal, kept here alone. */
const isNextPrerenderMark = (cacheControl: string) => cacheControl.startsWith("s-maxage=");

/** The Cache-Control a response should leave with: Next's mark of a prerendered page is replaced, every other value kept. */
export function cacheControlFor(fromNext: string | undefined): string | undefined {
  return fromNext !== undefined && isNextPrerenderMark(fromNext) ? PAGE_CACHE_CONTROL : fromNext;
}

/** Puts the site's caching policy on prerendered pages as their headers leave (Next.js sets its own first). */
export function withPageCaching(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    const value = cacheControlFor(res.getHeader("cache-control")?.toString());
    if (value) res.setHeader("Cache-Control", value);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
