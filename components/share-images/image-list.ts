import { articles } from "@/content/articles";
import { languages, type Lang } from "@/lib/i18n";
import { screens, type Screen } from "@/lib/routes";
import { articleImagePath, shareImagePath } from "@/site/seo/urls";
import { renderArticleImage } from "./article-image";
import { renderScreenImage } from "./screen-image";

/** One share image to write: its URL path (under /og/) and what it is drawn from. */
export type ShareImageEntry =
  | { kind: "screen"; path: string; lang: Lang; screen: Screen }
  | { kind: "article"; path: string; lang: Lang; slug: string };

function screenEntries(): ShareImageEntry[] {
  return languages.flatMap((lang) => screens.map((screen) => ({ kind: "screen" as const, path: shareImagePath(screen, lang), lang, screen })));
}

/** One image per article in each language, as content/articles.ts lists them. */
function articleEntries(): ShareImageEntry[] {
  return languages.flatMap((lang) =>
    articles(lang).map(({ slug }) => ({ kind: "article" as const, path: articleImagePath(lang, slug), lang, slug })),
  );
}

/** Every share image the site links to: each page in each language, then each article. */
export function shareImageList(): ShareImageEntry[] {
  return [...screenEntries(), ...articleEntries()];
}

/** The PNG of one entry of shareImageList(). */
export function renderShareImage(entry: ShareImageEntry): Promise<Uint8Array> {
  return entry.kind === "screen" ? renderScreenImage(entry.lang, entry.screen) : renderArticleImage(entry.lang, entry.slug);
}
