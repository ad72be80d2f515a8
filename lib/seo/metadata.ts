import type { Metadata } from "next";
import { pageMeta } from "@/content/meta";
import { config } from "@/lib/config";
import { ogLocale, otherLang, type Lang } from "@/lib/i18n";
import { pathFor, type Screen } from "@/lib/routes";
import { absoluteUrl, alternateUrls, shareImagePath, shareImageSize } from "./urls";

export type ArticleFields = {
  authors?: string[];
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  tags?: string[];
};

export type MetadataOptions = {
  noIndex?: boolean;
  article?: ArticleFields;
};

/** The metadata of every page, built from the route table and the per-language copy. */
export function pageMetadata(screen: Screen, lang: Lang, options: MetadataOptions = {}): Metadata {
  const { title, description, keywords } = pageMeta[lang][screen];
  const siteName = config().COMPANY_NAME;
  const fullTitle = `${title} | ${siteName}`;
  const url = absoluteUrl(pathFor(screen, lang));
  const image = {
    url: absoluteUrl(shareImagePath(screen, lang)),
    ...shareImageSize,
    alt: title,
    type: "image/png",
  };
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
    metadataBase: new URL(config().SITE_URL),
    title: fullTitle,
    description,
    keywords,
    applicationName: siteName,
    robots: options.noIndex ? { index: false, follow: true } : { index: true, follow: true },
    alternates: { canonical: url, languages: alternateUrls(screen) },
    openGraph: options.article ? { ...base, type: "article", ...options.article } : { ...base, type: "website" },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image.url] },
  };
}
