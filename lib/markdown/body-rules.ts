import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Root } from "hast";
import { imageSize } from "image-size";
import type { Root as MdRoot } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { recordProblem } from "./rendered";

/**
 * What a page must not get from a Markdown text, as unified plugins (docs/decisions/045-articles-as-markdown-content.md):
 * raw HTML, a second level-1 heading, a remote or missing image, an image without alt text.
 * Each breach is noted for the content module to report with the file's name; local images get
 * their size and lazy loading.
 */

/** Raw HTML would be dropped without a word; the writer is told instead. */
export function remarkRefuseHtml() {
  return (tree: MdRoot, file: VFile) => {
    visit(tree, "html", (node) => recordProblem(file, `HTML in the text (${node.value.slice(0, 40)}): write Markdown only`));
  };
}

/** Checks the level-1 headings and the images; sizes the images found under `publicDir` (public/). */
export function rehypeCheckBody({ publicDir = join(process.cwd(), "public") } = {}) {
  return (tree: Root, file: VFile) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "h1") recordProblem(file, "a level-1 heading (# …) in the body: the title is the page's only one; start sections at ##");
      if (node.tagName === "img") checkAndSizeImage(node, publicDir, file);
    });
  };
}

function checkAndSizeImage(node: Element, publicDir: string, file: VFile): void {
  const src = String(node.properties.src ?? "");
  if (!String(node.properties.alt ?? "").trim()) recordProblem(file, `the image ${src} has no alt text: write it in ![…](${src})`);
  if (!src.startsWith("/") || src.startsWith("//")) {
    recordProblem(file, `the image ${src} is not a local file: put it under public/ and write its path from there, e.g. /images/blog/x.png`);
    return;
  }
  const path = join(publicDir, decodeURI(src));
  if (!existsSync(path)) {
    recordProblem(file, `the image ${src} does not exist (public${src})`);
    return;
  }
  const { width, height } = imageSize(readFileSync(path));
  Object.assign(node.properties, { width, height, loading: "lazy", decoding: "async" });
}
