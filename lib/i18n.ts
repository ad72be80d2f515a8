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

type Dictionary = { [key: string]: string | Dictionary };

function lookup(dict: Dictionary | undefined, path: string[]): string | undefined {
  let node: string | Dictionary | undefined = dict;
  for (const part of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** "footer.companyLinks" -> "Company links" */
export function labelFromKey(key: string): string {
  const last = key.split(".").pop() ?? key;
  const words = last.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Looks a dotted key up in the language, then English, then Finnish, then makes a label of it. */
export function translate(dicts: Partial<Record<Lang, Dictionary>>, lang: Lang, key: string): string {
  const path = key.split(".");
  return (
    lookup(dicts[lang], path) ?? lookup(dicts.en, path) ?? lookup(dicts.fi, path) ?? labelFromKey(key)
  );
}
