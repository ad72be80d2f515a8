import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { CV_MAX_BYTES } from "@/lib/forms/cv";
import { FORM_POST_MAX_BYTES } from "@/lib/forms/post-limit";
import { readBody } from "@/server/forms/body";
import { spooledFile, type SpooledFile } from "@/server/forms/cv-content";
import { limiterFor } from "@/server/forms/rate-limit";
import { requestInfo, type ReceivedPost } from "@/server/forms/request";
import { webHeaders } from "./headers";
import { refusalPage, type EdgeResponse } from "./refused-requests";

/**
 * Form posts to a page, received by the site server before anything else reads them
 * (docs/decisions/042-uploads-bounded-before-they-are-read.md):
 * - a large post (over LARGE_POST_BYTES: only the application, with its CV, is that large) is
 *   counted against the address's limit, and waits for one of a few slots, before a byte of it
 *   is read; a refused one gets a page (429, 503) with Retry-After;
 * - the file of a multipart post is streamed to a file as it arrives and counted (busboy); the
 *   form's service reads the spooled file (server/forms/cv-content.ts), never a buffer of it.
 */

/** Posts over this are large. A form without a file posts a few kilobytes; a CV is up to 5 MiB. */
export const LARGE_POST_BYTES = 1024 * 1024;
/** What a 503 tells the visitor to wait, in seconds. */
const BUSY_RETRY_AFTER_S = 30;
/** A file's first bytes, kept for the content check (the longest magic number is 8 bytes). */
const HEAD_BYTES = 16;

/** A few slots for large posts; a post waits for one, at most `waitMs`. */
export class PostSlots {
  private waiting: (() => void)[] = [];

  constructor(
    private free: number,
    private readonly waitMs: number,
  ) {}

  /** A slot (call the function to give it back), or undefined when none came free in time. */
  take(): Promise<(() => void) | undefined> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(this.release());
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(this.release());
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((waiter) => waiter !== grant);
        resolve(undefined);
      }, this.waitMs);
      this.waiting.push(grant);
    });
  }

  private release(): () => void {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}

const isMultipart = (req: IncomingMessage) => /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");

/** A form post as received: its text fields, its file on disk, and the form whose rate limit already counted it. */
export type ReceivedFormPost = ReceivedPost & { fields: [string, string][] };

/**
 * Receives a form post to a page, bounded before it is read: its fields and spooled file, or the
 * refusal to answer it with. The spooled file goes when the answer has left.
 */
export async function receivePost(req: IncomingMessage, res: ServerResponse, slots: PostSlots, spoolDir: string): Promise<ReceivedFormPost | EdgeResponse> {
  let countedFor: ReceivedPost["countedFor"];
  if (Number(req.headers["content-length"] ?? "0") > LARGE_POST_BYTES) {
    const verdict = await limiterFor("application").consume(requestInfo(webHeaders(req.headers)).ip);
    if (!verdict.ok) return refusalPage("rateLimited", req.url ?? "/", verdict.retryAfter);
    countedFor = "application";
    const release = await slots.take();
    if (!release) return refusalPage("busy", req.url ?? "/", BUSY_RETRY_AFTER_S);
    res.once("close", release);
  }
  const { fields, file } = isMultipart(req) ? await readMultipart(req, join(spoolDir, `${randomUUID()}.part`), spoolDir) : { fields: await urlEncodedFields(req) };
  // Kept by the application's store (moved away, or read into the database) or not: the spool goes.
  if (file) res.once("close", () => void rm(file.path, { force: true }));
  return { fields, file, countedFor };
}

/** The fields of an url-encoded post (a form without a file; the body's size was bounded by the refusals). */
async function urlEncodedFields(req: IncomingMessage): Promise<[string, string][]> {
  const body = await readBody(req, FORM_POST_MAX_BYTES);
  return [...new URLSearchParams(body?.toString("utf8") ?? "")];
}

/** The post's text fields, and its file streamed to `path` (one file: a form has one file field). */
async function readMultipart(req: IncomingMessage, path: string, spoolDir: string): Promise<{ fields: [string, string][]; file?: SpooledFile }> {
  await mkdir(spoolDir, { recursive: true });
  return new Promise((resolve, reject) => {
    const parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: CV_MAX_BYTES + 1, fieldSize: FORM_POST_MAX_BYTES },
    });
    const fields: [string, string][] = [];
    let file: Promise<SpooledFile> | undefined;
    parser.on("field", (name, value) => fields.push([name, value]));
    parser.on("file", (_name, stream, info) => {
      file = spool(stream, path, info.filename ?? "", info.mimeType);
      file.catch(() => undefined); // reported on close
    });
    parser.on("close", () => void Promise.resolve(file).then((spooled) => resolve({ fields, file: spooled }), reject));
    parser.on("error", reject);
    // A sender that goes away mid-post ends the parse (and the post) with an error, instead of leaving it waiting.
    pipeline(req, parser).catch(reject);
  });
}

/** Writes a file part to disk as it arrives, counting it; past the CV's limit busboy stops it (`truncated`). */
async function spool(stream: Readable & { truncated?: boolean }, path: string, name: string, type: string): Promise<SpooledFile> {
  let head = Buffer.alloc(0);
  stream.on("data", (chunk: Buffer) => {
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
  });
  const file = createWriteStream(path, { flags: "wx" });
  await pipeline(stream, file);
  return spooledFile(path, name, type, stream.truncated ? CV_MAX_BYTES + 1 : file.bytesWritten, head);
}
