import { articles, type Article } from "@/content/articles";
import { tagIds, type TagId } from "@/content/tags";
import { otherLang, type Lang } from "@/lib/i18n";

/** The blog's articles as its pages show them: lists of ten, tags, counterparts and related reading. */

/** Articles per list page; past it, the list goes on to /blog/page/2. */
export const PAGE_SIZE = 10;

export function articleOf(lang: Lang, slug: string): Article | undefined {
  return articles(lang).find((a) => a.slug === slug);
}

/** The same article in the other language: the one with its translation key. */
export function counterpartOf(article: Article): Article | undefined {
  return articles(otherLang(article.lang)).find((a) => a.translationKey === article.translationKey);
}

export function articlesTagged(lang: Lang, tag: TagId): Article[] {
  return articles(lang).filter((a) => a.tags.includes(tag));
}

/** The tags that have a page in the language: those of at least one of its articles. */
export function tagsInUse(lang: Lang): TagId[] {
  return tagIds.filter((tag) => articlesTagged(lang, tag).length > 0);
}

/** How related another article is: tags in common first, then the same service. */
const affinity = (a: Article, b: Article) => a.tags.filter((t) => b.tags.includes(t)).length * 2 + (a.section === b.section ? 1 : 0);

/** Up to three other articles of the language to read next, the most related first, then the newest. */
export function relatedTo(article: Article, count = 3): Article[] {
  return articles(article.lang)
    .filter((a) => a.slug !== article.slug)
    .map((a, index) => ({ a, score: affinity(article, a), index }))
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, count)
    .map(({ a }) => a);
}
