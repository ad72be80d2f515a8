import { Heading } from "@/components/ui/Heading";
import { SiteLink } from "@/components/ui/SiteLink";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import { applyHref } from "@/lib/open-positions";
import type { Lang } from "@/lib/i18n";

export type PositionSummary = { id: string; job: number; title: string; department: string; location: string; type: string };

/**
 * The position applied for, named in the page's HTML (each position has its own prerendered
 * apply page), sent with the form by a hidden field; and links to the other open positions' forms.
 */
export function PositionCard({ lang, position, others }: { lang: Lang; position: PositionSummary; others: PositionSummary[] }) {
  const t = formText[lang].apply;
  const { id, title, department, location, type } = position;
  return (
    <div className="rounded-2xl border border-line bg-mist p-5" data-position={id}>
      <p className="text-sm font-semibold text-muted">{t.selectedPosition}</p>
      <Heading title={hyphenate(title)} size="card" className="mt-1" />
      <p className="mt-1 text-sm text-muted">
        {department} · {location} · {type}
      </p>
      <input type="hidden" name="position" value={id} />
      {others.length > 0 ? (
        <p className="mt-3 border-t border-line pt-3 text-sm">
          <span className="text-muted">{t.otherPositions}:</span>{" "}
          {others.map((other, i) => (
            <span key={other.id}>
              {i > 0 && ", "}
              <SiteLink href={applyHref(lang, other.job)} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
                {hyphenate(other.title)}
              </SiteLink>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
