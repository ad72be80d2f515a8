import type { ReactNode } from "react";
import { Heading } from "@/components/ui/Heading";
import { PointingChevron } from "@/components/ui/PointingChevron";
import { SiteLink } from "@/components/ui/SiteLink";
import type { PositionSummary } from "@/components/forms/PositionCard";
import { NoOpenPositions } from "@/components/jobs/NoOpenPositions";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import { jobsCopy } from "@/content/pages/jobs";
import { positionOf, type Position } from "@/content/positions";
import { applyHref } from "@/lib/open-positions";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { homeContactFormHref } from "@/site/navigation";
import { positionHref, positionsNumbered } from "@/site/positions-as-shown";

const summary = (lang: Lang, position: Position): PositionSummary => ({ id: position.id, job: position.job, ...position[lang] });

function ApplyLayout({ lang, title, intro, children }: { lang: Lang; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby="apply-title" className="bg-gradient-to-b from-brand-soft to-white">
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <SiteLink href={pathFor("jobs", lang)} className="btn-secondary px-4 py-2 text-sm">
          <PointingChevron toward="left" />
          {formText[lang].apply.backToJobs}
        </SiteLink>
        <h1 id="apply-title" className="mt-8 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-muted">{intro}</p>
        {children}
      </div>
    </section>
  );
}

/** A closed position's form or page (served with 410): it says so and links to the positions open now, to their forms or to their pages. */
export function ClosedPosition({ lang, position, open, linkTo }: { lang: Lang; position: Position; open: Position[]; linkTo: "form" | "page" }) {
  const t = jobsCopy[lang].closed;
  return (
    <ApplyLayout lang={lang} title={t.title} intro={t.text(position[lang].title)}>
      <div data-position-closed={position.id}>
        {open.length > 0 ? (
          <>
            <Heading title={t.others} size="card" className="mt-10" />
            <ul className="mt-4 space-y-3">
              {open.map((other) => (
                <li key={other.id}>
                  <SiteLink href={linkTo === "form" ? applyHref(lang, other.job) : positionHref(other, lang)} className="text-lg font-semibold text-brand underline underline-offset-4 hover:no-underline">
                    {hyphenate(other[lang].title)}
                  </SiteLink>
                  <span className="block text-sm text-muted">{other[lang].department} · {other[lang].location} · {other[lang].type}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <NoOpenPositions lang={lang} contactHref={homeContactFormHref(lang)} />
        )}
        <p className="mt-8">
          <SiteLink href={pathFor("jobs", lang)} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">{t.allJobs}</SiteLink>
        </p>
      </div>
    </ApplyLayout>
  );
}

/** The position the form of `job` applies for and the other open ones, while the positions of `open` are open; undefined once it has closed. */
export function applyChoice(lang: Lang, job: number, open: readonly number[]): { position: PositionSummary; others: PositionSummary[] } | undefined {
  const position = positionOf(job)!;
  const openPositions = positionsNumbered(open);
  if (!openPositions.includes(position)) return undefined;
  return { position: summary(lang, position), others: openPositions.filter((p) => p !== position).map((p) => summary(lang, p)) };
}

/**
 * The application page of position `job` while the positions of `open` are open: its form
 * (built by the caller from applyChoice), or, once it has closed, the page that says so.
 */
export function ApplyScreen({ lang, job, open, form }: { lang: Lang; job: number; open: readonly number[]; form: ReactNode }) {
  const openPositions = positionsNumbered(open);
  if (!applyChoice(lang, job, open)) return <ClosedPosition lang={lang} position={positionOf(job)!} open={openPositions} linkTo="form" />;
  const t = formText[lang].apply;
  return (
    <ApplyLayout lang={lang} title={t.heading} intro={t.intro}>
      <div className="mt-8 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">{form}</div>
    </ApplyLayout>
  );
}
