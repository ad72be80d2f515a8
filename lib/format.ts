import type { Lang } from "./i18n";

/**
 * Numbers, units, ranges, money and dates as each language writes them, with the characters
 * that keep them on one line: a no-break space (U+00A0) between a number and its unit, and a
 * word joiner (U+2060) after a range's en dash (browsers may break after a dash).
 */

export const NBSP = "\u00a0";
/** Invisible; forbids a line break where it stands. */
export const WORD_JOINER = "\u2060";
/** Invisible; where the browser breaks a word at it, it draws a hyphen. */
export const SOFT_HYPHEN = "\u00ad";
const EN_DASH = "\u2013";

/** The locale each site language formats numbers and money in. */
const numberLocale: Record<Lang, string> = { fi: "fi-FI", en: "en-IE" };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, fractionDigits: number, style: "decimal" | "currency"): Intl.NumberFormat {
  const key = `${lang}:${fractionDigits}:${style}`;
  const currency = style === "currency" ? ({ style, currency: "EUR", currencyDisplay: "symbol" } as const) : {};
  if (!formatters.has(key)) formatters.set(key, new Intl.NumberFormat(numberLocale[lang], { ...currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }));
  return formatters.get(key)!;
}

const fractionDigits = (amount: number) => (Number.isInteger(amount) ? 0 : 2);

/**
 * Euros as the language writes them: fi "450 €", "5 000 €", "0,40 €"; en "€450", "€5,000", "€0.40".
 * Whole amounts have no decimals; anything with cents shows two. The same style serves prices,
 * fees and the annual saving.
 */
export function formatMoney(amount: number, lang: Lang): string {
  return formatter(lang, fractionDigits(amount), "currency").format(amount);
}

/** A plain number in the language's style (fi "5 000", en "5,000"). */
export function formatNumber(amount: number, lang: Lang): string {
  return formatter(lang, fractionDigits(amount), "decimal").format(amount);
}

/** The Finnish cases the copy puts a number word in: "kahdeksan kieltä", "kuudessa kuukaudessa", "kahdeksalla kielellä". */
export type NumberCase = "nominative" | "inessive" | "adessive";

const numberWords: { en: readonly string[] } & Record<NumberCase, readonly string[]> = {
  en: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  nominative: ["yksi", "kaksi", "kolme", "neljä", "viisi", "kuusi", "seitsemän", "kahdeksan", "yhdeksän", "kymmenen"],
  inessive: ["yhdessä", "kahdessa", "kolmessa", "neljässä", "viidessä", "kuudessa", "seitsemässä", "kahdeksassa", "yhdeksässä", "kymmenessä"],
  adessive: ["yhdellä", "kahdella", "kolmella", "neljällä", "viidellä", "kuudella", "seitsemällä", "kahdeksalla", "yhdeksällä", "kymmenellä"],
};

/**
 * A count as running text writes it: one to ten in words, in Finnish in the case the sentence
 * needs ("yli kahdeksalla kielellä", "more than eight languages"), anything else in figures.
 * Figures stay where the number is the point: stat cards, tables, lists and mock-ups.
 */
export function formatWords(value: number, lang: Lang, finnishCase: NumberCase = "nominative"): string {
  const words = numberWords[lang === "fi" ? finnishCase : "en"];
  return Number.isInteger(value) && value >= 1 && value <= words.length ? words[value - 1]! : formatNumber(value, lang);
}

/** "%" follows a space in Finnish ("95 %") and none in English ("95%"); any other unit follows a space. */
function withUnit(number: string, lang: Lang, unit?: string): string {
  if (!unit) return number;
  return unit === "%" && lang === "en" ? `${number}%` : `${number}${NBSP}${unit}`;
}

/** A number and its unit, kept together: "30 minuutin", "24 hours", "95 %" / "95%". */
export function formatQuantity(value: number, lang: Lang, unit?: string): string {
  return withUnit(formatNumber(value, lang), lang, unit);
}

/** A percentage; `signed` writes the plus of a gain: fi "+40 %", en "+40%". */
export function formatPercent(value: number, lang: Lang, { signed = false } = {}): string {
  const sign = signed && value > 0 ? "+" : "";
  return sign + formatQuantity(value, lang, "%");
}

