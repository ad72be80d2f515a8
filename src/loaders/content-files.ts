import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { glob, type DataStore, type Loader, type LoaderContext, type ParseDataOptions } from "astro/loaders";
import { entriesIn, type CollectionFile } from "@/content/collections/collection-files";
import { contentFolders } from "@/lib/content/folders";
import { shownPath, throwIfAny } from "@/lib/content-rules";
import { renderFields } from "@/lib/markdown/rendered-fields";
import { frontMatterOf } from "./front-matter";

/**
 * Astro's glob() loader over the Markdown files of content/<kind>, and of <kind> under
 * TEST_CONTENT_DIR when that is set (lib/content/folders.ts: the end-to-end build's fixtures).
 * An entry's id is its file's path from the project root ("content/articles/fi/x.md"), as every
 * message names it; the collection's schema checks the front matter as ./front-matter.ts reads
 * it (YAML 1.2), then the rules that span the files are checked.
 */

export type ContentFilesOptions<T> = {
  /** Front matter fields written in Markdown, by name ("en.description"): rendered into the entry's data (lib/markdown/rendered-fields.ts). */
  markdownFields?: (data: T) => Record<string, string>;
  /** The rules that span the files (a key used twice), each problem naming the file: any stops the build. */
  problems?: (entries: CollectionFile<T>[]) => string[];
};

export function contentFiles<T>(kinds: readonly string[], options: ContentFilesOptions<T> = {}): Loader {
  const folders = kinds.flatMap(contentFolders);
  return {
    name: "content-files",
    load: async (context) => {
      // Every build reads and checks every file again: a check may depend on another file (an image under public/).
      context.store.clear();
      // A folder without files is left out: glob() would warn of it, and an empty folder is a designed state (README, "Adding a testimonial or a case study").
      for (const folder of folders.filter(holdsMarkdown)) {
        await filesIn(folder).load({ ...context, store: storeOf(context.store, folder), parseData: parseFrontMatter(context, options) });
      }
      throwIfAny(options.problems?.(entriesIn(context.store.values() as CollectionFile<T>[], folders)) ?? []);
    },
  };
}

const filesIn = (folder: string) => glob({ base: pathToFileURL(folder), pattern: "*.md", generateId: ({ entry }) => shownPath(join(folder, entry)), retainBody: false });

/** The store as one folder's glob() sees it: glob() forgets the entries it did not read, so it is shown its folder's only. */
function storeOf(store: DataStore, folder: string): DataStore {
  return { ...store, keys: () => store.keys().filter((id) => resolve(dirname(id)) === folder) };
}

/** The collection's parseData, given the front matter as ./front-matter.ts reads it and adding the rendered Markdown fields. */
function parseFrontMatter<T>(context: LoaderContext, { markdownFields }: ContentFilesOptions<T>): LoaderContext["parseData"] {
  return async <TData extends Record<string, unknown>>({ id, filePath = id }: ParseDataOptions<TData>) => {
    const data = await context.parseData({ id, filePath, data: frontMatterOf(filePath) });
    if (!markdownFields) return data as TData;
    const rendered = await renderFields(id, markdownFields(data as T), (markdown) => context.renderMarkdown(markdown));
    return { ...data, ...rendered } as Record<string, unknown> as TData;
  };
}

const holdsMarkdown = (folder: string) => existsSync(folder) && readdirSync(folder).some((name) => name.endsWith(".md"));
