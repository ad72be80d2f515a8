import { articles } from "@/content/articles";
import { languages, type Lang } from "@/lib/i18n";
import { pathFor, screens } from "@/lib/routes";
import { blogPage, blogParams, counterpartPathOf, pagePath } from "@/site/blog/pages";
import { absoluteUrl, alternateUrls, hreflangUrls } from "./urls";

/** One address of the sitemap: the fields of its <url> element (site/seo/sitemap-xml.ts writes them). */
export type SitemapEntry = {
  url: string;
  /** A day (YYYY-MM-DD) or a moment. */
  lastModified?: string | Date;
  changeFrequency?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority?: number;
  /** hreflang → address (docs/decisions/002-hreflang-links-and-lang-redirects.md). */
  alternates?: { languages?: Record<string, string> };
};

/** Every screen in each language, the blog's index with its newest article's day. */
function screenEntries(): SitemapEntry[] {
  const newest = (lang: Lang) => articles(lang)[0]?.updated;
  return screens.flatMap((screen) =>
    languages.map((lang) => ({
      url: absoluteUrl(pathFor(screen, lang)),
      ...(screen === "blog" && newest(lang) ? { lastModified: newest(lang) } : {}),
      changeFrequency: "monthly" as const,
      priority: screen === "home" ? 1 : 0.7,
      alternates: { languages: alternateUrls(screen) },
    })),
  );
}

/**
 * The blog's pages below its index (list pages, tags, articles), with their real counterparts
 * (docs/decisions/047-blog-pages-know-their-counterparts.md) and, for articles, their last change.
 */
function blogEntries(lang: Lang): SitemapEntry[] {
  return blogParams(lang)
    .filter(({ path }) => path.length > 0)
    .map(({ path }) => {
      const page = blogPage(lang, path)!;
      const alternates = hreflangUrls({ en: counterpartPathOf(page, "en"), fi: counterpartPathOf(page, "fi") });
      return {
        url: absoluteUrl(pagePath(page)),
        ...(page.kind === "article" ? { lastModified: page.article.updated } : {}),
        changeFrequency: page.kind === "article" ? ("yearly" as const) : ("weekly" as const),
        priority: page.kind === "article" ? 0.6 : 0.4,
        ...(alternates ? { alternates: { languages: alternates } } : {}),
      };
    });
}

/** Every page the site prerenders for search engines: the screens, then each language's blog. */
export function sitemapEntries(): SitemapEntry[] {
  return [...screenEntries(), ...languages.flatMap(blogEntries)];
}
