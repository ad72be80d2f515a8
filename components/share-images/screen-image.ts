import { pageMeta } from "@/content/meta";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { pathFor, type Screen } from "@/lib/routes";
import { displayAddress } from "./display-address";
import { renderPng } from "./render-png";
import { shareImageElement } from "./share-image-element";

/** A page's share image: its title and description (content/meta.ts) over its screen's motif, with its address. */
export async function renderScreenImage(lang: Lang, screen: Screen): Promise<Uint8Array> {
  const { title, description } = pageMeta[lang][screen];
  const company = siteConfig().COMPANY_NAME;
  return renderPng(shareImageElement({ screen, title, description, company, address: displayAddress(pathFor(screen, lang)) }));
}
