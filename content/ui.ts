import { formatQuantity, formatRange, formatTime } from "@/lib/format";
import { bilingual, type Lang } from "@/lib/i18n";
import { claims } from "./claims";
import { serviceGroups, serviceNames } from "./glossary";
import { hyphenate } from "./hyphenation";

/** Phone hours, Monday to Friday: "Mon–Fri 9:00–17:00" / "ma–pe 9.00–17.00". */
export function phoneHours(lang: Lang): string {
  const days = lang === "fi" ? formatRange("ma", "pe", lang) : formatRange("Mon", "Fri", lang);
  const { from, to } = claims.phoneHours;
  return `${days} ${formatRange(formatTime(from, 0, lang), formatTime(to, 0, lang), lang)}`;
}

/** Interface text shared by every page: header, footer, 404 and common labels. */
export const ui = bilingual({
  en: {
    skipToContent: "Skip to content",
    nav: {
      label: "Main navigation",
      home: "Home",
      smartCustomerService: serviceGroups.en.customerService,
      chatAssistant: serviceNames.en.chatAssistant.name,
      phoneReceptionist: serviceNames.en.phoneReceptionist.name,
      marketingWithAi: serviceGroups.en.marketing,
      aiSeo: serviceNames.en.aiSeo.name,
      leadAutomation: serviceNames.en.leadQualifier.name,
      blog: "Blog",
      contact: "Contact",
      language: "Language",
      openMenu: "Open menu",
      menu: "Menu",
      homeLinkLabel: "front page",
    },
    languageNames: { fi: "Suomi", en: "English" },
    footer: {
      tagline: "AI solutions that turn friction into flow for small and mid-size businesses.",
      company: "Company",
      about: "About us",
      blog: "Blog",
      jobs: "Careers",
      privacy: "Privacy notice",
      trust: "Trust",
      contactTitle: "Contact us",
      contactIntro: `We answer email within ${formatQuantity(claims.emailReplyHours, "en", "hours")}.`,
      email: "Email",
      phone: "Phone",
      phoneHours: phoneHours("en"),
      businessId: "Business ID",
      newsletterTitle: "Newsletter",
      newsletterIntro: "Practical AI tips for growing businesses, about once a month.",
      rights: "All rights reserved.",
    },
    notFound: {
      title: "Oops! Page not found",
      text: "The page you were looking for does not exist or has moved.",
      home: "Return to Home",
      metaTitle: "Page not found",
      servicesTitle: "Perhaps you were looking for one of our AI solutions",
      elsewhereTitle: "Or carry on from here",
    },
    header: {
      bookCall: "Book a call",
      descriptions: {
        chatAssistant: "Answers your visitors in under a minute, 24/7",
        phoneReceptionist: "Picks up every call and books appointments",
        aiSeo: "More visitors from search, without the writing",
        leadQualifier: "Qualifies new leads and books the meetings",
      },
    },
  },
  fi: {
    skipToContent: "Siirry sisältöön",
    nav: {
      label: "Päävalikko",
      home: "Etusivu",
      smartCustomerService: serviceGroups.fi.customerService,
      chatAssistant: serviceNames.fi.chatAssistant.name,
      phoneReceptionist: serviceNames.fi.phoneReceptionist.name,
      marketingWithAi: serviceGroups.fi.marketing,
      aiSeo: serviceNames.fi.aiSeo.name,
      leadAutomation: serviceNames.fi.leadQualifier.name,
      blog: "Blogi",
      contact: "Ota yhteyttä",
      language: "Kieli",
      openMenu: "Avaa valikko",
      menu: "Valikko",
      homeLinkLabel: "etusivu",
    },
    languageNames: { fi: "Suomi", en: "English" },
    footer: {
      tagline: "Tekoälyratkaisuja, jotka tekevät pienten ja keskisuurten yritysten arjesta sujuvaa.",
      company: "Yritys",
      about: "Tietoa meistä",
      blog: "Blogi",
      jobs: "Työpaikat",
      privacy: "Tietosuojaseloste",
      trust: "Luottamus",
      contactTitle: "Ota yhteyttä",
      contactIntro: `Vastaamme sähköposteihin ${formatQuantity(claims.emailReplyHours, "fi", "tunnin")} kuluessa.`,
      email: "Sähköposti",
      phone: "Puhelin",
      phoneHours: phoneHours("fi"),
      businessId: "Y-tunnus",
      newsletterTitle: "Uutiskirje",
      newsletterIntro: "Käytännön tekoälyvinkkejä kasvaville yrityksille noin kerran kuussa.",
      rights: "Kaikki oikeudet pidätetään.",
    },
    notFound: {
      title: "Hups! Sivua ei löytynyt",
      text: "Etsimääsi sivua ei ole olemassa tai se on siirretty.",
      home: "Palaa etusivulle",
      metaTitle: "Sivua ei löytynyt",
      servicesTitle: hyphenate("Etsitkö kenties jotakin tekoälyratkaisuistamme?"),
      elsewhereTitle: "Tai jatka täältä",
    },
    header: {
      bookCall: "Varaa keskustelu",
      descriptions: {
        chatAssistant: "Vastaa kävijöillesi alle minuutissa, 24/7",
        phoneReceptionist: "Vastaa jokaiseen puheluun ja varaa ajat",
        aiSeo: "Lisää hakuliikennettä ilman kirjoitustyötä",
        leadQualifier: "Kvalifioi uudet liidit ja varaa tapaamiset",
      },
    },
  },
});

export type UiText = (typeof ui)["en"];