/** "More than": "8+", "100+" (a word joiner keeps the plus with its number). */
export function formatAtLeast(value: number, lang: Lang): string {
  return `${formatNumber(value, lang)}${WORD_JOINER}+`;
}

/** "Less than", kept on one line with its number and unit: en "< 1 min", fi "alle 1 min". */
export function formatUnder(value: number, lang: Lang, unit?: string): string {
  return `${lang === "fi" ? "alle" : "<"}${NBSP}${formatQuantity(value, lang, unit)}`;
}

/**
 * A range with an en dash and no spaces, never broken across lines: "2–4 viikossa", "1–2 days",
 * "60–80 %" / "60–80%". Ends may be numbers (formatted) or ready-made text ("ma", "9.00").
 */
export function formatRange(from: number | string, to: number | string, lang: Lang, unit?: string): string {
  const end = (value: number | string) => (typeof value === "number" ? formatNumber(value, lang) : value);
  return withUnit(`${end(from)}${EN_DASH}${WORD_JOINER}${end(to)}`, lang, unit);
}

/** A time of day: fi "9.00", en "9:00". */
export function formatTime(hours: number, minutes: number, lang: Lang): string {
  return `${hours}${lang === "fi" ? "." : ":"}${String(minutes).padStart(2, "0")}`;
}

/** A calendar date (ISO yyyy-mm-dd): fi "15.10.2025", en "15 October 2025". */
export function formatDate(isoDate: string, lang: Lang): string {
  const style = lang === "fi" ? {} : ({ dateStyle: "long" } as const);
  return new Intl.DateTimeFormat(numberLocale[lang], { ...style, timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A list as a sentence says it: "A, B, C and D" / "A, B, C ja D". */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(numberLocale[lang], { type: "conjunction" }).format(items);
}

/**
 * A Finnish business ID (Y-tunnus) as written, "1234567-8", also from eight bare digits. It stays
 * plain text, so a visitor who copies it pastes exactly the ID: where it is shown, the element
 * keeps it on one line with CSS (white-space: nowrap) rather than with invisible characters.
 */
export function formatBusinessId(id: string): string {
  const digits = id.replace(/\D/g, "");
  if (digits.length !== 8) throw new Error(`Not a business ID: ${id}`);
  return `${digits.slice(0, 7)}-${digits.slice(7)}`;
}

/** The functions above bound to one language, for copy written as templates. */
export function formatterFor(lang: Lang) {
  return {
    number: (value: number) => formatNumber(value, lang),
    words: (value: number, finnishCase?: NumberCase) => formatWords(value, lang, finnishCase),
    quantity: (value: number, unit?: string) => formatQuantity(value, lang, unit),
    percent: (value: number, options?: { signed?: boolean }) => formatPercent(value, lang, options),
    atLeast: (value: number) => formatAtLeast(value, lang),
    under: (value: number, unit?: string) => formatUnder(value, lang, unit),
    range: (from: number | string, to: number | string, unit?: string) => formatRange(from, to, lang, unit),
    money: (amount: number) => formatMoney(amount, lang),
    list: (items: readonly string[]) => formatList(items, lang),
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

/** The text without its invisible layout characters, for text that leaves the page (metadata, mail). */
export function plainText(text: string): string {
  return text.replace(/[\u2060\u00ad]/g, "");
}

/**
 * A file size as the language abbreviates it, 1 kB being 1024 bytes: under a megabyte in whole
 * kilobytes (fi "240 kt", en "240 kB"), from 1000 kB on in megabytes to one decimal (fi "1,2 Mt",
 * en "1.2 MB", "5 MB"). A no-break space keeps the number with its unit.
 */
export function formatFileSize(bytes: number, lang: Lang): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  const [value, unit, digits] = kilobytes < 1000 ? [kilobytes, "kilobyte", 0] : [bytes / 1024 ** 2, "megabyte", 1];
  return new Intl.NumberFormat(numberLocale[lang], { style: "unit", unit, maximumFractionDigits: digits }).format(value).replace(" ", NBSP);
}
