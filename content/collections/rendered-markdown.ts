import { getCollection } from "astro:content";
import type { Heading, Rendered } from "@/lib/markdown/rendered";
import { renderedFieldsOf } from "@/lib/markdown/rendered-fields";
import type { CollectionFile } from "./collection-files";

/**
 * Markdown of a front matter field as HTML, for the one page code that shows such a field: a
 * position's description (site/positions-as-shown.ts). Nothing is rendered here: the HTML is the
 * one the positions collection rendered with Astro's Markdown when it was loaded
 * (src/content.config.ts's markdownFields), so only `file` of the options is read.
 */

export type { Heading, Rendered };

export type RenderOptions = {
  /** Named in messages: "content/articles/fi/x.md". */
  file: string;
  /** The folder an image's "/path" is read from (public/). */
  publicDir?: string;
  /** Display text of headings (e.g. soft hyphens in long Finnish compounds). */
  headingText?: (text: string) => string;
};

const positionFiles: CollectionFile<object>[] = await getCollection("positions");

/** The rendering of `markdown`, a field of the collection entry `file`; throws when its collection did not render it. */
export function renderMarkdown(markdown: string, { file }: RenderOptions): Rendered {
  const fields = renderedFieldsOf(positionFiles.find((entry) => entry.id === file)?.data);
  const field = Object.values(fields).find((rendered) => rendered.markdown === markdown);
  if (!field) throw new Error(`${file}: this Markdown was not rendered with its collection: name its field in the loader's markdownFields (src/content.config.ts)`);
  const { html, headings, words } = field;
  return { html, headings, words };
}
