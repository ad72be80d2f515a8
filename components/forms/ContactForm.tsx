"use client";

import { useEffect, useRef } from "react";
import { formText } from "@/content/forms";
import type { ContactField } from "@/lib/forms/contact-schema";
import { failedFormState, initialFormState, type FormAction, type FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { preloadChecks, submitChecked } from "./check-in-browser";
import { Field, Honeypot } from "./Field";
import { Notice, type NoticeContent } from "./Notice";
import { fieldPropsFor } from "./field-props";
import { useFormAction } from "./use-form-action";
import { useFormAnswer, useHydrated } from "./use-form-answer";

const NOTICE_ID = "contact-notice";

/** The contact form of the #contact area: stored, then mailed to the company (docs/decisions/005-forms-never-lose-a-submission.md). */
export type ContactAction = FormAction<FormState<ContactField>>;

export function ContactForm({ lang, action }: { lang: Lang; action: ContactAction }) {
  const t = formText[lang];
  const c = t.contact;
  const { state, formAction, submit, pending } = useFormAction(action, initialFormState<ContactField>(), failedFormState, "#contact");
  const { error, setLocal } = useFormAnswer(state);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (state.status === "success") form.reset();
    if (state.status === "error" && state.field) form.querySelector<HTMLElement>(`[name=${state.field}]`)?.focus();
  }, [state.seq, state.status, state.field]);

  let notice: NoticeContent | null = null;
  if (error) notice = { tone: "error", title: c.errorTitle, description: t.messages[error.message] };
  else if (state.status === "success") notice = { tone: "success", title: c.successTitle, description: c.successDescription };

  const props = fieldPropsFor("contact", NOTICE_ID, state, error?.field, hydrated);
  const field = (name: ContactField) => ({ ...props(name), theme: "dark" as const });

  return (
    <form ref={formRef} action={formAction} onSubmit={(event) => submitChecked<ContactField>("contact", event, setLocal, submit)} onFocus={preloadChecks} noValidate={hydrated} className="relative grid gap-4 sm:grid-cols-2" data-form="contact">
      <input type="hidden" name="lang" value={lang} />
      <Honeypot label={t.honeypotLabel} />
      <Field {...field("firstName")} label={c.firstName} autoComplete="given-name" required maxLength={100} />
      <Field {...field("lastName")} label={c.lastName} autoComplete="family-name" required maxLength={100} />
      <Field {...field("email")} type="email" label={c.email} autoComplete="email" required maxLength={254} />
      <Field {...field("company")} label={c.company} optionalLabel={c.optional} autoComplete="organization" maxLength={200} />
      <div className="sm:col-span-2">
        <Field {...field("subject")} label={c.subject} required maxLength={200} />
      </div>
      <div className="sm:col-span-2">
        <Field {...field("message")} label={c.message} multiline rows={5} required maxLength={5000} />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start">
        <button type="submit" className="btn-primary shrink-0" disabled={pending}>
          {pending ? c.submitting : c.submit}
        </button>
        <div className="flex-1">
          <Notice id={NOTICE_ID} notice={notice} theme="dark" />
        </div>
      </div>
    </form>
  );
}
