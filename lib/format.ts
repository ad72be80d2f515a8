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

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;
const sizeUnit: Record<Lang, { small: string; large: string }> = { fi: { small: "kt", large: "Mt" }, en: { small: "kB", large: "MB" } };

/**
 * A file size as the language abbreviates it, 1 kB being 1024 bytes: under a megabyte in whole
 * kilobytes (fi "240 kt", en "240 kB"), from 1000 kB on in megabytes to one decimal (fi "1,2 Mt",
 * en "1.2 MB", "5 MB"). A no-break space keeps the number with its unit.
 */
export function formatFileSize(bytes: number, lang: Lang): string {
  const kilobytes = Math.max(1, Math.round(bytes / KILOBYTE));
  const small = kilobytes < 1000;
  const value = small ? kilobytes : bytes / MEGABYTE;
  const number = new Intl.NumberFormat(numberLocale[lang], { maximumFractionDigits: small ? 0 : 1 }).format(value);
  return `${number}\u00a0${sizeUnit[lang][small ? "small" : "large"]}`;
}
