import { PointingChevron } from "@/components/ui/PointingChevron";
import { SiteLink } from "@/components/ui/SiteLink";
import { blogCopy } from "@/content/blog";
import type { Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";

const pageLink = "inline-grid min-w-11 place-items-center rounded-full border border-line px-3 py-2 font-semibold hover:border-brand hover:text-brand";

/** The blog's list pages: newer and older, and each page by number. Plain links, so they work without scripts. */
export function Pagination({ lang, n, pages }: { lang: Lang; n: number; pages: number }) {
  if (pages <= 1) return null;
  const t = blogCopy[lang].pagination;
  return (
    <nav aria-label={t.label} className="mt-12 flex flex-wrap items-center justify-between gap-4" data-pagination="">
      {n > 1 ? (
        <SiteLink href={blogPaths.page(lang, n - 1)} rel="prev" className="btn-secondary px-4 py-2 text-sm">
          <PointingChevron toward="left" />
          {t.newer}
        </SiteLink>
      ) : (
        <span />
      )}
      <ol className="flex flex-wrap gap-2 text-sm">
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            {page === n ? (
              <span aria-current="page" className={`${pageLink} border-brand bg-brand text-white`}>
                <span className="sr-only">{t.page(page, pages)}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <SiteLink href={blogPaths.page(lang, page)} className={pageLink} aria-label={t.page(page, pages)}>{page}</SiteLink>
            )}
          </li>
        ))}
      </ol>
      {n < pages ? (
        <SiteLink href={blogPaths.page(lang, n + 1)} rel="next" className="btn-secondary px-4 py-2 text-sm">
          {t.older}
          <PointingChevron toward="right" />
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
