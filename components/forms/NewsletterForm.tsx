"use client";

import { useRef } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { NEWSLETTER_ID } from "@/site/navigation";
import { formText } from "@/content/forms";
import { FORM_FIELD, failedFormState, initialFormState, type FormAction, type FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { preloadChecks, submitChecked } from "./check-in-browser";
import { Field, Honeypot } from "./Field";
import { Notice, type NoticeContent } from "./Notice";
import { errorNotice, fieldPropsFor } from "./field-props";
import { useFormAction } from "./use-form-action";
import { useFormAnswer, useShowAnswer } from "./use-form-answer";

const FORM = "newsletter";
const ANSWER_ID = "newsletter-notice";

/** Footer newsletter sign-up (double opt-in); works as a plain form post without JavaScript. */
export type NewsletterAction = FormAction<FormState<"email">>;

export function NewsletterForm({ lang, action }: { lang: Lang; action: NewsletterAction }) {
  const t = formText[lang];
  const n = t.newsletter;
  const { state, formAttributes, submit, pending } = useFormAction(action, initialFormState<"email">(), failedFormState, `#${ANSWER_ID}`);
  const { error, answered, showCheck } = useFormAnswer(state);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Spec: the field is cleared after success and after "already subscribed".
  useShowAnswer(formRef, ANSWER_ID, answered, state.status === "success" || state.status === "already");

  let notice: NoticeContent | null = null;
  if (error) notice = errorNotice(FORM, n.errorTitle, error, t.messages[error.message]);
  else if (state.status === "success") notice = { tone: "success", title: n.successTitle, description: n.successDescription };
  else if (state.status === "already") notice = { tone: "info", title: n.alreadyTitle, description: n.alreadyDescription };

  const field = fieldPropsFor(FORM, state, error, t.messages);

  return (
    <form ref={formRef} {...formAttributes} onSubmit={(event) => submitChecked<"email">("newsletter", event, showCheck, submit)} onFocus={preloadChecks} noValidate={hydrated} className="relative" data-form="newsletter" id={NEWSLETTER_ID}>
      <input type="hidden" name={FORM_FIELD} value="newsletter" />
      <Notice id={ANSWER_ID} notice={notice} theme="dark" level={3} className="mb-3" />
      <input type="hidden" name="lang" value={lang} />
      <Honeypot label={t.honeypotLabel} />
      <Field {...field("email")} type="email" label={n.label} placeholder={n.placeholder} autoComplete="email" required maxLength={254} theme="dark" />
      <button type="submit" className="btn-primary mt-3 w-full" disabled={pending}>
        {pending ? n.submitting : n.submit}
      </button>
    </form>
  );
}
