/** The pages the bench and the budget test measure: the 20 routes of the route table and a 404. */
import { pathFor, screens, type Screen } from "../../lib/routes";

export type BenchPage = {
  /** e.g. "home/en", "404". */
  name: string;
  path: string;
  screen: Screen | "notFound" | "other";
  /** The 404 page answers 404 and is noindex on purpose. */
  notFound: boolean;
};

export const NOT_FOUND_PATH = "/this-page-does-not-exist";

export function allPages(): BenchPage[] {
  const pages: BenchPage[] = screens.flatMap((screen) =>
    (["en", "fi"] as const).map((lang) => ({ name: `${screen}/${lang}`, path: pathFor(screen, lang), screen, notFound: false })),
  );
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
