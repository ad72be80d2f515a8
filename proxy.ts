import { NextResponse, type NextRequest } from "next/server";
import { openings } from "@/content/positions";
import { positionVariant, publicVariantHref } from "@/lib/apply-variants";
import { today } from "@/lib/clock";
import { languages, type Lang } from "@/lib/i18n";
import { REQUESTED_PATH_HEADER } from "@/site/not-found";
import { counterpartPath } from "@/lib/routes";
import { pagePolicyHeaders } from "@/lib/security/policy";
import { gateScriptHash } from "@/delivery/gate/shipped";
import { prerenderedScriptHashes } from "@/delivery/script-hashes";
import { layoutScriptHashes } from "@/lib/security/layout-scripts";

const voiceConfigured = Boolean(process.env.VOICE_AGENT_ID?.trim());

/** Old ?lang=fi|en links (docs/decisions/002-hreflang-links-and-lang-redirects.md) are redirected permanently to that language's page. */
function languageRedirect(request: NextRequest): NextResponse | undefined {
  const lang = request.nextUrl.searchParams.get("lang");
  if (!languages.includes(lang as Lang)) return undefined;
  const url = request.nextUrl.clone();
  url.searchParams.delete("lang");
  url.pathname = counterpartPath(url.pathname, lang as Lang);
  return NextResponse.redirect(url, 308);
}

/**
 * The variants of the jobs and apply pages (docs/decisions/025-apply-page-prerendered-per-position.md,
 * docs/decisions/046-positions-close-at-request-time.md): an internal variant path asked for
 * directly is sent to its public address, so that no page has two addresses.
 */
function variantRedirect(request: NextRequest): NextResponse | undefined {
  const href = publicVariantHref(request.nextUrl.pathname, openings());
  return href ? NextResponse.redirect(new URL(href, request.url), 308) : undefined;
}

/** What a page rendered per request may run: its nonce's scripts, the framework gate and the layout's inline scripts. */
function renderedPageSources(nonce: string): string[] {
  const gate = gateScriptHash();
  return [`'nonce-${nonce}'`, ...(gate ? [gate] : []), ...layoutScriptHashes];
}

/**
 * Page security policy: a prerendered page allows exactly its own inline scripts by hash;
 * anything rendered per request (404s, form posts without JavaScript) gets a fresh nonce,
 * which Next.js reads from the request's CSP header and puts on its scripts. The jobs and apply
 * pages are served from today's variant (the public address stays), with that variant's hashes.
 * (A closed position's 410 is the site server's to send: a rewrite here keeps Next's 200.)
 */
function withPagePolicy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const variant = positionVariant(pathname, searchParams, request.method, openings(), today())?.path;
  const hashes = request.method === "GET" || request.method === "HEAD" ? prerenderedScriptHashes(variant ?? pathname) : undefined;
  const nonce = hashes ? undefined : Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = pagePolicyHeaders(pathname, hashes ?? renderedPageSources(nonce!), voiceConfigured);
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set("content-security-policy", policy["Content-Security-Policy"]);
  requestHeaders.set(REQUESTED_PATH_HEADER, pathname);
  const init = { request: { headers: requestHeaders } };
  const response = variant
    ? NextResponse.rewrite(new URL(variant + request.nextUrl.search, request.url), init)
    : NextResponse.next(init);
  for (const [name, value] of Object.entries(policy)) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest) {
  return languageRedirect(request) ?? variantRedirect(request) ?? withPagePolicy(request);
}

export const config = {
  // Pages only; static files, images and API answers get their headers from next.config.ts.
  matcher: ["/((?!_next/|api/|og/|icon\\.svg|favicon\\.ico|sitemap\\.xml|robots\\.txt).*)"],
};
