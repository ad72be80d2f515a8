import { pageMeta } from "@/content/meta";
import { siteConfig } from "@/lib/site-config";
import { ogLocale, otherLang, type Lang } from "@/lib/i18n";
import { pathFor, type Screen } from "@/lib/routes";
import type { ArticleFacts, PageMetadata } from "./page-metadata";
import { absoluteUrl, alternateUrls, shareImagePath, shareImageSize } from "./urls";

/**
 * What a page's metadata is made of: `image` is the site path of its 1200×630 share image,
 * `languages` its hreflang links, only to real counterparts (docs/decisions/002-hreflang-links-and-lang-redirects.md).
 */
type PageFacts = { lang: Lang; title: string; description: string; keywords: string[]; path: string; image: string; article?: ArticleFacts } & Pick<PageMetadata, "languages" | "feeds">;

/** The metadata of a page: title, description, canonical, hreflang, Open Graph and Twitter card. */
export function metadataOf({ lang, title, description, keywords, path, languages, image: imagePath, article, feeds }: PageFacts): PageMetadata {
  const siteName = siteConfig().COMPANY_NAME;
  const fullTitle = `${title} | ${siteName}`;
  const url = absoluteUrl(path);
  const image = { url: absoluteUrl(imagePath), ...shareImageSize, alt: title, type: "image/png" };
  const base = {
    title: fullTitle,
    description,
    url,
    siteName,
    locale: ogLocale[lang],
    alternateLocale: [ogLocale[otherLang(lang)]],
    images: [image],
  };
  return {
    title: fullTitle,
    description,
    keywords,
    applicationName: siteName,
    robots: { index: true, follow: true },
    canonical: url,
    languages,
    feeds,
    openGraph: article ? { ...base, type: "article", ...article } : { ...base, type: "website" },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image.url] },
  };
}

/** The metadata of a screen, built from the route table and the per-language copy. */
export function pageMetadata(screen: Screen, lang: Lang): PageMetadata {
  const { title, description, keywords } = pageMeta[lang][screen];
  return metadataOf({ lang, title, description, keywords, path: pathFor(screen, lang), languages: alternateUrls(screen), image: shareImagePath(screen, lang) });
}
