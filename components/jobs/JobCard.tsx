import { SiteLink } from "@/components/ui/SiteLink";
import { hyphenate } from "@/content/hyphenation";
import { jobsCopy } from "@/content/pages/jobs";
import type { Position } from "@/content/positions";
import { formatDate } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { applyHref } from "@/lib/open-positions";
import { payText, positionDescriptionHtml } from "@/site/positions-as-shown";

/** One open position with its facts, its pay and last day to apply when set, and an apply button. */
export function JobCard({ position, lang }: { position: Position; lang: Lang }) {
  const t = jobsCopy[lang];
  const job = position[lang];
  const facts = [[t.department, job.department], [t.location, job.location], [t.type, job.type]] as const;
  const setFacts = [[t.pay, payText(position, lang), "pay"], [t.closes, position.closes && formatDate(position.closes, lang), "closes"]] as const;
  return (
    <article className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8" data-job="">
      <h3 className="text-2xl font-bold tracking-tight">{hyphenate(job.title)}</h3>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-full bg-brand-soft px-3 py-1 text-brand-dark">
            <dt className="sr-only">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {setFacts.map(([term, value, key]) =>
          value ? (
            <div key={key} className="w-full" data-fact={key}>
              <dt className="inline font-semibold text-ink">{term}: </dt>
              <dd className="inline text-ink">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="prose-job mt-5 flex-1 leading-relaxed text-muted" dangerouslySetInnerHTML={{ __html: positionDescriptionHtml(position, lang) }} />
      <SiteLink href={applyHref(lang, position.job)} className="btn-primary mt-6 self-start" aria-label={`${t.applyFor}: ${job.title}`} data-apply-link="">
        {t.apply}
      </SiteLink>
    </article>
  );
}
