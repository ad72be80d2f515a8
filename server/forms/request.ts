import "server-only";
import { siteConfig } from "@/lib/site-config";

/** What the form guards need to know about a request. */
export type RequestInfo = { ip: string; origin: string | null; host: string | null; fetchSite: string | null };

/**
 * The client address. Behind the reverse proxy the last X-Forwarded-For entry is the one the
 * proxy added (earlier entries are whatever the client sent); without a proxy there is none.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last || headers.get("x-real-ip")?.trim() || "unknown";
}

export function requestInfo(headers: Headers): RequestInfo {
  return {
    ip: clientIp(headers),
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
  let originHost: string;
  try {
    originHost = new URL(info.origin).host;
  } catch {
    return false;
  }
  if (info.host && originHost === info.host) return true;
  return originHost === new URL(siteConfig().SITE_URL).host;
}
