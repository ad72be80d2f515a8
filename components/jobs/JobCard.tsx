import { SiteLink } from "@/components/ui/SiteLink";
import { hyphenate } from "@/content/hyphenation";

type Labels = { department: string; location: string; type: string; apply: string; applyFor: string };

/** One open position with its facts and an apply button. */
export function JobCard({
  job,
  href,
  labels,
}: {
  job: { title: string; department: string; location: string; type: string; description: string };
  href: string;
  labels: Labels;
}) {
  return (
    <article className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8" data-job="">
      <h3 className="text-2xl font-bold tracking-tight">{hyphenate(job.title)}</h3>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm">
        {(
          [
            [labels.department, job.department],
            [labels.location, job.location],
            [labels.type, job.type],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="rounded-full bg-brand-soft px-3 py-1 text-brand-dark">
            <dt className="sr-only">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 flex-1 leading-relaxed text-muted">{job.description}</p>
      <SiteLink href={href} className="btn-primary mt-6 self-start" aria-label={`${labels.applyFor}: ${job.title}`} data-apply-link="">
        {labels.apply}
      </SiteLink>
    </article>
  );
}
