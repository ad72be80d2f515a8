import { NextResponse, type NextRequest } from "next/server";
import { applyVariantPath, publicApplyHref } from "@/lib/apply-variants";
import { languages, type Lang } from "@/lib/i18n";
import { REQUESTED_PATH_HEADER } from "@/site/not-found";
import { counterpartPath } from "@/lib/routes";
import { pagePolicyHeaders } from "@/lib/security/policy";
import { gateScriptHash, prerenderedScriptHashes } from "@/lib/security/script-hashes";

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
 * The apply page's variants (docs/decisions/025-apply-page-prerendered-per-position.md): an
 * internal variant path asked for directly is sent to its public address, so that no page has
 * two addresses.
 */
function variantRedirect(request: NextRequest): NextResponse | undefined {
  const href = publicApplyHref(request.nextUrl.pathname);
  return href ? NextResponse.redirect(new URL(href, request.url), 308) : undefined;
}

/**
 * Page security policy: a prerendered page allows exactly its own inline scripts by hash;
 * anything rendered per request (404s, form posts without JavaScript) gets a fresh nonce,
 * which Next.js reads from the request's CSP header and puts on its scripts. The apply page is
 * served from its variant for ?job= (the public address stays), with that variant's hashes.
 */
function withPagePolicy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const variant = applyVariantPath(pathname, searchParams);
  const hashes = request.method === "GET" || request.method === "HEAD" ? prerenderedScriptHashes(variant ?? pathname) : undefined;
  const nonce = hashes ? undefined : Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = pagePolicyHeaders(pathname, hashes ?? [`'nonce-${nonce}'`, gateScriptHash], voiceConfigured);
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
