import { articles, type Article } from "@/content/articles";
import { tags, type TagId } from "@/content/tags";
import { languages, otherLang, type Lang } from "@/lib/i18n";
import { blogPathOf, blogPaths } from "@/lib/routes";
import type { PageFrame } from "@/site/navigation";
import { articleOf, articlesTagged, counterpartOf, listPage, listPageCount, tagOfSlug, tagsInUse } from "./catalog";

/**
 * Every page of the blog in one language, found from the path below the blog's index (site/pages.ts
 * lists them for the prerendering route, src/pages/[...path].astro), with its address in each
 * language: its real counterpart, or none (docs/decisions/047-blog-pages-know-their-counterparts.md).
 */
export type BlogPage =
  | { kind: "list"; lang: Lang; n: number; pages: number; articles: Article[] }
  | { kind: "tag"; lang: Lang; tag: TagId; articles: Article[] }
  | { kind: "article"; lang: Lang; article: Article };

/** The page at `segments` below the language's blog index ([] or undefined: the index), or undefined when there is none. */
export function blogPage(lang: Lang, segments: readonly string[] = []): BlogPage | undefined {
  const path = [blogPaths.index(lang), ...segments.map(decodeURIComponent)].join("/");
  const found = blogPathOf(path);
  if (!found || found.lang !== lang) return undefined;
  switch (found.kind) {
    case "index":
    case "page": {
      const n = found.kind === "index" ? 1 : found.n;
      const pages = listPageCount(lang);
      return found.kind === "index" || (n >= 2 && n <= pages) ? { kind: "list", lang, n, pages, articles: listPage(lang, n) } : undefined;
    }
    case "tag": {
      const tag = tagOfSlug(lang, found.slug);
      return tag && { kind: "tag", lang, tag, articles: articlesTagged(lang, tag) };
    }
    case "article": {
      const article = articleOf(lang, found.slug);
      return article && { kind: "article", lang, article };
    }
  }
}

/** The path below the index of every page of the language's blog: what site/pages.ts prerenders and the sitemap lists. */
export function blogParams(lang: Lang): { path: string[] }[] {
  const below = (path: string) => path.slice(blogPaths.index(lang).length + 1).split("/");
  const lists = Array.from({ length: listPageCount(lang) - 1 }, (_, i) => below(blogPaths.page(lang, i + 2)));
  const tagPages = tagsInUse(lang).map((tag) => below(blogPaths.tag(lang, tags[lang][tag].slug)));
  const articlePages = articles(lang).map((a) => [a.slug]);
  return [[], ...lists, ...tagPages, ...articlePages].map((path) => ({ path }));
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

/** What the blog's root layout tells the shell about the page at `segments`. */
export function blogFrame(lang: Lang, segments?: string[]): PageFrame | undefined {
  const page = blogPage(lang, segments);
  return page && { languageLinks: languageLinks(page), newsletterInPage: page.kind === "article" };
}
