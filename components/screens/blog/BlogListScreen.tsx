import { ArticleGrid } from "@/components/blog/ArticleGrid";
import { TagLinks } from "@/components/blog/ArticleFacts";
import { MissingCounterpart } from "@/components/blog/MissingCounterpart";
import { Pagination } from "@/components/blog/Pagination";
import { JsonLd } from "@/components/seo/JsonLd";
import { Breadcrumbs } from "@/components/ui/Breadcrumbs";
import { blogCopy } from "@/content/blog";
import { hyphenate } from "@/content/hyphenation";
import { tags } from "@/content/tags";
import { blogPaths, pathFor } from "@/lib/routes";
import { tagsInUse } from "@/site/blog/catalog";
import { hasCounterpart, pagePath, type BlogPage } from "@/site/blog/pages";
import { breadcrumbJsonLd, type Crumb } from "@/site/seo/breadcrumbs";

type ListPage = Exclude<BlogPage, { kind: "article" }>;

/** The blog's index, its later pages and its tag pages: a list of articles, newest first. */
export function BlogListScreen({ page }: { page: ListPage }) {
  const { lang } = page;
  const t = blogCopy[lang];
  const tagName = page.kind === "tag" ? tags[lang][page.tag].name : undefined;
  const trail: Crumb[] = [
    { name: t.breadcrumb.home, path: pathFor("home", lang) },
    { name: t.title, path: blogPaths.index(lang) },
    ...(tagName ? [{ name: tagName, path: pagePath(page) }] : []),
    ...(page.kind === "list" && page.n > 1 ? [{ name: t.pagination.page(page.n, page.pages), path: pagePath(page) }] : []),
  ];
  const lead = page.kind === "tag" ? t.tagLead(page.articles.length) : page.n > 1 ? t.pagination.page(page.n, page.pages) : t.lead;
  return (
    <>
      <section aria-labelledby="blog-title" className="bg-gradient-to-b from-brand-soft to-white">
        <div className="container-page py-10 sm:py-14">
          <Breadcrumbs label={t.breadcrumb.label} trail={trail} />
          {tagName ? <p className="mt-8 text-sm font-semibold tracking-wide text-brand uppercase">{t.tagEyebrow}</p> : null}
          {/* A tag's name may be one long Finnish compound: a size smaller on a phone, broken only at its soft hyphens. */}
          <h1 id="blog-title" className={`${tagName ? "mt-2 text-3xl" : "mt-8 text-4xl"} max-w-3xl font-extrabold tracking-tight sm:text-5xl`}>
            {hyphenate(tagName ?? t.title)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-muted">{lead}</p>
          {page.kind === "tag" && !hasCounterpart(page) ? <MissingCounterpart lang={lang} text={t.missingCounterpart.tag} /> : null}
        </div>
      </section>
      <section className="container-page pb-16" data-article-list="">
        {page.articles.length === 0 ? (
          <p className="text-lg text-muted">{t.empty}</p>
        ) : (
          <ArticleGrid articles={page.articles} level={2} twoUp />
        )}
        {page.kind === "list" ? <Pagination lang={lang} n={page.n} pages={page.pages} /> : null}
        {tagsInUse(lang).length > 0 ? (
          <div className="mt-12 border-t border-line pt-8">
            <TagLinks lang={lang} ids={tagsInUse(lang)} label={t.article.tags} />
            <p className="mt-6 text-sm">
              <a href={blogPaths.feed(lang)} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">{t.feed.link}</a>
            </p>
          </div>
        ) : null}
      </section>
      <JsonLd items={[breadcrumbJsonLd(trail)]} />
    </>
  );
}
