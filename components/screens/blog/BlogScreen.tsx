import type { NewsletterAction } from "@/components/forms/NewsletterForm";
import type { BlogPage } from "@/site/blog/pages";
import { ArticleScreen } from "./ArticleScreen";
import { BlogListScreen } from "./BlogListScreen";

/** A page of the blog: an article, or a list of them. */
export function BlogScreen({ page, newsletter }: { page: BlogPage; newsletter: NewsletterAction }) {
  return page.kind === "article" ? <ArticleScreen page={page} newsletter={newsletter} /> : <BlogListScreen page={page} />;
}
