import type { Lang } from "./i18n";

/** The locale each site language formats numbers and money in. */
const numberLocale: Record<Lang, string> = { fi: "fi-FI", en: "en-IE" };

const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, fractionDigits: number, currency: boolean): Intl.NumberFormat {
  const key = `${lang}:${fractionDigits}:${currency}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale[lang], {
      ...(currency ? { style: "currency", currency: "EUR", currencyDisplay: "symbol" } : {}),
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    cache.set(key, f);
  }
  return f;
}

/**
 * Euros as the language writes them: fi "450 €", "5 000 €", "0,40 €"; en "€450", "€5,000", "€0.40".
 * Whole amounts have no decimals; anything with cents shows two.
 */
export function formatMoney(amount: number, lang: Lang): string {
  return formatter(lang, Number.isInteger(amount) ? 0 : 2, true).format(amount);
}

/** A plain number in the language's style (fi "5 000", en "5,000"). */
export function formatNumber(amount: number, lang: Lang): string {
  return formatter(lang, Number.isInteger(amount) ? 0 : 2, false).format(amount);
}

/**
 * The amount in the annual-savings banner, written as the banner has always read
 * ("Save 400€ annually" / "Säästä 400€ vuodessa"): the number in the language's style, then "€".
 */
export function formatSavings(amount: number, lang: Lang): string {
  return `${formatNumber(amount, lang)}€`;
}
