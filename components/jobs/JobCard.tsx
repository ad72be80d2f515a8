import { SiteLink } from "@/components/ui/SiteLink";
import { hyphenate } from "@/content/hyphenation";

type Labels = { department: string; location: string; type: string; pay: string; closes: string; apply: string; applyFor: string };

export type JobCardFacts = { title: string; department: string; location: string; type: string; pay?: string; closes?: string; descriptionHtml: string };

/** One open position with its facts, its pay and last day to apply when set, and an apply button. */
export function JobCard({ job, href, labels }: { job: JobCardFacts; href: string; labels: Labels }) {
  const facts = [
    [labels.department, job.department],
    [labels.location, job.location],
    [labels.type, job.type],
  ] as const;
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
        {(
          [
            [labels.pay, job.pay, "pay"],
            [labels.closes, job.closes, "closes"],
          ] as const
        ).map(([term, value, key]) =>
          value ? (
            <div key={key} className="w-full" data-fact={key}>
              <dt className="inline font-semibold text-ink">{term}: </dt>
              <dd className="inline text-ink">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="prose-job mt-5 flex-1 leading-relaxed text-muted" dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
      <SiteLink href={href} className="btn-primary mt-6 self-start" aria-label={`${labels.applyFor}: ${job.title}`} data-apply-link="">
        {labels.apply}
      </SiteLink>
    </article>
  );
}
