import "server-only";
import { basename } from "node:path";

/** What a CV's first bytes say it is. The extension must agree with the content. */
const kinds = [
  { ext: ".pdf", mime: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { ext: ".doc", mime: "application/msword", magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2
  {
    ext: ".docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    magic: [0x50, 0x4b, 0x03, 0x04], // zip: PK\x03\x04
  },
] as const;

export type CheckedCv = { bytes: Buffer; fileName: string; mime: string };

/** The CV's real type by magic bytes, or undefined when the content is not the file type its name claims. */
export function checkCvContent(bytes: Buffer, fileName: string): CheckedCv | undefined {
  const name = safeFileName(fileName);
  const kind = kinds.find((k) => name.toLowerCase().endsWith(k.ext));
  if (!kind || bytes.length < kind.magic.length) return undefined;
  if (!kind.magic.every((byte, i) => bytes[i] === byte)) return undefined;
  return { bytes, fileName: name, mime: kind.mime };
}

/** A file name safe to store and to put in a mail header: no folders, control characters or quotes. */
export function safeFileName(fileName: string): string {
  const clean = basename(fileName.replace(/\\/g, "/")).replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "cv").slice(-150);
}
