import "server-only";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { output } from "@/delivery/next-output";
import { isFrameworkRequest, PAGE_VARY } from "@/delivery/router";
import { prerenderedScriptHashes } from "@/delivery/script-hashes";
import { openings } from "@/content/positions";
import { positionVariant, publicVariantHref } from "@/lib/apply-variants";
import { today } from "@/lib/clock";
import { pagePolicyHeaders } from "@/lib/security/policy";
import { siteConfig } from "@/lib/site-config";
import type { Encoding } from "./encoding";
import { securityHeaders } from "./headers";
import { PAGE_CACHE_CONTROL } from "./page-caching";

/**
 * The fast path for prerendered pages (docs/decisions/035-prerendered-pages-served-precompressed.md):
 * a plain GET of a page is answered from memory with the brotli or gzip file the build wrote,
 * and the same headers Next.js and proxy.ts give it. Everything else (client navigations, form
 * posts, redirects, pages rendered per request) goes on to Next.js.
 */

type Page = { bodies: Record<Encoding, Buffer>; headers: Record<string, string>; etag: string };

export type PageAnswer = { status: 200 | 304 | 410; headers: Record<string, string>; body?: Buffer };

function loadPage(distDir: string, route: string, file: string, voiceConfigured: boolean, publicPath: string): Page {
  const html = join(distDir, file);
  const identity = readFileSync(html);
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const policy = pagePolicyHeaders(publicPath, prerenderedScriptHashes(route) ?? [], voiceConfigured);
  return {
    bodies: { identity, br: readFileSync(`${html}.br`), gzip: readFileSync(`${html}.gz`) },
    etag,
    headers: {
      ...securityHeaders,
      ...policy,
      Vary: PAGE_VARY,
      "Cache-Control": PAGE_CACHE_CONTROL,
      ETag: etag,
      "Content-Type": "text/html; charset=utf-8",
    },
  };
}

/**
 * The prerendered route that answers this request as it stands, and its status, or undefined: not
 * a plain GET of a page, or an address proxy.ts redirects (an internal variant; any query but
 * `job`). The jobs and apply pages are answered from today's variant, a closed position's with
 * 410 (lib/apply-variants.ts, docs/decisions/046-positions-close-at-request-time.md).
 */
export function routeOf(req: Pick<IncomingMessage, "method" | "url" | "headers">): { route: string; path: string; status: 200 | 410 } | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  if (isFrameworkRequest(req.headers)) return undefined;
  const url = new URL(req.url ?? "/", "http://site");
  if ([...url.searchParams.keys()].some((key) => key !== "job") || publicVariantHref(url.pathname, openings())) return undefined;
  const variant = positionVariant(url.pathname, url.searchParams, req.method, openings(), today());
  return { route: variant?.path ?? url.pathname, path: url.pathname, status: variant?.status ?? 200 };
}

function readManifest(distDir: string): Record<string, string> {
  const file = join(distDir, output.prerenderedPages);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

/**
 * The pages of the build in `distDir`, each loaded on its first request (after the site's start
 * has checked the configuration); `answer` gives a request's answer, or undefined for Next.js to
 * give it. A build without the compressed files answers nothing.
 */
export function prerenderedPages(distDir: string) {
  let files: Record<string, string> | undefined;
  const pages = new Map<string, Page>();
  const pageFor = (route: string, path: string) => {
    files ??= readManifest(distDir);
    const key = `${route} ${path}`;
    let page = pages.get(key);
    if (!page && files[route]) pages.set(key, (page = loadPage(distDir, route, files[route], Boolean(siteConfig().VOICE_AGENT_ID), path)));
    return page;
  };

  /** The answer in `encoding` (chosen from the request's Accept-Encoding, server/http/encoding.ts). */
  return function answer(req: Pick<IncomingMessage, "method" | "url" | "headers">, encoding: Encoding): PageAnswer | undefined {
    const target = routeOf(req);
    const page = target && pageFor(target.route, target.path);
    if (!page) return undefined;
    const known = req.headers["if-none-match"]?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (target.status === 200 && (known?.includes(page.etag) || known?.includes("*"))) {
      const { ETag, Vary, "Cache-Control": cacheControl } = page.headers;
      return { status: 304, headers: { ETag: ETag!, Vary: Vary!, "Cache-Control": cacheControl! } };
    }
    const body = page.bodies[encoding];
    const headers = { ...page.headers, "Content-Length": String(body.length), ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }) };
    return { status: target.status, headers, body: req.method === "HEAD" ? undefined : body };
  };
}
