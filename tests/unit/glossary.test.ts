import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { articles } from "@/content/articles";
import { terms, type Term, type TermId } from "@/content/glossary";
import { positions } from "@/content/positions";
import { languages, type Lang } from "@/lib/i18n";

/**
 * The copy keeps to the glossary (docs/decisions/051-one-term-per-concept.md): no rejected
 * variant of a term appears anywhere in that language's copy, and running text writes small
 * counts in words. The copy is read as the site shows it: every string that the modules under
 * content/ export (templates filled in, functions called with a placeholder), the positions'
 * texts in each language, and each article's title, description and text blocks.
 */
const root = resolve(__dirname, "../..");
const contentDir = join(root, "content");
/** Folders under content/ that hold code, not copy: the front matter schemas, and the content collections' modules, which only Astro's build can import. */
const notCopy = ["schemas", "collections"].map((name) => join(contentDir, name) + sep);

/** An article's HTML as the text blocks a reader sees (paragraphs, list items, headings, cells). */
function textBlocks(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h[1-6]|blockquote|td|th)>/)
    .map((block) => block.replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).trim())
    .filter(Boolean);
}

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ext);
    return path.endsWith(ext) ? [path] : [];
  });
}

type Found = { where: string; text: string };
const copy: Record<Lang, Found[]> = { en: [], fi: [] };

const isBilingual = (value: object) => Object.keys(value).sort().join() === "en,fi";

/** Collects the strings under `value`; a bilingual object's halves go to their languages, anything else to `lang`. */
function collect(value: unknown, where: string, lang: Lang): void {
  if (typeof value === "string") copy[lang].push({ where, text: value });
  else if (typeof value === "function") collect(value("X", "X"), `${where}()`, lang);
  else if (Array.isArray(value)) value.forEach((item, i) => collect(item, `${where}[${i}]`, lang));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const itemLang = isBilingual(value) ? (key as Lang) : lang;
      collect(item, `${where}.${key}`, itemLang);
    }
  }
}

beforeAll(async () => {
  for (const file of filesUnder(contentDir, ".ts").filter((path) => !notCopy.some((dir) => path.startsWith(dir)))) {
    const name = relative(root, file);
    const exports: Record<string, unknown> = await import(file);
    for (const [key, value] of Object.entries(exports)) {
      // The glossary's terms hold the rejected variants; top-level functions take a language, and
      // the copy that calls them is collected where it lands.
      if (value === terms || typeof value === "function") continue;
      // Copy that is not bilingual (the staff notifications) is Finnish first.
      collect(value, `${name}: ${key}`, "fi");
    }
  }
  for (const position of positions()) {
    for (const lang of languages) collect(position[lang], `${position.file}: ${lang}`, lang);
  }
  for (const lang of languages) {
    for (const article of articles(lang)) {
      const texts = [article.title, article.description, ...textBlocks(article.html)];
      texts.forEach((text, i) => copy[lang].push({ where: `${article.file} [${i}]`, text }));
    }
  }
});

describe("glossary", () => {
  for (const lang of languages) {
    it(`${lang}: the copy uses no rejected variant of a term`, () => {
      const glossary: Record<TermId, Term> = terms[lang];
      const variants = Object.values(glossary).flatMap((term) => term.rejected.map((stem) => ({ stem, use: term.base })));
      const hits = copy[lang].flatMap(({ where, text }) =>
        variants.filter(({ stem }) => text.toLowerCase().includes(stem)).map(({ stem, use }) => `${where}: "${stem}" (use "${use}")`),
      );
      expect(copy[lang].length).toBeGreaterThan(500);
      expect(hits).toEqual([]);
    });
  }

  it("lists each rejected variant as a lower-case stem that is not part of the term itself", () => {
    for (const lang of languages) {
      const glossary: Record<TermId, Term> = terms[lang];
      for (const term of Object.values(glossary)) {
        for (const stem of term.rejected) {
          expect(stem).toBe(stem.toLowerCase());
          expect(term.base.toLowerCase()).not.toContain(stem);
        }
      }
    }
  });
});

/**
 * A single digit followed by a word, in a sentence: "yli 8 kielellä", "in 6 months". Ranges,
 * times, percentages and figures in stat cards, tables, lists and mock-ups are not sentences
 * and keep their figures; so do references to a law's articles.
 */
const digitBeforeWord = /(?<![\p{N}\p{L}.,:\u2013\u2060+/-])[1-9](?=[ \u00a0]\p{Ll})(?![ \u00a0](?:artiklan|kohdan))/u;
const isSentence = (text: string) => /[.!?:]$/.test(text.trim()) && text.trim().split(/\s+/).length >= 4;

describe("numbers in running text", () => {
  for (const lang of languages) {
    it(`${lang}: one to nine are written in words (lib/format.ts formatWords)`, () => {
      const hits = copy[lang].filter(({ text }) => isSentence(text) && digitBeforeWord.test(text)).map(({ where, text }) => `${where}: ${text}`);
      expect(hits).toEqual([]);
    });
  }
});
