import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type { z } from "zod";

/**
 * Content people edit, read from folders of Markdown files with YAML front matter
 * (docs/decisions/045-articles-as-markdown-content.md). One loader for every kind (articles,
 * positions, and later case studies): it checks each file's front matter against the kind's zod
 * schema and stops the build with a message that names the file and the field.
 */

/** A content file that breaks its rules; the message names the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

export type Entry<T> = {
  /** The file's path from the project root, as messages name it: "content/articles/fi/x.md". */
  file: string;
  /** The file's name without ".md": an article's slug, a position's id. */
  name: string;
  data: T;
  /** The Markdown after the front matter. */
  body: string;
};

/** Where content paths are named from: the project root (the working directory of every command). */
const shown = (path: string) => relative(process.cwd(), path) || path;

function issueText(file: string, issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join(".") : "(front matter)";
  return `${file}: field "${field}": ${issue.message}`;
}

function parse<S extends z.ZodType>(path: string, schema: S): Entry<z.output<S>> | string[] {
  const file = shown(path);
  const vfile = new VFile({ path, value: readFileSync(path, "utf8") });
  try {
    matter(vfile, { strip: true });
  } catch (error) {
    return [`${file}: the front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`];
  }
  const parsed = schema.safeParse(vfile.data.matter);
  if (!parsed.success) return parsed.error.issues.map((issue) => issueText(file, issue));
  const name = path.slice(path.lastIndexOf("/") + 1, -".md".length);
  return { file, name, data: parsed.data, body: String(vfile.value) };
}

/**
 * Every `*.md` file of the folders, in name order, checked against `schema`: the files that pass,
 * and a problem (naming the file and the field) for each thing wrong with the others. A folder
 * that does not exist holds nothing.
 */
export function readCollection<S extends z.ZodType>(dirs: readonly string[], schema: S): { entries: Entry<z.output<S>>[]; problems: string[] } {
  const entries: Entry<z.output<S>>[] = [];
  const problems: string[] = [];
  for (const dir of dirs.filter((d) => existsSync(d))) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".md")).sort()) {
      const result = parse(join(dir, name), schema);
      if (Array.isArray(result)) problems.push(...result);
      else entries.push(result);
    }
  }
  return { entries, problems };
}

/** Throws one ContentError with every problem, one a line. */
export function throwIfAny(problems: readonly string[]): void {
  if (problems.length > 0) throw new ContentError(`Content that breaks its rules:\n  ${problems.join("\n  ")}`);
}

/** A problem for every value of `key` that two entries share, naming both files and the field. */
export function duplicates<T>(entries: readonly Entry<T>[], field: string, key: (entry: Entry<T>) => string | number): string[] {
  const seen = new Map<string | number, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const value = key(entry);
    const first = seen.get(value);
    if (first) problems.push(`${entry.file}: field "${field}": "${value}" is already used by ${first}`);
    else seen.set(value, entry.file);
  }
  return problems;
}
