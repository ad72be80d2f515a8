import { ColumnsSection } from "@/components/ui/ColumnsSection";
import { Heading } from "@/components/ui/Heading";
import { PageHero } from "@/components/ui/PageHero";
import { jobs } from "@/content/jobs";
import { jobIds } from "@/lib/jobs";
import { jobsCopy } from "@/content/pages/jobs";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { applyHref } from "@/lib/apply-variants";
import { activeJobPostingsJsonLd } from "@/site/seo/job-posting";
import { JobCard } from "@/components/jobs/JobCard";
import { JsonLd } from "@/components/seo/JsonLd";

export function JobsScreen({ lang }: { lang: Lang }) {
  const t = jobsCopy[lang];
  const email = siteConfig().COMPANY_EMAIL;
  // Expired postings stay listed on the page but are left out of the structured data (docs/decisions/003-job-postings-structured-data-and-expiry.md).
  const postings = activeJobPostingsJsonLd(lang);
  return (
    <>
      <PageHero id="jobs-title" title={t.title} lead={t.subtitle} />

      <section data-reveal="" aria-labelledby="jobs-list-title" className="container-page pb-14 sm:pb-20">
        <Heading id="jobs-list-title" title={t.listTitle} size="block" />
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {jobIds.map((id, index) => (
            <JobCard key={id} job={jobs[lang][id]} href={applyHref(lang, index)} labels={t} />
          ))}
        </div>
      </section>

      <ColumnsSection labelledBy="jobs-how-title" grey>
        <Heading id="jobs-how-title" title={t.howTitle} size="block">
          <ol className="mt-6 space-y-4">
            {t.how.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">
                  {index + 1}
                </span>
                <span className="pt-1 text-ink">{step}</span>
              </li>
            ))}
          </ol>
        </Heading>
        <div className="rounded-3xl border border-line bg-white p-6 sm:p-8">
          <h2 className="text-xl font-bold">{t.openTitle}</h2>
          <p className="mt-3 text-muted">
            {t.openText}{" "}
            <a href={`mailto:${email}`} className="font-semibold text-brand underline underline-offset-4">
              {email}
            </a>
            .
          </p>
        </div>
      </ColumnsSection>
      {postings.length > 0 ? <JsonLd items={postings} /> : null}
    </>
  );
}
