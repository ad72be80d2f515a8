import { formatterFor } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claims as c } from "../claims";
import { terms } from "../glossary";
import type { ServiceId } from "../prices";

const en = formatterFor("en");
const fi = formatterFor("fi");
const call = { en: terms.en.discoveryCall.base, fi: terms.fi.discoveryCall };

type Block = { title: string; paragraphs: string[] };

/** Copy of the about page. */
export const aboutCopy = bilingual<{
  breadcrumb: { label: string; home: string; current: string };
  title: string;
  subtitle: string;
  intro: string[];
  illustrationAlt: string;
  /** `services`: what each service does, shown under its name (content/glossary.ts). */
  whatWeDo: Block & { services: Record<ServiceId, string> };
  mission: Block;
  future: Block & { jobsLink: string };
  /** Over the team members, shown only when there are any (content/team/). */
  team: { title: string };
  cta: { title: string; text: string; button: string };
}>({
  en: {
    breadcrumb: { label: "Breadcrumb", home: "Home", current: "About" },
    title: "About us",
    subtitle: "Practical AI for businesses that would rather serve their customers than answer the same question twice.",
    intro: [
      "We are a Helsinki company, founded in 2023, that helps small and mid-size businesses put AI to work. Our focus is on the places where time runs out first: customer service and marketing.",
      "Large companies have whole teams building AI into their operations. Most small businesses do not, and they should not need one. We bring the same tools to them, set up for their business and explained in plain language.",
    ],
    illustrationAlt: "Illustration: tangled lines pass through an AI node and come out as three clear flows: messages, completed tasks and growth",
    whatWeDo: {
      title: "What we do",
      paragraphs: [
        `We build and run four kinds of AI solutions. Each one is configured for your business, speaks more than ${en.words(c.languages)} languages and connects to the tools you already use.`,
        `We start with a free ${call.en}, agree on a clear goal, launch quickly and keep improving the solution with you. A chat or phone integration is usually live in ${en.range(...c.chatPhoneSetupDays, "days")}, and you typically see the first results in ${en.range(...c.firstResultsWeeks, "weeks")}.`,
      ],
      services: {
        chatAssistant: "Answers your website's visitors around the clock and books meetings.",
        phoneReceptionist: "Answers every call, books appointments and puts urgent matters through.",
        aiSeo: "Keyword research, and blog posts written and published automatically.",
        leadQualifier: "Replies to every lead in under a minute, qualifies it and books the meeting.",
      },
    },
    mission: {
      title: "Our mission",
      paragraphs: [
        "Our mission is to take the friction out of everyday business. Nobody should lose a customer because a call went unanswered or an enquiry waited too long.",
        "We believe in AI that is useful, understandable and safe. That means realistic promises, prices you can see up front, and data that is handled in line with the GDPR and stored in the EU.",
      ],
    },
    future: {
      title: "Where we are heading",
      paragraphs: [
        "Customers increasingly expect an answer right away, by chat, by phone and in their own language. We keep developing our solutions so that AI can handle more of the journey, from the first question to the booked meeting, while people stay in charge of the decisions that matter.",
        "To get there, we are growing our team in sales and customer success.",
      ],
      jobsLink: "See our open positions",
    },
    team: { title: "Our team" },
    cta: {
      title: "Let's see what AI could do for you",
      text: `Book a free ${en.number(c.discoveryCallMinutes)}-minute ${call.en}. We'll look at your business together and suggest where to start.`,
      button: `Book a free ${call.en}`,
    },
  },
  fi: {
    breadcrumb: { label: "Murupolku", home: "Etusivu", current: "Tietoa meistä" },
    title: "Tietoa meistä",
    subtitle: "Käytännöllistä tekoälyä yrityksille, jotka palvelevat mieluummin asiakkaitaan kuin vastaavat samaan kysymykseen kahdesti.",
    intro: [
      "Olemme vuonna 2023 perustettu helsinkiläinen yritys, joka auttaa pieniä ja keskisuuria yrityksiä ottamaan tekoälyn käyttöön. Keskitymme tehtäviin, joissa aika loppuu ensimmäisenä kesken: asiakaspalveluun ja markkinointiin.",
      "Suurilla yrityksillä on kokonaisia tiimejä rakentamassa tekoälyä osaksi toimintaansa. Useimmilla pienillä yrityksillä ei ole, eikä tarvitsekaan olla. Tuomme samat työkalut myös niiden ulottuville, yrityksen tarpeisiin sovitettuina ja selkeästi selitettyinä.",
    ],
    illustrationAlt: "Kuvitus: sotkuiset viivat kulkevat tekoälysolmun läpi ja jatkuvat kolmena selkeänä virtana: viestit, valmiit tehtävät ja kasvu",
    whatWeDo: {
      title: "Mitä teemme",
      paragraphs: [
        `Rakennamme ja ylläpidämme neljänlaisia tekoälyratkaisuja. Jokainen niistä sovitetaan yrityksesi tarpeisiin, palvelee yli ${fi.words(c.languages, "adessive")} kielellä ja toimii yhdessä työkalujen kanssa, joita jo käytät.`,
        `Aloitamme maksuttomalla ${call.fi.adessive}, sovimme selkeän tavoitteen, otamme ratkaisun nopeasti käyttöön ja kehitämme sitä kanssasi. Chat- tai puhelinratkaisu on yleensä käytössä ${fi.range(...c.chatPhoneSetupDays, "päivässä")}, ja ensimmäiset tulokset näkyvät tavallisesti ${fi.range(...c.firstResultsWeeks, "viikossa")}.`,
      ],
      services: {
        chatAssistant: "Vastaa verkkosivujesi kävijöille ympäri vuorokauden ja varaa tapaamiset.",
        phoneReceptionist: "Vastaa jokaiseen puheluun, varaa ajat ja yhdistää kiireelliset puhelut oikealle henkilölle.",
        aiSeo: "Avainsanatutkimus sekä automaattisesti kirjoitetut ja julkaistut blogiartikkelit.",
        leadQualifier: "Vastaa jokaiseen liidiin alle minuutissa, kvalifioi sen ja varaa tapaamisen.",
      },
    },
    mission: {
      title: "Tehtävämme",
      paragraphs: [
        "Tehtävämme on tehdä yritysten arjesta sujuvaa. Kenenkään ei pitäisi menettää asiakasta siksi, että puhelu jäi vastaamatta tai yhteydenotto odotti liian kauan.",
        "Uskomme tekoälyyn, joka on hyödyllinen, ymmärrettävä ja turvallinen. Se tarkoittaa realistisia lupauksia, hintoja, jotka näet etukäteen, sekä tietoja, joita käsitellään tietosuoja-asetuksen (GDPR) mukaisesti ja säilytetään EU:ssa.",
      ],
    },
    future: {
      title: "Mihin olemme matkalla",
      paragraphs: [
        "Asiakkaat odottavat yhä useammin vastausta heti, chatissa, puhelimessa ja omalla kielellään. Kehitämme ratkaisujamme jatkuvasti niin, että tekoäly hoitaa yhä suuremman osan asiakaspolusta ensimmäisestä kysymyksestä varattuun tapaamiseen ja tärkeät päätökset pysyvät ihmisillä.",
        "Siksi kasvatamme tiimiämme myynnissä ja asiakkuuksissa.",
      ],
      jobsLink: "Katso avoimet työpaikat",
    },
    team: { title: "Tiimimme" },
    cta: {
      title: "Katsotaan yhdessä, mitä tekoäly voisi tehdä yrityksellesi",
      text: `Varaa maksuton ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${call.fi.base}. Käymme yrityksesi tilanteen läpi ja ehdotamme, mistä kannattaa aloittaa.`,
      button: `Varaa maksuton ${call.fi.base}`,
    },
  },
});
