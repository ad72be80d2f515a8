import { jobsCopy } from "@/content/pages/jobs";
import type { Position } from "@/content/positions";
import type { Lang } from "@/lib/i18n";
import { positionHref, positionHrefs } from "@/site/positions-as-shown";
import { metadataOf } from "./metadata";
import type { PageMetadata } from "./page-metadata";
import { hreflangUrls, shareImagePath } from "./urls";

/**
 * The metadata of a position's page: its title and facts, hreflang to its page in the other
 * language, the jobs page's share image. Once closed (410) it asks not to be indexed
 * (docs/decisions/063-a-page-for-each-position.md).
 */
export function positionMetadata(position: Position, lang: Lang, closed: boolean): PageMetadata {
  const { title, type, location, department } = position[lang];
  const t = jobsCopy[lang].position;
  const metadata = metadataOf({
    lang,
    title: t.metaTitle(title),
    description: t.metaDescription(title, type, location),
    keywords: [title, department, position.city],
    path: positionHref(position, lang),
    languages: hreflangUrls(positionHrefs(position)),
    image: shareImagePath("jobs", lang),
  });
  return closed ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
