/**
 * How long browsers and shared caches may keep a page: browsers ask again every time (a 304 when
 * the ETag still matches), a CDN keeps it a minute and may serve it for five more while it fetches
 * the new one. A new build, or a position that closed today, shows within minutes
 * (docs/decisions/029-http-edge-page-caching.md).
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
