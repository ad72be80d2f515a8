import type { BlogPosting, Organization, Person } from "schema-dts";
import type { Article } from "@/content/articles";
import { blogCopy } from "@/content/blog";
import { serviceNames } from "@/content/glossary";
import { pageMeta } from "@/content/meta";
import { tags } from "@/content/tags";
import { teamMember } from "@/content/team";
import { plainText } from "@/lib/format";
import { blogPaths } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { counterpartPathOf, pagePath, type BlogPage } from "@/site/blog/pages";
import { organizationId, schemaThing, type JsonLdObject } from "./json-ld";
import { metadataOf } from "./metadata";
import type { PageMetadata } from "./page-metadata";
import { absoluteUrl, articleImagePath, hreflangUrls, shareImagePath } from "./urls";

/** Metadata and structured data of the blog's pages (docs/decisions/045-articles-as-markdown-content.md). */

/** The author as people read it: the team member named, or the company. */
export function authorName(article: Article): string {
  return (article.author && teamMember(article.author)?.name) ?? siteConfig().COMPANY_NAME;
}

function authorJsonLd(article: Article): Person | Organization {
  const member = article.author ? teamMember(article.author) : undefined;
  if (!member) return { "@type": "Organization", "@id": organizationId(), name: siteConfig().COMPANY_NAME, url: absoluteUrl("/") };
  return { "@type": "Person", name: member.name, jobTitle: member[article.lang].role, image: absoluteUrl(member.photo), worksFor: { "@id": organizationId() } };
}

function titleAndDescription(page: BlogPage): { title: string; description: string; keywords: string[] } {
  const t = blogCopy[page.lang];
  const index = pageMeta[page.lang].blog;
  if (page.kind === "list") return page.n === 1 ? index : { ...index, title: t.pageTitle(page.n) };
  if (page.kind === "tag") {
    const name = tags[page.lang][page.tag].name;
    return { title: t.tagTitle(name), description: t.tagDescription(name), keywords: [name, ...index.keywords] };
  }
  const { title, description } = page.article;
  return { title: plainText(title), description, keywords: page.article.tags.map((tag) => tags[page.lang][tag].name) };
}

export function blogMetadata(page: BlogPage): PageMetadata {
  const { lang } = page;
  const languages = hreflangUrls({ en: counterpartPathOf(page, "en"), fi: counterpartPathOf(page, "fi") });
  const article = page.kind === "article" ? page.article : undefined;
  return metadataOf({
    lang,
    ...titleAndDescription(page),
    path: pagePath(page),
    languages,
    image: article ? articleImagePath(lang, article.slug) : shareImagePath("blog", lang),
    // The language's feed, announced on every page of its blog.
    feeds: [{ title: blogCopy[lang].feed.title(siteConfig().COMPANY_NAME), url: absoluteUrl(blogPaths.feed(lang)) }],
    article: article && {
      publishedTime: article.published,
      modifiedTime: article.updated,
      authors: [authorName(article)],
      section: serviceNames[lang][article.section].name,
      tags: article.tags.map((tag) => tags[lang][tag].name),
    },
  });
}

/** BlogPosting structured data of an article, typed by schema-dts. */
export function blogPostingJsonLd(article: Article): JsonLdObject {
  const url = absoluteUrl(blogPaths.article(article.lang, article.slug));
  const posting: BlogPosting = {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: plainText(article.title),
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated,
    author: authorJsonLd(article),
    publisher: { "@id": organizationId() },
    image: absoluteUrl(articleImagePath(article.lang, article.slug)),
    inLanguage: article.lang,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: serviceNames[article.lang][article.section].name,
    keywords: article.tags.map((tag) => tags[article.lang][tag].name).join(", "),
    url,
  };
  return schemaThing(posting);
}
