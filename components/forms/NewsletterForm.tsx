"use client";

import { formText } from "@/content/forms";
import { NEWSLETTER_ID } from "@/site/navigation";
import { CheckedForm, useCheckedForm } from "./CheckedForm";
import { Field } from "./Field";
import type { FormIslandProps } from "./use-form-action";

/** Footer newsletter sign-up (double opt-in); works as a plain form post without JavaScript. */
export function NewsletterForm({ lang, answer }: FormIslandProps) {
  const n = formText[lang].newsletter;
  // Spec: the field is cleared after success and after "already subscribed".
  const form = useCheckedForm<"email">("newsletter", lang, answer, ["success", "already"]);
  return (
    <CheckedForm form={form} notice={form.notice(n)} look={{ theme: "dark", level: 3, className: "mb-3" }} id={NEWSLETTER_ID}>
      <Field {...form.field("email")} type="email" label={n.label} placeholder={n.placeholder} autoComplete="email" required maxLength={254} theme="dark" />
      <button type="submit" className="btn-primary mt-3 w-full" disabled={form.pending}>
        {form.pending ? n.submitting : n.submit}
      </button>
    </CheckedForm>
  );
}
