import type { Metadata } from "next";
import { pageMeta } from "@/content/meta";
import { siteConfig } from "@/lib/site-config";
import { ogLocale, otherLang, type Lang } from "@/lib/i18n";
import { pathFor, type Screen } from "@/lib/routes";
import { absoluteUrl, alternateUrls, shareImagePath, shareImageSize } from "./urls";

/** The metadata of every page, built from the route table and the per-language copy. */
export function pageMetadata(screen: Screen, lang: Lang): Metadata {
  const { title, description, keywords } = pageMeta[lang][screen];
  const siteName = siteConfig().COMPANY_NAME;
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
    metadataBase: new URL(siteConfig().SITE_URL),
    title: fullTitle,
    description,
    keywords,
    applicationName: siteName,
    robots: { index: true, follow: true },
    alternates: { canonical: url, languages: alternateUrls(screen) },
    openGraph: { ...base, type: "website" },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image.url] },
  };
}
