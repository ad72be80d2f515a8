import { formatFileSize } from "@/lib/format";
import { CV_MAX_BYTES } from "@/lib/forms/cv";
import { bilingual } from "@/lib/i18n";

/** Copy of the jobs page around the positions (the positions live in content/jobs.ts). */
export const jobsCopy = bilingual({
  en: {
    title: "Careers",
    subtitle: "Help small businesses put AI to work. We are hiring for three roles in sales and customer success, in Helsinki or remotely.",
    listTitle: "Open positions",
    department: "Department",
    location: "Location",
    type: "Type",
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
  },
  fi: {
    title: "Työpaikat",
    subtitle: "Auta pieniä yrityksiä ottamaan tekoäly käyttöön. Haemme nyt tekijöitä kolmeen tehtävään myyntiin ja asiakkuuksiin, Helsinkiin tai etätyöhön.",
    listTitle: "Avoimet työpaikat",
    department: "Tiimi",
    location: "Sijainti",
    type: "Työsuhde",
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
  },
});
