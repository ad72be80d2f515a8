import type { Article } from "@/content/articles";
import { ArticleCard } from "./ArticleCard";

/** Articles as cards side by side: three across on a wide screen, `twoUp` from a tablet's width. */
export function ArticleGrid({ articles, level, twoUp = false, className = "" }: { articles: Article[]; level: 2 | 3; twoUp?: boolean; className?: string }) {
  return (
    <div className={`grid gap-6 ${twoUp ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-3"} ${className}`}>
      {articles.map((article) => <ArticleCard key={article.slug} article={article} level={level} />)}
    </div>
  );
}
