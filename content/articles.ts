import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { z } from "zod";
import { ContentError, duplicates, readCollection, throwIfAny, type Entry } from "@/lib/content/collection";
import { contentFolders, previewing } from "@/lib/content/folders";
import { renderMarkdown, type Heading } from "@/lib/content/markdown";
import { isoDay, localImagePath } from "@/lib/content/fields";
import { languages, type Lang } from "@/lib/i18n";
import { reservedSlugs } from "@/lib/routes";
import { hyphenate } from "./hyphenation";
import { MAX_DESCRIPTION_LENGTH } from "./meta";
import type { ServiceId } from "./prices";
import { tagIds, type TagId } from "./tags";

/**
 * The blog's articles: Markdown files in content/articles/en and content/articles/fi, their front
 * matter checked against the schema below when the site is built (README, "Writing an article";
 * docs/decisions/045-articles-as-markdown-content.md).
 */

/** What an article's `section` may be: the services. */
export const articleSections = ["chatAssistant", "phoneReceptionist", "aiSeo", "leadQualifier"] as const satisfies ServiceId[];

const articleSchema = z
  .object({
    title: z.string().trim().min(10).max(100),
    description: z.string().trim().min(50).max(MAX_DESCRIPTION_LENGTH),
    published: isoDay,
    updated: isoDay.optional(),
    /** A person's name; without one the article is the company's. */
    author: z.string().trim().min(2).max(80).optional(),
    /** The service the article is about: its page is offered beside the article. */
    section: z.enum(articleSections, { error: `must be one of the services: ${articleSections.join(", ")}` }),
    tags: z
      .array(z.enum(tagIds, { error: (issue) => `unknown tag "${String(issue.input)}": the tags are listed in content/tags.ts (${tagIds.join(", ")})` }))
      .min(1)
      .max(4)
      .refine((list) => new Set(list).size === list.length, "a tag is listed twice"),
    /** The same key in both languages pairs an article with its translation. */
    translationKey: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. phone-after-hours"),
    hero: z.strictObject({ src: localImagePath, alt: z.string().trim().min(5).max(200) }).optional(),
    draft: z.boolean().default(false),
  })
  .strict()
  .refine((a) => !a.updated || a.updated >= a.published, { path: ["updated"], message: "must not be before published" });

type ArticleData = z.output<typeof articleSchema>;

export type Article = Omit<ArticleData, "updated" | "hero"> & {
  lang: Lang;
  /** The address's last part: the file's name. */
  slug: string;
  file: string;
  /** The last change: updated, or published when never updated. */
  updated: string;
  hero?: { src: string; alt: string; width: number; height: number };
  tags: TagId[];
  html: string;
  headings: Heading[];
  minutes: number;
};

/** Reading speed for the "x min read" figure, in words: Finnish says the same in fewer, longer words. */
const WORDS_PER_MINUTE: Record<Lang, number> = { en: 200, fi: 160 };
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function slugProblems(lang: Lang, entries: Entry<ArticleData>[]): string[] {
  return entries.flatMap(({ file, name }) => {
    if (!SLUG.test(name)) return [`${file}: the file name must be lower-case words joined by hyphens (a-z, 0-9), e.g. puhelinvastaaja-iltaisin.md: it is the article's address`];
    return reservedSlugs(lang).includes(name) ? [`${file}: the file name "${name}" is taken by the blog's own pages; choose another`] : [];
  });
}

function heroOf(hero: ArticleData["hero"]): Article["hero"] {
  if (!hero) return undefined;
  const { width = 0, height = 0 } = imageSize(readFileSync(join(process.cwd(), "public", hero.src)));
  return { ...hero, width, height };
}

function toArticle(lang: Lang, { file, name, data, body }: Entry<ArticleData>): Article {
  const rendered = renderMarkdown(body, { file, headingText: hyphenate });
  return {
    ...data,
    lang,
    slug: name,
    file,
    updated: data.updated ?? data.published,
    hero: heroOf(data.hero),
    html: rendered.html,
    headings: rendered.headings,
    minutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE[lang])),
  };
}

const newestFirst = (a: Article, b: Article) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);

/**
 * The articles in the folders of each language, newest first, drafts left out unless `drafts`.
 * Throws a ContentError naming every file and field that breaks the rules.
 */
export function loadArticles(folders: Record<Lang, string[]>, { drafts = false } = {}): Record<Lang, Article[]> {
  const problems: string[] = [];
  const loaded = {} as Record<Lang, Article[]>;
  for (const lang of languages) {
    const read = readCollection(folders[lang], articleSchema);
    problems.push(...read.problems, ...slugProblems(lang, read.entries), ...duplicates(read.entries, "translationKey", (e) => e.data.translationKey));
    loaded[lang] = read.entries.filter((e) => drafts || !e.data.draft).flatMap((entry) => {
      try {
        return [toArticle(lang, entry)];
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(error.message);
        return [];
      }
    });
    loaded[lang].sort(newestFirst);
  }
  throwIfAny(problems);
  return loaded;
}

let cached: Record<Lang, Article[]> | undefined;

/** The site's articles in `lang`, newest first; read once per process (on every request in `npm run dev`, to preview edits). */
export function articles(lang: Lang): Article[] {
  const drafts = previewing();
  const all = (!drafts && cached) || loadArticles({ en: contentFolders("articles/en"), fi: contentFolders("articles/fi") }, { drafts });
  if (!drafts) cached = all;
  return all[lang];
}
