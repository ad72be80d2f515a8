import { formText } from "@/content/forms";
import type { Lang } from "@/lib/i18n";
import { ContactForm, type ContactAction } from "./ContactForm";

/** The contact form row at the top of the footer (#contact). */
export function ContactSection({ lang, action }: { lang: Lang; action: ContactAction }) {
  const t = formText[lang].contact;
  return (
    <div className="border-b border-slate-700">
      <div className="container-page grid gap-8 py-14 lg:grid-cols-3">
        <div>
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-white">
            {t.heading}
          </h2>
          <p className="mt-3 text-slate-300">{t.intro}</p>
        </div>
        <div className="lg:col-span-2">
          <ContactForm lang={lang} action={action} />
        </div>
      </div>
    </div>
  );
}
