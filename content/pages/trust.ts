import { bilingual } from "@/lib/i18n";
import { serviceNames } from "../glossary";

type Section = { id: string; title: string; paragraphs: string[] };

/**
 * Copy of the trust page. Its tables are the privacy notice's (content/pages/privacy.ts) and its
 * e-mail address is the company's (configuration): this text says only what the notice and the
 * service pages already say, and claims no certification (docs/decisions/065-trust-page-and-team.md).
 */
export const trustCopy = bilingual<{
  title: string;
  intro: string;
  processors: Section & { note: string };
  storage: Section & { privacyLink: string };
  agreement: Section & { emailLead: string };
  /** How the services tell people they are talking to an AI (EU AI Act, Article 50). */
  aiDisclosure: Section & { services: string[]; reportLead: string };
}>({
  en: {
    title: "Trust: your data and our AI",
    intro: "This page tells you which services process personal data for us, what we store, where and for how long, how to get a data processing agreement, and how our AI tells people that it is an AI.",
    processors: {
      id: "processors",
      title: "Services that process data for us",
      paragraphs: ["These are the services this website uses. A service we do not use is not listed."],
      note: "When we deliver AI solutions to our customers, we also use the AI and telephony platforms the solutions run on, under data processing agreements.",
    },
    storage: {
      id: "storage",
      title: "What we store, where and for how long",
      paragraphs: [
        "We store personal data in the EU. When a retention period ends, we delete the data or make it anonymous.",
      ],
      privacyLink: "The same periods, with what we process and why, are in our privacy notice.",
    },
    agreement: {
      id: "data-processing-agreement",
      title: "Data processing agreement",
      paragraphs: [
        "When our AI solutions serve your customers, we process their personal data on your behalf and only on your instructions, under a data processing agreement (GDPR Art. 28).",
      ],
      emailLead: "To ask for our data processing agreement, email us at",
    },
    aiDisclosure: {
      id: "ai-disclosure",
      title: "Our AI says it is an AI",
      paragraphs: [
        "Under Article 50 of the EU Artificial Intelligence Act, people who interact with an AI system must be told so, unless it is obvious. Our services that talk with people are built to tell them:",
      ],
      services: [
        `The ${serviceNames.en.phoneReceptionist.name} tells callers that they are talking to an AI.`,
        `The ${serviceNames.en.chatAssistant.name} tells the people it chats with that they are talking to an AI.`,
      ],
      reportLead: "We agree the words with each customer, since the AI speaks in its name. If one of our services did not tell you that it is an AI, please let us know at",
    },
  },
  fi: {
    title: "Luottamus: tietosi ja tekoälymme",
    intro: "Tältä sivulta näet, mitkä palvelut käsittelevät henkilötietoja puolestamme, mitä tallennamme, missä ja kuinka kauan, miten saat tietojenkäsittelysopimuksen ja miten tekoälymme kertoo olevansa tekoäly.",
    processors: {
      id: "kasittelijat",
      title: "Palvelut, jotka käsittelevät tietoja puolestamme",
      paragraphs: ["Taulukossa ovat palvelut, joita verkkosivumme käyttävät. Palveluja, joita emme käytä, ei ole mukana."],
      note: "Kun toimitamme tekoälyratkaisuja asiakkaillemme, käytämme lisäksi niitä tekoäly- ja puhelinalustoja, joiden päällä ratkaisut toimivat, tietojenkäsittelysopimusten perusteella.",
    },
    storage: {
      id: "tallennus",
      title: "Mitä tallennamme, missä ja kuinka kauan",
      paragraphs: ["Säilytämme henkilötiedot EU:ssa. Kun säilytysaika päättyy, poistamme tiedot tai muutamme ne sellaisiksi, ettei niistä voi tunnistaa henkilöä."],
      privacyLink: "Samat säilytysajat sekä sen, mitä tietoja käsittelemme ja miksi, löydät tietosuojaselosteestamme.",
    },
    agreement: {
      id: "tietojenkasittelysopimus",
      title: "Tietojenkäsittelysopimus",
      paragraphs: [
        "Kun tekoälyratkaisumme palvelevat asiakkaitasi, käsittelemme heidän henkilötietojaan sinun lukuusi ja vain ohjeidesi mukaan tietojenkäsittelysopimuksen perusteella (tietosuoja-asetuksen 28 artikla).",
      ],
      emailLead: "Pyydä tietojenkäsittelysopimustamme sähköpostitse osoitteesta",
    },
    aiDisclosure: {
      id: "tekoaly-kertoo",
      title: "Tekoälymme kertoo olevansa tekoäly",
      paragraphs: [
        "EU:n tekoälysäädöksen 50 artiklan mukaan tekoälyjärjestelmän kanssa asioivalle on kerrottava, että hän asioi tekoälyn kanssa, ellei se ole ilmeistä. Ihmisten kanssa keskustelevat palvelumme on rakennettu kertomaan se:",
      ],
      services: [
        `${serviceNames.fi.phoneReceptionist.name} kertoo soittajalle, että tämä puhuu tekoälyn kanssa.`,
        `${serviceNames.fi.chatAssistant.name} kertoo kävijälle, että tämä keskustelee tekoälyn kanssa.`,
      ],
      reportLead: "Sovimme sanamuodosta jokaisen asiakkaan kanssa, koska tekoäly puhuu asiakkaan nimissä. Jos jokin palvelumme ei kertonut sinulle olevansa tekoäly, ilmoita siitä meille osoitteeseen",
    },
  },
});
