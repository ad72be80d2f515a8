export const languages = ["fi", "en"] as const;
export type Lang = (typeof languages)[number];

export const otherLang = (lang: Lang): Lang => (lang === "fi" ? "en" : "fi");

/** Open Graph locale per language. */
export const ogLocale: Record<Lang, string> = { fi: "fi_FI", en: "en_US" };

/** The language a path belongs to: Finnish under /fi, English elsewhere. */
export function langOfPath(path: string): Lang {
  return path === "/fi" || path.startsWith("/fi/") ? "fi" : "en";
}

/**
 * Copy written in both languages. The type is taken from the English text, so a key
 * missing from (or added only to) the Finnish text fails the type check.
 */
export function bilingual<T>(copy: { en: T; fi: NoInfer<T> }): Record<Lang, T> {
  return copy;
}
