import { prices } from "@/content/prices";
import { formatterFor, type Formatter } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claimNotes, claims as c } from "../claims";
import { terms } from "../glossary";
import { hyphenate } from "../hyphenation";
import { labelled } from "./stats";
import { tieredPackages } from "./tiers";
import type { IconName, ServiceCopy, Tuple } from "./types";

export const aiSeoIcons: Tuple<IconName, 8> = ["search", "pen", "upload", "sliders", "gauge", "globe", "chart", "eye"];

const fee = prices.aiSeo.onboardingFee;
const en = formatterFor("en");
const fi = formatterFor("fi");
const term = terms.fi;
/** The hero's figures, from the claims, in either language's format. */
const figures = (f: Formatter, weeks: string): Tuple<string, 3> => [
  f.percent(c.seoTrafficLiftPercent, { signed: true }),
  f.range(...c.firstResultsWeeks, weeks),
  f.range(...c.hoursSavedPerWeek, "h"),
];

export const aiSeoCopy = bilingual<ServiceCopy<3, 5>>({
  en: {
    schema: { serviceType: "Search engine optimisation and automatic blog production" },
    hero: {
      title: "More customers from search, with fresh content every week",
      subtitle: `We find what your customers search for, optimise your site for those searches, and write and publish SEO blog posts for you automatically, ${en.range(...c.blogPostsPerMonth)} a month. The AI does the heavy lifting; you review as much or as little as you like.`,
      stats: labelled(figures(en, "weeks"), [`organic traffic in ${en.quantity(c.seoTrafficMonths, "months")}`, "to the first results", "saved every week"]),
    },
    features: {
      title: "SEO that keeps working while you run your business",
      intro: "Research, writing, publishing, optimisation and reporting in one service.",
      items: [
        {
          title: "Keyword research",
          text: `We find the searches that bring buyers, not just visitors, and track ${en.range(50, 400, "keywords")} depending on your package.`,
        },
        {
          title: "Automatic blog production",
          text: `Clear, well-structured articles on your topics, ${en.range(...c.blogPostsPerMonth)} a month, written in your brand's tone of voice.`,
        },
        {
          title: "Published for you",
          text: "Posts go out on schedule straight to your website's publishing system, with headings, links and metadata in place.",
        },
        {
          title: "On-page optimisation",
          text: "Titles, meta descriptions, headings and internal links are tuned for each search you want to win.",
        },
        {
          title: "Technical SEO check",
          text: "We find the speed, indexing and structure problems that stop search engines from understanding your site.",
        },
        {
          title: `Content in more than ${en.words(c.languages)} languages`,
          text: "Reach customers in Finnish, Swedish, English and more, in language that reads naturally in each.",
        },
        {
          title: "Clear monthly report",
          text: "Rankings, traffic and leads from organic search in one simple report every month.",
        },
        {
          title: "Competitor analysis",
          text: "We see which topics bring your competitors traffic and find the gaps where you can overtake them.",
        },
      ],
    },
    benefits: {
      title: "Results that build month after month",
      intro: "Every article keeps working for you long after it is published.",
      items: [
        {
          stat: en.percent(c.seoTrafficLiftPercent, { signed: true }),
          title: "More organic traffic",
          text: `Regular, optimised content can grow ${terms.en.searchTraffic.base} by up to ${en.percent(c.seoTrafficLiftPercent)} within ${en.words(c.seoTrafficMonths)} months.`,
        },
        {
          stat: en.range(...c.firstResultsWeeks, "weeks"),
          title: "Results you can see early",
          text: `The first improvements usually show in ${en.range(...c.firstResultsWeeks, "weeks")}, and significant results in ${en.range(...c.significantResultsMonths, "months")} as content and rankings build on each other.`,
        },
        {
          stat: en.range(...c.hoursSavedPerWeek, "h"),
          title: "Hours back every week",
          text: `No more writing blog posts late in the evening. The AI takes care of the content work and frees ${en.range(...c.hoursSavedPerWeek, "hours")} of your week.`,
        },
      ],
      note: claimNotes.en.typical,
    },
    pricing: {
      title: "Packages and prices",
      intro:
        "Pay monthly, or pay for the year up front and save. Onboarding covers a review of your site, keyword research for your market and setting up automatic publishing.",
      packages: tieredPackages("en", {
        starter: {
          description: "For a local or niche business starting to invest in search.",
          includes: [
            `${en.quantity(50, "keywords")} researched and tracked`,
            `${en.quantity(8, "blog posts")} a month`,
            "On-page optimisation and a monthly report",
          ],
        },
        professional: {
          description: "For growing businesses that want to win competitive searches.",
          includes: [
            `${en.quantity(100, "keywords")} researched and tracked`,
            `${en.quantity(12, "blog posts")} a month`,
            "Technical SEO check and competitor analysis",
          ],
        },
        enterprise: {
          description: "For large sites and for businesses in several markets or languages.",
          includes: [
            `${en.quantity(400, "keywords")} researched and tracked`,
            `${en.quantity(16, "blog posts")} a month`,
            `Content in more than ${en.words(c.languages)} languages`,
          ],
        },
      }),
    },
    cta: {
      title: "Find out what your customers are searching for",
      text: `Book a free ${en.number(c.discoveryCallMinutes)}-minute ${terms.en.discoveryCall.base}. We'll look at your site and your market together and show where search could bring you more customers.`,
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "When will we see results?",
          answer: `The first results usually show in ${en.range(...c.firstResultsWeeks, "weeks")}, and significant results in ${en.range(...c.significantResultsMonths, "months")}. Search engines reward consistent publishing, so the results keep building over time.`,
        },
        {
          question: "Who writes the blog posts?",
          answer:
            "Our AI writes them in your brand's tone of voice, based on your keywords and material. You can review and edit posts before they are published, or let them go out automatically.",
        },
        {
          question: "Will AI-written content hurt our rankings?",
          answer:
            "Search engines judge content by how useful it is, not by how it was written. We write for your customers' real questions and optimise every post to meet search engines' quality guidelines.",
        },
        {
          question: "Which website platforms do you support?",
          answer: `We publish to common platforms such as WordPress and have over ${en.number(c.integrations)} integrations ready. If your site runs on something else, we'll check it on the ${terms.en.discoveryCall.base}.`,
        },
        {
          question: "What does onboarding include?",
          answer: `Onboarding (a one-time fee of ${en.money(fee)}) covers a review of your site, keyword research for your market, setting up automatic publishing and agreeing on your brand's tone of voice.`,
        },
      ],
    },
  },
  fi: {
    schema: { serviceType: "Hakukoneoptimointi ja automaattinen blogituotanto" },
    hero: {
      title: "Lisää asiakkaita hakukoneista ja uutta sisältöä joka viikko",
      subtitle: `Selvitämme, mitä asiakkaasi hakevat, optimoimme sivustosi niitä hakuja varten ja julkaisemme puolestasi ${fi.range(...c.blogPostsPerMonth)} hakukoneoptimoitua ${term.blogPost.partitive} kuukaudessa. Tekoäly tekee raskaan työn, ja sinä tarkistat juuri sen verran kuin haluat.`,
      stats: labelled(figures(fi, "vk"), [`${term.searchTraffic.partitive} ${fi.words(c.seoTrafficMonths, "inessive")} kuukaudessa`, "ensimmäisiin tuloksiin", "säästöä joka viikko"]),
    },
    features: {
      title: hyphenate("Hakukoneoptimointia, joka tekee työtä puolestasi"),
      intro: "Tutkimus, kirjoittaminen, julkaisu, optimointi ja raportointi samassa palvelussa.",
      items: [
        {
          title: "Avainsanatutkimus",
          text: `Etsimme haut, joiden kautta sivustollesi tulee ostajia eikä vain kävijöitä, ja seuraamme paketista riippuen ${fi.range(50, 400, "avainsanaa")}.`,
        },
        {
          title: "Automaattinen blogituotanto",
          text: `Selkeitä ja hyvin jäsenneltyjä artikkeleita yrityksesi aiheista ${fi.range(...c.blogPostsPerMonth)} kuukaudessa, brändisi ${term.toneOfVoice.adessive} kirjoitettuina.`,
        },
        {
          title: "Julkaisu puolestasi",
          text: "Artikkelit julkaistaan aikataulun mukaan suoraan sivustosi julkaisujärjestelmään otsikoineen, linkkeineen ja metatietoineen.",
        },
        {
          title: "Sivukohtainen optimointi",
          text: "Otsikot, metakuvaukset, väliotsikot ja sisäiset linkit hiotaan jokaista tavoiteltua hakua varten.",
        },
        {
          title: "Tekninen SEO-tarkistus",
          text: "Etsimme nopeuteen, indeksointiin ja rakenteeseen liittyvät ongelmat, jotka estävät hakukoneita ymmärtämästä sivustoasi.",
        },
        {
          title: `Sisältöä yli ${fi.words(c.languages, "adessive")} kielellä`,
          text: "Tavoita asiakkaasi suomeksi, ruotsiksi, englanniksi ja muilla kielillä. Teksti on luontevaa jokaisella kielellä.",
        },
        {
          title: "Selkeä kuukausiraportti",
          text: "Hakusijoitukset, hakuliikenne ja hauista tulleet liidit yhdessä helppolukuisessa raportissa kerran kuussa.",
        },
        {
          title: "Kilpailija-analyysi",
          text: "Selvitämme, mitkä aiheet tuovat kilpailijoillesi liikennettä, ja etsimme aukot, joissa voit ohittaa ne.",
        },
      ],
    },
    benefits: {
      title: "Tulokset, jotka kasvavat kuukausi kuukaudelta",
      intro: "Jokainen artikkeli tekee työtä puolestasi vielä pitkään julkaisun jälkeen.",
      items: [
        {
          stat: fi.percent(c.seoTrafficLiftPercent, { signed: true }),
          title: `Enemmän ${term.searchTraffic.partitive}`,
          text: `Säännöllinen, optimoitu sisältö voi kasvattaa ${term.searchTraffic.partitive} jopa ${fi.percent(c.seoTrafficLiftPercent)} ${fi.words(c.seoTrafficMonths, "inessive")} kuukaudessa.`,
        },
        {
          stat: fi.range(...c.firstResultsWeeks, "vk"),
          title: "Ensimmäiset tulokset nopeasti",
          text: `Ensimmäiset parannukset näkyvät yleensä ${fi.range(...c.firstResultsWeeks, "viikossa")} ja merkittävät tulokset ${fi.range(...c.significantResultsMonths, "kuukaudessa")}, kun sisältö ja sijoitukset vahvistavat toisiaan.`,
        },
        {
          stat: fi.range(...c.hoursSavedPerWeek, "h"),
          title: "Tunteja takaisin joka viikko",
          text: `Blogiartikkeleita ei tarvitse enää kirjoittaa iltaisin. Tekoäly hoitaa sisältötyön, ja viikostasi vapautuu ${fi.range(...c.hoursSavedPerWeek, "tuntia")} muuhun.`,
        },
      ],
      note: claimNotes.fi.typical,
    },
    pricing: {
      title: "Paketit ja hinnat",
      intro:
        "Valitse kuukausilaskutus tai maksa koko vuosi kerralla ja säästä. Käyttöönottoon kuuluvat sivustosi läpikäynti, avainsanatutkimus markkinallesi ja automaattisen julkaisun määrittäminen.",
      packages: tieredPackages("fi", {
        starter: {
          description: "Paikalliselle tai kapean alan yritykselle, joka haluaa alkaa panostaa hakunäkyvyyteen.",
          includes: [
            `${fi.quantity(50, "avainsanaa")} tutkittuna ja seurannassa`,
            `${fi.quantity(8, term.blogPost.partitive)} kuukaudessa`,
            "Sivukohtainen optimointi ja kuukausiraportti",
          ],
        },
        professional: {
          description: "Kasvavalle yritykselle, joka haluaa pärjätä kilpailluissa hauissa.",
          includes: [
            `${fi.quantity(100, "avainsanaa")} tutkittuna ja seurannassa`,
            `${fi.quantity(12, term.blogPost.partitive)} kuukaudessa`,
            "Tekninen SEO-tarkistus ja kilpailija-analyysi",
          ],
        },
        enterprise: {
          description: "Suurelle sivustolle tai yritykselle, joka toimii useilla markkinoilla tai usealla kielellä.",
          includes: [
            `${fi.quantity(400, "avainsanaa")} tutkittuna ja seurannassa`,
            `${fi.quantity(16, term.blogPost.partitive)} kuukaudessa`,
            `Sisältöä yli ${fi.words(c.languages, "adessive")} kielellä`,
          ],
        },
      }),
    },
    cta: {
      title: "Selvitä, mitä asiakkaasi hakevat",
      text: `Varaa maksuton ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${term.discoveryCall.base}. Käymme yhdessä läpi sivustosi ja markkinasi ja näytämme, mistä hauista voisit saada lisää asiakkaita.`,
      button: `Varaa maksuton ${term.discoveryCall.base}`,
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Milloin tuloksia alkaa näkyä?",
          answer: `Ensimmäiset tulokset näkyvät yleensä ${fi.range(...c.firstResultsWeeks, "viikossa")} ja merkittävät tulokset ${fi.range(...c.significantResultsMonths, "kuukaudessa")}. Hakukoneet palkitsevat säännöllisestä julkaisemisesta, joten tulokset vahvistuvat ajan myötä.`,
        },
        {
          question: "Kuka blogiartikkelit kirjoittaa?",
          answer: `Tekoälymme kirjoittaa ne brändisi ${term.toneOfVoice.adessive} avainsanojesi ja aineistojesi pohjalta. Voit tarkistaa ja muokata artikkelit ennen julkaisua tai antaa järjestelmän julkaista ne automaattisesti.`,
        },
        {
          question: "Heikentääkö tekoälyn kirjoittama sisältö hakusijoituksia?",
          answer:
            "Hakukoneet arvioivat sisältöä sen hyödyllisyyden perusteella, eivät sen mukaan, miten se on kirjoitettu. Vastaamme artikkeleissa asiakkaidesi todellisiin kysymyksiin ja optimoimme jokaisen artikkelin hakukoneiden laatuohjeiden mukaisesti.",
        },
        {
          question: "Mihin julkaisujärjestelmiin artikkelit voi julkaista?",
          answer: `Julkaisemme yleisimpiin julkaisujärjestelmiin, kuten WordPressiin, ja valmiita integraatioita on yli ${fi.number(c.integrations)}. Jos sivustosi toimii jollain muulla järjestelmällä, selvitämme asian ${term.discoveryCall.inessive}.`,
        },
        {
          question: "Mitä käyttöönotto sisältää?",
          answer: `Käyttöönotto (kertamaksu ${fi.money(fee)}) sisältää sivustosi läpikäynnin, avainsanatutkimuksen markkinallesi, automaattisen julkaisun määrittämisen ja brändisi ${term.toneOfVoice.elative} sopimisen.`,
        },
      ],
    },
  },
});
