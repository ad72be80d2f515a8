import { Feed } from "feed";
import { articles } from "@/content/articles";
import { blogCopy } from "@/content/blog";
import { tags } from "@/content/tags";
import { plainText } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { absoluteUrl } from "@/site/seo/urls";
import { authorName } from "@/site/seo/blog-metadata";

/** Links and images of an article with the site's address: a feed reader has no page to resolve "/ai-seo" against. */
function absoluteLinks(html: string): string {
  return html.replace(/\b(href|src)="\//g, `$1="${absoluteUrl("/")}`);
}

/** A language's articles as an RSS 2.0 feed (the `feed` library writes the XML), newest first. */
export function feedXml(lang: Lang): string {
  const t = blogCopy[lang].feed;
  const company = siteConfig().COMPANY_NAME;
  const list = articles(lang);
  const feed = new Feed({
    id: absoluteUrl(blogPaths.index(lang)),
    link: absoluteUrl(blogPaths.index(lang)),
    title: t.title(company),
    description: t.description,
    language: lang,
    copyright: `© ${company}`,
    generator: false,
    updated: list[0] ? new Date(`${list[0].updated}T00:00:00Z`) : undefined,
    feedLinks: { rss: absoluteUrl(blogPaths.feed(lang)) },
  });
  for (const article of list) {
    const link = absoluteUrl(blogPaths.article(lang, article.slug));
    feed.addItem({
      title: plainText(article.title),
      id: link,
      link,
      description: article.description,
      content: absoluteLinks(plainText(article.html)),
      date: new Date(`${article.published}T00:00:00Z`),
      author: [{ name: authorName(article) }],
      category: article.tags.map((tag) => ({ name: tags[lang][tag].name })),
    });
  }
  return feed.rss2();
}

/** The feed as a route's answer. */
export function feedResponse(lang: Lang): Response {
  return new Response(feedXml(lang), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
