import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { holdAnswer } from "@/delivery/serving/held-answer";
import { deferRenderedScripts } from "@/delivery/serving/defer-rendered-scripts";
import type { Encoding } from "./encoding";
import { routeOf } from "./prerendered-pages";
import { isFilePath, pathOf } from "./refused-requests";

/**
 * Pages rendered per request at a plain address (the 404 page) leave with their framework
 * scripts deferred as the build defers prerendered pages'
 * (docs/decisions/039-rendered-pages-scripts-on-first-interaction.md), so that a slow phone
 * downloads no framework script while the page loads either. Next.js renders them uncompressed
 * for this server, which compresses the result.
 */

/** Pages below this size are sent as they are: compressing would not pay. */
const COMPRESS_MIN_BYTES = 1024;
/** Answers worth compressing (an image asked for by typing its address is sent as it is). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)\b|image\/svg\+xml\b)/;

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
 * For a page request that reaches Next.js: its answer is sent once whole, an HTML page with its
 * scripts deferred, compressed as the client accepts (`encoding`). Any other request is left alone.
 */
export function withDeferredScripts(req: IncomingMessage, res: ServerResponse, encoding: Encoding): void {
  if (!isPageRequest(req)) return;
  holdAnswer(req, res, (whole, type) => {
    let body = /^text\/html\b/.test(type) ? Buffer.from(deferRenderedScripts(whole.toString("utf8"))) : whole;
    if (COMPRESSIBLE.test(type) && body.length >= COMPRESS_MIN_BYTES && encoding !== "identity" && !res.getHeader("content-encoding")) {
      body = compress(body, encoding);
      res.setHeader("Content-Encoding", encoding);
    }
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    return body;
  });
}
