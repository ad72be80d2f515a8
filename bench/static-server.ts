/**
 * A small static file server standing in for the CDN a static site is deployed behind (the
 * bench serves astrowind's dist/ with it): gzip for text, clean URLs (/contact → contact/index.html),
 * hashed assets cached for a year, pages revalidated by ETag, its 404 page for anything else.
 */
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The caching a CDN gives a static build: content-hashed assets for good, pages revalidated on every visit. */
export function cacheControl(path: string, hashedPrefix: string): string {
  if (path.startsWith(hashedPrefix)) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

type File = { path: string; body: Buffer; gzip: Buffer | null; type: string; etag: string };

export type StaticServer = { origin: string; stop: () => Promise<void> };

/** Serves dir on port (localhost) until stop(). hashedPrefix: the folder of content-hashed assets, e.g. "/_astro/". */
export async function serveStatic(dir: string, port: number, hashedPrefix: string): Promise<StaticServer> {
  const root = resolve(dir);
  const cache = new Map<string, File | null>();

  async function load(path: string): Promise<File | null> {
    if (cache.has(path)) return cache.get(path)!;
    const full = resolve(root, `.${path}`);
    let file: File | null = null;
    if (full.startsWith(root + sep) && (await stat(full).catch(() => null))?.isFile()) {
      const body = await readFile(full);
      const type = TYPES[extname(full)] ?? "application/octet-stream";
      const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
      file = { path, body, type, etag, gzip: COMPRESSIBLE.test(type) ? gzipSync(body, { level: 6 }) : null };
    }
    cache.set(path, file);
    return file;
  }

  /** The file a URL path names: itself, or its folder's index.html, or path.html (clean URLs). */
  async function find(urlPath: string): Promise<File | null> {
    const path = decodeURIComponent(urlPath).replace(/\/+$/, "") || "/";
    for (const candidate of [path, join(path, "index.html"), `${path}.html`]) {
      const file = await load(candidate);
      if (file) return file;
    }
    return null;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      const found = await find(url.pathname);
      const file = found ?? (await load("/404.html"));
      if (!file) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      const headers: Record<string, string> = {
        "content-type": file.type,
        "cache-control": found ? cacheControl(file.path, hashedPrefix) : "no-store",
        etag: file.etag,
        vary: "accept-encoding",
      };
      if (found && req.headers["if-none-match"] === file.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const gzip = file.gzip && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      const body = gzip ? file.gzip! : file.body;
      if (gzip) headers["content-encoding"] = "gzip";
      headers["content-length"] = String(body.length);
      res.writeHead(found ? 200 : 404, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((ok, fail) => server.once("error", fail).listen(port, "localhost", ok));
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
