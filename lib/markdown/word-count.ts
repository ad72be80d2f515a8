import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import type { VFile } from "vfile";
import { recordWords } from "./rendered";

/** Counts the words of the rendered text, for the article's minutes to read; placed last, it counts what the page shows. */
export function rehypeWordCount() {
  return (tree: Root, file: VFile) => recordWords(file, toString(tree).split(/\s+/).filter(Boolean).length);
}
