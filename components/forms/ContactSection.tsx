import { formText } from "@/content/forms";
import { Heading } from "@/components/ui/Heading";
import type { Lang } from "@/lib/i18n";
import type { ReactNode } from "react";

/** The contact form row at the top of the footer (#contact). */
export function ContactSection({ lang, form }: { lang: Lang; form: ReactNode }) {
  const t = formText[lang].contact;
  return (
    <div className="border-b border-slate-700">
      <div className="container-page grid gap-6 py-10 sm:gap-8 sm:py-14 lg:grid-cols-3">
        <Heading id="contact-form-title" title={t.heading} lead={t.intro} size="card" tone="dark" />
        <div className="lg:col-span-2">
          {form}
        </div>
      </div>
    </div>
  );
}
