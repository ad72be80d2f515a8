"use client";

import { useRef } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { formText } from "@/content/forms";
import type { ContactField } from "@/lib/forms/contact-schema";
import { FORM_FIELD, failedFormState, initialFormState, type FormAction, type FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { preloadChecks, submitChecked } from "./check-in-browser";
import { Field, Honeypot } from "./Field";
import { Notice, type NoticeContent } from "./Notice";
import { errorNotice, fieldPropsFor } from "./field-props";
import { useFormAction } from "./use-form-action";
import { useFormAnswer, useShowAnswer } from "./use-form-answer";

const FORM = "contact";
const ANSWER_ID = "contact-notice";

/** The contact form of the #contact area: stored, then mailed to the company (docs/decisions/005-forms-never-lose-a-submission.md). */
export type ContactAction = FormAction<FormState<ContactField>>;

export function ContactForm({ lang, action }: { lang: Lang; action: ContactAction }) {
  const t = formText[lang];
  const c = t.contact;
  const { state, formAttributes, submit, pending } = useFormAction(action, initialFormState<ContactField>(), failedFormState, `#${ANSWER_ID}`);
  const { error, answered, showCheck } = useFormAnswer(state);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useShowAnswer(formRef, ANSWER_ID, answered, state.status === "success");

  let notice: NoticeContent | null = null;
  if (error) notice = errorNotice(FORM, c.errorTitle, error, t.messages[error.message]);
  else if (state.status === "success") notice = { tone: "success", title: c.successTitle, description: c.successDescription };

  const props = fieldPropsFor(FORM, state, error, t.messages);
  const field = (name: ContactField) => ({ ...props(name), theme: "dark" as const });

  return (
    <form ref={formRef} {...formAttributes} onSubmit={(event) => submitChecked<ContactField>("contact", event, showCheck, submit)} onFocus={preloadChecks} noValidate={hydrated} className="relative" data-form="contact">
      <input type="hidden" name={FORM_FIELD} value="contact" />
      <Notice id={ANSWER_ID} notice={notice} theme="dark" level={3} className="mb-4" />
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <input type="hidden" name="lang" value={lang} />
        <Honeypot label={t.honeypotLabel} />
        <Field {...field("firstName")} label={c.firstName} autoComplete="given-name" required maxLength={100} />
        <Field {...field("lastName")} label={c.lastName} autoComplete="family-name" required maxLength={100} />
        <Field {...field("email")} type="email" label={c.email} autoComplete="email" required maxLength={254} />
        <Field {...field("company")} label={c.company} optionalLabel={c.optional} autoComplete="organization" maxLength={200} />
        <div className="col-span-2">
          <Field {...field("subject")} label={c.subject} required maxLength={200} />
        </div>
        <div className="col-span-2">
          <Field {...field("message")} label={c.message} multiline rows={5} required maxLength={5000} />
        </div>
        <div className="col-span-2">
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? c.submitting : c.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
