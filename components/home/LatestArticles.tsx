import { ArticleGrid } from "@/components/blog/ArticleGrid";
import { Heading } from "@/components/ui/Heading";
import { SiteLink } from "@/components/ui/SiteLink";
import { articles } from "@/content/articles";
import { blogCopy } from "@/content/blog";
import type { Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";

/** How many of the newest articles the home page shows. */
const NEWEST = 3;

/** The home page's three newest articles of its language, and a link to the blog; nothing while the blog is empty. */
export function LatestArticles({ lang }: { lang: Lang }) {
  const newest = articles(lang).slice(0, NEWEST);
  if (newest.length === 0) return null;
  const t = blogCopy[lang].home;
  return (
    <section data-reveal="" data-plain="" aria-labelledby="home-articles" className="container-page py-10 sm:py-20" data-latest-articles="">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Heading id="home-articles" title={t.title} size="section" />
        <SiteLink href={blogPaths.index(lang)} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">{t.all}</SiteLink>
      </div>
      {/* On a phone the articles side by side in a row that scrolls: stacked, they were three screens. */}
      <ArticleGrid articles={newest} level={3} className="mt-6 max-md:snap-x max-md:snap-mandatory max-md:grid-flow-col max-md:auto-cols-[min(85%,24rem)] max-md:gap-4 max-md:overflow-x-auto max-md:pb-2 sm:mt-8 [&>*]:snap-start" />
    </section>
  );
}
