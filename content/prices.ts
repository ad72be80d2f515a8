/**
 * The prices of every service: the one source that the pricing cards (both languages) and
 * the Offer structured data read (docs/decisions/001-prices-from-one-typed-module.md). Amounts are euros.
 */

import { claims } from "./claims";

export const currency = "EUR";

export type ServiceId = "chatAssistant" | "phoneReceptionist" | "aiSeo" | "leadQualifier";
export type TieredPackageId = "starter" | "professional" | "enterprise";

/** A subscription billed monthly, or annually at a discount. */
export type SubscriptionPrice = { kind: "subscription"; monthly: number; annual: number };
/** A monthly base fee plus a price per minute of calls. */
export type MeteredPrice = { kind: "metered"; monthly: number; perMinute: number };
/** Priced per customer: "contact us". */
export type ContactPrice = { kind: "contact" };
/** Quoted after the discovery call. */
export type QuotePrice = { kind: "quote" };
export type Price = SubscriptionPrice | MeteredPrice | ContactPrice | QuotePrice;

export type Package<Id extends string, P extends Price> = { id: Id; popular: boolean; price: P };

type Tiered<P extends Price> = readonly [
  Package<"starter", P>,
  Package<"professional", P>,
  Package<"enterprise", ContactPrice>,
];

/** Monthly or annual billing: the page shows a monthly/annual toggle. */
export type ToggledPricing = {
  billing: "monthlyOrAnnual";
  onboardingFee: number;
  freeTrialDays?: number;
  packages: Tiered<SubscriptionPrice>;
};
/** A monthly base fee plus usage: no toggle. */
export type MeteredPricing = {
  billing: "monthlyPlusUsage";
  onboardingFee: number;
  freeTrialDays?: number;
  packages: Tiered<MeteredPrice>;
};
/** One custom package, quoted after the discovery call. */
export type QuotedPricing = {
  billing: "quote";
  packages: readonly [Package<"custom", QuotePrice>];
};
export type ServicePricing = ToggledPricing | MeteredPricing | QuotedPricing;

export const prices: {
  chatAssistant: ToggledPricing;
  phoneReceptionist: MeteredPricing;
  aiSeo: ToggledPricing;
  leadQualifier: QuotedPricing;
} = {
  chatAssistant: {
    billing: "monthlyOrAnnual",
    onboardingFee: 1000,
    freeTrialDays: claims.freeTrialDays,
    packages: [
      { id: "starter", popular: false, price: { kind: "subscription", monthly: 450, annual: 5000 } },
      { id: "professional", popular: true, price: { kind: "subscription", monthly: 700, annual: 8000 } },
      { id: "enterprise", popular: false, price: { kind: "contact" } },
    ],
  },
  phoneReceptionist: {
    billing: "monthlyPlusUsage",
    onboardingFee: 1500,
    freeTrialDays: claims.freeTrialDays,
    packages: [
      { id: "starter", popular: false, price: { kind: "metered", monthly: 100, perMinute: 0.4 } },
      { id: "professional", popular: true, price: { kind: "metered", monthly: 300, perMinute: 0.3 } },
      { id: "enterprise", popular: false, price: { kind: "contact" } },
    ],
  },
  aiSeo: {
    billing: "monthlyOrAnnual",
    onboardingFee: 2000,
    packages: [
      { id: "starter", popular: false, price: { kind: "subscription", monthly: 500, annual: 5600 } },
      { id: "professional", popular: true, price: { kind: "subscription", monthly: 800, annual: 9200 } },
      { id: "enterprise", popular: false, price: { kind: "contact" } },
    ],
  },
  leadQualifier: {
    billing: "quote",
    packages: [{ id: "custom", popular: false, price: { kind: "quote" } }],
  },
};

/** What a year costs less when paid annually than as twelve monthly payments. */
export function annualSavings(price: SubscriptionPrice): number {
  return 12 * price.monthly - price.annual;
}

/**
 * The saving the annual banner announces: the largest saving among the service's packages
 * (every package saves the same today, so it is simply "the" saving).
 */
export function bannerSavings(pricing: ToggledPricing): number {
  const savings = pricing.packages.flatMap((p) => (p.price.kind === "subscription" ? [annualSavings(p.price)] : []));
  return Math.max(...savings);
}
