import { bilingual } from "@/lib/i18n";

/** Labels shared by the four service pages: buttons, pricing cards and the billing toggle. */
export const serviceUi = bilingual({
  en: {
    bookCall: "Book a free discovery call",
    trustFreeCall: "Free 30-minute discovery call",
    trustGdpr: "GDPR compliant, data stored in the EU",
    freeTrial: (days: number) => `${days}-day free trial`,
    billingLegend: "Billing period",
    monthly: "Monthly",
    annually: "Annually",
    perMonth: "/month",
    perYear: "/year",
    billedMonthly: "Billed monthly",
    billedAnnually: "Billed once a year",
    /** The banner text; the amount comes from the price data. */
    saveBanner: (amount: string) => `Save ${amount} annually`,
    perMinute: (price: string) => `+ ${price} per call minute`,
    onboardingFee: (fee: string) => `+ one-time onboarding fee ${fee}`,
    contactPrice: "Custom pricing",
    contactPriceNote: "Priced to your volume and needs",
    quotePrice: "Quote after a consultation",
    quotePriceNote: "A fixed quote after a free consultation, with no obligation",
    popular: "Most popular",
    includes: "What's included",
    stepLabel: (n: number) => `Step ${n}`,
  },
  fi: {
    bookCall: "Varaa maksuton keskustelu",
    trustFreeCall: "Maksuton 30 minuutin keskustelu",
    trustGdpr: "GDPR-yhteensopiva, tiedot EU:ssa",
    freeTrial: (days: number) => `${days} päivän maksuton kokeilu`,
    billingLegend: "Laskutusjakso",
    monthly: "Kuukausittain",
    annually: "Vuosittain",
    perMonth: "/kk",
    perYear: "/vuosi",
    billedMonthly: "Laskutetaan kuukausittain",
    billedAnnually: "Laskutetaan kerran vuodessa",
    saveBanner: (amount: string) => `Säästä ${amount} vuodessa`,
    perMinute: (price: string) => `+ ${price} / puheminuutti`,
    onboardingFee: (fee: string) => `+ käyttöönotto ${fee} (kertamaksu)`,
    contactPrice: "Räätälöity hinta",
    contactPriceNote: "Hinnoitellaan tarpeidenne ja volyymin mukaan",
    quotePrice: "Tarjous konsultaation jälkeen",
    quotePriceNote: "Kiinteä tarjous maksuttoman konsultaation jälkeen, ilman sitoumuksia",
    popular: "Suosituin",
    includes: "Paketti sisältää",
    stepLabel: (n: number) => `Vaihe ${n}`,
  },
});

export type ServiceUi = (typeof serviceUi)["en"];
