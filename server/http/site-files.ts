import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PAGE_CACHE_CONTROL } from "@/lib/page-cache-control";
import { baseSecurityHeaders, permissionsPolicy } from "@/lib/security/policy";
import { siteConfig } from "@/lib/site-config";
import type { Encoding } from "./encoding";
import { nonPageHeaders } from "./headers";

/**
 * The built site's files (Astro's dist/client: prerendered pages, share images, feeds, the
 * bundled assets), answered from memory, compressed once on their first request
 * (docs/decisions/035-prerendered-pages-served-precompressed.md). A page carries the policy
 * Astro computed for it (`_headers.json`, docs/decisions/061-astro-islands.md).
 */

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".json": "application/json",
};
const compressible = new Set([".html", ".css", ".js", ".xml", ".txt", ".svg", ".json"]);
/** Files the build names by their content: cached for good. */
const HASHED_PREFIX = "/_astro/";
const FILE_CACHE_CONTROL = "public, max-age=3600";
const SHARE_IMAGE_PREFIX = "/og/";
/** Browsers ask for /favicon.ico on their own: the SVG icon answers. */
const aliases: Record<string, string> = { "/favicon.ico": "/icon.svg" };

type SiteFile = { bodies: Partial<Record<Encoding, Buffer>>; headers: Record<string, string>; etag: string };

export type FileAnswer = { status: 200 | 304; headers: Record<string, string>; body?: Buffer };

/** The file a path names: a page's HTML (`/about` → about.html, `/` → index.html) or the file itself. */
function fileOf(clientDir: string, path: string): string | undefined {
  let clean: string;
  try {
    clean = normalize(decodeURIComponent(path));
  } catch {
    return undefined; // a malformed escape names no file
  }
  if (clean.includes("\0")) return undefined;
  const file = join(clientDir, extname(clean) ? clean : clean === "/" ? "/index.html" : `${clean.replace(/\/$/, "")}.html`);
  return file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

function pageHeaders(policies: Map<string, string>, path: string): Record<string, string> {
  const policy = policies.get(path);
  return {
    ...baseSecurityHeaders,
    ...(policy ? { "Content-Security-Policy": policy } : {}),
    "Permissions-Policy": permissionsPolicy({ voice: Boolean(siteConfig().VOICE_AGENT_ID) }),
    Vary: "Accept-Encoding",
    "Cache-Control": PAGE_CACHE_CONTROL,
  };
}

/** A file's headers: hashed assets are kept for good; share images may be embedded by other sites' link previews. */
function fileHeaders(path: string, compress: boolean): Record<string, string> {
  return {
    ...nonPageHeaders,
    ...(compress ? { Vary: "Accept-Encoding" } : {}),
    ...(path.startsWith(SHARE_IMAGE_PREFIX) ? { "Cross-Origin-Resource-Policy": "cross-origin" } : {}),
    "Cache-Control": path.startsWith(HASHED_PREFIX) ? "public, max-age=31536000, immutable" : FILE_CACHE_CONTROL,
  };
}

function loadFile(file: string, path: string, policies: Map<string, string>): SiteFile {
  const identity = readFileSync(file);
  const extension = extname(file);
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const compress = compressible.has(extension);
  const bodies: SiteFile["bodies"] = compress
    ? { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) }
    : { identity };
  const base = extension === ".html" ? pageHeaders(policies, path) : fileHeaders(path, compress);
  // The feeds are RSS (site/blog/feed.ts).
  const type = path.endsWith("/rss.xml") ? "application/rss+xml; charset=utf-8" : (types[extension] ?? "application/octet-stream");
  return { bodies, etag, headers: { ...base, ETag: etag, "Content-Type": type } };
}

function readPolicies(distDir: string): Map<string, string> {
  const file = join(distDir, "_headers.json");
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(readFileSync(file, "utf8")) as { pathname: string; headers: { key: string; value: string }[] }[];
  return new Map(entries.flatMap(({ pathname, headers }) => headers.filter((h) => h.key === "Content-Security-Policy").map((h) => [pathname, h.value] as const)));
}

/** The files of the build in `distDir`, each read on its first request; `answer` is undefined for a path with no file. */
export function siteFiles(distDir: string) {
  const clientDir = join(distDir, "client");
  const files = new Map<string, SiteFile | null>();
  let policies: Map<string, string> | undefined;
  const fileFor = (path: string) => {
    if (!files.has(path)) {
      const file = fileOf(clientDir, aliases[path] ?? path);
      policies ??= readPolicies(distDir);
      files.set(path, file ? loadFile(file, path, policies) : null);
    }
    return files.get(path) ?? undefined;
  };

  return function answer(req: Pick<IncomingMessage, "method" | "headers">, path: string, encoding: Encoding): FileAnswer | undefined {
    const file = fileFor(path);
    if (!file) return undefined;
    const known = req.headers["if-none-match"]?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (known?.includes(file.etag) || known?.includes("*")) {
      const { ETag, Vary, "Cache-Control": cacheControl } = file.headers;
      return { status: 304, headers: { ETag: ETag!, ...(Vary ? { Vary } : {}), "Cache-Control": cacheControl! } };
    }
    const chosen = file.bodies[encoding] ? encoding : "identity";
    const body = file.bodies[chosen]!;
    const headers = { ...file.headers, "Content-Length": String(body.length), ...(chosen === "identity" ? {} : { "Content-Encoding": chosen }) };
    return { status: 200, headers, body: req.method === "HEAD" ? undefined : body };
  };
}
