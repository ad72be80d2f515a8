/**
 * What Next.js's client router and cache marking send and expect, kept here alone (checked on a
 * real build by tests/contract/next-output.test.ts).
 */

/** The client router's requests for the React payload (and server actions) carry one of these. */
export const FRAMEWORK_REQUEST_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];

/** Whether a request is the client router's, not a visitor's page request. */
export const isFrameworkRequest = (headers: Record<string, unknown>) => FRAMEWORK_REQUEST_HEADERS.some((name) => name in headers);

/** The Vary Next.js sends for a page, since its answer differs with these (kept so that caches do not mix the two). */
export const PAGE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/** Next.js's mark of a prerendered page: for shared caches only, for a year (`s-maxage=31536000`). */
export const isPrerenderMark = (cacheControl: string) => cacheControl.startsWith("s-maxage=");
