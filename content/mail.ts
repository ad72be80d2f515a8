import { formatList } from "@/lib/format";
import { bilingual, type Lang } from "@/lib/i18n";
import { serviceNames } from "./glossary";

/** What the newsletter is about: the four services, by their names. */
const topics = (lang: Lang) => formatList(Object.values(serviceNames[lang]).map((s) => s.name), lang);

/** Copy of the mails the site sends: the newsletter confirmation per subscriber language, and staff notifications. */
export const mailText = bilingual({
  en: {
    confirm: {
      subject: (company: string) => `Confirm your subscription to the ${company} newsletter`,
      greeting: "Hello,",
      body: (company: string) =>
        `You (or someone using your address) asked to receive the ${company} newsletter: practical tips, about once a month, on ${topics("en")}. To confirm the subscription, open the link below and press the button on the page.`,
      button: "Confirm subscription",
      ignore: "If you did not subscribe, ignore this message: we will not send you anything else.",
      unsubscribe: "Unsubscribe",
      signature: (company: string) => `Best regards,\n${company}`,
    },
  },
  fi: {
    confirm: {
      subject: (company: string) => `Vahvista ${company} -uutiskirjeen tilaus`,
      greeting: "Hei,",
      body: (company: string) =>
        `Tähän osoitteeseen tilattiin ${company} -uutiskirje. Se tuo noin kerran kuussa käytännön vinkkejä näistä aiheista: ${topics("fi")}. Vahvista tilaus avaamalla alla oleva linkki ja painamalla sivulla olevaa painiketta.`,
      button: "Vahvista tilaus",
      ignore: "Jos et tilannut uutiskirjettä itse, voit jättää tämän viestin huomiotta: emme lähetä sinulle muuta.",
      unsubscribe: "Peru tilaus",
      signature: (company: string) => `Ystävällisin terveisin\n${company}`,
    },
  },
});

/** Staff notifications are read by the Finnish team: Finnish labels, English in brackets for anyone else. */
export const staffMailText = {
  application: {
    subject: (jobTitle: string, name: string) => `Uusi työhakemus / New job application: ${jobTitle} – ${name}`,
    intro: "Sivuston kautta saapui uusi työhakemus. CV on liitteenä.",
    position: "Tehtävä (position)",
    name: "Nimi (name)",
    email: "Sähköposti (email)",
    phone: "Puhelin (phone)",
    language: "Kieli (language)",
    coverLetter: "Saatekirje (cover letter)",
    cv: "CV",
  },
  contact: {
    mailSubject: (subject: string) => `Yhteydenotto / Contact: ${subject}`,
    intro: "Sivuston yhteydenottolomakkeen kautta saapui uusi viesti.",
    name: "Nimi (name)",
    email: "Sähköposti (email)",
    company: "Yritys (company)",
    subject: "Aihe (subject)",
    language: "Kieli (language)",
    message: "Viesti (message)",
  },
} as const;
