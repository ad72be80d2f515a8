import { SiteLink } from "@/components/ui/SiteLink";
import type { Crumb } from "@/site/seo/breadcrumbs";

/** A visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ label, trail }: { label: string; trail: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SiteLink href={crumb.path} className="text-brand underline-offset-4 hover:underline">
                    {crumb.name}
                  </SiteLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
