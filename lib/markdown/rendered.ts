import type { VFile } from "vfile";

/**
 * What Markdown becomes in the Astro build: its HTML, its section headings and its word count,
 * as Astro keeps them for a rendered content entry (entry.rendered). The plugins of src/markdown.ts
 * hand the word count and the rules a text breaks to the content modules through Astro's channel
 * for values plugins compute, the entry's front matter as the plugins leave it (metadata.frontmatter).
 */

/** A section heading (## or ###) and the id its link points to. */
export type Heading = { id: string; text: string; depth: 2 | 3 };

export type Rendered = { html: string; headings: Heading[]; words: number };

/** A rendered entry as Astro stores it (entry.rendered, or what a loader's renderMarkdown returns). */
export type AstroRendered = { html: string; metadata?: Record<string, unknown> };

type AstroHeading = { depth: number; slug: string; text: string };

/** The front matter the plugins may add to: the file's data.astro.frontmatter, as Astro's Markdown processors hand it over. */
function pluginFrontmatter(file: VFile): Record<string, unknown> {
  const data = file.data as { astro?: { frontmatter?: Record<string, unknown> } };
  data.astro ??= {};
  data.astro.frontmatter ??= {};
  return data.astro.frontmatter;
}

/** Notes a rule the text breaks; the content module throws them all, naming the file (lib/content-rules.ts). */
export function recordProblem(file: VFile, problem: string): void {
  const frontmatter = pluginFrontmatter(file);
  frontmatter.markdownProblems = [...problemsIn(frontmatter), problem];
}

export function recordWords(file: VFile, words: number): void {
  pluginFrontmatter(file).words = words;
}

function problemsIn(frontmatter: unknown): string[] {
  const problems = (frontmatter as { markdownProblems?: unknown } | undefined)?.markdownProblems;
  return Array.isArray(problems) ? problems.map(String) : [];
}

/** The rules a rendered text breaks, as the plugins noted them. */
export const problemsOf = (rendered: AstroRendered): string[] => problemsIn(rendered.metadata?.frontmatter);

/** The HTML, the ## and ### headings and the word count of a rendered text. */
export function renderedOf({ html, metadata = {} }: AstroRendered): Rendered {
  const headings = ((metadata.headings ?? []) as AstroHeading[])
    .filter((h): h is AstroHeading & { depth: 2 | 3 } => h.depth === 2 || h.depth === 3)
    .map(({ slug, text, depth }) => ({ id: slug, text, depth }));
  const words = Number((metadata.frontmatter as { words?: unknown } | undefined)?.words ?? 0);
  return { html, headings, words };
}
