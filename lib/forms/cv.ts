import type { MessageKey } from "./messages";

/** Spec: CV at most 5 MB, counted as 5*1024*1024 bytes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
/** The accept attribute of the file input. */
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** What both a browser File and the server's FormData file offer. */
export type FileLike = { name: string; size: number; type: string; arrayBuffer(): Promise<ArrayBuffer> };

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FileLike).name === "string" &&
    typeof (value as FileLike).size === "number" &&
    typeof (value as FileLike).arrayBuffer === "function"
  );
}

/** Why a chosen CV cannot be sent, by name and size (the server also checks the content). */
export function cvProblem(value: unknown): MessageKey | undefined {
  // An empty file input posts a nameless, empty file.
  if (!isFileLike(value) || (value.size === 0 && value.name === "")) return "cvRequired";
  const name = value.name.toLowerCase();
  if (!CV_EXTENSIONS.some((ext) => name.endsWith(ext))) return "cvType";
  if (value.size > CV_MAX_BYTES) return "cvTooLarge";
  if (value.size === 0) return "cvRequired";
  return undefined;
}
