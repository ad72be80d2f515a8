import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getCollection } from "astro:content";
import { imageSize } from "image-size";
import { minutesToRead, type Article, type ArticleData } from "@/content/schemas/article";
import { contentFolders, previewing } from "@/lib/content/folders";
import { throwIfAny } from "@/lib/content-rules";
import { languages, type Lang } from "@/lib/i18n";
import { renderedOf } from "@/lib/markdown/rendered";
import { articleProblems, type ArticleFile } from "./collections/article-rules";
import { entriesIn, nameOf } from "./collections/collection-files";

/**
 * The blog's articles in the Astro build, from the `articles` collection (src/content.config.ts),
 * with the functions the pages call. The
 * HTML, headings and word count are Astro's rendering of each file (src/markdown.ts). The rules
 * beyond a file's front matter (./collections/article-rules.ts), which the collection's loader
 * checks at build, are checked again where the pages read the articles: in `astro dev` a changed
 * file is read again without its collection's check.
 */

export { articleSections } from "@/content/schemas/article";
export type { Article } from "@/content/schemas/article";

const files: ArticleFile[] = await getCollection("articles");

function heroOf(hero: ArticleData["hero"]): Article["hero"] {
  if (!hero) return undefined;
  const { width = 0, height = 0 } = imageSize(readFileSync(join(process.cwd(), "public", hero.src)));
  return { ...hero, width, height };
}

function toArticle(lang: Lang, entry: ArticleFile): Article {
  const { data } = entry;
  const { html, headings, words } = renderedOf(entry.rendered ?? { html: "" });
  return { ...data, lang, slug: nameOf(entry), file: entry.id, updated: data.updated ?? data.published, hero: heroOf(data.hero), html, headings, minutes: minutesToRead(words, lang) };
}

const newestFirst = (a: Article, b: Article) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);

/** Each language's articles, newest first, drafts left out unless `drafts`; throws a ContentError naming every file and field that breaks the rules. */
function articlesOf(byLang: Record<Lang, ArticleFile[]>, drafts: boolean): Record<Lang, Article[]> {
  const problems: string[] = [];
  const loaded = {} as Record<Lang, Article[]>;
  for (const lang of languages) {
    problems.push(...articleProblems(lang, byLang[lang], { drafts }));
    loaded[lang] = byLang[lang].filter((entry) => drafts || !entry.data.draft).map((entry) => toArticle(lang, entry)).sort(newestFirst);
  }
  throwIfAny(problems);
  return loaded;
}

/** The articles of the collection in the given folders of each language, checked; articles() passes the site's own folders. */
export function loadArticles(folders: Record<Lang, string[]>, { drafts = false } = {}): Record<Lang, Article[]> {
  return articlesOf({ en: entriesIn(files, folders.en), fi: entriesIn(files, folders.fi) }, drafts);
}

let cached: Record<Lang, Article[]> | undefined;

/** The site's articles in `lang`, newest first; drafts only in `astro dev`, the preview. */
export function articles(lang: Lang): Article[] {
  cached ??= loadArticles({ en: contentFolders("articles/en"), fi: contentFolders("articles/fi") }, { drafts: previewing() });
  return cached[lang];
}
