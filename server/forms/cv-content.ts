import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import type { FileLike } from "@/lib/forms/cv";

/** What a CV's first bytes say it is. The extension must agree with the content. */
const kinds = [
  { ext: ".pdf", mime: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { ext: ".doc", mime: "application/msword", magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2
  { ext: ".docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", magic: [0x50, 0x4b, 0x03, 0x04] }, // zip: PK\x03\x04
] as const;

/**
 * A CV the site server streamed to a file as it arrived (server/http/form-posts.ts): its name,
 * size (counted to one byte past the limit) and first bytes.
 */
export type SpooledFile = FileLike & { path: string; head: Buffer };

export function spooledFile(path: string, name: string, type: string, size: number, head: Buffer): SpooledFile {
  return { path, name, type, size, head, arrayBuffer: async () => new Uint8Array(await readFile(path)).buffer };
}

const isSpooled = (file: FileLike): file is SpooledFile => typeof (file as Partial<SpooledFile>).path === "string";

/** Where a checked CV's bytes are: in memory (a post read whole, as the tests send it) or in the file the site server streamed it to. */
export type CvContent = { bytes: Buffer } | { path: string };

export type CheckedCv = { fileName: string; mime: string; size: number; content: CvContent };

/** The CV's real type by its first bytes, or undefined when the content is not the file type its name claims. */
function checked(head: Buffer, fileName: string, size: number, content: CvContent): CheckedCv | undefined {
  const name = safeFileName(fileName);
  const kind = kinds.find((k) => name.toLowerCase().endsWith(k.ext));
  if (!kind || head.length < kind.magic.length) return undefined;
  if (!kind.magic.every((byte, i) => head[i] === byte)) return undefined;
  return { fileName: name, mime: kind.mime, size, content };
}

/** A CV in memory. */
export function checkCvContent(bytes: Buffer, fileName: string): CheckedCv | undefined {
  return checked(bytes, fileName, bytes.length, { bytes });
}

/** A CV as the form's service gets it: streamed to a file by the site server, or a File (the tests, `astro dev`). */
export async function checkCvFile(file: FileLike): Promise<CheckedCv | undefined> {
  if (isSpooled(file)) return checked(file.head, file.name, file.size, { path: file.path });
  return checkCvContent(Buffer.from(await file.arrayBuffer()), file.name);
}

/** A file name safe to store and to put in a mail header: no folders, control characters or quotes. */
export function safeFileName(fileName: string): string {
  const clean = basename(fileName.replace(/\\/g, "/")).replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "cv").slice(-150);
}
