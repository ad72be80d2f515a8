import { fileURLToPath } from "node:url";
import type { MarkdownHeading } from "astro";
import type { MarkdownProcessor, MarkdownRenderer } from "astro/markdown";
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type PluggableList } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";

/**
 * A `markdown.processor` for Astro that runs remark and rehype plugins through unified. Astro 7's
 * own processor is Sätteri, which runs no remark or rehype plugin; the one that does, `unified()`
 * of @astrojs/markdown-remark, is not a dependency. Markdown becomes HTML through remark-parse,
 * the plugins given (GitHub-flavoured tables among them), remark-rehype (raw HTML dropped, its
 * default) and rehype-stringify: no code highlighting, and Astro's image handling does not touch
 * the images (none listed in the metadata).
 */

export type UnifiedOptions = { remarkPlugins: PluggableList; rehypePlugins: PluggableList };

export function unifiedProcessor(options: UnifiedOptions): MarkdownProcessor<UnifiedOptions> {
  return { name: "site-unified", options, createRenderer: async () => rendererOf(options) };
}

function rendererOf({ remarkPlugins, rehypePlugins }: UnifiedOptions): MarkdownRenderer {
  const processor = unified().use(remarkParse).use(remarkPlugins).use(remarkRehype).use(rehypePlugins).use(rehypeStringify);
  return {
    async render(content, { fileURL, frontmatter = {} } = {}) {
      // Plugins add to data.astro.frontmatter, as under Astro's own processors (lib/markdown/rendered.ts).
      const astro = { frontmatter: { ...frontmatter } };
      const file = new VFile({ value: content, path: fileURL && fileURLToPath(fileURL), data: { astro } });
      const tree = (await processor.run(processor.parse(file), file)) as Root;
      const code = processor.stringify(tree, file);
      return { code, metadata: { headings: headingsOf(tree), localImagePaths: [], remoteImagePaths: [], frontmatter: astro.frontmatter } };
    },
  };
}

/** Every heading with its id and text, as Astro lists a Markdown entry's headings. */
function headingsOf(tree: Root): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  visit(tree, "element", (node: Element) => {
    const level = /^h([1-6])$/.exec(node.tagName)?.[1];
    if (level) headings.push({ depth: Number(level), slug: String(node.properties.id ?? ""), text: toString(node) });
  });
  return headings;
}
