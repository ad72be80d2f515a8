import type { APIRoute, GetStaticPaths } from "astro";
import { languages, type Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";
import { feedResponse } from "@/site/blog/feed";

/** The feed's address without its ".xml", which this file's name adds. */
function feedParam(lang: Lang): string {
  const path = blogPaths.feed(lang);
  if (!path.endsWith(".xml")) throw new Error(`${path}: src/pages/[...feed].xml.ts writes .xml files only`);
  return path.slice(1, -".xml".length);
}

// Each language's RSS feed at blogPaths.feed (/blog/rss.xml, /fi/blogi/rss.xml); the blog's pages
// (src/pages/[...path].astro) never take that address: lib/routes.ts reserves the file's name.
export const getStaticPaths = (() => languages.map((lang) => ({ params: { feed: feedParam(lang) }, props: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: Lang }> = ({ props }) => feedResponse(props.lang);
