import { SiteLink } from "@/components/ui/SiteLink";
import type { Article } from "@/content/articles";
import { blogCopy } from "@/content/blog";
import { hyphenate } from "@/content/hyphenation";
import { blogPaths } from "@/lib/routes";
import { ArticleDate } from "./ArticleFacts";

/** An article in a list: its date and reading time, its title as the link, and its description. */
export function ArticleCard({ article, level = 2 }: { article: Article; level?: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  const t = blogCopy[article.lang].article;
  return (
    <article className="relative flex flex-col rounded-3xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md" data-article-card={article.slug}>
      <p className="text-sm text-muted">
        <ArticleDate lang={article.lang} day={article.published} /> · {t.readingTime(article.minutes)}
      </p>
      <Title className="mt-2 text-xl font-bold tracking-tight">
        {/* The whole card takes the click (the link's ::after covers it); the title stays the link's name. */}
        <SiteLink href={blogPaths.article(article.lang, article.slug)} className="after:absolute after:inset-0 after:rounded-3xl hover:text-brand">
          {hyphenate(article.title)}
        </SiteLink>
      </Title>
      <p className="mt-3 flex-1 text-muted">{article.description}</p>
    </article>
  );
}
