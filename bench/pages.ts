/** The pages the bench and the budget test measure: the routes of the route table (the blog's index among them), an article per language and a 404. */
import { blogPaths, pathFor, screens, type Screen } from "../lib/routes";

export type BenchPage = {
  /** e.g. "home/en", "404". */
  name: string;
  path: string;
  screen: Screen | "notFound" | "other";
  /** The 404 page answers 404 and is noindex on purpose. */
  notFound: boolean;
};

export const NOT_FOUND_PATH = "/this-page-does-not-exist";

/** One article per language, the blog's longest page kind (content/articles): the same article in both. */
const ARTICLES = { en: "calls-after-office-hours", fi: "puhelut-virka-ajan-jalkeen" } as const;

export function allPages(): BenchPage[] {
  const pages: BenchPage[] = screens.flatMap((screen) =>
    (["en", "fi"] as const).map((lang) => ({ name: `${screen}/${lang}`, path: pathFor(screen, lang), screen, notFound: false })),
  );
  for (const lang of ["en", "fi"] as const) {
    pages.push({ name: `article/${lang}`, path: blogPaths.article(lang, ARTICLES[lang]), screen: "other", notFound: false });
  }
  pages.push({ name: "404", path: NOT_FOUND_PATH, screen: "notFound", notFound: true });
  return pages;
}

/** Pages for --pages=/,/fi: paths from the table, or any other path (measured as given). */
export function selectPages(paths: string[] | undefined): BenchPage[] {
  const pages = allPages();
  if (!paths || paths.length === 0) return pages;
  return paths.map((path) => {
    const known = pages.find((p) => p.path === path || p.name === path);
    return known ?? { name: path, path, screen: "other", notFound: false };
  });
}
