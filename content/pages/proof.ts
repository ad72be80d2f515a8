import { bilingual } from "@/lib/i18n";

/** Copy of the testimonials and case studies sections (content/proof.ts), shown only when there are some. */
export const proofCopy = bilingual({
  en: {
    testimonials: { title: "What our customers say" },
    caseStudies: {
      title: "Case studies",
      more: "Read the whole story",
      problem: "The challenge",
      deployed: "What we deployed",
      result: "The result",
    },
  },
  fi: {
    testimonials: { title: "Asiakkaamme kertovat" },
    caseStudies: {
      title: "Asiakastarinat",
      more: "Lue koko tarina",
      problem: "Haaste",
      deployed: "Mitä otimme käyttöön",
      result: "Tulos",
    },
  },
});
