import type { JsonLdObject } from "./json-ld";
import { absoluteUrl } from "./urls";

/** One step of a breadcrumb trail: a visible name and a site path such as "/fi/tietoa-meista". */
export type Crumb = { name: string; path: string };

/** BreadcrumbList structured data for a trail, with absolute URLs; the last crumb is the current page. */
export function breadcrumbJsonLd(trail: Crumb[]): JsonLdObject {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
