/**
 * The share images (Open Graph PNGs, 1200×630), drawn at build time by src/pages/og/[...image].ts:
 * the card of components/share-images/ShareImage.tsx laid out by satori, then made a PNG by resvg.
 */
import { articles } from "@/content/articles";
import { pageMeta } from "@/content/meta";
import { plainText } from "@/lib/format";
import { languages } from "@/lib/i18n";
import { blogPaths, pathFor, screens } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { articleImagePath, shareImagePath } from "@/site/seo/urls";
import { renderPng } from "./render-png";
import { ShareImage, type ShareCard } from "./ShareImage";

/** One share image to write: its URL path (under /og/) and what it shows. */
export type ShareImageEntry = { path: string; card: ShareCard };

/** A page's address as a reader would type it: host and path, no scheme. */
function displayAddress(path: string): string {
  const url = new URL(path, siteConfig().SITE_URL);
  return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}

/** Each page in each language, with its title and description (content/meta.ts). */
function pageEntries(company: string): ShareImageEntry[] {
  return languages.flatMap((lang) =>
    screens.map((screen) => {
      const { title, description } = pageMeta[lang][screen];
      return { path: shareImagePath(screen, lang), card: { screen, title, description, company, address: displayAddress(pathFor(screen, lang)) } };
    }),
  );
}

/** Each article in each language, with its service's symbol. */
function articleEntries(company: string): ShareImageEntry[] {
  return languages.flatMap((lang) =>
    articles(lang).map(({ slug, title, description, section }) => ({
      path: articleImagePath(lang, slug),
      card: { screen: section, title: plainText(title), description, company, address: displayAddress(blogPaths.article(lang, slug)) },
    })),
  );
}

/** Every share image the site links to: each page in each language, then each article. */
export function shareImageList(): ShareImageEntry[] {
  const company = siteConfig().COMPANY_NAME;
  return [...pageEntries(company), ...articleEntries(company)];
}

/** The PNG of one entry of shareImageList(); satori takes host elements, so the component is called directly. */
export function renderShareImage(entry: ShareImageEntry): Promise<Uint8Array> {
  return renderPng(ShareImage(entry.card));
}
