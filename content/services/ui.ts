import { formatNumber, formatQuantity, NBSP } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claims } from "../claims";
import { terms } from "../glossary";

const en = terms.en;
const fi = terms.fi;

/** Labels shared by the four service pages: buttons, pricing cards and the billing toggle. */
export const serviceUi = bilingual({
  en: {
    bookCall: `Book a free ${en.discoveryCall.base}`,
    /** The hero's second button: to the packages, or to the process where a service has one. */
    seePackages: "See packages and prices",
    seeProcess: "See how it works",
    trustFreeCall: `Free ${formatNumber(claims.discoveryCallMinutes, "en")}-minute ${en.discoveryCall.base}`,
    trustGdpr: `${en.gdprCompliant.base}, data stored in the EU`,
    freeTrial: (days: number) => `${formatNumber(days, "en")}-day free trial`,
    billingLegend: "Billing period",
    monthly: "Monthly",
    annually: "Annually",
    perMonth: "/month",
    perYear: "/year",
    billedMonthly: "Billed monthly",
    billedAnnually: "Billed once a year",
    /** The banner text; the amount comes from the price data. */
    saveBanner: (amount: string) => `Save ${amount} annually`,
    perMinute: (price: string) => `+${NBSP}${price} per call minute`,
    onboardingFee: (fee: string) => `+${NBSP}one-time onboarding fee ${fee}`,
    contactPrice: "Custom pricing",
    contactPriceNote: "Priced to your volume and needs",
    quotePrice: `Quote after a ${en.discoveryCall.base}`,
    quotePriceNote: `A fixed quote after a free ${en.discoveryCall.base}, with no obligation`,
    popular: "Most popular",
    includes: "What's included",
    stepLabel: (n: number) => `Step ${formatNumber(n, "en")}`,
  },
  fi: {
    bookCall: `Varaa maksuton ${fi.discoveryCall.base}`,
    seePackages: "Katso paketit ja hinnat",
    seeProcess: "Katso, miten se toimii",
    trustFreeCall: `Maksuton ${formatQuantity(claims.discoveryCallMinutes, "fi", "minuutin")} ${fi.discoveryCall.base}`,
    trustGdpr: `${fi.gdprCompliant.base}, tiedot EU:ssa`,
    freeTrial: (days: number) => `${formatQuantity(days, "fi", "päivän")} maksuton kokeilu`,
    billingLegend: "Laskutusjakso",
    monthly: "Kuukausittain",
    annually: "Vuosittain",
    perMonth: "/kk",
    perYear: "/vuosi",
    billedMonthly: "Laskutetaan kuukausittain",
    billedAnnually: "Laskutetaan kerran vuodessa",
    saveBanner: (amount: string) => `Säästä ${amount} vuodessa`,
    perMinute: (price: string) => `+${NBSP}${price} puheminuutilta`,
    onboardingFee: (fee: string) => `+${NBSP}käyttöönotto ${fee} (kertamaksu)`,
    contactPrice: "Räätälöity hinta",
    contactPriceNote: "Hinta määräytyy tarpeidesi ja käyttömäärien mukaan",
    quotePrice: `Tarjous ${fi.discoveryCall.genitive} jälkeen`,
    quotePriceNote: `Kiinteä tarjous maksuttoman ${fi.discoveryCall.genitive} jälkeen, ilman sitoumuksia`,
    popular: "Suosituin",
    includes: "Paketti sisältää",
    stepLabel: (n: number) => `Vaihe ${formatNumber(n, "fi")}`,
  },
});

export type ServiceUi = (typeof serviceUi)["en"];
