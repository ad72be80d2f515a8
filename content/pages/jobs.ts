import { formatFileSize } from "@/lib/format";
import { CV_MAX_BYTES } from "@/lib/forms/cv";
import { bilingual } from "@/lib/i18n";

/**
 * Copy of the jobs page around the positions, of a position's own page, and of a closed
 * position's page (the positions are files in content/positions). `hiring` is how an application
 * goes, the same for every position, as the site's form and mail really work: the page confirms
 * what was sent, no mail goes to the applicant, the application goes to the hiring inbox
 * (server/forms/application-store.ts), and the company answers every applicant.
 */
export const jobsCopy = bilingual({
  en: {
    title: "Careers",
    subtitle: "Help small businesses put AI to work, from our Helsinki office or remotely.",
    listTitle: "Open positions",
    department: "Department",
    location: "Location",
    type: "Type",
    pay: "Pay",
    closes: "Apply by",
    untilFilled: "Until the position is filled",
    posted: "Posted",
    remote: { term: "Remote work", yes: "Possible", no: "No, the work is on site" },
    apply: "Apply now",
    applyFor: "Apply for the position",
    readAd: "Read the full ad",
    allPositions: "All open positions",
    position: {
      metaTitle: (title: string) => `${title} – job opening`,
      metaDescription: (title: string, type: string, location: string) =>
        `${title} (${type.toLowerCase()}, ${location}): what the work is, who we are looking for, what we offer and how to apply.`,
      facts: "The position in brief",
      work: "What you will do",
      lookingFor: "Who we are looking for",
      offer: "What we offer",
      applyTitle: "Interested?",
      applyText: "Apply with the form: it takes a few minutes.",
    },
    hiring: {
      title: "How hiring works",
      steps: [
        `Fill in the application form: your contact details, a short cover letter and your CV as a PDF or Word file (up to ${formatFileSize(CV_MAX_BYTES, "en")}).`,
        "Once you send it, the page confirms that your application has arrived. We do not send a separate confirmation by email.",
        "Your application goes straight to the people hiring for the position, and we read every one.",
        "We reply to every applicant, by email or phone, at the contact details you gave.",
      ],
      whenTitle: "When you will hear from us",
      whenCloses: (date: string) => `Applications are open until ${date}. We reply to every applicant after the application period has ended.`,
      whenUntilFilled: "The position is open until it is filled, and we read applications as they arrive, so do not wait to apply. We reply to every applicant.",
      privacy: "How we handle applicants’ personal data is described in our",
      privacyLink: "privacy notice",
    },
    howTitle: "How to apply",
    how: [
      "Choose a position and fill in the short application form.",
      `Attach your CV as a PDF or Word file (up to ${formatFileSize(CV_MAX_BYTES, "en")}) and tell us briefly why the role interests you.`,
      "We read every application and reply to every applicant.",
    ],
    openTitle: "No suitable position right now?",
    openText: "We are always glad to hear from people who want to work with AI and customers. Send us a short introduction at",
    none: {
      title: "No open positions right now",
      text: "We are not hiring at the moment. Subscribe to our newsletter to hear when we are, or send us a message: we read every one.",
      newsletter: "Subscribe to the newsletter",
      contact: "Send us a message",
    },
    closed: {
      title: "This position has closed",
      text: (title: string) => `We are no longer taking applications for “${title}”. Thank you for your interest.`,
      others: "Open positions",
      allJobs: "Go to the careers page",
    },
  },
  fi: {
    title: "Työpaikat",
    subtitle: "Auta pieniä yrityksiä ottamaan tekoäly käyttöön – toimistollamme Helsingissä tai etänä.",
    listTitle: "Avoimet työpaikat",
    department: "Tiimi",
    location: "Sijainti",
    type: "Työsuhde",
    pay: "Palkka",
    closes: "Haku päättyy",
    untilFilled: "Kun tehtävä on täytetty",
    posted: "Julkaistu",
    remote: { term: "Etätyö", yes: "Mahdollista", no: "Ei, työ tehdään paikan päällä" },
    apply: "Hae nyt",
    applyFor: "Hae tehtävään",
    readAd: "Lue koko ilmoitus",
    allPositions: "Kaikki avoimet työpaikat",
    position: {
      metaTitle: (title: string) => `${title} – avoin työpaikka`,
      metaDescription: (title: string, type: string, location: string) =>
        `${title} (${type.toLowerCase()}, ${location}): mitä työ sisältää, ketä etsimme, mitä tarjoamme ja miten haet.`,
      facts: "Tehtävä lyhyesti",
      work: "Mitä teet",
      lookingFor: "Ketä etsimme",
      offer: "Tarjoamme",
      applyTitle: "Kiinnostuitko?",
      applyText: "Hae lomakkeella – se vie vain muutaman minuutin.",
    },
    hiring: {
      title: "Näin rekrytointi etenee",
      steps: [
        `Täytä hakulomake: yhteystietosi, lyhyt saatekirje ja CV PDF- tai Word-tiedostona (enintään ${formatFileSize(CV_MAX_BYTES, "fi")}).`,
        "Kun olet lähettänyt hakemuksen, sivu vahvistaa heti, että se on tullut perille. Erillistä vahvistusviestiä emme lähetä sähköpostitse.",
        "Hakemuksesi menee suoraan tehtävän rekrytoinnista vastaaville, ja luemme jokaisen hakemuksen.",
        "Vastaamme jokaiselle hakijalle sähköpostitse tai puhelimitse hakemuksessa annettuihin yhteystietoihin.",
      ],
      whenTitle: "Milloin saat vastauksen",
      whenCloses: (date: string) => `Haku on auki ${date} asti. Vastaamme jokaiselle hakijalle hakuajan päätyttyä.`,
      whenUntilFilled: "Haku on auki, kunnes tehtävä on täytetty. Luemme hakemukset sitä mukaa kuin niitä saapuu, joten hae pian. Vastaamme jokaiselle hakijalle.",
      privacy: "Kerromme hakijoiden henkilötietojen käsittelystä",
      privacyLink: "tietosuojaselosteessamme",
    },
    howTitle: "Näin haet",
    how: [
      "Valitse tehtävä ja täytä lyhyt hakulomake.",
      `Liitä CV:si PDF- tai Word-tiedostona (enintään ${formatFileSize(CV_MAX_BYTES, "fi")}) ja kerro lyhyesti, miksi tehtävä kiinnostaa sinua.`,
      "Luemme jokaisen hakemuksen ja vastaamme jokaiselle hakijalle.",
    ],
    openTitle: "Etkö löytänyt sopivaa tehtävää?",
    openText: "Haluamme kuulla sinusta, jos tekoäly ja asiakastyö kiinnostavat sinua. Lähetä lyhyt esittely osoitteeseen",
    none: {
      title: "Juuri nyt meillä ei ole avoimia työpaikkoja",
      text: "Emme rekrytoi tällä hetkellä. Tilaa uutiskirjeemme, niin kuulet, kun haemme uusia tekijöitä. Voit myös lähettää meille viestin: luemme jokaisen.",
      newsletter: "Tilaa uutiskirje",
      contact: "Lähetä meille viesti",
    },
    closed: {
      title: "Tämän tehtävän haku on päättynyt",
      text: (title: string) => `Emme enää ota vastaan hakemuksia tehtävään ”${title}”. Kiitos kiinnostuksestasi.`,
      others: "Avoimet työpaikat",
      allJobs: "Siirry työpaikkasivulle",
    },
  },
});
