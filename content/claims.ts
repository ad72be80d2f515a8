import { bilingual } from "@/lib/i18n";

/**
 * The figures the copy claims, in one place: every page, FAQ and metadata text that quotes one
 * reads it from here (through lib/format.ts), so a claim cannot say one thing here and another there.
 */
export const claims = {
  /** First reply to a customer or lead, in minutes ("under 1 minute"). */
  replyMinutes: 1,
  qualificationRatePercent: 95,
  conversionLiftPercent: 40,
  /** AI compared with staff doing the same work. */
  costSavingPercent: [60, 80],
  seoTrafficLiftPercent: 150,
  seoTrafficMonths: 6,
  hoursSavedPerWeek: [15, 20],
  firstResultsWeeks: [2, 4],
  significantResultsMonths: [3, 6],
  paybackMonths: [3, 6],
  integrations: 100,
  languages: 8,
  freeTrialDays: 30,
  discoveryCallMinutes: 30,
  /** Time to go live: chat and phone, other AI solutions, lead qualification. */
  chatPhoneSetupDays: [1, 2],
  aiSolutionSetupWeeks: [1, 2],
  leadQualificationSetupWeeks: [1, 3],
  emailReplyHours: 24,
  /** Phone hours, Monday to Friday. */
  phoneHours: { from: 9, to: 17 },
  blogPostsPerMonth: [8, 16],
} as const;

/**
 * Beside every headline figure and product picture, in the page's language: the figures are the
 * company's typical ones, and a picture with figures is an example, not a customer's result
 * (docs/decisions/066-figures-phones-and-details.md).
 */
export const claimNotes = bilingual({
  en: {
    typical: "Typical figures from the solutions we have delivered; your results depend on your business and how the solution is used.",
    illustration: "Illustration: an example, not a customer's result",
  },
  fi: {
    typical: "Luvut ovat tyypillisiä toteuttamillemme ratkaisuille. Omat tuloksesi riippuvat yrityksestäsi.",
    illustration: "Havainnekuva: esimerkki, ei asiakkaan tulos",
  },
});
