import { bilingual } from "@/lib/i18n";

/** Copy of the floating "try our voice agent" label. */
export const voiceCopy = bilingual({
  en: {
    label: "Try our AI voice agent",
    hint: "Talk to it in your browser",
    loading: "Loading the voice agent…",
    failed: "The voice agent could not be loaded. Try again",
    regionLabel: "AI voice agent",
    privacy: "Opens a voice widget from ElevenLabs, a third-party service.",
    alternative: "Contact us",
    alternativeHint: "Phone, email or the contact form",
  },
  fi: {
    label: "Kokeile AI-puheagenttiamme",
    hint: "Puhu sille suoraan selaimessa",
    loading: "Puheagenttia ladataan…",
    failed: "Puheagenttia ei voitu ladata. Yritä uudelleen",
    regionLabel: "AI-puheagentti",
    privacy: "Avaa puheikkunan, jonka tarjoaa kolmannen osapuolen palvelu ElevenLabs.",
    alternative: "Ota yhteyttä",
    alternativeHint: "Puhelin, sähköposti tai yhteydenottolomake",
  },
});
