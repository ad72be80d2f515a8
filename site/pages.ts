import { openings, positionOf } from "@/content/positions";
import { positionsPage } from "@/lib/open-positions";
import { today } from "@/lib/clock";
import { langOfPath, languages, type Lang } from "@/lib/i18n";
import { normalise, pathFor, screens, utilityRoutes, type Screen } from "@/lib/routes";
import { blogPages, languageLinks, pagePath, type BlogPage } from "@/site/blog/pages";
import type { PageFrame } from "@/site/navigation";
import { notFoundMetadata } from "@/site/not-found";
import { positionHref, positionHrefs, positionsNumbered } from "@/site/positions-as-shown";
import { blogMetadata } from "@/site/seo/blog-metadata";
import { pageMetadata } from "@/site/seo/metadata";
import type { PageMetadata } from "@/site/seo/page-metadata";
import { newsletterPageMetadata, type TokenPageKind } from "@/site/seo/newsletter-metadata";
import { positionMetadata } from "@/site/seo/position-metadata";

/**
 * Every page of the site as the Astro routes render it (docs/decisions/061-astro-islands.md): the
 * screens of the route table and the blog's pages are prerendered; the jobs page, each position's
 * page and the application form depend on the day (positions close at request time) and render
 * on request.
 */
export type SitePage =
  | { kind: "screen"; screen: Exclude<Screen, "blog" | "jobs" | "apply">; lang: Lang }
  | { kind: "jobs"; lang: Lang; open: number[] }
  | { kind: "position"; lang: Lang; job: number; open: number[]; closed: boolean }
  | { kind: "apply"; lang: Lang; job: number; open: number[]; closed: boolean }
  | { kind: "blog"; lang: Lang; page: BlogPage }
  | { kind: "newsletter"; lang: Lang; action: TokenPageKind; token: string }
  | { kind: "notFound"; lang: Lang; path: string };

/** Screens not prerendered from the table: the two that render on request, and the blog, whose pages come from its content. */
const notFromTable: readonly Screen[] = ["jobs", "apply", "blog"];

/** Every prerendered page with its path. */
export function prerenderedPages(): { path: string; page: SitePage }[] {
  const fromTable = languages.flatMap((lang) =>
    screens.filter((screen) => !notFromTable.includes(screen)).map((screen) => ({ path: pathFor(screen, lang), page: { kind: "screen", screen, lang } as SitePage })),
  );
  const blog = languages.flatMap((lang) => blogPages(lang).map((page) => ({ path: pagePath(page), page: { kind: "blog", lang, page } as SitePage })));
  return [...fromTable, ...blog];
}

const tokenPages = { confirm: utilityRoutes.newsletterConfirm, unsubscribe: utilityRoutes.newsletterUnsubscribe } as const;

let byPath: Map<string, SitePage> | undefined;

/**
 * The page a request renders on demand (src/pages/render/): the jobs page, a position's page
 * (410 once closed) or an application form of the day, a newsletter page for the token of its address, a prerendered page answering a form
 * posted to it, or the 404 page in the path's language (with its status).
 */
export function pageForRequest(url: URL, method: string): { page: SitePage; status: number } {
  byPath ??= new Map(prerenderedPages().map(({ path, page }) => [path, page]));
  const lang = langOfPath(url.pathname);
  const shown = positionsPage(url.pathname, url.searchParams, method, openings(), today());
  if (shown?.screen === "jobs") return { page: { kind: "jobs", lang, open: shown.open }, status: 200 };
  if (shown?.screen === "position") return { page: { kind: "position", lang, job: shown.job, open: shown.open, closed: shown.closed }, status: shown.closed ? 410 : 200 };
  if (shown) return { page: { kind: "apply", lang, job: shown.job, open: shown.open, closed: shown.closed }, status: shown.closed ? 410 : 200 };
  const action = (["confirm", "unsubscribe"] as const).find((kind) => tokenPages[kind][lang] === url.pathname);
  if (action) return { page: { kind: "newsletter", lang, action, token: url.searchParams.get("token") ?? "" }, status: 200 };
  const path = normalise(url.pathname);
  const page = byPath.get(path);
  return page ? { page, status: 200 } : { page: { kind: "notFound", lang: langOfPath(path), path }, status: 404 };
}

/** The path the page is found at. */
export function pathOf(page: SitePage): string {
  if (page.kind === "blog") return pagePath(page.page);
  if (page.kind === "notFound") return page.path;
  if (page.kind === "newsletter") return tokenPages[page.action][page.lang];
  if (page.kind === "position") return positionHref(positionOf(page.job)!, page.lang);
  return pathFor(page.kind === "screen" ? page.screen : page.kind, page.lang);
}

export function metadataOfPage(page: SitePage): PageMetadata {
  if (page.kind === "blog") return blogMetadata(page.page);
  if (page.kind === "notFound") return notFoundMetadata(page.lang);
  if (page.kind === "newsletter") return newsletterPageMetadata(page.action, page.lang);
  if (page.kind === "position") return positionMetadata(positionOf(page.job)!, page.lang, page.closed);
  return pageMetadata(page.kind === "screen" ? page.screen : page.kind, page.lang);
}

/** What the layout must know that the path does not tell: a blog page's or a position's counterparts, and whether a page has a newsletter form of its own. */
export function frameOf(page: SitePage): PageFrame {
  if (page.kind === "position") return { languageLinks: positionHrefs(positionOf(page.job)!) };
  if (page.kind !== "blog") return {};
  return { languageLinks: languageLinks(page.page), newsletterInPage: page.page.kind === "article" };
}

/** The open positions the jobs page lists. */
export const openPositions = (page: Extract<SitePage, { kind: "jobs" }>) => positionsNumbered(page.open);
