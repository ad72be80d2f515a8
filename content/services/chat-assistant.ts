import { formatterFor, type Formatter } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claimNotes, claims as c } from "../claims";
import { serviceNames, terms } from "../glossary";
import { labelled, sharedFeatureTitles } from "./stats";
import { tieredPackages } from "./tiers";
import type { IconName, ServiceCopy, Tuple } from "./types";

export const chatAssistantIcons: Tuple<IconName, 8> = ["clock", "zap", "doc", "filter", "calendar", "users", "globe", "plug"];

const en = formatterFor("en");
const fi = formatterFor("fi");
const name = { en: serviceNames.en.chatAssistant.name, fi: serviceNames.fi.chatAssistant.name };
const term = terms.fi;
/** The hero's figures, from the claims, in either language's format. */
const figures = (f: Formatter): Tuple<string, 3> => ["24/7", f.under(c.replyMinutes, "min"), f.atLeast(c.languages)];

export const chatAssistantCopy = bilingual<ServiceCopy<3, 6>>({
  en: {
    schema: { serviceType: "AI chat assistant for websites" },
    hero: {
      title: "A website that answers your customers around the clock",
      subtitle: `Our ${name.en} answers visitors in under a minute, day and night, recognises serious buyers and books meetings straight into your calendar. It learns your products, prices and policies, and it is live on your site in ${en.range(...c.chatPhoneSetupDays, "days")}.`,
      stats: labelled(figures(en), ["open evenings and weekends too", "response time", "languages"]),
    },
    features: {
      title: "Everything a great first reply needs",
      intro:
        "The assistant handles routine questions on its own and passes the rest to your team, with the background already collected.",
      items: [
        {
          title: "Open 24/7",
          text: "Evenings, weekends and public holidays included. Every visitor gets an answer when they ask, not on the next working day.",
        },
        {
          title: "Answers in under a minute",
          text: "A fast reply keeps visitors on your site. Questions about prices, opening hours or delivery times are answered on the spot.",
        },
        {
          title: "Trained on your content",
          text: "We teach the assistant your website, product information and policies, so it answers the way your best customer service person would.",
        },
        {
          title: "Qualifies leads",
          text: "The assistant asks the right follow-up questions, recognises serious buyers and gives your sales team the details it needs.",
        },
        {
          title: "Books meetings",
          text: "Visitors who are ready to talk pick a time in the chat, and the meeting lands straight in your calendar.",
        },
        {
          title: "Smooth handover to your team",
          text: "When a question needs a person, the conversation moves to your team with its full history, so the customer never has to repeat themselves.",
        },
        {
          title: sharedFeatureTitles.en.languages,
          text: "The assistant replies in the visitor's own language, Finnish, Swedish and English included.",
        },
        {
          title: sharedFeatureTitles.en.integrations,
          text: "Connects to your CRM, calendar, email and helpdesk, so leads and conversations end up where your team already works.",
        },
      ],
    },
    benefits: {
      title: "What it means for your business",
      intro: "A quick, helpful answer is often the difference between a visitor and a customer.",
      items: [
        {
          stat: "24/7",
          title: "No lead left waiting",
          text: "Many visitors leave if nobody answers. An assistant that replies within a minute, at any hour, turns more of them into conversations.",
        },
        {
          stat: en.range(...c.costSavingPercent, "%"),
          title: "Less than the cost of extra staff",
          text: `An AI assistant costs ${en.range(...c.costSavingPercent, "%")} less than hiring someone to cover the same hours, and it is never too busy to answer.`,
        },
        {
          stat: en.percent(c.conversionLiftPercent, { signed: true }),
          title: "More conversions",
          text: `Answering while interest is high and booking the meeting on the spot can lift conversion by up to ${en.percent(c.conversionLiftPercent)}.`,
        },
      ],
      note: claimNotes.en.typical,
    },
    pricing: {
      title: "Packages and prices",
      intro:
        "Pay monthly, or pay for the year up front and save. Every package starts with onboarding, in which we set up the assistant, train it on your material and connect it to your tools.",
      packages: tieredPackages("en", {
        starter: {
          description: "For a business putting its first AI assistant to work on its website.",
          includes: [
            `${name.en} on your website`,
            "Trained on your website and materials",
            `Answers in more than ${en.words(c.languages)} languages`,
          ],
        },
        professional: {
          description: "For growing teams that want the assistant to sell, not just answer.",
          includes: [
            "Everything in Starter",
            "Lead qualification and meeting booking",
            "CRM and calendar integrations",
          ],
        },
        enterprise: {
          description: "For organisations with several sites or brands, or demanding integrations.",
          includes: [
            "Everything in Professional",
            "Several assistants, sites or brands",
            "Custom integrations with your systems",
          ],
        },
      }),
    },
    cta: {
      title: "See what the assistant would tell your customers",
      text: `Book a free ${en.number(c.discoveryCallMinutes)}-minute ${terms.en.discoveryCall.base}. We'll go through your website and your customers' questions together and show how the assistant would handle them. Then try it free for ${en.quantity(c.freeTrialDays, "days")}.`,
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "How quickly can the chat assistant be live?",
          answer: `Usually in ${en.range(...c.chatPhoneSetupDays, "days")}. We train the assistant on your website and materials, test its answers with you and add it to your site with one short code snippet.`,
        },
        {
          question: "Can we try it before committing?",
          answer: `Yes. The chat assistant comes with a free ${en.number(c.freeTrialDays)}-day trial, so you can see real conversations on your own site before you decide.`,
        },
        {
          question: "What happens when the assistant can't answer?",
          answer:
            "It says so honestly, collects the visitor's contact details and question, and hands the conversation over to your team. You decide when and how questions are passed on.",
        },
        {
          question: "Which languages does it speak?",
          answer: `More than ${en.words(c.languages)}, including Finnish, Swedish and English. It replies in the language the visitor writes in.`,
        },
        {
          question: "Does it work with our CRM and calendar?",
          answer: `Most likely. We have over ${en.number(c.integrations)} integrations ready, covering common CRMs, calendars, email and helpdesk tools. If yours is missing, we'll look into it on the ${terms.en.discoveryCall.base}.`,
        },
        {
          question: "Is our customers' data safe?",
          answer: `Yes. The service is ${terms.en.gdprCompliant.base} and the data is stored in the EU. We agree with you on what the assistant may collect and how long conversations are kept.`,
        },
      ],
    },
  },
  fi: {
    schema: { serviceType: "Tekoälypohjainen chat-assistentti verkkosivuille" },
    hero: {
      title: "Verkkosivut, jotka palvelevat asiakkaitasi ympäri vuorokauden",
      subtitle: `${name.fi} vastaa kävijöillesi alle minuutissa yötä päivää, tunnistaa ostoaikeissa olevat asiakkaat ja varaa tapaamiset suoraan kalenteriisi. Se oppii tuntemaan tuotteesi, hintasi ja käytäntösi, ja saat sen käyttöön sivuillesi ${fi.range(...c.chatPhoneSetupDays, "päivässä")}.`,
      stats: labelled(figures(fi), ["auki myös iltaisin ja viikonloppuisin", "vastausaika", "kieltä"]),
    },
    features: {
      title: "Kaikki, mitä hyvä ensivastaus vaatii",
      intro:
        "Assistentti hoitaa rutiinikysymykset itse ja ohjaa loput tiimillesi taustatiedot valmiiksi kerättyinä.",
      items: [
        {
          title: "Auki 24/7",
          text: "Myös iltaisin, viikonloppuisin ja pyhäpäivinä. Jokainen kävijä saa vastauksen silloin, kun kysyy, eikä vasta seuraavana arkipäivänä.",
        },
        {
          title: "Vastaus alle minuutissa",
          text: "Nopea vastaus pitää kävijän sivuillasi. Kysymykset hinnoista, aukioloajoista tai toimitusajoista hoituvat saman tien.",
        },
        {
          title: "Oppii tuntemaan yrityksesi",
          text: "Opetamme assistentille verkkosivujesi sisällön, tuotetietosi ja käytäntösi, jotta se vastaa kuin paras asiakaspalvelijasi.",
        },
        {
          title: "Kvalifioi liidit",
          text: "Assistentti esittää oikeat jatkokysymykset, tunnistaa todelliset ostajat ja välittää myyjillesi tarvittavat tiedot.",
        },
        {
          title: "Varaa tapaamiset",
          text: "Kävijä, joka haluaa jutella, valitsee ajan suoraan chatissa, ja tapaaminen tallentuu kalenteriisi.",
        },
        {
          title: "Sujuva siirto ihmiselle",
          text: "Kun kysymys vaatii ihmistä, keskustelu siirtyy tiimillesi kokonaisuudessaan, joten asiakkaan ei tarvitse kertoa asiaansa uudelleen.",
        },
        {
          title: sharedFeatureTitles.fi.languages,
          text: "Assistentti vastaa kävijän omalla kielellä, esimerkiksi suomeksi, ruotsiksi tai englanniksi.",
        },
        {
          title: sharedFeatureTitles.fi.integrations,
          text: "Yhteydet CRM-järjestelmään, kalenteriin, sähköpostiin ja asiakaspalvelutyökaluihin: liidit ja keskustelut päätyvät sinne, missä tiimisi jo työskentelee.",
        },
      ],
    },
    benefits: {
      title: "Mitä tämä tarkoittaa yrityksellesi",
      intro: "Nopea ja osuva vastaus ratkaisee usein, tuleeko kävijästä asiakas.",
      items: [
        {
          stat: "24/7",
          title: "Yksikään liidi ei jää odottamaan",
          text: "Moni kävijä poistuu sivulta, jos kukaan ei vastaa. Kun assistentti vastaa minuutin sisällä mihin vuorokaudenaikaan tahansa, useampi jää keskustelemaan.",
        },
        {
          stat: fi.range(...c.costSavingPercent, "%"),
          title: "Edullisempi kuin lisähenkilöstö",
          text: `Tekoälyassistentti maksaa ${fi.range(...c.costSavingPercent, "%")} vähemmän kuin työntekijä, joka päivystäisi samat tunnit, eikä sillä ole koskaan liian kiire.`,
        },
        {
          stat: fi.percent(c.conversionLiftPercent, { signed: true }),
          title: "Enemmän kauppaa",
          text: `Vastaus heti, kun kiinnostus on suurimmillaan, ja tapaaminen saman tien: konversio voi kasvaa jopa ${fi.percent(c.conversionLiftPercent)}.`,
        },
      ],
      note: claimNotes.fi.typical,
    },
    pricing: {
      title: "Paketit ja hinnat",
      intro:
        "Valitse kuukausilaskutus tai maksa koko vuosi kerralla ja säästä. Jokainen paketti alkaa käyttöönotolla, jossa määritämme assistentin, opetamme sille aineistosi ja liitämme sen työkaluihisi.",
      packages: tieredPackages("fi", {
        starter: {
          description: "Yritykselle, joka ottaa ensimmäisen tekoälyassistenttinsa käyttöön verkkosivuillaan.",
          includes: [
            `${name.fi} verkkosivuillesi`,
            "Opetettu sivujesi ja aineistojesi pohjalta",
            `Palvelee yli ${fi.words(c.languages, "adessive")} kielellä`,
          ],
        },
        professional: {
          description: "Kasvavalle tiimille, joka haluaa, että assistentti myös myy eikä vain vastaa.",
          includes: [
            "Kaikki Perus-paketin sisältö",
            "Liidien kvalifiointi ja tapaamisten varaus",
            "CRM- ja kalenteri-integraatiot",
          ],
        },
        enterprise: {
          description: "Organisaatiolle, jolla on useita sivustoja, useita brändejä tai vaativia integraatioita.",
          includes: [
            "Kaikki Kasvu-paketin sisältö",
            "Useita assistentteja, sivustoja tai brändejä",
            "Räätälöidyt integraatiot järjestelmiisi",
          ],
        },
      }),
    },
    cta: {
      title: "Katso, mitä assistentti vastaisi asiakkaillesi",
      text: `Varaa maksuton ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${term.discoveryCall.base}. Käymme yhdessä läpi sivustosi ja asiakkaidesi kysymykset ja näytämme, miten assistentti hoitaisi ne. Sen jälkeen voit kokeilla palvelua ${fi.quantity(c.freeTrialDays, "päivää")} maksutta.`,
      button: `Varaa maksuton ${term.discoveryCall.base}`,
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Kuinka nopeasti chat-assistentti saadaan käyttöön?",
          answer: `Yleensä ${fi.range(...c.chatPhoneSetupDays, "päivässä")}. Koulutamme assistentin sivujesi ja aineistojesi pohjalta, testaamme sen vastaukset kanssasi ja lisäämme sen sivuillesi lyhyellä koodinpätkällä.`,
        },
        {
          question: "Voiko palvelua kokeilla ennen sitoutumista?",
          answer: `Voi. Chat-assistentilla on ${fi.quantity(c.freeTrialDays, "päivän")} maksuton kokeilujakso, jonka aikana näet oikeita keskusteluja omilla sivuillasi, ennen kuin päätät.`,
        },
        {
          question: "Mitä tapahtuu, jos assistentti ei osaa vastata?",
          answer:
            "Se kertoo kävijälle suoraan, ettei osaa vastata, kerää yhteystiedot ja kysymyksen ja siirtää keskustelun tiimillesi. Sinä päätät, milloin ja miten asiat ohjataan eteenpäin.",
        },
        {
          question: "Millä kielillä assistentti palvelee?",
          answer: `Yli ${fi.words(c.languages, "adessive")} kielellä, muun muassa suomeksi, ruotsiksi ja englanniksi. Se vastaa samalla kielellä, jolla kävijä kirjoittaa.`,
        },
        {
          question: "Toimiiko assistentti CRM-järjestelmäni ja kalenterini kanssa?",
          answer: `Todennäköisesti toimii. Valmiita integraatioita on yli ${fi.number(c.integrations)}, ja ne kattavat yleisimmät CRM-järjestelmät, kalenterit, sähköpostin ja asiakaspalvelutyökalut. Jos järjestelmäsi puuttuu, selvitämme asian ${term.discoveryCall.inessive}.`,
        },
        {
          question: "Ovatko asiakkaideni tiedot turvassa?",
          answer: `Ovat. Palvelu on ${term.gdprCompliant.base}, ja tiedot säilytetään EU:ssa. Sovimme kanssasi, mitä tietoja assistentti saa kerätä ja kuinka kauan keskusteluja säilytetään.`,
        },
      ],
    },
  },
});
