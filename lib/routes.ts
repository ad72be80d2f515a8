import type { Lang } from "./i18n";

/** The one route table: every screen with its English and Finnish path. */
export const routes = {
  home: { en: "/", fi: "/fi" },
  about: { en: "/about", fi: "/fi/tietoa-meista" },
  jobs: { en: "/jobs", fi: "/fi/tyopaikat" },
  apply: { en: "/apply", fi: "/fi/hae-tyopaikkaa" },
  bookCall: { en: "/book-call", fi: "/fi/varaa-keskustelu" },
  privacy: { en: "/privacy", fi: "/fi/tietosuoja" },
  trust: { en: "/trust", fi: "/fi/luottamus" },
  chatAssistant: { en: "/ai-chat-assistant", fi: "/fi/ai-chat-assistentti" },
  phoneReceptionist: { en: "/ai-phone-receptionist", fi: "/fi/ai-puhelinvastaaja" },
  aiSeo: { en: "/ai-seo", fi: "/fi/ai-seo" },
  leadQualifier: { en: "/ai-lead-qualifier", fi: "/fi/ai-liidien-kvalifiointi" },
  blog: { en: "/blog", fi: "/fi/blogi" },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * Pages reached only from e-mail links (newsletter double opt-in). Kept out of the route
 * table on purpose: they are not in the sitemap or the navigation, and they are noindex.
 */
export const utilityRoutes = {
  newsletterConfirm: { en: "/newsletter/confirm", fi: "/fi/uutiskirje/vahvista" },
  newsletterUnsubscribe: { en: "/newsletter/unsubscribe", fi: "/fi/uutiskirje/peru" },
} as const satisfies Record<string, Record<Lang, string>>;

/** Addresses of the site's own that are not pages: its API and its share images (no page links into the framework's files). */
export const nonPagePrefixes = { api: "/api/", shareImages: "/og/" } as const;

export type Screen = keyof typeof routes;
export const screens = Object.keys(routes) as Screen[];

export function pathFor(screen: Screen, lang: Lang): string {
  return routes[screen][lang];
}

/** The page of an open position, below the jobs page: /jobs/cold-caller, /fi/tyopaikat/puhelinmyyja (its slug in the language). */
export function positionPath(lang: Lang, slug: string): string {
  return `${routes.jobs[lang]}/${slug}`;
}

/** The path without a trailing slash. */
export function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function findIn<K extends string>(table: Record<K, Record<Lang, string>>, path: string): { key: K; lang: Lang } | undefined {
  const clean = normalise(path);
  for (const key of Object.keys(table) as K[]) {
    const lang = (["en", "fi"] as const).find((l) => table[key][l] === clean);
    if (lang) return { key, lang };
  }
  return undefined;
}

/** The screen and language a path shows, or undefined for a path outside the table. */
export function screenOfPath(path: string): { screen: Screen; lang: Lang } | undefined {
  const match = findIn(routes, path);
  return match && { screen: match.key, lang: match.lang };
}

/**
 * The path of the same page (screen or utility page) in another language; for a page of the blog
 * without a known counterpart, that language's blog; otherwise that language's home page. The
 * blog's pages know their real counterparts (site/blog/pages.ts).
 */
export function counterpartPath(path: string, lang: Lang): string {
  const screen = screenOfPath(path);
  if (screen) return routes[screen.screen][lang];
  const utility = findIn(utilityRoutes, path);
  if (utility) return utilityRoutes[utility.key][lang];
  return blogPathOf(path) ? routes.blog[lang] : routes.home[lang];
}

/**
 * The blog's permalinks, built here only (docs/decisions/045-articles-as-markdown-content.md):
 * its index is the `blog` screen, and below it each language names its list pages and tag pages
 * in its own words: /blog/page/2, /blog/tag/sales; /fi/blogi/sivu/2, /fi/blogi/aihe/myynti.
 */
const blogWords = { en: { page: "page", tag: "tag" }, fi: { page: "sivu", tag: "aihe" } } as const satisfies Record<Lang, unknown>;
const FEED_FILE = "rss.xml";

export const blogPaths = {
  index: (lang: Lang) => routes.blog[lang],
  /** Page n of the list, newest first; page 1 is the index. */
  page: (lang: Lang, n: number) => (n <= 1 ? routes.blog[lang] : `${routes.blog[lang]}/${blogWords[lang].page}/${n}`),
  tag: (lang: Lang, slug: string) => `${routes.blog[lang]}/${blogWords[lang].tag}/${slug}`,
  article: (lang: Lang, slug: string) => `${routes.blog[lang]}/${slug}`,
  /** The language's RSS 2.0 feed. */
  feed: (lang: Lang) => `${routes.blog[lang]}/${FEED_FILE}`,
};

/** Words an article's slug cannot be, in its language: the blog's own path segments. */
export function reservedSlugs(lang: Lang): string[] {
  return [blogWords[lang].page, blogWords[lang].tag, FEED_FILE];
}

export type BlogPath = { lang: Lang } & ({ kind: "index" } | { kind: "page"; n: number } | { kind: "tag"; slug: string } | { kind: "article"; slug: string });

/** What a path of the blog shows, by its shape alone (whether that page exists is the content's to say), or undefined. */
export function blogPathOf(path: string): BlogPath | undefined {
  const clean = normalise(path);
  for (const lang of ["en", "fi"] as const) {
    const base = routes.blog[lang];
    if (clean === base) return { lang, kind: "index" };
    if (!clean.startsWith(`${base}/`)) continue;
    const rest = clean.slice(base.length + 1).split("/");
    const words = blogWords[lang];
    if (rest.length === 2 && rest[0] === words.page && /^[1-9]\d*$/.test(rest[1]!)) return { lang, kind: "page", n: Number(rest[1]) };
    if (rest.length === 2 && rest[0] === words.tag) return { lang, kind: "tag", slug: rest[1]! };
    if (rest.length === 1 && rest[0] !== FEED_FILE) return { lang, kind: "article", slug: rest[0]! };
  }
  return undefined;
}
