import { SiteLink } from "@/components/ui/SiteLink";
import { jobsCopy } from "@/content/pages/jobs";
import type { Position } from "@/content/positions";
import type { Lang } from "@/lib/i18n";
import { applyHref } from "@/lib/open-positions";

/** The button to a position's application form, named with the position for a screen reader. */
export function ApplyButton({ position, lang, className = "" }: { position: Position; lang: Lang; className?: string }) {
  const t = jobsCopy[lang];
  return (
    <SiteLink href={applyHref(lang, position.job)} className={className ? `btn-primary ${className}` : "btn-primary"} aria-label={`${t.applyFor}: ${position[lang].title}`} data-apply-link="">
      {t.apply}
    </SiteLink>
  );
}
