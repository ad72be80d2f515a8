import { formatFileSize } from "@/lib/format";
import { CV_MAX_BYTES } from "@/lib/forms/cv";
import { bilingual } from "@/lib/i18n";

/** Copy of the jobs page around the positions, and of a closed position's apply page (the positions are files in content/positions). */
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
    apply: "Apply now",
    applyFor: "Apply for the position",
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
    apply: "Hae nyt",
    applyFor: "Hae tehtävään",
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
