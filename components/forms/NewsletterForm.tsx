"use client";

import { useEffect, useRef } from "react";
import { formText } from "@/content/forms";
import { failedFormState, initialFormState, type FormAction, type FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { preloadChecks, submitChecked } from "./check-in-browser";
import { Field, Honeypot } from "./Field";
import { Notice, type NoticeContent } from "./Notice";
import { useFormAction } from "./use-form-action";
import { useFormAnswer, useHydrated } from "./use-form-answer";

/** Footer newsletter sign-up (double opt-in); works as a plain form post without JavaScript. */
export type NewsletterAction = FormAction<FormState<"email">>;

export function NewsletterForm({ lang, action }: { lang: Lang; action: NewsletterAction }) {
  const t = formText[lang];
  const { state, formAction, submit, pending } = useFormAction(action, initialFormState<"email">(), failedFormState, "#newsletter");
  const { error, setLocal } = useFormAnswer(state);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  // Spec: the field is cleared after success and after "already subscribed".
  useEffect(() => {
    if (state.status === "success" || state.status === "already") formRef.current?.reset();
  }, [state.seq, state.status]);

  let notice: NoticeContent | null = null;
  if (error) notice = { tone: "error", title: t.newsletter.errorTitle, description: t.messages[error.message] };
  else if (state.status === "success") notice = { tone: "success", title: t.newsletter.successTitle, description: t.newsletter.successDescription };
  else if (state.status === "already") notice = { tone: "info", title: t.newsletter.alreadyTitle, description: t.newsletter.alreadyDescription };

  return (
    <form id="newsletter" ref={formRef} action={formAction} onSubmit={(event) => submitChecked<"email">("newsletter", event, setLocal, submit)} onFocus={preloadChecks} noValidate={hydrated} className="relative space-y-3" data-form="newsletter">
      <input type="hidden" name="lang" value={lang} />
      <Honeypot label={t.honeypotLabel} />
      <Field
        id="newsletter-email"
        name="email"
        type="email"
        label={t.newsletter.label}
        placeholder={t.newsletter.placeholder}
        autoComplete="email"
        required
        maxLength={254}
        theme="dark"
        invalid={error?.field === "email"}
        noticeId="newsletter-notice"
        defaultValue={state.values.email ?? ""}
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? t.newsletter.submitting : t.newsletter.submit}
      </button>
      <Notice id="newsletter-notice" notice={notice} theme="dark" />
    </form>
  );
}
