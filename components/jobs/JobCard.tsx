import { SiteLink } from "@/components/ui/SiteLink";
import { ApplyButton } from "./ApplyButton";
import { hyphenate } from "@/content/hyphenation";
import { jobsCopy } from "@/content/pages/jobs";
import type { Position } from "@/content/positions";
import { formatDate } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { payText, positionDescriptionHtml, positionHref } from "@/site/positions-as-shown";

/** One open position with its facts, the day it was posted, its pay and last day to apply when set, a link to its page and an apply button. */
export function JobCard({ position, lang }: { position: Position; lang: Lang }) {
  const t = jobsCopy[lang];
  const job = position[lang];
  const facts = [[t.department, job.department], [t.location, job.location], [t.type, job.type]] as const;
  const setFacts = [
    [t.posted, formatDate(position.posted, lang), "posted"],
    [t.pay, payText(position, lang), "pay"],
    [t.closes, position.closes && formatDate(position.closes, lang), "closes"],
  ] as const;
  return (
    <article className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8" data-job="">
      <h3 className="text-2xl font-bold tracking-tight">
        <SiteLink href={positionHref(position, lang)} className="hover:text-brand hover:underline underline-offset-4" data-position-link="">{hyphenate(job.title)}</SiteLink>
      </h3>
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
      <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
        <ApplyButton position={position} lang={lang} />
        <SiteLink href={positionHref(position, lang)} className="font-semibold text-brand underline underline-offset-4 hover:no-underline" aria-label={`${t.readAd}: ${job.title}`}>
          {t.readAd}
        </SiteLink>
      </p>
    </article>
  );
}
