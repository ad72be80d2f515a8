import { articles } from "@/content/articles";
import { positions } from "@/content/positions";
import { today } from "@/lib/clock";
import { isOpenOn } from "@/lib/open-positions";
import { languages, type Lang } from "@/lib/i18n";
import { pathFor, screens } from "@/lib/routes";
import { blogPages, counterpartPathOf, pagePath } from "@/site/blog/pages";
import { positionHref, positionHrefs } from "@/site/positions-as-shown";
import { absoluteUrl, alternateUrls, hreflangUrls } from "./urls";

/**
 * One address of the sitemap, the fields of its <url> element (site/seo/sitemap-xml.ts writes them):
 * alternates are hreflang → address (docs/decisions/002-hreflang-links-and-lang-redirects.md), lastModified a day (YYYY-MM-DD).
 */
export type SitemapEntry = { url: string; alternates?: Record<string, string>; lastModified?: string; changeFrequency: "monthly" | "weekly" | "yearly"; priority: number };

/** Every screen in each language, the blog's index with its newest article's day. */
function screenEntries(): SitemapEntry[] {
  const newest = (lang: Lang) => articles(lang)[0]?.updated;
  return screens.flatMap((screen) =>
    languages.map((lang) => ({
      url: absoluteUrl(pathFor(screen, lang)),
      alternates: alternateUrls(screen),
      lastModified: screen === "blog" ? newest(lang) : undefined,
      changeFrequency: "monthly" as const,
      priority: screen === "home" ? 1 : 0.7,
    })),
  );
}

/**
 * The blog's pages below its index (list pages, tags, articles), with their real counterparts
 * (docs/decisions/047-blog-pages-know-their-counterparts.md) and, for articles, their last change.
 */
function blogEntries(lang: Lang): SitemapEntry[] {
  return blogPages(lang)
    .filter((page) => page.kind !== "list" || page.n > 1)
    .map((page) => ({
      url: absoluteUrl(pagePath(page)),
      alternates: hreflangUrls({ en: counterpartPathOf(page, "en"), fi: counterpartPathOf(page, "fi") }),
      lastModified: page.kind === "article" ? page.article.updated : undefined,
      changeFrequency: page.kind === "article" ? "yearly" : "weekly",
      priority: page.kind === "article" ? 0.6 : 0.4,
    }));
}

/**
 * The pages of the positions open on the day of the build, posted on their day; one that closes
 * later answers 410 until the next build (docs/decisions/063-a-page-for-each-position.md).
 */
function positionEntries(lang: Lang): SitemapEntry[] {
  return positions()
    .filter((position) => isOpenOn(position, today()))
    .map((position) => ({
      url: absoluteUrl(positionHref(position, lang)),
      alternates: hreflangUrls(positionHrefs(position)),
      lastModified: position.posted,
      changeFrequency: "weekly",
      priority: 0.6,
    }));
}

/** Every page the site lists for search engines: the screens, each language's open positions, then each language's blog. */
export function sitemapEntries(): SitemapEntry[] {
  return [...screenEntries(), ...languages.flatMap(positionEntries), ...languages.flatMap(blogEntries)];
}
