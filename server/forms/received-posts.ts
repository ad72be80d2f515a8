import "server-only";
import { readFile } from "node:fs/promises";
import type { FileLike } from "@/lib/forms/cv";
import { serverState } from "../runtime";
import type { FormName } from "./rate-limit";

/**
 * What the site server did with a form post before Next.js read it (server/http/form-posts.ts):
 * the CV it streamed to a file as it arrived, and the rate limit it already counted. The post
 * reaches the form's action without the file; this record, found by the header the site server
 * set, stands for it.
 */
export type ReceivedPost = { file?: SpooledFile; countedFor?: FormName };

/** A file of a form post, on disk: its name, size (counted to one byte past the limit) and first bytes. */
export type SpooledFile = FileLike & { path: string; head: Buffer };

/** The request header with the record's id: set by the site server only (it removes a client's). */
export const RECEIVED_POST_HEADER = "x-site-received-post";

const received = () => (serverState().receivedPosts ??= new Map()) as Map<string, ReceivedPost>;

export function rememberPost(id: string, post: ReceivedPost): void {
  received().set(id, post);
}

export function forgetPost(id: string): void {
  received().delete(id);
}

/** The record of the request with these headers; none for a request the site server did not receive (under `next dev`). */
export function receivedPost(headers: Headers): ReceivedPost | undefined {
  const id = headers.get(RECEIVED_POST_HEADER);
  return id ? received().get(id) : undefined;
}

export function spooledFile(path: string, name: string, type: string, size: number, head: Buffer): SpooledFile {
  return { path, name, type, size, head, arrayBuffer: async () => new Uint8Array(await readFile(path)).buffer };
}

export function isSpooled(file: FileLike): file is SpooledFile {
  return "path" in file && typeof (file as SpooledFile).path === "string";
}
