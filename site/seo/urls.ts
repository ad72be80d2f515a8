import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { pathFor, type Screen } from "@/lib/routes";

export function absoluteUrl(path: string): string {
  return `${siteConfig().SITE_URL}${path}`;
}

/** hreflang alternates of a screen (docs/decisions/002-hreflang-links-and-lang-redirects.md): both languages plus x-default to English. */
export function alternateUrls(screen: Screen): Record<"fi" | "en" | "x-default", string> {
  return {
    fi: absoluteUrl(pathFor(screen, "fi")),
    en: absoluteUrl(pathFor(screen, "en")),
    "x-default": absoluteUrl(pathFor(screen, "en")),
  };
}

export function shareImagePath(screen: Screen, lang: Lang): string {
  return `/og/${lang}/${screen}.png`;
}

export const shareImageSize = { width: 1200, height: 630 } as const;
