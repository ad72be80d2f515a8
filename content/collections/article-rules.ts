import { basename, dirname } from "node:path";
import { ARTICLE_SLUG, type ArticleData } from "@/content/schemas/article";
import { duplicates } from "@/lib/content-rules";
import { languages, type Lang } from "@/lib/i18n";
import { problemsOf } from "@/lib/markdown/rendered";
import { reservedSlugs } from "@/lib/routes";
import { nameOf, type CollectionFile } from "./collection-files";

/**
 * The rules of an article beyond its own front matter, checked by the collection's loader at
 * build (src/content.config.ts) and again by content/articles.ts: its file name is its address,
 * its translation key is its language's only one, its text breaks none of the Markdown rules
 * (lib/markdown/body-rules.ts).
 */

export type ArticleFile = CollectionFile<ArticleData>;

function slugProblems(lang: Lang, entries: readonly ArticleFile[]): string[] {
  return entries.flatMap((entry) => {
    const [file, name] = [entry.id, nameOf(entry)];
    if (!ARTICLE_SLUG.test(name)) return [`${file}: the file name must be lower-case words joined by hyphens (a-z, 0-9), e.g. puhelinvastaaja-iltaisin.md: it is the article's address`];
    return reservedSlugs(lang).includes(name) ? [`${file}: the file name "${name}" is taken by the blog's own pages; choose another`] : [];
  });
}

/** The rules the text breaks, as src/markdown.ts's plugins noted them, each naming the file. */
function bodyProblems({ id, rendered }: ArticleFile): string[] {
  if (!rendered) return [`${id}: the text could not be rendered; the build's log says why`];
  return problemsOf(rendered).map((problem) => `${id}: ${problem}`);
}

/** Every rule the language's articles break; a draft's text counts only where drafts are shown. */
export function articleProblems(lang: Lang, entries: readonly ArticleFile[], { drafts }: { drafts: boolean }): string[] {
  const shown = entries.filter((entry) => drafts || !entry.data.draft);
  return [...slugProblems(lang, entries), ...duplicates(entries, "translationKey", (e) => e.data.translationKey), ...shown.flatMap(bodyProblems)];
}

/** Every rule the articles break, each article's language being its folder's name (content/articles/<lang>/). */
export function articleProblemsByFolder(entries: readonly ArticleFile[], options: { drafts: boolean }): string[] {
  const langOf = (entry: ArticleFile) => basename(dirname(entry.id));
  return languages.flatMap((lang) => articleProblems(lang, entries.filter((entry) => langOf(entry) === lang), options));
}
