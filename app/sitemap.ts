import type { MetadataRoute } from "next";
import { languages } from "@/lib/i18n";
import { pathFor, screens } from "@/lib/routes";
import { absoluteUrl, alternateUrls } from "@/site/seo/urls";

export default function sitemap(): MetadataRoute.Sitemap {
  return screens.flatMap((screen) =>
    languages.map((lang) => ({
      url: absoluteUrl(pathFor(screen, lang)),
      changeFrequency: "monthly" as const,
      priority: screen === "home" ? 1 : 0.7,
      alternates: { languages: alternateUrls(screen) },
    })),
  );
}
