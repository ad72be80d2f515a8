import { SiteLink } from "@/components/ui/SiteLink";
import type { Article } from "@/content/articles";
import { blogCopy } from "@/content/blog";
import { tags } from "@/content/tags";
import { formatDate } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";
import { authorName } from "@/site/seo/blog-metadata";

/** A day as the language writes it, machine-readable too. */
export function ArticleDate({ lang, day }: { lang: Lang; day: string }) {
  return <time dateTime={day}>{formatDate(day, lang)}</time>;
}

/** The article's byline: published (and updated) dates, reading time and author. */
export function Byline({ article, className = "" }: { article: Article; className?: string }) {
  const t = blogCopy[article.lang].article;
  const facts = [
    <>
      {t.published} <ArticleDate lang={article.lang} day={article.published} />
    </>,
    article.updated !== article.published && (
      <>
        {t.updated} <ArticleDate lang={article.lang} day={article.updated} />
      </>
    ),
    t.readingTime(article.minutes),
    <>
      {t.by} {authorName(article)}
    </>,
  ].filter(Boolean);
  return (
    <p className={`flex flex-wrap gap-x-2 gap-y-1 text-sm text-muted ${className}`} data-byline="">
      {/* The separator ends a line, never starts one, when the byline wraps. */}
      {facts.map((fact, index) => (
        <span key={index}>
          {fact}
          {index < facts.length - 1 ? <span aria-hidden="true"> ·</span> : null}
        </span>
      ))}
    </p>
  );
}

/** Links to the tag pages of the given tags. */
export function TagLinks({ lang, ids, label, className = "" }: { lang: Lang; ids: Article["tags"]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {ids.map((tag) => (
        <li key={tag}>
          <SiteLink href={blogPaths.tag(lang, tags[lang][tag].slug)} className="inline-block rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-dark hover:bg-brand hover:text-white">
            {tags[lang][tag].name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
