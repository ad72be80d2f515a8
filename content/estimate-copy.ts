import { NBSP, SOFT_HYPHEN } from "@/lib/format";
import type { FigureProblem } from "@/lib/estimate-inputs";
import { bilingual } from "@/lib/i18n";

/**
 * The copy of a service page's estimate (docs/decisions/064-estimate-from-the-site-prices.md).
 * Amounts and numbers come in formatted (lib/format.ts); every figure is the site's price or the
 * visitor's own, never one of ours.
 */
type EstimateCopy = {
  title: string;
  /** What the visitor types and what comes back, per kind of pricing. */
  intro: { metered: string; subscription: string };
  minutes: string;
  hours: string;
  hourly: string;
  optional: string;
  calculate: string;
  problems: Record<FigureProblem, string>;
  /** The columns of the table of costs. */
  packageColumn: string;
  perMonth: string;
  monthlyBilling: string;
  annualBilling: string;
  /** Above the table of a subscription: what its sums hold. */
  firstYearNote: string;
  /** A metered package's month: base fee + minutes × price per minute. */
  meteredSum: (monthly: string, minutes: string, perMinute: string) => string;
  /** A subscription's first year: onboarding fee + 12 months, or + the annual price. */
  monthlySum: (fee: string, monthly: string) => string;
  annualSum: (fee: string, annual: string) => string;
  enterMinutes: string;
  /** Where the larger package starts to cost less, and how that point is worked out. */
  breakEven: (larger: string, minutes: string) => string;
  breakEvenSum: (baseDifference: string, perMinuteDifference: string) => string;
  ownFigure: string;
  /** The visitor's own figure: minutes ÷ 60 × their hourly cost, or hours × hourly cost × 12. */
  ownMinutesSum: (minutes: string, hourly: string) => string;
  ownHoursSum: (hours: string, hourly: string) => string;
  ownNote: string;
  book: string;
  /** The contact message the booking link prefills: a heading line, then one line per figure. */
  summary: {
    heading: (service: string) => string;
    minutes: (minutes: string) => string;
    metered: (name: string, amount: string) => string;
    subscription: (name: string, monthlyBilling: string, annualBilling: string) => string;
    onboarding: (fee: string) => string;
    ownMonth: (amount: string) => string;
    ownYear: (amount: string) => string;
  };
};

