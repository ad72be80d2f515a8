import { bilingual } from "@/lib/i18n";
import { formText } from "./forms";

/**
 * The page the server answers a form post with when it refuses it before reading it: too large
 * (413), sent from another site (403), of unknown length (411), too many from one address (429),
 * or too many large posts at once (503). See server/http/refused-requests.ts.
 */
export const refusedPostText = bilingual({
  en: {
    tooLarge: {
      title: formText.en.apply.fileTooLargeTitle,
      message: `What you sent was too large for us to receive, so nothing was saved. ${formText.en.messages.cvTooLarge}`,
    },
    foreignOrigin: {
      title: "The form could not be sent",
      message: "The form was sent from another site, or in a way our site does not accept, so nothing was saved. Open the form on our site and send it again.",
    },
    lengthRequired: {
      title: "The form could not be sent",
      message: formText.en.messages.failed,
    },
    rateLimited: {
      title: "Too many attempts",
      message: `Nothing was saved. ${formText.en.messages.rateLimited}`,
    },
    busy: {
      title: "We are receiving many applications right now",
      message: "Nothing has been saved yet. Please send the form again in a minute: it will go through once the applications ahead of yours are in.",
    },
    back: "Back to the form",
    backHint: "Tip: your browser's Back button takes you back to the form with what you typed still in it.",
  },
  fi: {
    tooLarge: {
      title: formText.fi.apply.fileTooLargeTitle,
      message: `Lähettämäsi tiedot olivat niin suuria, ettemme voineet ottaa niitä vastaan, joten mitään ei tallennettu. ${formText.fi.messages.cvTooLarge}`,
    },
    foreignOrigin: {
      title: "Lomaketta ei voitu lähettää",
      message: "Lomake lähetettiin toiselta sivustolta tai tavalla, jota sivustomme ei hyväksy, joten mitään ei tallennettu. Avaa lomake sivustollamme ja lähetä se uudelleen.",
    },
    lengthRequired: {
      title: "Lomaketta ei voitu lähettää",
      message: formText.fi.messages.failed,
    },
    rateLimited: {
      title: "Liian monta lähetyskertaa",
      message: `Mitään ei tallennettu. ${formText.fi.messages.rateLimited}`,
    },
    busy: {
      title: "Vastaanotamme juuri nyt paljon hakemuksia",
      message: "Hakemustasi ei ole vielä tallennettu. Lähetä lomake uudelleen minuutin päästä: se menee perille, kun aiemmin lähetetyt hakemukset on otettu vastaan.",
    },
    back: "Takaisin lomakkeeseen",
    backHint: "Vinkki: selaimesi Takaisin-painikkeella palaat lomakkeeseen, ja kirjoittamasi tekstit ovat yhä tallella.",
  },
});
