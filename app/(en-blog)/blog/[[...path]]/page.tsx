import { BlogScreen } from "@/components/screens/blog/BlogScreen";
import { blogPage, blogParams } from "@/site/blog/pages";
import { blogMetadata } from "@/site/seo/blog-metadata";
import { siteForms } from "../../../site-forms";

type Props = { params: Promise<{ path?: string[] }> };

// Every page of the blog, prerendered: the index, its later pages, the tag pages and the articles (site/blog/pages.ts).
export const dynamicParams = false;
export const generateStaticParams = () => blogParams("en");
export const generateMetadata = async ({ params }: Props) => blogMetadata(blogPage("en", (await params).path)!);

export default async function Page({ params }: Props) {
  return <BlogScreen page={blogPage("en", (await params).path)!} newsletterForm={siteForms("en").newsletter} />;
}
