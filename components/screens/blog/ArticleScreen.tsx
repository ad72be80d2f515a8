import type { ReactNode } from "react";
import { ArticleGrid } from "@/components/blog/ArticleGrid";
import { Heading } from "@/components/ui/Heading";
import { Byline, TagLinks } from "@/components/blog/ArticleFacts";
import { MissingCounterpart } from "@/components/blog/MissingCounterpart";
import { RelatedService } from "@/components/blog/RelatedService";
import { TableOfContents } from "@/components/blog/TableOfContents";
import { JsonLd } from "@/components/seo/JsonLd";
import { Breadcrumbs } from "@/components/ui/Breadcrumbs";
import { blogCopy } from "@/content/blog";
import { hyphenate } from "@/content/hyphenation";
import { blogPaths, pathFor } from "@/lib/routes";
import { relatedTo } from "@/site/blog/catalog";
import { hasCounterpart, type BlogPage } from "@/site/blog/pages";
import { blogPostingJsonLd } from "@/site/seo/blog-metadata";
import { breadcrumbJsonLd, type Crumb } from "@/site/seo/breadcrumbs";

/** An article is long enough for a table of contents from this many sections (## headings). */
const CONTENTS_FROM_SECTIONS = 4;

/** One article: its heading and byline, its text (with contents when long), its service, the newsletter and what to read next. */
export function ArticleScreen({ page, newsletterForm }: { page: Extract<BlogPage, { kind: "article" }>; newsletterForm: ReactNode }) {
  const { article, lang } = page;
  const t = blogCopy[lang];
  const trail: Crumb[] = [
    { name: t.breadcrumb.home, path: pathFor("home", lang) },
    { name: t.title, path: blogPaths.index(lang) },
    { name: article.title, path: blogPaths.article(lang, article.slug) },
  ];
  const contents = article.headings.filter((h) => h.depth === 2).length >= CONTENTS_FROM_SECTIONS;
  const related = relatedTo(article);
  return (
    <>
      <section aria-labelledby="article-title" className="bg-gradient-to-b from-brand-soft to-white">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Breadcrumbs label={t.breadcrumb.label} trail={trail} />
          <TagLinks lang={lang} ids={article.tags} label={t.article.tags} className="mt-8" />
          <h1 id="article-title" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">{hyphenate(article.title)}</h1>
          <p className="mt-5 text-xl text-pretty text-muted">{article.description}</p>
          <Byline article={article} className="mt-6" />
          {!hasCounterpart(page) ? <MissingCounterpart lang={lang} text={t.missingCounterpart.article} /> : null}
          {article.hero ? (
            <img src={article.hero.src} alt={article.hero.alt} width={article.hero.width} height={article.hero.height} className="mt-8 h-auto w-full rounded-3xl" fetchPriority="high" />
          ) : null}
        </div>
      </section>

      <section className="container-page max-w-4xl pb-8">
        {contents ? <TableOfContents title={t.article.contents} headings={article.headings} className="mb-10" /> : null}
        <div className="prose-article" data-article-body="" dangerouslySetInnerHTML={{ __html: article.html }} />
      </section>

      <section className="container-page max-w-4xl space-y-10 pb-16">
        <RelatedService article={article} />
        <section aria-labelledby="article-newsletter" className="rounded-3xl bg-ink p-6 text-slate-200 sm:p-8" data-article-newsletter="">
          <Heading id="article-newsletter" title={t.article.newsletterTitle} lead={t.article.newsletterText} size="card" tone="dark" />
          <div className="mt-5 max-w-md">{newsletterForm}</div>
        </section>
        {related.length > 0 ? (
          <section aria-labelledby="article-related" data-related-articles="">
            <Heading id="article-related" title={t.article.related} size="card" />
            <ArticleGrid articles={related} level={3} className="mt-6" />
          </section>
        ) : null}
      </section>
      <JsonLd items={[blogPostingJsonLd(article), breadcrumbJsonLd(trail)]} />
    </>
  );
}