export const estimateCopy = bilingual<EstimateCopy>({
  en: {
    title: "Try it: what would it cost?",
    intro: {
      metered: "Enter your call minutes a month to see what each package costs a month, worked out from the prices above. If you like, add the hourly cost of the person who answers your calls to see your own figure alongside.",
      subscription: "See what the first year of each package costs, billed monthly or annually, worked out from the prices above. If you like, add the hours this work takes you a month now and their hourly cost to see your own figure alongside.",
    },
    minutes: "Call minutes a month",
    hours: "Hours a month now",
    hourly: "Hourly cost, €",
    optional: "optional",
    calculate: "Calculate",
    problems: {
      notNumber: "Enter a number in digits, e.g. 800.",
      notWhole: "Enter whole minutes.",
      negative: "The figure cannot be negative.",
      tooLarge: "That figure is too large to estimate. Please check it.",
      missing: "Enter this figure too.",
    },
    packageColumn: "Package",
    perMonth: "Per month",
    monthlyBilling: "Billed monthly",
    annualBilling: "Billed annually",
    firstYearNote: "First year, onboarding fee included.",
    meteredSum: (monthly, minutes, perMinute) => `${monthly} + ${minutes}${NBSP}×${NBSP}${perMinute}`,
    monthlySum: (fee, monthly) => `${fee} + 12${NBSP}×${NBSP}${monthly}`,
    annualSum: (fee, annual) => `${fee} + ${annual}`,
    enterMinutes: "Enter your minutes to see the costs.",
    breakEven: (larger, minutes) => `${larger} costs less above ${minutes}${NBSP}minutes a month`,
    breakEvenSum: (baseDifference, perMinuteDifference) => `${baseDifference} more a month ÷ ${perMinuteDifference} less a minute`,
    ownFigure: "Your figure",
    ownMinutesSum: (minutes, hourly) => `${minutes}${NBSP}min ÷ 60 × ${hourly}`,
    ownHoursSum: (hours, hourly) => `${hours}${NBSP}h × ${hourly} × 12`,
    ownNote: "Worked out from the figures you entered.",
    book: "Book a call about this estimate",
    summary: {
      heading: (service) => `My estimate on the ${service} page:`,
      minutes: (minutes) => `- ${minutes} call minutes a month`,
      metered: (name, amount) => `- ${name}: ${amount} a month`,
      subscription: (name, monthlyBilling, annualBilling) => `- ${name}, first year with the onboarding fee: ${monthlyBilling} billed monthly, ${annualBilling} billed annually`,
      onboarding: (fee) => `- One-time onboarding fee: ${fee}`,
      ownMonth: (amount) => `- My own figure: ${amount} a month`,
      ownYear: (amount) => `- My own figure: ${amount} a year`,
    },
  },
  fi: {
    title: "Laske, paljonko palvelu maksaisi",
    intro: {
      metered: "Kirjoita, montako puheminuuttia yrityksellesi kertyy kuukaudessa, niin näet kunkin paketin kuukausihinnan yllä olevien hintojen mukaan laskettuna. Jos haluat, lisää myös puheluihin vastaavan työntekijän tuntikustannus, niin näet vertailuksi oman lukusi.",
      subscription: "Näet, mitä kunkin paketin ensimmäinen vuosi maksaa kuukausi- tai vuosilaskutuksella yllä olevien hintojen mukaan laskettuna. Jos haluat, lisää myös, montako tuntia tähän työhön kuluu nyt kuukaudessa ja mitä työtunti maksaa, niin näet vertailuksi oman lukusi.",
    },
    minutes: "Puheminuutteja kuukaudessa",
    hours: "Työtunteja kuukaudessa nyt",
    hourly: "Tuntikustannus, €",
    optional: "vapaaehtoinen",
    calculate: "Laske",
    problems: {
      notNumber: "Kirjoita luku numeroina, esimerkiksi 800.",
      notWhole: "Kirjoita minuutit kokonaislukuna.",
      negative: "Luku ei voi olla negatiivinen.",
      tooLarge: "Luku on liian suuri arvioitavaksi. Tarkista se.",
      missing: "Kirjoita myös tämä luku.",
    },
    packageColumn: "Paketti",
    perMonth: "Kuukaudessa",
    // Soft hyphens: the compounds are wider than a column of a 320 px phone (content/hyphenation.ts says why).
    monthlyBilling: `Kuukausi${SOFT_HYPHEN}laskutus`,
    annualBilling: `Vuosi${SOFT_HYPHEN}laskutus`,
    firstYearNote: "Ensimmäisen vuoden hinta käyttöönottomaksu mukaan lukien.",
    meteredSum: (monthly, minutes, perMinute) => `${monthly} + ${minutes}${NBSP}×${NBSP}${perMinute}`,
    monthlySum: (fee, monthly) => `${fee} + 12${NBSP}×${NBSP}${monthly}`,
    annualSum: (fee, annual) => `${fee} + ${annual}`,
    enterMinutes: "Kirjoita puheminuutit, niin näet hinnat.",
    breakEven: (larger, minutes) => `${larger} tulee edullisemmaksi, kun puheminuutteja on yli ${minutes} kuukaudessa`,
    breakEvenSum: (baseDifference, perMinuteDifference) => `${baseDifference} enemmän kuukaudessa ÷ ${perMinuteDifference} vähemmän minuutilta`,
    ownFigure: "Oma lukusi",
    ownMinutesSum: (minutes, hourly) => `${minutes}${NBSP}min ÷ 60 × ${hourly}`,
    ownHoursSum: (hours, hourly) => `${hours}${NBSP}h × ${hourly} × 12`,
    ownNote: "Laskettu antamistasi luvuista.",
    book: "Varaa keskustelu tästä arviosta",
    summary: {
      heading: (service) => `Arvioni (${service}):`,
      minutes: (minutes) => `- ${minutes} puheminuuttia kuukaudessa`,
      metered: (name, amount) => `- ${name}: ${amount} kuukaudessa`,
      subscription: (name, monthlyBilling, annualBilling) => `- ${name}, ensimmäinen vuosi käyttöönottomaksuineen: ${monthlyBilling} kuukausilaskutuksella, ${annualBilling} vuosilaskutuksella`,
      onboarding: (fee) => `- Kertaluonteinen käyttöönottomaksu: ${fee}`,
      ownMonth: (amount) => `- Oma lukuni: ${amount} kuukaudessa`,
      ownYear: (amount) => `- Oma lukuni: ${amount} vuodessa`,
    },
  },
});
