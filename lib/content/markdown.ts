import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Root } from "hast";
import type { Root as MdRoot } from "mdast";
import { toString } from "hast-util-to-string";
import { imageSize } from "image-size";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { ContentError } from "./collection";

/**
 * Markdown to HTML at build time, through unified (remark, GitHub-flavoured Markdown for tables,
 * rehype): headings get ids and link to themselves, images must be local files under public/
 * and get their size and lazy loading. Raw HTML in the Markdown is dropped, never passed on.
 */

export type Heading = { id: string; text: string; depth: 2 | 3 };

export type Rendered = { html: string; headings: Heading[]; words: number };

export type RenderOptions = {
  /** Named in messages: "content/articles/fi/x.md". */
  file: string;
  /** The folder an image's "/path" is read from (public/). */
  publicDir?: string;
  /** Display text of headings (e.g. soft hyphens in long Finnish compounds). */
  headingText?: (text: string) => string;
};

const isHeading = (node: Element) => /^h[1-6]$/.test(node.tagName);

/** Raw HTML would be dropped without a word; the writer is told instead. */
function noRawHtml(problems: string[]) {
  return () => (tree: MdRoot) => {
    visit(tree, "html", (node) => {
      problems.push(`HTML in the text (${node.value.slice(0, 40)}): write Markdown only`);
    });
  };
}

/** Fails on what a page must not get from an article: a second level-1 heading, a remote or missing image, an image without alt text. */
function checkAndSize(problems: string[], { publicDir = join(process.cwd(), "public") }: RenderOptions) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "h1") problems.push("a level-1 heading (# …) in the body: the title is the page's only one; start sections at ##");
      if (node.tagName !== "img") return;
      const src = String(node.properties.src ?? "");
      if (!String(node.properties.alt ?? "").trim()) problems.push(`the image ${src} has no alt text: write it in ![…](${src})`);
      if (!src.startsWith("/") || src.startsWith("//")) {
        problems.push(`the image ${src} is not a local file: put it under public/ and write its path from there, e.g. /images/blog/x.png`);
        return;
      }
      const path = join(/*turbopackIgnore: true*/ publicDir, decodeURI(src));
      if (!existsSync(/*turbopackIgnore: true*/ path)) {
        problems.push(`the image ${src} does not exist (public${src})`);
        return;
      }
      const { width, height } = imageSize(readFileSync(/*turbopackIgnore: true*/ path));
      Object.assign(node.properties, { width, height, loading: "lazy", decoding: "async" });
    });
  };
}

/** Runs `headingText` over the text of every heading, after the ids are made from the words themselves. */
function headingDisplay(transform: (text: string) => string) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (!isHeading(node)) return;
      visit(node, "text", (text) => {
        text.value = transform(text.value);
      });
    });
  };
}

function outline(tree: Root): Heading[] {
  const headings: Heading[] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "h2" || node.tagName === "h3") {
      headings.push({ id: String(node.properties.id), text: toString(node), depth: node.tagName === "h2" ? 2 : 3 });
    }
  });
  return headings;
}

/** The HTML of a Markdown text, its section headings and its word count; throws naming the file when the text breaks the rules above. */
export function renderMarkdown(markdown: string, options: RenderOptions): Rendered {
  const problems: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(noRawHtml(problems))
    .use(remarkRehype)
    .use(checkAndSize(problems, options))
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-link"] } })
    .use(headingDisplay(options.headingText ?? ((text) => text)));
  const tree = processor.runSync(processor.parse(markdown));
  if (problems.length > 0) throw new ContentError(problems.map((p) => `${options.file}: ${p}`).join("\n  "));
  const words = toString(tree).split(/\s+/).filter(Boolean).length;
  const html = unified().use(rehypeStringify).stringify(tree);
  return { html, headings: outline(tree), words };
}
