import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { ContentError, duplicates, readCollection, throwIfAny, type Entry } from "@/lib/content/collection";
import { contentFolders, previewing } from "@/lib/content/folders";
import { renderMarkdown } from "@/lib/content/markdown";
import { languages, type Lang } from "@/lib/i18n";
import { reservedSlugs } from "@/lib/routes";
import { hyphenate } from "./hyphenation";
import { ARTICLE_SLUG, articleSchema, minutesToRead, type Article, type ArticleData } from "./schemas/article";

/**
 * The blog's articles: Markdown files in content/articles/en and content/articles/fi, their front
 * matter checked against the schema of content/schemas/article.ts when the site is built (README,
 * "Writing an article"; docs/decisions/045-articles-as-markdown-content.md).
 */

export { articleSections } from "./schemas/article";
export type { Article } from "./schemas/article";

function slugProblems(lang: Lang, entries: Entry<ArticleData>[]): string[] {
  return entries.flatMap(({ file, name }) => {
    if (!ARTICLE_SLUG.test(name)) return [`${file}: the file name must be lower-case words joined by hyphens (a-z, 0-9), e.g. puhelinvastaaja-iltaisin.md: it is the article's address`];
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
    minutes: minutesToRead(rendered.words, lang),
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
