import type { Lang } from "./i18n";

/** The one route table: every screen with its English and Finnish path. */
export const routes = {
  home: { en: "/", fi: "/fi" },
  about: { en: "/about", fi: "/fi/tietoa-meista" },
  jobs: { en: "/jobs", fi: "/fi/tyopaikat" },
  apply: { en: "/apply", fi: "/fi/hae-tyopaikkaa" },
  bookCall: { en: "/book-call", fi: "/fi/varaa-keskustelu" },
  privacy: { en: "/privacy", fi: "/fi/tietosuoja" },
  chatAssistant: { en: "/ai-chat-assistant", fi: "/fi/ai-chat-assistentti" },
  phoneReceptionist: { en: "/ai-phone-receptionist", fi: "/fi/ai-puhelinvastaaja" },
  aiSeo: { en: "/ai-seo", fi: "/fi/ai-seo" },
  leadQualifier: { en: "/ai-lead-qualifier", fi: "/fi/ai-liidien-kvalifiointi" },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * Pages reached only from e-mail links (newsletter double opt-in). Kept out of the route
 * table on purpose: they are not in the sitemap or the navigation, and they are noindex.
 */
export const utilityRoutes = {
  newsletterConfirm: { en: "/newsletter/confirm", fi: "/fi/uutiskirje/vahvista" },
  newsletterUnsubscribe: { en: "/newsletter/unsubscribe", fi: "/fi/uutiskirje/peru" },
} as const satisfies Record<string, Record<Lang, string>>;

export type Screen = keyof typeof routes;
export const screens = Object.keys(routes) as Screen[];

export function pathFor(screen: Screen, lang: Lang): string {
  return routes[screen][lang];
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function findIn<K extends string>(table: Record<K, Record<Lang, string>>, path: string): { key: K; lang: Lang } | undefined {
  const clean = normalise(path);
  for (const key of Object.keys(table) as K[]) {
    for (const lang of ["en", "fi"] as const) {
      if (table[key][lang] === clean) return { key, lang };
    }
  }
  return undefined;
}

/** The screen and language a path shows, or undefined for a path outside the table. */
export function screenOfPath(path: string): { screen: Screen; lang: Lang } | undefined {
  const match = findIn(routes, path);
  return match && { screen: match.key, lang: match.lang };
}

/** The path of the same page (screen or utility page) in another language, or that language's home page. */
export function counterpartPath(path: string, lang: Lang): string {
  const screen = findIn(routes, path);
  if (screen) return routes[screen.key][lang];
  const utility = findIn(utilityRoutes, path);
  return utility ? utilityRoutes[utility.key][lang] : routes.home[lang];
}
