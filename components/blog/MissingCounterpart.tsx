import { otherLang, type Lang } from "@/lib/i18n";

/**
 * Where the page has no counterpart, the language link leads to the other language's blog, and
 * this note says so, in that language, for the reader who looks for it (docs/decisions/047-blog-pages-know-their-counterparts.md).
 */
export function MissingCounterpart({ lang, text }: { lang: Lang; text: string }) {
  return (
    <p lang={otherLang(lang)} className="mt-6 rounded-2xl border border-line bg-white px-4 py-3 text-sm text-muted" data-missing-counterpart="">{text}</p>
  );
}
