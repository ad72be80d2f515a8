import { readFileSync } from "node:fs";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { ContentError, shownPath } from "@/lib/content-rules";

/**
 * A Markdown file's front matter, read as YAML 1.2 through vfile-matter
 * (docs/decisions/045-articles-as-markdown-content.md). Astro's own parser (js-yaml, YAML 1.1)
 * turns an unquoted `published: 2026-11-26` into a Date, and a date that is not in the calendar
 * (2026-02-30) into another day without a word; the schemas (lib/content/fields.ts) check the
 * date as written.
 */
export function frontMatterOf(path: string): Record<string, unknown> {
  const file = new VFile({ path, value: readFileSync(path, "utf8") });
  try {
    matter(file);
  } catch (error) {
    throw new ContentError(`${shownPath(path)}: the front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  return file.data.matter as Record<string, unknown>;
}
