import { SiteLink } from "@/components/ui/SiteLink";
import { ApplyForm, type ApplyAction } from "@/components/forms/ApplyForm";
import { PositionCard } from "@/components/forms/PositionCard";
import { formText } from "@/content/forms";
import type { Lang } from "@/lib/i18n";
import type { JobId } from "@/lib/jobs";
import { pathFor } from "@/lib/routes";

/** The job application page: a way back to the list, and the form for the chosen position (?job=N). */
export function ApplyScreen({ lang, job, action }: { lang: Lang; job: JobId; action: ApplyAction }) {
  const t = formText[lang].apply;
  return (
    <section aria-labelledby="apply-title" className="bg-gradient-to-b from-brand-soft to-white">
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <SiteLink href={pathFor("jobs", lang)} className="btn-secondary px-4 py-2 text-sm">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
            <path d="M12.5 5 7.5 10l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t.backToJobs}
        </SiteLink>
        <h1 id="apply-title" className="mt-8 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t.heading}
        </h1>
        <p className="mt-4 text-lg text-pretty text-muted">{t.intro}</p>
        <div className="mt-8 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <ApplyForm lang={lang} action={action} position={<PositionCard lang={lang} job={job} />} />
        </div>
      </div>
    </section>
  );
}
