/**
 * `astro:content` for Vitest (tests/vitest.config.ts aliases it here): Astro's virtual module exists only
 * inside Astro's Vite build, so the content modules (content/articles.ts, positions.ts, proof.ts)
 * could not be imported by a test. This stands in for it by doing what `astro sync` does with the
 * project's own collection definitions (src/content.config.ts): it runs each collection's loader
 * with a loader context of its own (an in-memory store, `parseData` checking the collection's
 * schema, `renderMarkdown` and the Markdown entry type through src/markdown.ts, as
 * astro.config.ts gives them to Astro), then answers `getCollection` from what the loader stored.
 *
 * A loader that throws fails `getCollection`, and so the import of the content module that called
 * it: where the build would stop, the test's import stops. Each collection is loaded once per
 * module graph; a test that changes TEST_CONTENT_DIR calls `vi.resetModules()` and imports again.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { DataStore, Loader, LoaderContext, MetaStore } from "astro/loaders";
import { parseFrontmatter } from "astro/markdown";
import type { z } from "zod";
import { markdown } from "@/src/markdown";

export { defineCollection } from "astro/content/config";

type CollectionConfig = { loader: Loader; schema?: z.ZodType };
type StoredEntry = Parameters<DataStore["set"]>[0];
type RenderedContent = Awaited<ReturnType<LoaderContext["renderMarkdown"]>>;
export type CollectionEntry = StoredEntry & { collection: string };

/** The error Astro stops a build with when an entry's data does not match its collection's schema (InvalidContentEntryDataError), in Astro's words. */
export class InvalidContentEntryDataError extends Error {
  override name = "InvalidContentEntryDataError";
  constructor(
    collection: string,
    id: string,
    readonly loc: { file: string },
    readonly issues: z.core.$ZodIssue[],
  ) {
    super([`**${collection} → ${id}** data does not match collection schema.\n`, ...issues.map((issue) => `  **${issue.path.join(".")}**: ${issue.message}`), ""].join("\n"));
  }
}

/** The error Astro stops a build with when a Markdown file's front matter is not YAML (MarkdownError): the parser's reason, the file as its location. */
export class MarkdownError extends Error {
  override name = "MarkdownError";
  constructor(
    message: string,
    readonly loc: { file: string; line?: number; column?: number },
  ) {
    super(message);
  }
}

const root = pathToFileURL(join(process.cwd(), "/"));

/** What Astro's config gives the loaders: the project's folders and its Markdown settings (astro.config.ts's `markdown` is src/markdown.ts's). */
const config = { root, srcDir: new URL("src/", root), markdown, image: {}, prerenderConflictBehavior: "warn" } as unknown as LoaderContext["config"];

let renderer: Promise<Awaited<ReturnType<typeof markdown.processor.createRenderer>>> | undefined;
const markdownRenderer = () => (renderer ??= markdown.processor.createRenderer({ syntaxHighlight: markdown.syntaxHighlight } as never));

/** Astro's Markdown entry type (`.md` files of a glob() loader): front matter by js-yaml, the body rendered by the configured processor. */
const markdownEntryType = {
  extensions: [".md"],
  async getEntryInfo({ contents, fileUrl }: { contents: string; fileUrl: URL }) {
    try {
      const parsed = parseFrontmatter(contents, { frontmatter: "empty-with-spaces" });
      return { data: parsed.frontmatter, body: parsed.content.trim(), slug: parsed.frontmatter.slug, rawData: parsed.rawFrontmatter };
    } catch (error) {
      const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
      throw new MarkdownError(reason ?? (error as Error).message, { file: fileURLToPath(fileUrl), line: mark?.line, column: mark?.column });
    }
  },
  async getRenderFunction() {
    const processor = await markdownRenderer();
    return async (entry: { body?: string; data: Record<string, unknown>; filePath?: string }) => {
      const { code, metadata } = await processor.render(entry.body ?? "", { frontmatter: entry.data, fileURL: entry.filePath ? pathToFileURL(entry.filePath) : undefined });
      return { html: code, metadata: { ...metadata, imagePaths: [...metadata.localImagePaths, ...metadata.remoteImagePaths] } };
    };
  },
};

