import type { ReactNode } from "react";
import type { BlogPage } from "@/site/blog/pages";
import { ArticleScreen } from "./ArticleScreen";
import { BlogListScreen } from "./BlogListScreen";

/** A page of the blog: an article, or a list of them. */
export function BlogScreen({ page, newsletterForm }: { page: BlogPage; newsletterForm: ReactNode }) {
  return page.kind === "article" ? <ArticleScreen page={page} newsletterForm={newsletterForm} /> : <BlogListScreen page={page} />;
}
