import { ApplyForm } from "@/components/forms/ApplyForm";
import { ContactForm } from "@/components/forms/ContactForm";
import { NewsletterForm } from "@/components/forms/NewsletterForm";
import { PositionCard } from "@/components/forms/PositionCard";
import type { SiteForms } from "@/components/layout/Footer";
import { applyChoice } from "@/components/screens/jobs/ApplyScreen";
import type { Lang } from "@/lib/i18n";
import { applyAction, contactAction, newsletterAction } from "./actions";

/** The forms every page carries in its footer (contact and newsletter), bound to their server actions. */
export function siteForms(lang: Lang): SiteForms {
  return { contact: <ContactForm lang={lang} action={contactAction} />, newsletter: <NewsletterForm lang={lang} action={newsletterAction} /> };
}

/** The application form of position `job` while it is open, bound to its server action; nothing once it has closed. */
export function applyForm(lang: Lang, job: number, open: string) {
  const choice = applyChoice(lang, job, open);
  return choice && <ApplyForm lang={lang} action={applyAction} position={<PositionCard lang={lang} {...choice} />} />;
}