/** Markdown rendered as a loader's `renderMarkdown` renders it in the build: its front matter apart, the rest through src/markdown.ts's processor. */
export async function renderMarkdown(content: string, options?: { fileURL?: URL }): Promise<RenderedContent> {
  const { frontmatter, content: body } = parseFrontmatter(content);
  const { code, metadata } = await (await markdownRenderer()).render(body, { frontmatter, fileURL: options?.fileURL });
  return { html: code, metadata: { ...metadata, imagePaths: [...metadata.localImagePaths, ...metadata.remoteImagePaths] } };
}

/** A collection's store, as Astro's scoped store behaves: a plain object (loaders spread it), an entry of an unchanged digest not written again. */
function memoryStore(): { store: DataStore; entries: Map<string, StoredEntry> } {
  const entries = new Map<string, StoredEntry>();
  const store: DataStore = {
    get: ((key: string) => entries.get(key)) as DataStore["get"],
    entries: () => [...entries] as ReturnType<DataStore["entries"]>,
    values: () => [...entries.values()] as ReturnType<DataStore["values"]>,
    keys: () => [...entries.keys()],
    set: (entry) => {
      if (!entry.id) throw new Error("ID must be a non-empty string");
      if (entry.filePath?.startsWith("/")) throw new Error(`File path must be relative to the site root. Got: ${entry.filePath}`);
      if (entry.digest && entries.get(entry.id)?.digest === entry.digest) return false;
      entries.set(entry.id, entry as StoredEntry);
      return true;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    has: (key) => entries.has(key),
    addModuleImport: () => undefined,
  };
  return { store, entries };
}

function memoryMeta(): MetaStore {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key), set: (key, value) => void values.set(key, value), has: (key) => values.has(key), delete: (key) => void values.delete(key) };
}

/** Astro's integration logger, as far as loaders use it: warnings and errors to the test's output. */
function loggerFor(collection: string): LoaderContext["logger"] {
  const label = `content:${collection}`;
  const logger = {
    label,
    options: {},
    fork: () => logger,
    info: () => undefined,
    debug: () => undefined,
    warn: (message: string) => console.warn(`[${label}] ${message}`),
    error: (message: string) => console.error(`[${label}] ${message}`),
  };
  return logger as unknown as LoaderContext["logger"];
}

/** The loader context `astro sync` gives a collection's loader. */
function contextFor(collection: string, { schema }: CollectionConfig, store: DataStore): LoaderContext {
  return {
    collection,
    store,
    meta: memoryMeta(),
    logger: loggerFor(collection),
    config,
    parseData: async ({ id, data, filePath = "" }) => {
      if (!schema) return data;
      const parsed = await schema.safeParseAsync(data);
      if (!parsed.success) throw new InvalidContentEntryDataError(collection, id, { file: filePath }, parsed.error.issues);
      return parsed.data as typeof data;
    },
    renderMarkdown,
    generateDigest: (data) => createHash("sha256").update(typeof data === "string" ? data : JSON.stringify(data)).digest("hex"),
    entryTypes: new Map([[".md", markdownEntryType]]),
  } as LoaderContext;
}

const loaded = new Map<string, Promise<StoredEntry[]>>();

async function load(name: string): Promise<StoredEntry[]> {
  // Imported here, not at the top: the collections' module imports defineCollection from this one.
  const { collections } = (await import("@/src/content.config")) as unknown as { collections: Record<string, CollectionConfig> };
  const collection = collections[name];
  if (!collection) throw new Error(`The collection ${JSON.stringify(name)} is not defined in src/content.config.ts`);
  const { store, entries } = memoryStore();
  await collection.loader.load(contextFor(name, collection, store));
  return [...entries.values()];
}

/** The entries of a collection, as Astro's getCollection gives them (each with its collection's name), those `filter` keeps. */
export async function getCollection(name: string, filter?: (entry: CollectionEntry) => unknown): Promise<CollectionEntry[]> {
  if (!loaded.has(name)) loaded.set(name, load(name));
  const entries = (await loaded.get(name)!).map((entry) => ({ ...entry, collection: name }));
  return filter ? entries.filter(filter) : entries;
}
