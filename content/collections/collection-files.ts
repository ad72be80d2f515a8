import { basename, dirname, resolve } from "node:path";
import type { AstroRendered } from "@/lib/markdown/rendered";

/**
 * An entry of a content collection (src/content.config.ts) as the Astro build's content modules
 * read it: its id is its file's path from the project root (src/loaders/content-files.ts).
 */
export type CollectionFile<T> = { id: string; data: T; rendered?: AstroRendered };

/** The file's name without ".md": an article's slug, a position's or a testimonial's id. */
export const nameOf = (entry: CollectionFile<unknown>) => basename(entry.id, ".md");

const byFileName = (a: CollectionFile<unknown>, b: CollectionFile<unknown>) => {
  const [x, y] = [basename(a.id), basename(b.id)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The entries of the folders, folder by folder and each in file name order: the same order whatever order the loader stored them in. */
export function entriesIn<T>(entries: readonly CollectionFile<T>[], folders: readonly string[]): CollectionFile<T>[] {
  return folders.flatMap((folder) => entries.filter((entry) => resolve(dirname(entry.id)) === resolve(folder)).sort(byFileName));
}
