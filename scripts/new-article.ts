// `npm run new:article -- --lang fi --title "Otsikko"`: a new article in content/articles/<lang>/,
// named after its title, with today's date (Helsinki) and the front matter filled in, marked as a
// draft: `npm run dev` shows it, a production build leaves it out until `draft: true` is removed.
// README, "Writing an article".
import { existsSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { articleSections } from "../content/schemas/article";
import { tagIds } from "../content/tags";
import { today } from "../lib/clock";

const root = join(import.meta.dirname, "..");
const SECTIONS: readonly string[] = articleSections;

function fail(message: string): never {
  console.error(`new:article: ${message}\nUsage: npm run new:article -- --lang fi|en --title "The title" [--section ${SECTIONS.join("|")}]`);
  process.exit(1);
}

/** The file name (and the address) from the title: lower-case ASCII words joined by hyphens. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "") // ä → a, ö → o, å → a
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const { values } = parseArgs({ options: { lang: { type: "string" }, title: { type: "string" }, section: { type: "string", default: "chatAssistant" } } });
if (values.lang !== "fi" && values.lang !== "en") fail("--lang must be fi or en");
const title = values.title?.trim();
if (!title || title.length < 10 || title.length > 100) fail("--title must be 10 to 100 characters");
if (!SECTIONS.includes(values.section!)) fail(`--section must be one of ${SECTIONS.join(", ")}`);
const slug = slugOf(title);
if (!slug) fail("the title needs letters or digits for the file name");
const file = join(root, "content", "articles", values.lang, `${slug}.md`);
if (existsSync(file)) fail(`${relative(root, file)} exists already: choose another title, or edit that file`);

const fi = values.lang === "fi";
writeFileSync(
  file,
  `---
title: ${JSON.stringify(title)}
# ${fi ? "Yksi tai kaksi virkettä, 50–160 merkkiä: hakutulos ja jako näyttävät tämän." : "One or two sentences, 50 to 160 characters: search results and shares show it."}
description: ${JSON.stringify(fi ? "Kirjoita tähän yksi tai kaksi virkettä siitä, mitä lukija saa artikkelista irti." : "Write one or two sentences here about what a reader gets out of the article.")}
published: ${today()}
# updated: ${today()}
# author: ${fi ? "Etunimi Sukunimi (ilman tätä artikkeli on yrityksen)" : "First Last (without it the article is the company's)"}
# ${fi ? "Palvelu, josta artikkeli kertoo" : "The service the article is about"}: ${SECTIONS.join(", ")}
section: ${values.section}
# ${fi ? "Aiheet content/tags.ts-tiedoston listasta" : "Topics from the list in content/tags.ts"}: ${tagIds.join(", ")}
tags: [customerService]
# ${fi ? "Sama avain kuin käännöksellä toisella kielellä" : "The same key as the translation in the other language"}
translationKey: ${slug}
draft: true
---

${fi ? "Aloita kappaleella, joka kertoo, miksi aihe koskee lukijaa." : "Start with a paragraph that says why the topic matters to the reader."}

## ${fi ? "Ensimmäinen väliotsikko" : "The first section"}

${fi ? "Kirjoita tekstiä. Käytä lukuja vain content/claims.ts-tiedostosta." : "Write the text. Use figures only from content/claims.ts."}
`,
);
console.log(`Created ${relative(root, file)} (a draft). Preview it with \`npm run dev\` at /${fi ? "fi/blogi" : "blog"}/${slug}.`);
