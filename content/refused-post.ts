import { bilingual } from "@/lib/i18n";
import { formText } from "./forms";

/**
 * The page the server answers a form post with when it refuses it before reading it: too large
 * (413), sent from another site (403), or of unknown length (411). See server/http/edge.ts.
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
    back: "Takaisin lomakkeeseen",
    backHint: "Vinkki: selaimesi Takaisin-painikkeella palaat lomakkeeseen, ja kirjoittamasi tekstit ovat yhä tallella.",
  },
});
