import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { FRAMEWORK_DATA_ID, GATE_ID } from "@/lib/framework-gate.mjs";
import type { Encoding } from "./encoding";
import { routeOf } from "./prerendered-pages";
import { isFilePath, pathOf } from "./refused-requests";

/**
 * Pages rendered per request at a plain address (the 404 page) get what the build gives
 * prerendered pages (docs/decisions/039-rendered-pages-scripts-on-first-interaction.md):
 * their framework script tags and script preloads leave the HTML for the gate's JSON block
 * (lib/framework-gate.mjs), so that a slow phone downloads no framework script while the page
 * loads either. Next.js renders them uncompressed for this server, which compresses the result.
 */

/** Next.js's internal: its script tags and script preloads as it writes them into a page rendered per request (with a nonce). */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)"(?: async="")?(?: nonce="[^"]*")?(?: async="")?><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\shref="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
/** Pages below this size are sent as they are: compressing would not pay. */
const COMPRESS_MIN_BYTES = 1024;
/** Answers worth compressing (an image asked for by typing its address is sent as it is). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)\b|image\/svg\+xml\b)/;

/**
 * The page with its framework scripts listed in the gate's JSON block instead of loading with
 * it; the flight data stays inline (the gate then only adds the scripts). A page without the
 * gate, or without such scripts, is returned as it is: it then loads them as Next.js wrote it.
 */
export function deferRenderedScripts(html: string): string {
  if (!html.includes(`<script id="${GATE_ID}">`) || html.includes(`id="${FRAMEWORK_DATA_ID}"`) || !html.includes("</body>")) return html;
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  const rewritten = html.replace(SCRIPT_TAG, "").replace(SCRIPT_PRELOAD, "");
  const data = JSON.stringify({ scripts });
  return rewritten.replace("</body>", `<script type="application/json" id="${FRAMEWORK_DATA_ID}">${data}</script></body>`);
}

type RequestHead = Pick<IncomingMessage, "method" | "url" | "headers">;

/** A plain GET (or HEAD) of a page's address: not a file, not the client router's request for a payload. */
export function isPageAddress(req: RequestHead): boolean {
  return routeOf(req) !== undefined && !isFilePath(pathOf(req.url));
}

/** Such a request asked for as a page (a static file keeps Next.js's own answer, whatever its Accept says). */
export function isPageRequest(req: RequestHead): boolean {
  return isPageAddress(req) && /\btext\/html\b/.test(req.headers.accept ?? "");
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === "gzip" ? gzipSync(body) : body;
}

/**
 * For a page request that reaches Next.js: asks it for the page uncompressed, holds its answer
 * back, and sends it once whole, an HTML page with its scripts deferred, compressed as the
 * client accepts (`encoding`). Any other request is left alone.
 */
export function withDeferredScripts(req: IncomingMessage, res: ServerResponse, encoding: Encoding): void {
  if (!isPageRequest(req)) return;
  delete req.headers["accept-encoding"];
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  const chunks: Buffer[] = [];
  let status = 200;
  let reason: string | undefined;

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as OutgoingHttpHeaders | undefined;
    reason = rest.find((arg) => typeof arg === "string") as string | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    return res;
  }) as typeof res.writeHead;
  res.flushHeaders = () => {};
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : "utf8"));
    const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    done?.();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") res.write(chunk as Buffer);
    let body: Buffer = Buffer.concat(chunks);
    const type = String(res.getHeader("content-type") ?? "");
    if (/^text\/html\b/.test(type)) body = Buffer.from(deferRenderedScripts(body.toString("utf8")));
    const compressed = COMPRESSIBLE.test(type) && body.length >= COMPRESS_MIN_BYTES && encoding !== "identity" && !res.getHeader("content-encoding");
    if (compressed) {
      body = compress(body, encoding);
      res.setHeader("Content-Encoding", encoding);
    }
    res.setHeader("Content-Length", String(body.length));
    res.removeHeader("Transfer-Encoding");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    writeHead(status, reason);
    const done = [chunk, ...rest].find((arg) => typeof arg === "function") as (() => void) | undefined;
    return end(body, done); // a HEAD's response sends no body (Node.js knows the request's method)
  }) as typeof res.end;
}
