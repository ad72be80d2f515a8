/**
 * The arithmetic of a service page's estimate (docs/decisions/064-estimate-from-the-site-prices.md):
 * what each package costs for the visitor's figures, worked out from the prices it is given
 * (content/prices.ts), in whole cents so that no sum drifts. Pure: no copy, no formatting.
 */

/** A monthly base fee plus a price per minute of calls. */
export type MeteredRate = { monthly: number; perMinute: number };
/** A subscription billed monthly, or once a year. */
export type SubscriptionRate = { monthly: number; annual: number };

const cents = (euros: number) => Math.round(euros * 100);
const euros = (cents: number) => cents / 100;

/** A month's cost of a metered package for `minutes` of calls. */
export function meteredMonth(rate: MeteredRate, minutes: number): number {
  return euros(cents(rate.monthly) + cents(rate.perMinute) * minutes);
}

/**
 * The minutes a month at which the larger package costs as much as the smaller one; above them
 * it costs less. Undefined when the larger package never gets cheaper.
 */
export function breakEvenMinutes(smaller: MeteredRate, larger: MeteredRate): number | undefined {
  const perMinuteSaved = cents(smaller.perMinute) - cents(larger.perMinute);
  if (perMinuteSaved <= 0) return undefined;
  return Math.max(0, (cents(larger.monthly) - cents(smaller.monthly)) / perMinuteSaved);
}

/** The first year of a subscription, the onboarding fee included, billed monthly and billed annually. */
export function firstYear(rate: SubscriptionRate, onboardingFee: number): { monthlyBilling: number; annualBilling: number } {
  return {
    monthlyBilling: euros(cents(onboardingFee) + 12 * cents(rate.monthly)),
    annualBilling: euros(cents(onboardingFee) + cents(rate.annual)),
  };
}

/** The visitor's own figure: what `hours` of work at `hourlyCost` come to, to the cent. */
export function ownCost(hours: number, hourlyCost: number): number {
  return euros(Math.round(hours * cents(hourlyCost)));
}
