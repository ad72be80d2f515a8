import type { IncomingHttpHeaders } from "node:http";
import { refusedPostText } from "@/content/refused-post";
import { escapeHtml } from "@/lib/escape-html";
import { FORM_POST_MAX_BYTES } from "@/lib/forms/post-limit";
import { langOfPath } from "@/lib/i18n";
import { counterpartPath } from "@/lib/routes";
import { baseSecurityHeaders } from "@/lib/security/policy";
import { siteConfig } from "@/lib/site-config";
import { isSameOrigin, requestInfo } from "@/server/forms/request";
import { noStoreHeaders, webHeaders } from "./headers";

/**
 * Requests the site server answers itself before anything reads them
 * (docs/decisions/028-http-edge-client-address-and-refused-posts.md): form posts refused before
 * their body is read, and methods nothing here answers.
 */

/** Where the build's own files are served from (Astro's assets). */
const isBuiltAssetPath = (path: string) => path.startsWith("/_astro/");

export type Refusal = "tooLarge" | "foreignOrigin" | "lengthRequired" | "rateLimited" | "busy";

const statusOf: Record<Refusal, number> = { tooLarge: 413, foreignOrigin: 403, lengthRequired: 411, rateLimited: 429, busy: 503 };

type RequestHead = { method?: string; url?: string; headers: IncomingHttpHeaders };

export type EdgeResponse = { status: number; headers: Record<string, string>; body: string };

/** The path of a request, without its query. */
export const pathOf = (url = "/") => new URL(url, "http://site").pathname;

/** A post to a page: not the JSON API (which answers for itself), nor the build's own files. */
export function isPagePost({ method, url }: RequestHead): boolean {
  const path = pathOf(url);
  return method === "POST" && !path.startsWith("/api/") && !isBuiltAssetPath(path);
}

/** Why a form post to a page is refused before its body is read, or undefined. */
export function refusalOf(req: RequestHead): Refusal | undefined {
  if (!isPagePost(req)) return undefined;
  const { headers } = req;
  if (!isSameOrigin(requestInfo(webHeaders(headers)))) return "foreignOrigin";
  const length = headers["content-length"];
  if (length === undefined) return headers["transfer-encoding"] ? "lengthRequired" : undefined;
  return Number(length) > FORM_POST_MAX_BYTES ? "tooLarge" : undefined;
}

const REFUSAL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The page that tells the visitor why, in the language of the page posted to, with a way back to it. */
export function refusalPage(refusal: Refusal, url: string, retryAfterSeconds?: number): EdgeResponse {
  const path = pathOf(url);
  const lang = langOfPath(path);
  const t = refusedPostText[lang];
  const { title, message } = t[refusal];
  const back = counterpartPath(path, lang); // the page the form is on, or the home page
  const body = `<!doctype html>
<html lang="${lang}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${siteConfig().COMPANY_NAME}`)}</title>
<style>body{max-width:36rem;margin:12vh auto;padding:0 1rem;font:1.0625rem/1.6 system-ui,sans-serif;color:#0f172a}a{display:inline-block;padding:.75rem 1.25rem;border-radius:9999px;background:#4338ca;color:#fff;font-weight:600;text-decoration:none}.hint{color:#475569}</style>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>
<p class="hint">${escapeHtml(t.backHint)}</p>
</main>
</html>
`;
  return {
    status: statusOf[refusal],
    headers: {
      ...baseSecurityHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": REFUSAL_CSP,
      "Cache-Control": "no-store",
      ...(retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) }),
    },
    body,
  };
}

/** A file, not a page: the build's, a share image, or any path with an extension (the pages have none). */
export function isFilePath(path: string): boolean {
  return isBuiltAssetPath(path) || path.startsWith("/og/") || (!path.startsWith("/api/") && /\.[a-z0-9]+$/i.test(path));
}

/** The methods a path answers: files are only read; pages and the API also take posts. */
export function allowedMethods(url: string | undefined): string[] {
  return isFilePath(pathOf(url)) ? ["GET", "HEAD"] : ["GET", "HEAD", "POST"];
}

/** 406: the client refused every encoding a page is sent in (`identity;q=0` alone). */
export const NOT_ACCEPTABLE: EdgeResponse = {
  status: 406,
  headers: { ...noStoreHeaders, Vary: "Accept-Encoding", "Content-Type": "text/plain; charset=utf-8" },
  body: "Not Acceptable: the page is sent as it is, in gzip or in brotli.\n",
};

/** 405 for a method the path does not answer (TRACE, PUT, OPTIONS…): `Allow`, the security headers, no stack trace. */
export function methodNotAllowed({ method = "GET", url }: RequestHead): EdgeResponse | undefined {
  const allowed = allowedMethods(url);
  if (allowed.includes(method)) return undefined;
  const api = pathOf(url).startsWith("/api/");
  return {
    status: 405,
    headers: { ...noStoreHeaders, Allow: allowed.join(", "), "Content-Type": api ? "application/json" : "text/plain; charset=utf-8" },
    body: api ? JSON.stringify({ status: "error", error: "method_not_allowed" }) : "Method Not Allowed\n",
  };
}
