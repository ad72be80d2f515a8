import type { MetadataRoute } from "next";
import { articles } from "@/content/articles";
import { languages, type Lang } from "@/lib/i18n";
import { pathFor, screens } from "@/lib/routes";
import { blogPage, blogParams, counterpartPathOf, pagePath } from "@/site/blog/pages";
import { absoluteUrl, alternateUrls, hreflangUrls } from "@/site/seo/urls";

/** The blog's pages below its index (list pages, tags, articles), with their real counterparts and, for articles, their last change. */
function blogEntries(lang: Lang): MetadataRoute.Sitemap {
  return blogParams(lang)
    .filter(({ path }) => path.length > 0)
    .map(({ path }) => {
      const page = blogPage(lang, path)!;
      const languages = hreflangUrls({ en: counterpartPathOf(page, "en"), fi: counterpartPathOf(page, "fi") });
      return {
        url: absoluteUrl(pagePath(page)),
        ...(page.kind === "article" ? { lastModified: page.article.updated } : {}),
        changeFrequency: page.kind === "article" ? ("yearly" as const) : ("weekly" as const),
        priority: page.kind === "article" ? 0.6 : 0.4,
        ...(languages ? { alternates: { languages } } : {}),
      };
    });
}

export default function sitemap(): MetadataRoute.Sitemap {
  const newest = (lang: Lang) => articles(lang)[0]?.updated;
  const screenEntries = screens.flatMap((screen) =>
    languages.map((lang) => ({
      url: absoluteUrl(pathFor(screen, lang)),
      ...(screen === "blog" && newest(lang) ? { lastModified: newest(lang) } : {}),
      changeFrequency: "monthly" as const,
      priority: screen === "home" ? 1 : 0.7,
      alternates: { languages: alternateUrls(screen) },
    })),
  );
  return [...screenEntries, ...languages.flatMap(blogEntries)];
}
