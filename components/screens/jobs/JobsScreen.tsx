import { ColumnsSection } from "@/components/ui/ColumnsSection";
import { Heading } from "@/components/ui/Heading";
import { NumberedSteps } from "@/components/ui/NumberedSteps";
import { PageHero } from "@/components/ui/PageHero";
import { jobsCopy } from "@/content/pages/jobs";
import type { Position } from "@/content/positions";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { CONTACT_ID } from "@/site/navigation";
import { JobCard } from "@/components/jobs/JobCard";
import { NoOpenPositions } from "@/components/jobs/NoOpenPositions";

/**
 * The jobs page as it stands while `positions` are the open ones (those of the day:
 * lib/open-positions.ts). Their JobPosting data is on their own pages, not on this list
 * (docs/decisions/063-a-page-for-each-position.md).
 */
export function JobsScreen({ lang, positions }: { lang: Lang; positions: Position[] }) {
  const t = jobsCopy[lang];
  const email = siteConfig().COMPANY_EMAIL;
  return (
    <>
      <PageHero id="jobs-title" title={t.title} lead={t.subtitle} />

      <section data-reveal="" aria-labelledby="jobs-list-title" className="container-page pb-14 sm:pb-20">
        <Heading id="jobs-list-title" title={t.listTitle} size="block" />
        {positions.length === 0 ? (
          <NoOpenPositions lang={lang} contactHref={`#${CONTACT_ID}`} />
        ) : (
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            {positions.map((position) => <JobCard key={position.id} position={position} lang={lang} />)}
          </div>
        )}
      </section>

      <ColumnsSection labelledBy={positions.length > 0 ? "jobs-how-title" : "jobs-open-title"} grey>
        {positions.length > 0 ? (
          <Heading id="jobs-how-title" title={t.howTitle} size="block">
            <NumberedSteps steps={t.how.map((text) => ({ text }))} look="list" className="mt-6" />
          </Heading>
        ) : null}
        <div className="rounded-3xl border border-line bg-white p-6 sm:p-8">
          <Heading id="jobs-open-title" title={t.openTitle} size="minor" />
          <p className="mt-3 text-muted">
            {t.openText}{" "}
            <a href={`mailto:${email}`} className="font-semibold text-brand underline underline-offset-4">{email}</a>
            .
          </p>
        </div>
      </ColumnsSection>
    </>
  );
}
