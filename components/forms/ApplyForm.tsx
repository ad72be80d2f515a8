"use client";

import { useEffect, useMemo } from "react";
import { formText } from "@/content/forms";
import type { ApplicationField } from "@/lib/forms/application-schema";
import { pathFor } from "@/lib/routes";
import { CheckedForm, useCheckedForm } from "./CheckedForm";
import { CvField } from "./CvField";
import { Field } from "./Field";
import { PositionCard, type PositionSummary } from "./PositionCard";
import type { FormIslandProps } from "./use-form-action";

/** Spec: after a successful application the visitor goes to the jobs list after 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

/** The application form for `position`, which its card names and a hidden field sends; the `others` open are linked. */
export function ApplyForm({ lang, answer, position, others }: FormIslandProps & { position: PositionSummary; others: PositionSummary[] }) {
  const t = formText[lang];
  const a = t.apply;
  const jobsPath = pathFor("jobs", lang);
  // Fields and CV cleared on success (docs/product.md#application-form).
  const form = useCheckedForm<ApplicationField | "position">("apply", lang, answer, ["success"]);
  const { state, error, showProblem } = form;
  const success = state.status === "success";

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => window.location.assign(jobsPath), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.seq, success, jobsPath]);

  // Made once, as the page made it: drawn again, the card would set its hidden field back to the position it names.
  const card = useMemo(() => <PositionCard lang={lang} position={position} others={others} />, [lang, position, others]);
  // A CV too large has a title of its own; a failed post's title says all there is.
  const notice = form.notice({ ...a, errorTitle: error?.message === "cvTooLarge" ? a.fileTooLargeTitle : a.errorTitle }, { ...t.messages, failed: a.errorTitle });
  return (
    <CheckedForm form={form} notice={notice} look={{ className: "mb-5" }} bodyClassName="space-y-5">
      {card}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...form.field("name")} className="sm:col-span-2" label={a.name} autoComplete="name" required maxLength={200} />
        <Field {...form.field("email")} type="email" label={a.email} autoComplete="email" required maxLength={254} />
        <Field {...form.field("phone")} type="tel" label={a.phone} autoComplete="tel" required maxLength={50} />
      </div>
      <Field {...form.field("coverLetter")} label={a.coverLetter} hint={a.coverLetterHint} rows={8} required maxLength={10000} />
      <CvField {...form.field("cv")} lang={lang} onTooLarge={(tooLarge) => showProblem(tooLarge ? { message: "cvTooLarge", field: "cv" } : null)} />
      {success && (
        // Without JavaScript the browser itself goes to the jobs list after 2 seconds.
        <noscript>
          <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${jobsPath}`} />
        </noscript>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.pending}>
        {form.pending ? a.submitting : a.submit}
      </button>
    </CheckedForm>
  );
}
