"use client";

import { formText } from "@/content/forms";
import type { ContactField } from "@/lib/forms/contact-schema";
import { CheckedForm, useCheckedForm } from "./CheckedForm";
import { Field } from "./Field";
import type { FormIslandProps } from "./use-form-action";

/**
 * The contact form of the #contact area: stored, then mailed to the company (docs/decisions/005-forms-never-lose-a-submission.md).
 * `message` prefills the message: an estimate's figures (docs/decisions/064-estimate-from-the-site-prices.md).
 */
export function ContactForm({ lang, answer, message }: FormIslandProps & { message?: string }) {
  const c = formText[lang].contact;
  const form = useCheckedForm<ContactField>("contact", lang, answer, ["success"]);
  const field = (name: ContactField) => ({ ...form.field(name), theme: "dark" as const });
  return (
    <CheckedForm form={form} notice={form.notice(c)} look={{ theme: "dark", level: 3, className: "mb-4" }} bodyClassName="grid grid-cols-2 gap-x-3 gap-y-3 sm:gap-x-4 sm:gap-y-4">
      <Field {...field("firstName")} label={c.firstName} autoComplete="given-name" required maxLength={100} />
      <Field {...field("lastName")} label={c.lastName} autoComplete="family-name" required maxLength={100} />
      <Field {...field("email")} type="email" label={c.email} autoComplete="email" required maxLength={254} />
      <Field {...field("company")} label={c.company} optionalLabel={c.optional} autoComplete="organization" maxLength={200} />
      <Field {...field("subject")} className="col-span-2" label={c.subject} required maxLength={200} />
      <Field {...field("message")} defaultValue={form.state.values.message ?? message ?? ""} className="col-span-2 max-sm:[&_textarea]:h-20" label={c.message} rows={5} required maxLength={5000} />
      <div className="col-span-2">
        <button type="submit" className="btn-primary" disabled={form.pending}>
          {form.pending ? c.submitting : c.submit}
        </button>
      </div>
    </CheckedForm>
  );
}
