import { throwIfAny } from "@/lib/content-rules";
import { problemsOf, renderedOf, type AstroRendered, type Rendered } from "./rendered";

/**
 * Markdown written in a front matter field (a position's description), rendered when its
 * collection is loaded (src/loaders/content-files.ts) and kept in the entry's data beside the
 * fields, for the pages to show as HTML (content/collections/rendered-markdown.ts).
 */

/** A field's Markdown and what it became, by the field's name ("en.description"). */
export type RenderedFields = Record<string, Rendered & { markdown: string }>;

const KEY = "renderedFields";

/** Renders each field with Astro's Markdown (the loader's renderMarkdown); throws naming the file and field of every rule broken. */
export async function renderFields(file: string, fields: Record<string, string>, render: (markdown: string) => Promise<AstroRendered>): Promise<{ [KEY]: RenderedFields }> {
  const rendered: RenderedFields = {};
  const problems: string[] = [];
  for (const [field, markdown] of Object.entries(fields)) {
    const result = await render(markdown);
    problems.push(...problemsOf(result).map((problem) => `${file}: field "${field}": ${problem}`));
    rendered[field] = { markdown, ...renderedOf(result) };
  }
  throwIfAny(problems);
  return { [KEY]: rendered };
}

/** The rendered fields kept in an entry's data (none when its loader renders none). */
export const renderedFieldsOf = (data: object | undefined): RenderedFields => ((data as Record<string, unknown> | undefined)?.[KEY] as RenderedFields | undefined) ?? {};

/** The entry's data as its schema gave it, without the rendered fields. */
export const withoutRenderedFields = <T extends object>(data: T): T => Object.fromEntries(Object.entries(data).filter(([key]) => key !== KEY)) as T;
