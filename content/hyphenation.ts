/**
 * Soft hyphens (U+00AD) at the compound boundaries of long Finnish words in headlines.
 *
 * Browsers have no Finnish hyphenation dictionary, so `hyphens: auto` does nothing for Finnish,
 * and a compound wider than a narrow column would either overflow or be cut at any letter. A soft
 * hyphen is invisible until the browser breaks the word there, and then it draws a hyphen.
 * Only display text goes through here: metadata, structured data and mails keep plain words.
 */
import { SOFT_HYPHEN } from "@/lib/format";

/**
 * The compounds of the copy that can be too wide for a headline, with "·" at each boundary that
 * reads well when broken. A browser breaks at the last boundary that fits, so a compound of
 * compounds offers its main boundary only ("käyttöönotto·asiantuntija", not "asian·tuntija":
 * "Käyttöönottoasian-" would fit a phone's line and read badly). A compound also matches in its inflected forms and inside longer
 * compounds ("tekoäly·ratkaisu" covers "Tekoälyratkaisut" and "tekoälyratkaisujemme").
 */
const compounds = [
  "teko·äly·ratkaisu",
  "teko·äly·assistentti",
  "käyttöönotto·asiantuntija",
  "tieto·suoja·seloste",
  "ajan·varaus·kalenteri",
  "kartoitus·puhelu",
  "kartoitus·keskustelu",
  "hakukone·optimointi",
  "puhelin·vastaaja",
  "liidi·kvalifiointi",
  "kvalifiointi·kysymys",
  "henkilö·tieto",
  "asiakas·palvelu",
  "käyttöön·otto",
  "myynti·edustaja",
  "puhelin·myyjä",
  "kylpyhuone·remontti",
  "lämpö·pumppu",
  "omakoti·talo",
  "kevät·tarkastus",
  "muisti·lista",
  "haku·sijoitus",
  "blogi·teksti",
  "verkko·lomake",
  "arvio·käynti",
  "myynti·tapaaminen",
  "myynti·puhelu",
  "teksti·viesti",
  "matka·puhelin",
  "yhteen·veto",
  "liidi·lista",
  "sähkö·posti",
  "ensi·vastaus",
  "huolto·aika",
  "henkilöstö·kulu",
  "blogi·artikkeli",
  "haku·liikenne",
  "sisältö·markkinointi",
  "ihanne·asiakas",
] as const;

type Rule = { word: string; breaks: number[] };

const rules: Rule[] = compounds.map((marked) => {
  const parts = marked.split("·");
  const breaks: number[] = [];
  let at = 0;
  for (const part of parts.slice(0, -1)) breaks.push((at += part.length));
  return { word: parts.join(""), breaks };
});

/** The text with soft hyphens at the compound boundaries listed above (any letter case). */
export function hyphenate(text: string): string {
  const lower = text.toLowerCase();
  const at = new Set<number>();
  for (const { word, breaks } of rules) {
    for (let start = lower.indexOf(word); start >= 0; start = lower.indexOf(word, start + 1)) {
      for (const b of breaks) at.add(start + b);
    }
  }
  let out = "";
  for (let i = 0; i < text.length; i++) out += (at.has(i) && text[i - 1] !== "-" ? SOFT_HYPHEN : "") + text[i];
  return out;
}

/**
 * Every string in `value` hyphenated, but for the keys in `plain` (an accessible name, which is
 * read rather than drawn): for copy that is all display text, such as the product mock-ups.
 */
export function hyphenateAll<T>(value: T, plain: readonly string[] = []): T {
  if (typeof value === "string") return hyphenate(value) as T;
  if (Array.isArray(value)) return value.map((item) => hyphenateAll(item, plain)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain.includes(key) ? item : hyphenateAll(item, plain)])) as T;
  }
  return value;
}
