import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { nonPagePrefixes, pathFor, type Screen } from "@/lib/routes";

export function absoluteUrl(path: string): string {
  return `${siteConfig().SITE_URL}${path}`;
}

/**
 * hreflang alternates of a page and its counterpart (docs/decisions/002-hreflang-links-and-lang-redirects.md):
 * both languages plus x-default to English; none when the page has no counterpart.
 */
export function hreflangUrls(paths: Partial<Record<Lang, string>>): Record<"fi" | "en" | "x-default", string> | undefined {
  if (!paths.fi || !paths.en) return undefined;
  return { fi: absoluteUrl(paths.fi), en: absoluteUrl(paths.en), "x-default": absoluteUrl(paths.en) };
}

/** hreflang alternates of a screen: every screen exists in both languages. */
export function alternateUrls(screen: Screen): Record<"fi" | "en" | "x-default", string> {
  return hreflangUrls({ fi: pathFor(screen, "fi"), en: pathFor(screen, "en") })!;
}

export function shareImagePath(screen: Screen, lang: Lang): string {
  return `${nonPagePrefixes.shareImages}${lang}/${screen}.png`;
}

/** An article's share image: its title, description and its service's symbol (components/share-images/index.ts). */
export function articleImagePath(lang: Lang, slug: string): string {
  return `${nonPagePrefixes.shareImages}${lang}/blog/${slug}.png`;
}

export const shareImageSize = { width: 1200, height: 630 } as const;
