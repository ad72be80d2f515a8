import { ApplyButton } from "@/components/jobs/ApplyButton";
import { HiringProcess } from "@/components/jobs/HiringProcess";
import { PositionFacts } from "@/components/jobs/PositionFacts";
import { JsonLd } from "@/components/seo/JsonLd";
import { Heading } from "@/components/ui/Heading";
import { PointingChevron } from "@/components/ui/PointingChevron";
import { SiteLink } from "@/components/ui/SiteLink";
import { hyphenate } from "@/content/hyphenation";
import { jobsCopy } from "@/content/pages/jobs";
import { positionOf, type Position } from "@/content/positions";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { adSections, positionDescriptionHtml, positionsNumbered } from "@/site/positions-as-shown";
import { jobPostingJsonLd } from "@/site/seo/job-posting";
import { ClosedPosition } from "./ApplyScreen";

function Ad({ position, lang }: { position: Position; lang: Lang }) {
  const t = jobsCopy[lang].position;
  return (
    <div className="space-y-10">
      {adSections.map((key) => (
        <section key={key} aria-labelledby={`ad-${key}`} data-ad-section={key}>
          <Heading id={`ad-${key}`} title={t[key]} size="block" />
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand">
            {position[lang][key].map((item) => <li key={item}>{item}</li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The whole ad of an open position: what the work is, whom we look for, what we offer, its facts, how hiring goes, and its JobPosting data. */
function OpenPosition({ position, lang }: { position: Position; lang: Lang }) {
  const t = jobsCopy[lang];
  const job = position[lang];
  return (
    <>
      <section aria-labelledby="position-title" className="bg-gradient-to-b from-brand-soft to-white">
        <div className="container-page py-12 sm:py-16">
          <SiteLink href={pathFor("jobs", lang)} className="btn-secondary px-4 py-2 text-sm">
            <PointingChevron toward="left" />
            {t.allPositions}
          </SiteLink>
          <p className="mt-8 text-sm font-semibold tracking-wide text-brand uppercase">{job.department}</p>
          <h1 id="position-title" className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{hyphenate(job.title)}</h1>
          <div className="prose-job mt-5 max-w-2xl text-lg text-pretty text-muted" dangerouslySetInnerHTML={{ __html: positionDescriptionHtml(position, lang) }} />
          <ApplyButton position={position} lang={lang} className="mt-8" />
        </div>
      </section>
      <div className="container-page grid gap-10 pb-14 sm:pb-20 lg:grid-cols-[2fr_1fr]">
        <Ad position={position} lang={lang} />
        <aside aria-labelledby="facts-title" className="self-start rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <Heading id="facts-title" title={t.position.facts} size="minor" />
          <PositionFacts position={position} lang={lang} />
          <ApplyButton position={position} lang={lang} className="mt-6 w-full justify-center" />
        </aside>
      </div>
      <HiringProcess position={position} lang={lang} />
      <section data-reveal="" aria-labelledby="apply-cta-title" className="container-page py-14 text-center sm:py-20">
        <Heading id="apply-cta-title" title={t.position.applyTitle} size="section" lead={t.position.applyText} />
        <ApplyButton position={position} lang={lang} className="mt-6" />
      </section>
      <JsonLd items={[jobPostingJsonLd(position, lang)]} />
    </>
  );
}

/** A position's own page while the positions of `open` are open; once it has closed (410), the page that says so and links to the open ones. */
export function PositionScreen({ lang, job, open, closed }: { lang: Lang; job: number; open: readonly number[]; closed: boolean }) {
  const position = positionOf(job)!;
  if (closed) return <ClosedPosition lang={lang} position={position} open={positionsNumbered(open)} linkTo="page" />;
  return <OpenPosition position={position} lang={lang} />;
}
