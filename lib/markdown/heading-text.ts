import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/**
 * Runs `transform` over the text of every heading (e.g. soft hyphens in long Finnish compounds,
 * content/hyphenation.ts). Placed after rehype-slug, so the ids are made from the words themselves.
 */
export function rehypeHeadingText(transform: (text: string) => string) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (!/^h[1-6]$/.test(node.tagName)) return;
      visit(node, "text", (text) => {
        text.value = transform(text.value);
      });
    });
  };
}
