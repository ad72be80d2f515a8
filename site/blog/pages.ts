import { articles, type Article } from "@/content/articles";
import { tags, type TagId } from "@/content/tags";
import { languages, otherLang, type Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";
import { articlesTagged, counterpartOf, PAGE_SIZE, tagsInUse } from "./catalog";

/**
 * Every page of the blog in one language (site/pages.ts lists them for the prerendering route,
 * src/pages/[...path].astro, and for the sitemap), with its address in each language: its real
 * counterpart, or none (docs/decisions/047-blog-pages-know-their-counterparts.md).
 */
export type BlogPage =
  | { kind: "list"; lang: Lang; n: number; pages: number; articles: Article[] }
  | { kind: "tag"; lang: Lang; tag: TagId; articles: Article[] }
  | { kind: "article"; lang: Lang; article: Article };

/** The language's list pages (the index first; its articles newest first, PAGE_SIZE a page), then its tags' pages, then its articles. */
export function blogPages(lang: Lang): BlogPage[] {
  const all = articles(lang);
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const lists = Array.from({ length: pages }, (_, i): BlogPage => ({ kind: "list", lang, n: i + 1, pages, articles: all.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE) }));
  const tagPages = tagsInUse(lang).map((tag): BlogPage => ({ kind: "tag", lang, tag, articles: articlesTagged(lang, tag) }));
  return [...lists, ...tagPages, ...all.map((article): BlogPage => ({ kind: "article", lang, article }))];
}

export function pagePath(page: BlogPage): string {
  if (page.kind === "list") return blogPaths.page(page.lang, page.n);
  if (page.kind === "tag") return blogPaths.tag(page.lang, tags[page.lang][page.tag].slug);
  return blogPaths.article(page.lang, page.article.slug);
}

/**
 * The same page in another language, when there is one: the index's is the other index, an
 * article's its translation, a tag page's the tag's page there if it has articles there. Later
 * list pages have none: page 2 in one language is not a translation of page 2 in the other.
 */
export function counterpartPathOf(page: BlogPage, lang: Lang): string | undefined {
  if (lang === page.lang) return pagePath(page);
  if (page.kind === "list") return page.n === 1 ? blogPaths.index(lang) : undefined;
  if (page.kind === "tag") return tagsInUse(lang).includes(page.tag) ? blogPaths.tag(lang, tags[lang][page.tag].slug) : undefined;
  const counterpart = counterpartOf(page.article);
  return counterpart && blogPaths.article(lang, counterpart.slug);
}

/** Where the language links of the page lead: its counterpart, or that language's blog index. */
export function languageLinks(page: BlogPage): Record<Lang, string> {
  return Object.fromEntries(languages.map((lang) => [lang, counterpartPathOf(page, lang) ?? blogPaths.index(lang)])) as Record<Lang, string>;
}

/** Whether the page exists in the other language; when it does not, the page says where its language link leads. */
export function hasCounterpart(page: BlogPage): boolean {
  return counterpartPathOf(page, otherLang(page.lang)) !== undefined;
}

