import { siteConfig } from "@/lib/site-config";
import { serverConfig } from "../config";
import type { SpooledFile } from "./cv-content";
import type { FormName } from "./rate-limit";

/** What the site server did with a form post before its service read it (server/http/form-posts.ts): the CV it spooled, the rate limit it counted. */
export type ReceivedPost = { file?: SpooledFile; countedFor?: FormName };

/** What the form guards need to know about a request, and what the site server received of it. */
export type RequestInfo = { ip: string; origin: string | null; host: string | null; fetchSite: string | null; received?: ReceivedPost };

/**
 * The client's address (docs/decisions/010-client-address-and-shared-limits.md). The site's HTTP
 * server appends the TCP peer's address to X-Forwarded-For before anything reads the request
 * (server/http/client-address.ts), so the last entry is the socket's; each trusted proxy in front adds the
 * address it received from. The client's is the entry `trustProxy` places from the right (the
 * leftmost when there are fewer): the entries left of it are whatever the client sent.
 */
export function clientAddress(headers: Headers, trustProxy: number): string {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  // Bounded: with too many hops trusted, the key is text the client wrote.
  return entries[Math.max(0, entries.length - 1 - trustProxy)]?.slice(0, 100) ?? "unknown";
}

export function requestInfo(headers: Headers): RequestInfo {
  return {
    ip: clientAddress(headers, serverConfig().TRUST_PROXY),
    origin: headers.get("origin"),
    host: headers.get("x-forwarded-host") ?? headers.get("host"),
    fetchSite: headers.get("sec-fetch-site"),
  };
}

/**
 * CSRF guard: a browser always sends Origin with a POST, so a foreign or "null" Origin is
 * refused. No Origin at all means a non-browser client, which cannot carry a visitor's
 * credentials (and the site has none), so it is allowed.
 */
export function isSameOrigin(info: RequestInfo): boolean {
  if (info.fetchSite === "cross-site") return false;
  if (info.origin === null) return true;
  const originHost = URL.parse(info.origin)?.host;
  if (originHost === undefined) return false;
  if (info.host && originHost === info.host) return true;
  return originHost === new URL(siteConfig().SITE_URL).host;
}
