import { plainText } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";
import { articleOf } from "@/site/blog/catalog";
import { displayAddress } from "./display-address";
import { renderPng } from "./render-png";
import { shareImageElement } from "./share-image-element";

/** An article's share image: its title over its service's motif, with its description and address. */
export async function renderArticleImage(lang: Lang, slug: string): Promise<Uint8Array> {
  const article = articleOf(lang, slug);
  if (!article) throw new Error(`No ${lang} article has the slug ${JSON.stringify(slug)}`);
  return renderPng(
    shareImageElement({
      screen: article.section,
      title: plainText(article.title),
      description: article.description,
      company: siteConfig().COMPANY_NAME,
      address: displayAddress(blogPaths.article(article.lang, article.slug)),
    }),
  );
}
