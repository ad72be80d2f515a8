import { SiteLink } from "@/components/ui/SiteLink";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import { jobs } from "@/content/jobs";
import { applyHref } from "@/lib/apply-variants";
import type { Lang } from "@/lib/i18n";
import { jobIds, type JobId } from "@/lib/jobs";

/**
 * The position applied for, named in the page's HTML (each position has its own prerendered
 * apply page), sent with the form by a hidden field; and links to the other positions' forms.
 */
export function PositionCard({ lang, job }: { lang: Lang; job: JobId }) {
  const t = formText[lang].apply;
  const { title, department, location, type } = jobs[lang][job];
  const others = jobIds.flatMap((id, index) => (id === job ? [] : [{ id, href: applyHref(lang, index) }]));
  return (
    <div className="rounded-2xl border border-line bg-mist p-5" data-position={job}>
      <p className="text-sm font-semibold text-muted">{t.selectedPosition}</p>
      <h2 className="mt-1 text-2xl font-bold">{hyphenate(title)}</h2>
      <p className="mt-1 text-sm text-muted">
        {department} · {location} · {type}
      </p>
      <input type="hidden" name="position" value={job} />
      <p className="mt-3 border-t border-line pt-3 text-sm">
        <span className="text-muted">{t.otherPositions}:</span>{" "}
        {others.map(({ id, href }, i) => (
          <span key={id}>
            {i > 0 && ", "}
            <SiteLink href={href} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
              {hyphenate(jobs[lang][id].title)}
            </SiteLink>
          </span>
        ))}
      </p>
    </div>
  );
}
