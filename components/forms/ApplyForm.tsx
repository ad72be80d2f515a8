"use client";

import { useEffect, useRef, type ChangeEvent, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { formText } from "@/content/forms";
import type { ApplicationField } from "@/lib/forms/application-schema";
import { CV_ACCEPT, CV_MAX_BYTES } from "@/lib/forms/cv";
import { FORM_FIELD, failedFormState, initialFormState, type FormAction, type FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { preloadChecks, submitChecked } from "./check-in-browser";
import { CvField } from "./CvField";
import { Field, Honeypot } from "./Field";
import { Notice, type NoticeContent } from "./Notice";
import { errorNotice, fieldPropsFor } from "./field-props";
import { useFormAction } from "./use-form-action";
import { useFormAnswer, useShowAnswer } from "./use-form-answer";

type F = ApplicationField | "position";

const FORM = "apply";
const ANSWER_ID = "apply-notice";
/** Spec: after a successful application the visitor goes to the jobs list after 2 seconds. */
export const REDIRECT_DELAY_MS = 2000;

export type ApplyAction = FormAction<FormState<F>>;

/** The application form; `position` is the card of the position applied for, with its hidden field. */
export function ApplyForm({ lang, action, position }: { lang: Lang; action: ApplyAction; position: ReactNode }) {
  const t = formText[lang];
  const a = t.apply;
  const jobsPath = pathFor("jobs", lang);
  const { state, formAttributes, submit, pending } = useFormAction(action, initialFormState<F>(), failedFormState, `#${ANSWER_ID}`);
  const { error, answered, showCheck, showProblem } = useFormAnswer(state);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const success = state.status === "success";
  // Fields and CV cleared on success (docs/product.md#application-form).
  useShowAnswer(formRef, ANSWER_ID, answered, success);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => window.location.assign(jobsPath), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.seq, success, jobsPath]);

  // Spec: a file over 5 MB is refused as soon as it is chosen, and not kept.
  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file && file.size > CV_MAX_BYTES) {
      event.currentTarget.value = "";
      showProblem({ message: "cvTooLarge", field: "cv" });
    } else {
      showProblem(null);
    }
  }

  let notice: NoticeContent | null = null;
  if (error?.message === "cvTooLarge") notice = errorNotice(FORM, a.fileTooLargeTitle, error, t.messages.cvTooLarge);
  else if (error) notice = errorNotice(FORM, a.errorTitle, error, error.message === "failed" ? a.errorTitle : t.messages[error.message]);
  else if (success) notice = { tone: "success", title: a.successTitle, description: a.successDescription };

  const field = fieldPropsFor(FORM, state, error, t.messages);

  return (
    <form ref={formRef} {...formAttributes} onSubmit={(event) => submitChecked<F>("apply", event, showCheck, submit)} onFocus={preloadChecks} noValidate={hydrated} className="relative" data-form="apply">
      <input type="hidden" name={FORM_FIELD} value="apply" />
      <Notice id={ANSWER_ID} notice={notice} className="mb-5" />
      <div className="space-y-5">
        <input type="hidden" name="lang" value={lang} />
        <Honeypot label={t.honeypotLabel} />
        {position}
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field {...field("name")} label={a.name} autoComplete="name" required maxLength={200} />
          </div>
          <Field {...field("email")} type="email" label={a.email} autoComplete="email" required maxLength={254} />
          <Field {...field("phone")} type="tel" label={a.phone} autoComplete="tel" required maxLength={50} />
        </div>
        <Field {...field("coverLetter")} label={a.coverLetter} hint={a.coverLetterHint} multiline rows={8} required maxLength={10000} />
        <CvField id={field("cv").id} name="cv" lang={lang} accept={CV_ACCEPT} error={field("cv").error} onChange={onFileChange} />
        {success && (
          // Without JavaScript the browser itself goes to the jobs list after 2 seconds.
          <noscript>
            <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${jobsPath}`} />
          </noscript>
        )}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending}>
          {pending ? a.submitting : a.submit}
        </button>
      </div>
    </form>
  );
}
