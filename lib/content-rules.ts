import { relative } from "node:path";

/**
 * How the Astro build reports content that breaks its rules (src/content.config.ts and
 * content/collections/): one error naming every file and field, so that a writer who is no
 * developer can act on it (docs/decisions/045-articles-as-markdown-content.md).
 */

/** A content file that breaks its rules; the message names the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** A path as messages name it: from the project root (the working directory of every command). */
export const shownPath = (path: string) => relative(process.cwd(), path) || path;

/** Throws one ContentError with every problem, one a line. */
export function throwIfAny(problems: readonly string[]): void {
  if (problems.length > 0) throw new ContentError(`Content that breaks its rules:\n  ${problems.join("\n  ")}`);
}

/** A problem for every value of `key` that two files share, naming both files and the field. */
export function duplicates<T extends { id: string }>(entries: readonly T[], field: string, key: (entry: T) => string | number): string[] {
  const seen = new Map<string | number, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const value = key(entry);
    const first = seen.get(value);
    if (first) problems.push(`${entry.id}: field "${field}": "${value}" is already used by ${first}`);
    else seen.set(value, entry.id);
  }
  return problems;
}
