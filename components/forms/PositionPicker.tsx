"use client";

import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { jobs } from "@/content/jobs";
import { jobIds, jobIndexFromQuery, type JobId } from "@/lib/jobs";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import type { Lang } from "@/lib/i18n";

function isJobId(value: string | undefined): value is JobId {
  return (jobIds as readonly string[]).includes(value ?? "");
}

function PositionCard({ lang, id, children }: { lang: Lang; id: JobId; children: ReactNode }) {
  const job = jobs[lang][id];
  return (
    <div className="rounded-2xl border border-line bg-mist p-5" data-position={id}>
      <p className="text-sm font-semibold text-muted">{formText[lang].apply.selectedPosition}</p>
      <h2 className="mt-1 text-2xl font-bold" data-position-title="">
        {hyphenate(job.title)}
      </h2>
      <p className="mt-1 text-sm text-muted" data-position-title="">
        {job.department} · {job.location} · {job.type}
      </p>
      {children}
    </div>
  );
}

/** The selected position, from ?job= (or the position the form was last sent with). */
export function PositionFromQuery({ lang, sent }: { lang: Lang; sent?: string }) {
  const query = useSearchParams();
  const id = isJobId(sent) ? sent : jobIds[jobIndexFromQuery(query.get("job"))]!;
  return (
    <PositionCard lang={lang} id={id}>
      <input type="hidden" name="position" value={id} />
    </PositionCard>
  );
}

/**
 * What the prerendered page shows until ?job= is read: the same card (so nothing moves when
 * it is filled in). Without JavaScript it is never filled in, so those visitors get a list of
 * positions to choose from instead of the card's title (SiteShell's noscript style).
 */
export function PositionFallback({ lang, sent }: { lang: Lang; sent?: string }) {
  return (
    <PositionCard lang={lang} id={isJobId(sent) ? sent : jobIds[0]}>
      <noscript>
        <PositionSelect lang={lang} sent={sent} />
      </noscript>
    </PositionCard>
  );
}

function PositionSelect({ lang, sent }: { lang: Lang; sent?: string }) {
  return (
    <div className="mt-2">
      <label htmlFor="apply-position" className="block text-sm font-semibold text-ink">
        {formText[lang].apply.positionLabel}
      </label>
      <select
        id="apply-position"
        name="position"
        defaultValue={isJobId(sent) ? sent : jobIds[0]}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm"
      >
        {jobIds.map((id) => (
          <option key={id} value={id}>
            {jobs[lang][id].title}
          </option>
        ))}
      </select>
    </div>
  );
}
