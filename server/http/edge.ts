import "server-only";
import type { IncomingHttpHeaders } from "node:http";
import { refusedPostText } from "@/content/refused-post";
import { FORM_POST_MAX_BYTES } from "@/lib/forms/post-limit";
import { langOfPath } from "@/lib/i18n";
import { counterpartPath } from "@/lib/routes";
import { baseSecurityHeaders } from "@/lib/security/policy";
import { siteConfig } from "@/lib/site-config";
import { isSameOrigin, requestInfo } from "@/server/forms/request";
import { escapeHtml } from "@/server/mail/templates";

/**
 * What the site's HTTP server does to a request before Next.js sees it
 * (docs/decisions/028-http-edge-client-address-and-refused-posts.md,
 * docs/decisions/029-http-edge-page-caching.md).
 */

/**
 * Appends the connection's own address to X-Forwarded-For (creating the header when the client
 * sent none), so that its last entry is the address this server saw, whatever the client wrote.
 */
export function appendForwardedFor(headers: IncomingHttpHeaders, peer: string | undefined): void {
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d.
  const address = peer?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") || "unknown";
  const sent = [headers["x-forwarded-for"] ?? []].flat().join(", ").trim();
  headers["x-forwarded-for"] = sent ? `${sent}, ${address}` : address;
}

export type Refusal = "tooLarge" | "foreignOrigin" | "lengthRequired";

const statusOf: Record<Refusal, number> = { tooLarge: 413, foreignOrigin: 403, lengthRequired: 411 };

type RequestHead = { method?: string; url?: string; headers: IncomingHttpHeaders };

function webHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result.set(name, [value].flat().join(", "));
  }
  return result;
}

/**
 * Why a form post to a page is refused before its body is read, or undefined. Next.js would answer
 * these with a bare 500 (its server action checks throw), after buffering the whole body.
 * The JSON API answers such posts itself; the framework's own paths are left to it.
 */
export function refusalOf({ method, url = "/", headers }: RequestHead): Refusal | undefined {
  if (method !== "POST" || /^\/(api|_next)\//.test(url)) return undefined;
  if (!isSameOrigin(requestInfo(webHeaders(headers)))) return "foreignOrigin";
  const length = headers["content-length"];
  if (length === undefined) return headers["transfer-encoding"] ? "lengthRequired" : undefined;
  return Number(length) > FORM_POST_MAX_BYTES ? "tooLarge" : undefined;
}

export type EdgeResponse = { status: number; headers: Record<string, string>; body: string };

/** The page that tells the visitor why, in the language of the page posted to, with a way back to it. */
export function refusalPage(refusal: Refusal, url: string): EdgeResponse {
  const path = new URL(url, "http://site").pathname;
  const lang = langOfPath(path);
  const t = refusedPostText[lang];
  const { title, message } = t[refusal];
  const back = counterpartPath(path, lang); // the page the form is on, or the home page
  const body = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${siteConfig().COMPANY_NAME}`)}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{box-sizing:border-box;width:min(36rem,calc(100% - 2rem));margin:12vh auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
.brand{margin:0 0 1rem;color:#4338ca;font-weight:700}
h1{margin:0 0 .75rem;font-size:1.75rem;line-height:1.2}
a{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:9999px;background:#4338ca;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #4338ca;outline-offset:3px}
.hint{color:#475569;font-size:.9375rem}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(siteConfig().COMPANY_NAME)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>
<p class="hint">${escapeHtml(t.backHint)}</p>
</main>
</body>
</html>
`;
  const headers: Record<string, string> = Object.fromEntries(baseSecurityHeaders.map(({ key, value }) => [key, value]));
  return {
    status: statusOf[refusal],
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
    body,
  };
}

/**
 * How long browsers and shared caches may keep a prerendered page (HTML or its RSC payload):
 * browsers ask again every time (a 304 when the ETag still matches), a CDN keeps it a minute and
 * may serve it for five more while it fetches the new one. A new build shows within minutes.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * The Cache-Control a response should leave with. Next.js marks a prerendered page for shared
 * caches only, for a year (`s-maxage=31536000`); that one is replaced, every other value is kept.
 */
export function cacheControlFor(fromNext: string | undefined): string | undefined {
  return fromNext?.startsWith("s-maxage=") ? PAGE_CACHE_CONTROL : fromNext;
}
