import type { AstroUserConfig } from "astro";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { hyphenate } from "@/content/hyphenation";
import { rehypeCheckBody, remarkRefuseHtml } from "@/lib/markdown/body-rules";
import { rehypeHeadingText } from "@/lib/markdown/heading-text";
import { rehypeWordCount } from "@/lib/markdown/word-count";
import { unifiedProcessor } from "./markdown-processor";

/**
 * astro.config.ts's `markdown`: how Astro renders the content collections' Markdown
 * (src/content.config.ts) through unified (docs/decisions/045-articles-as-markdown-content.md):
 * GitHub-flavoured Markdown, raw HTML refused, the body's rules checked. Headings get ids and link
 * to themselves, then soft hyphens in their text; the rules a text breaks and its word count go
 * to the content modules (content/collections/).
 */
export const markdown = {
  syntaxHighlight: false,
  processor: unifiedProcessor({
    remarkPlugins: [remarkGfm, remarkRefuseHtml],
    rehypePlugins: [
      rehypeCheckBody,
      rehypeSlug,
      [rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-link"] } }],
      [rehypeHeadingText, hyphenate],
      rehypeWordCount,
    ],
  }),
} satisfies AstroUserConfig["markdown"];
