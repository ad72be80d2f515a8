import { readFile } from "node:fs/promises";
import type { FileLike } from "@/lib/forms/cv";
import type { FormName } from "./rate-limit";

/**
 * What the site server did with a form post before its form's service read it
 * (server/http/form-posts.ts): the CV it streamed to a file as it arrived, and the rate limit it
 * already counted.
 */
export type ReceivedPost = { file?: SpooledFile; countedFor?: FormName };

/** A file of a form post, on disk: its name, size (counted to one byte past the limit) and first bytes. */
export type SpooledFile = FileLike & { path: string; head: Buffer };

export function spooledFile(path: string, name: string, type: string, size: number, head: Buffer): SpooledFile {
  return { path, name, type, size, head, arrayBuffer: async () => new Uint8Array(await readFile(path)).buffer };
}

export function isSpooled(file: FileLike): file is SpooledFile {
  return "path" in file && typeof (file as SpooledFile).path === "string";
}
