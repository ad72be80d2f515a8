import "server-only";
import type { ServerResponse } from "node:http";
import { beforeHeadersLeave } from "@/delivery/serving/held-answer";
import { isPrerenderMark } from "@/delivery/router";

/**
 * How long browsers and shared caches may keep a prerendered page (HTML or its RSC payload):
 * browsers ask again every time (a 304 when the ETag still matches), a CDN keeps it a minute and
 * may serve it for five more while it fetches the new one. A new build shows within minutes
 * (docs/decisions/029-http-edge-page-caching.md).
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** The Cache-Control a response should leave with: Next's mark of a prerendered page is replaced, every other value kept. */
export function cacheControlFor(fromNext: string | undefined): string | undefined {
  return fromNext !== undefined && isPrerenderMark(fromNext) ? PAGE_CACHE_CONTROL : fromNext;
}

/** Puts the site's caching policy on prerendered pages as their headers leave (Next.js sets its own first). */
export function withPageCaching(res: ServerResponse): void {
  beforeHeadersLeave(res, () => {
    const value = cacheControlFor(res.getHeader("cache-control")?.toString());
    if (value) res.setHeader("Cache-Control", value);
  });
}
