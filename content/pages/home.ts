import { formatterFor } from "@/lib/format";
import type { FaqItem } from "../types";
import { bilingual } from "@/lib/i18n";
import { claims as c } from "../claims";
import { terms } from "../glossary";
import { hyphenate } from "../hyphenation";

type Solution = { text: string; points: string[] };

const en = formatterFor("en");
const fi = formatterFor("fi");
const term = terms.fi;

/** Copy of the home page. The solution cards take their titles and buttons from content/glossary.ts. */
export const homeCopy = bilingual<{
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    cta: string;
    ctaNote: string;
    video: { title: string; play: string; posterAlt: string };
  };
  manifesto: { title: string; paragraphs: string[]; signature: string };
  benefits: { title: string; items: { value: string; label: string }[] };
  solutions: { title: string; intro: string; customerService: Solution; marketing: Solution };
  cta: { title: string; text: string; button: string };
  faq: { title: string; items: FaqItem[] };
}>({
  en: {
    hero: {
      eyebrow: "AI for small and mid-size businesses",
      title: "AI solutions that turn friction into flow",
      subtitle:
        "Chat assistants, phone receptionists, SEO and lead qualification that work around the clock, so your team can get on with the work only people can do.",
      cta: "Book a discovery call now",
      ctaNote: `Free, ${en.quantity(c.discoveryCallMinutes, "minutes")}, no obligation.`,
      video: {
        title: "How our AI solutions work",
        play: "Play the video: How our AI solutions work",
        posterAlt: "Illustration: an AI assistant answering a chat message and a phone call at the same time",
      },
    },
    manifesto: {
      title: "Friction costs more than you think",
      paragraphs: [
        "Every call that goes unanswered, every enquiry that waits until Monday and every blog post that never gets written is a customer who found someone else. A small team cannot be everywhere at once. AI can.",
        `We put practical AI to work where your business loses time: answering customers day and night, qualifying leads in under a minute and keeping you visible in search. No hype and no heavy IT project. You see the first results in ${en.range(...c.firstResultsWeeks, "weeks")}, and our solutions typically pay for themselves in ${en.range(...c.paybackMonths, "months")}.`,
        "Your people keep what they do best: relationships, judgement and craft. AI takes care of the repetitive rest.",
      ],
      signature: "Less friction. More flow.",
    },
    benefits: {
      title: "What AI changes in everyday work",
      items: [
        { value: en.under(c.replyMinutes, "min"), label: "response time to every customer" },
        { value: "24/7", label: "service, evenings and weekends included" },
        { value: en.range(...c.hoursSavedPerWeek, "h"), label: "of routine work saved every week" },
        { value: en.range(...c.costSavingPercent, "%"), label: "lower cost than the same work done by staff" },
      ],
    },
    solutions: {
      title: "Two ways to put AI to work",
      intro: `Start where the friction is greatest. Every solution is set up for your business, speaks more than ${en.words(c.languages)} languages and works with the tools you already use: over ${en.number(c.integrations)} integrations are ready.`,
      customerService: {
        text: "Answer every customer straight away, on your website and on the phone, whatever the time.",
        points: [
          "Answers questions and books appointments around the clock",
          "Hands urgent matters over to your team",
          `Chat and phone integration live in ${en.range(...c.chatPhoneSetupDays, "days")}, with a ${en.number(c.freeTrialDays)}-day free trial`,
        ],
      },
      marketing: {
        text: "Get found in search and turn visitors into booked meetings without adding to your team's workload.",
        points: [
          "Keyword research and blog posts written and published automatically",
          `Up to ${en.percent(c.seoTrafficLiftPercent)} more ${terms.en.searchTraffic.base} in ${en.words(c.seoTrafficMonths)} months`,
          "Every lead answered in under a minute, qualified and booked",
        ],
      },
    },
    cta: {
      title: "Find out where AI would save you the most time",
      text: `In a free ${en.number(c.discoveryCallMinutes)}-minute call we look at your customer service and marketing together and show you where AI pays off first. No obligation.`,
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "What kind of businesses do you work with?",
          answer:
            "Small and mid-size businesses that talk to customers every day: service companies, clinics, shops, agencies, trades and B2B sellers. If your team answers the same questions over and over or misses calls and leads, AI will help.",
        },
        {
          question: "How quickly can we get started?",
          answer: `A chat assistant or phone receptionist is usually live in ${en.range(...c.chatPhoneSetupDays, "days")}, other AI solutions in ${en.range(...c.aiSolutionSetupWeeks, "weeks")} and lead qualification in ${en.range(...c.leadQualificationSetupWeeks, "weeks")}. You typically see the first results in ${en.range(...c.firstResultsWeeks, "weeks")} and significant results in ${en.range(...c.significantResultsMonths, "months")}.`,
        },
        {
          question: "What does it cost, and when does it pay off?",
          answer: `Each service page lists its packages and prices, and the chat assistant and phone receptionist come with a ${en.number(c.freeTrialDays)}-day free trial. AI typically costs ${en.range(...c.costSavingPercent, "%")} less than having staff do the same work, and the investment usually pays for itself in ${en.range(...c.paybackMonths, "months")}.`,
        },
        {
          question: "Will AI replace my staff?",
          answer: `No. It takes over the repetitive part, such as routine questions, booking and first contact with leads, which typically frees ${en.range(...c.hoursSavedPerWeek, "hours")} a week. Your team decides what the AI handles and gets the conversations that need a person.`,
        },
        {
          question: "Does it work with the systems we already use?",
          answer: `Most likely. Our solutions connect to over ${en.number(c.integrations)} tools, including calendars, CRM systems, email and online booking, and speak more than ${en.words(c.languages)} languages. We check your systems on the ${terms.en.discoveryCall.base}.`,
        },
        {
          question: "How do you handle our data?",
          answer:
            "We comply with the GDPR and store data in the EU. We sign a data processing agreement with you and use your data only to provide the service to you. Our privacy notice has the details.",
        },
      ],
    },
  },
  fi: {
    hero: {
      eyebrow: "Tekoälyä pk-yrityksille",
      title: hyphenate("Tekoälyratkaisut, jotka tekevät arjesta sujuvaa"),
      subtitle:
        "Tekoäly palvelee asiakkaitasi chatissa ja puhelimessa, hoitaa hakukoneoptimoinnin ja kvalifioi liidit ympäri vuorokauden. Tiimillesi jää aikaa työhön, johon tarvitaan ihmistä.",
      cta: `Varaa ${term.discoveryCall.base} nyt`,
      ctaNote: `Maksuton, ${fi.quantity(c.discoveryCallMinutes, "minuuttia")}, ei sitoumuksia.`,
      video: {
        title: "Näin tekoälyratkaisumme toimivat",
        play: "Toista video: Näin tekoälyratkaisumme toimivat",
        posterAlt: "Kuvitus: tekoälyassistentti vastaa chat-viestiin ja puheluun samaan aikaan",
      },
    },
    manifesto: {
      title: "Hukattu aika tulee kalliiksi",
      paragraphs: [
        "Jokainen vastaamaton puhelu, maanantaita odottava yhteydenotto ja kirjoittamatta jäänyt blogiartikkeli voi olla asiakas, joka päätyi kilpailijalle. Pieni tiimi ei ehdi joka paikkaan yhtä aikaa. Tekoäly ehtii.",
        `Otamme tekoälyn käyttöön siellä, missä yrityksesi menettää aikaa: se palvelee asiakkaitasi ympäri vuorokauden, kvalifioi liidit alle minuutissa ja pitää sinut näkyvillä hakukoneissa. Ei ylisanoja eikä raskasta IT-projektia. Ensimmäiset tulokset näkyvät ${fi.range(...c.firstResultsWeeks, "viikossa")}, ja ratkaisumme maksavat itsensä yleensä takaisin ${fi.range(...c.paybackMonths, "kuukaudessa")}.`,
        "Tiimisi keskittyy siihen, missä se on parhaimmillaan: asiakassuhteisiin, harkintaan ja ammattitaitoon. Tekoäly hoitaa toistuvat rutiinit.",
      ],
      signature: "Vähemmän hukkaa. Enemmän sujuvuutta.",
    },
    benefits: {
      title: "Mitä tekoäly muuttaa arjessa",
      items: [
        { value: fi.under(c.replyMinutes, "min"), label: "vastausaika jokaiselle asiakkaalle" },
        { value: "24/7", label: "palvelua myös iltaisin ja viikonloppuisin" },
        { value: fi.range(...c.hoursSavedPerWeek, "h"), label: "rutiinityötä vähemmän joka viikko" },
        { value: fi.range(...c.costSavingPercent, "%"), label: "edullisempi kuin sama työ henkilöstön tekemänä" },
      ],
    },
    solutions: {
      title: "Kaksi tapaa ottaa tekoäly töihin",
      intro: `Aloita sieltä, missä aikaa kuluu eniten hukkaan. Jokainen ratkaisu sovitetaan yrityksesi tarpeisiin, palvelee yli ${fi.words(c.languages, "adessive")} kielellä ja toimii työkalujen kanssa, joita jo käytät: valmiita integraatioita on yli ${fi.number(c.integrations)}.`,
      customerService: {
        text: "Vastaa jokaiselle asiakkaalle heti, verkkosivuilla ja puhelimessa, kellonajasta riippumatta.",
        points: [
          "Vastaa kysymyksiin ja varaa ajat ympäri vuorokauden",
          "Ohjaa kiireelliset asiat tiimillesi",
          `Chat ja puhelin käytössä ${fi.range(...c.chatPhoneSetupDays, "päivässä")}, ${fi.quantity(c.freeTrialDays, "päivän")} maksuton kokeilu`,
        ],
      },
      marketing: {
        text: "Näy hakutuloksissa ja saa sivustosi kävijät varaamaan tapaamisia ilman, että tiimisi työ lisääntyy.",
        points: [
          "Avainsanatutkimus sekä automaattisesti kirjoitetut ja julkaistut blogiartikkelit",
          `Jopa ${fi.percent(c.seoTrafficLiftPercent)} enemmän ${term.searchTraffic.partitive} ${fi.words(c.seoTrafficMonths, "inessive")} kuukaudessa`,
          "Jokainen liidi saa vastauksen alle minuutissa, ja tapaaminen varataan saman tien",
        ],
      },
    },
    cta: {
      title: "Selvitä, missä tekoäly säästäisi sinulta eniten aikaa",
      text: `Maksuttomassa ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${term.discoveryCall.inessive} käymme yhdessä läpi asiakaspalvelusi ja markkinointisi ja näytämme, missä tekoäly maksaa itsensä takaisin nopeimmin. Ei sitoumuksia.`,
      button: `Varaa maksuton ${term.discoveryCall.base}`,
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Millaisille yrityksille ratkaisut sopivat?",
          answer:
            "Pienille ja keskisuurille yrityksille, jotka palvelevat asiakkaitaan joka päivä: palveluyrityksille, klinikoille, kaupoille, toimistoille, rakennus- ja huoltoalan yrityksille sekä yritysmyyntiä tekeville. Jos tiimisi vastaa samoihin kysymyksiin yhä uudelleen tai puheluita ja liidejä jää hoitamatta, tekoälystä on apua.",
        },
        {
          question: "Kuinka nopeasti pääsen alkuun?",
          answer: `Chat-assistentti tai puhelinvastaaja on yleensä käytössä ${fi.range(...c.chatPhoneSetupDays, "päivässä")}, muut tekoälyratkaisut ${fi.range(...c.aiSolutionSetupWeeks, "viikossa")} ja liidien kvalifiointi ${fi.range(...c.leadQualificationSetupWeeks, "viikossa")}. Ensimmäiset tulokset näkyvät yleensä ${fi.range(...c.firstResultsWeeks, "viikossa")} ja merkittävät tulokset ${fi.range(...c.significantResultsMonths, "kuukaudessa")}.`,
        },
        {
          question: "Paljonko tekoäly maksaa ja milloin se maksaa itsensä takaisin?",
          answer: `Palvelujen paketit ja hinnat löydät kunkin palvelun sivulta, ja chat-assistenttia sekä puhelinvastaajaa voit kokeilla ${fi.quantity(c.freeTrialDays, "päivää")} maksutta. Tekoäly maksaa yleensä ${fi.range(...c.costSavingPercent, "%")} vähemmän kuin saman työn teettäminen henkilöstöllä, ja investointi maksaa itsensä tavallisesti takaisin ${fi.range(...c.paybackMonths, "kuukaudessa")}.`,
        },
        {
          question: "Korvaako tekoäly henkilöstöni?",
          answer: `Ei korvaa. Se hoitaa työn toistuvan osan: rutiinikysymykset, ajanvaraukset ja ensimmäisen yhteydenoton liideihin. Näin se vapauttaa yleensä ${fi.range(...c.hoursSavedPerWeek, "tuntia")} viikossa. Tiimisi päättää, mitä tekoäly hoitaa, ja saa itselleen ne keskustelut, joihin tarvitaan ihmistä.`,
        },
        {
          question: "Toimiiko ratkaisu nykyisten järjestelmieni kanssa?",
          answer: `Todennäköisesti toimii. Valmiita integraatioita on yli ${fi.number(c.integrations)}, muun muassa kalentereihin, CRM-järjestelmiin, sähköpostiin ja ajanvarausjärjestelmiin, ja ratkaisut palvelevat yli ${fi.words(c.languages, "adessive")} kielellä. Käymme järjestelmäsi läpi ${term.discoveryCall.inessive}.`,
        },
        {
          question: "Miten tietojani käsitellään?",
          answer:
            "Noudatamme EU:n yleistä tietosuoja-asetusta (GDPR) ja säilytämme tiedot EU:ssa. Teemme kanssasi tietojenkäsittelysopimuksen ja käytämme tietojasi vain palvelun tuottamiseen sinulle. Tarkemmat tiedot löydät tietosuojaselosteestamme.",
        },
      ],
    },
  },
});
