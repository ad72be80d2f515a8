"use client";

import { useRouter } from "next/navigation";
import { Suspense, useEffect, useRef, type ChangeEvent } from "react";
import { formText } from "@/content/forms";
import type { ApplicationField } from "@/lib/forms/application-schema";
import { CV_ACCEPT, CV_MAX_BYTES } from "@/lib/forms/cv";
import { failedFormState, initialFormState, type FormAction, type FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { preloadChecks, submitChecked } from "./check-in-browser";
import { Field, Honeypot } from "./Field";
import { Notice, type NoticeContent } from "./Notice";
import { PositionFallback, PositionFromQuery } from "./PositionPicker";
import { fieldPropsFor } from "./field-props";
import { useFormAction } from "./use-form-action";
import { useFormAnswer, useHydrated } from "./use-form-answer";

type F = ApplicationField | "position";

const NOTICE_ID = "apply-notice";
/** Spec: after a successful application the visitor goes to the jobs list after 2 seconds. */
export const REDIRECT_DELAY_MS = 2000;

export type ApplyAction = FormAction<FormState<F>>;

export function ApplyForm({ lang, action }: { lang: Lang; action: ApplyAction }) {
  const t = formText[lang];
  const a = t.apply;
  const jobsPath = pathFor("jobs", lang);
  const router = useRouter();
  const { state, formAction, submit, pending } = useFormAction(action, initialFormState<F>(), failedFormState);
  const { error, setLocal } = useFormAnswer(state);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (state.status === "error" && state.field) form.querySelector<HTMLElement>(`[name=${state.field}]`)?.focus();
    if (state.status !== "success") return;
    form.reset(); // fields and CV cleared (docs/product.md#application-form)
    const timer = setTimeout(() => router.push(jobsPath), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.seq, state.status, state.field, router, jobsPath]);

  // Spec: a file over 5 MB is refused as soon as it is chosen, and not kept.
  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file && file.size > CV_MAX_BYTES) {
      event.currentTarget.value = "";
      setLocal({ message: "cvTooLarge", field: "cv" });
    } else {
      setLocal(null);
    }
  }

  let notice: NoticeContent | null = null;
  if (error) {
    notice =
      error.message === "cvTooLarge"
        ? { tone: "error", title: a.fileTooLargeTitle, description: t.messages.cvTooLarge }
        : { tone: "error", title: a.errorTitle, description: error.message === "failed" ? a.errorTitle : t.messages[error.message] };
  } else if (state.status === "success") {
    notice = { tone: "success", title: a.successTitle, description: a.successDescription };
  }

  const props = fieldPropsFor("apply", NOTICE_ID, state, error?.field, hydrated);
  const field = (name: Exclude<F, "cv" | "position">) => props(name);

  return (
    <form ref={formRef} action={formAction} onSubmit={(event) => submitChecked<F>("apply", event, setLocal, submit)} onFocus={preloadChecks} noValidate={hydrated} className="relative space-y-5" data-form="apply">
      <input type="hidden" name="lang" value={lang} />
      <Honeypot label={t.honeypotLabel} />
      <Suspense fallback={<PositionFallback lang={lang} sent={state.values.position} />}>
        <PositionFromQuery lang={lang} sent={state.values.position} />
      </Suspense>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field {...field("name")} label={a.name} autoComplete="name" required maxLength={200} />
        </div>
        <Field {...field("email")} type="email" label={a.email} autoComplete="email" required maxLength={254} />
        <Field {...field("phone")} type="tel" label={a.phone} autoComplete="tel" required maxLength={50} />
      </div>
      <Field {...field("coverLetter")} label={a.coverLetter} hint={a.coverLetterHint} multiline rows={8} required maxLength={10000} />
      <Field
        id="apply-cv"
        name="cv"
        type="file"
        label={a.cv}
        hint={a.cvHint}
        accept={CV_ACCEPT}
        required
        noticeId={NOTICE_ID}
        invalid={error?.field === "cv"}
        onChange={onFileChange}
        className="mt-1 block w-full text-sm text-ink file:mr-4 file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-brand hover:file:bg-indigo-100"
      />
      <Notice id={NOTICE_ID} notice={notice} />
      {state.status === "success" && (
        // Without JavaScript the browser itself goes to the jobs list after 2 seconds.
        <noscript>
          <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${jobsPath}`} />
        </noscript>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending}>
        {pending ? a.submitting : a.submit}
      </button>
    </form>
  );
}
