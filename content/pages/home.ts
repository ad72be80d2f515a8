import { formatterFor } from "@/lib/format";
import type { FaqItem } from "../types";
import { bilingual } from "@/lib/i18n";
import { claims as c } from "../claims";
import { hyphenate } from "../hyphenation";

type Solution = { text: string; points: string[] };

const en = formatterFor("en");
const fi = formatterFor("fi");

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
  benefits: { title: string; items: { value: string; label: string }[]; note: string };
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
        { value: "24/7", label: "service, also evenings and weekends" },
        { value: en.range(...c.hoursSavedPerWeek, "h"), label: "of routine work saved every week" },
        { value: en.range(...c.costSavingPercent, "%"), label: "lower cost than the same work done by staff" },
      ],
      note: "Typical figures; your results depend on your business and how the solution is used.",
    },
    solutions: {
      title: "Two ways to put AI to work",
      intro: `Start where the friction is greatest. Every solution is set up for your business, speaks more than ${en.number(c.languages)} languages and connects to over ${en.number(c.integrations)} tools you already use.`,
      customerService: {
        text: "Answer every customer straight away, on your website and on the phone, whatever the time.",
        points: [
          "Answers questions and books appointments around the clock",
          "Hands urgent matters over to your team",
          `Chat and phone integration live in ${en.range(...c.chatPhoneSetupDays, "days")}, with a ${en.number(c.freeTrialDays)}-day free trial`,
        ],
      },
      marketing: {
        text: "Get found in search and turn visitors into booked meetings without adding to anyone's workload.",
        points: [
          "Keyword research and blog posts written and published automatically",
          `Up to ${en.percent(c.seoTrafficLiftPercent)} more search traffic in ${en.quantity(c.seoTrafficMonths, "months")}`,
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
          answer: `Most likely. Our solutions connect to over ${en.number(c.integrations)} tools, including calendars, CRM systems, e-mail and online booking, and speak more than ${en.number(c.languages)} languages. We check your systems in the discovery call.`,
        },
        {
          question: "How do you handle our data?",
          answer:
            "We comply with the GDPR and store data in the EU. We sign a data processing agreement with you and use your data only to provide the service to you. Our privacy notice describes the details.",
        },
      ],
    },
  },
  fi: {
    hero: {
      eyebrow: "Tekoälyä pk-yrityksille",
      title: hyphenate("Tekoälyratkaisut, jotka tekevät arjesta sujuvaa"),
      subtitle:
        "Chat-assistentti, puhelinvastaaja, hakukoneoptimointi ja liidien kvalifiointi hoituvat tekoälyllä ympäri vuorokauden, ja tiimillesi jää aikaa työhön, johon tarvitaan ihmistä.",
      cta: "Varaa kartoituspuhelu nyt",
      ctaNote: `Maksuton, ${fi.quantity(c.discoveryCallMinutes, "minuuttia")}, ei sitoumuksia.`,
      video: {
        title: "Näin tekoälyratkaisumme toimivat",
        play: "Toista video: Näin tekoälyratkaisumme toimivat",
        posterAlt: "Kuvitus: tekoälyassistentti vastaa chat-viestiin ja puheluun samaan aikaan",
      },
    },
    manifesto: {
      title: "Kitka maksaa enemmän kuin uskot",
      paragraphs: [
        "Jokainen vastaamatta jäänyt puhelu, maanantaita odottava yhteydenotto ja kirjoittamatta jäänyt blogiteksti on asiakas, joka löysi jonkun muun. Pieni tiimi ei ehdi joka paikkaan yhtä aikaa. Tekoäly ehtii.",
        `Tuomme käytännöllisen tekoälyn sinne, missä yrityksesi menettää aikaa: asiakaspalveluun ympäri vuorokauden, liidien kvalifiointiin alle minuutissa ja näkyvyyteen hakukoneissa. Ei hypeä eikä raskasta IT-projektia. Ensimmäiset tulokset näkyvät ${fi.range(...c.firstResultsWeeks, "viikossa")}, ja ratkaisumme maksavat itsensä tyypillisesti takaisin ${fi.range(...c.paybackMonths, "kuukaudessa")}.`,
        "Ihmisille jää se, missä he ovat parhaita: asiakassuhteet, harkinta ja ammattitaito. Tekoäly hoitaa toistuvan työn.",
      ],
      signature: "Vähemmän kitkaa. Enemmän sujuvuutta.",
    },
    benefits: {
      title: "Mitä tekoäly muuttaa arjessa",
      items: [
        { value: fi.under(c.replyMinutes, "min"), label: "vastausaika jokaiselle asiakkaalle" },
        { value: "24/7", label: "palvelua myös iltaisin ja viikonloppuisin" },
        { value: fi.range(...c.hoursSavedPerWeek, "h"), label: "rutiinityötä vähemmän joka viikko" },
        { value: fi.range(...c.costSavingPercent, "%"), label: "edullisempaa kuin sama työ henkilöstöllä" },
      ],
      note: "Luvut ovat tyypillisiä; omat tuloksesi riippuvat liiketoiminnastasi ja ratkaisun käytöstä.",
    },
    solutions: {
      title: "Kaksi tapaa ottaa tekoäly töihin",
      intro: `Aloita sieltä, missä aikaa kuluu eniten hukkaan. Jokainen ratkaisu sovitetaan yrityksellesi, palvelee yli ${fi.number(c.languages)} kielellä ja toimii työkalujen kanssa, joita jo käytät: valmiita integraatioita on yli ${fi.number(c.integrations)}.`,
      customerService: {
        text: "Vastaa jokaiselle asiakkaalle heti, verkkosivuilla ja puhelimessa, kellonajasta riippumatta.",
        points: [
          "Vastaa kysymyksiin ja varaa ajat ympäri vuorokauden",
          "Ohjaa kiireelliset asiat tiimillesi",
          `Chat ja puhelin käytössä ${fi.range(...c.chatPhoneSetupDays, "päivässä")}, ${fi.quantity(c.freeTrialDays, "päivän")} maksuton kokeilu`,
        ],
      },
      marketing: {
        text: "Näy hakutuloksissa ja muuta kävijät varatuiksi tapaamisiksi kuormittamatta ketään lisää.",
        points: [
          "Avainsanatutkimus sekä automaattisesti kirjoitetut ja julkaistut blogitekstit",
          `Jopa ${fi.percent(c.seoTrafficLiftPercent)} enemmän hakuliikennettä ${fi.quantity(c.seoTrafficMonths, "kuukaudessa")}`,
          "Jokainen liidi saa vastauksen alle minuutissa, ja tapaaminen varataan saman tien",
        ],
      },
    },
    cta: {
      title: "Selvitä, missä tekoäly säästäisi eniten aikaa",
      text: `Maksuttomassa ${fi.quantity(c.discoveryCallMinutes, "minuutin")} kartoituspuhelussa käymme yhdessä läpi asiakaspalvelusi ja markkinointisi ja näytämme, missä tekoäly maksaa itsensä takaisin nopeimmin. Ei sitoumuksia.`,
      button: "Varaa maksuton kartoituspuhelu",
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Millaisille yrityksille ratkaisut sopivat?",
          answer:
            "Pienille ja keskisuurille yrityksille, jotka palvelevat asiakkaitaan joka päivä: palveluyrityksille, klinikoille, kaupoille, toimistoille, rakennus- ja huoltoalan yrityksille sekä B2B-myyjille. Jos tiimisi vastaa samoihin kysymyksiin yhä uudelleen tai puheluita ja liidejä jää vastaamatta, tekoälystä on apua.",
        },
        {
          question: "Kuinka nopeasti pääsen alkuun?",
          answer: `Chat-assistentti tai puhelinvastaaja on yleensä käytössä ${fi.range(...c.chatPhoneSetupDays, "päivässä")}, muut tekoälyratkaisut ${fi.range(...c.aiSolutionSetupWeeks, "viikossa")} ja liidien kvalifiointi ${fi.range(...c.leadQualificationSetupWeeks, "viikossa")}. Ensimmäiset tulokset näkyvät tyypillisesti ${fi.range(...c.firstResultsWeeks, "viikossa")} ja merkittävät tulokset ${fi.range(...c.significantResultsMonths, "kuukaudessa")}.`,
        },
        {
          question: "Mitä tekoäly maksaa ja milloin se maksaa itsensä takaisin?",
          answer: `Jokaisen palvelun sivulla on sen paketit ja hinnat, ja chat-assistenttia sekä puhelinvastaajaa voit kokeilla ${fi.quantity(c.freeTrialDays, "päivää")} maksutta. Tekoäly maksaa tyypillisesti ${fi.range(...c.costSavingPercent, "%")} vähemmän kuin sama työ henkilöstöllä, ja investointi maksaa itsensä yleensä takaisin ${fi.range(...c.paybackMonths, "kuukaudessa")}.`,
        },
        {
          question: "Korvaako tekoäly henkilöstöni?",
          answer: `Ei korvaa. Se hoitaa toistuvan osan työstä, kuten rutiinikysymykset, ajanvaraukset ja ensikontaktin liideihin, ja vapauttaa tyypillisesti ${fi.range(...c.hoursSavedPerWeek, "tuntia")} viikossa. Tiimisi päättää, mitä tekoäly hoitaa, ja saa itselleen ne keskustelut, joihin tarvitaan ihmistä.`,
        },
        {
          question: "Toimiiko ratkaisu nykyisten järjestelmieni kanssa?",
          answer: `Todennäköisesti toimii. Valmiita integraatioita on yli ${fi.number(c.integrations)}, muun muassa kalentereihin, CRM-järjestelmiin, sähköpostiin ja ajanvarausjärjestelmiin, ja ratkaisut palvelevat yli ${fi.number(c.languages)} kielellä. Käymme järjestelmäsi läpi kartoituspuhelussa.`,
        },
        {
          question: "Miten tietojani käsitellään?",
          answer:
            "Noudatamme EU:n tietosuoja-asetusta ja säilytämme tiedot EU:ssa. Teemme kanssasi tietojenkäsittelysopimuksen ja käytämme tietojasi vain sinulle tuotettavaan palveluun. Tarkemmat tiedot löydät tietosuojaselosteestamme.",
        },
      ],
    },
  },
});
