/**
 * The web font is cut to the characters Finnish, Swedish and English copy needs
 * (scripts/fonts/subset-inter.sh, docs/decisions/022-self-hosted-inter-subset.md). Every
 * character of every page's own text, shown or folded away (menus, answers, both price lists),
 * must have its glyph in it, so that no word of the copy is drawn half from the fallback font.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./test";
import { woff2CodePoints } from "./font-cmap";
import { blogPages, visitedRoutes } from "./support";

// Read as a reader has the page, the framework never loaded: hydration changes nothing of it
// (tests/e2e/performance.spec.ts; docs/decisions/060-ci-time-on-a-slower-host.md).
test.use({ interactAtOnce: false });

const NOT_FOUND = "/this-page-does-not-exist";
const font = woff2CodePoints(readFileSync(join(import.meta.dirname, "..", "..", "assets", "fonts", "inter-subset.woff2")));

/** Runs in the page: every character of the document's text (title, text nodes, placeholders), scripts and styles left out. */
function pageCharacters(): string[] {
  let text = document.title;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest("script, style, noscript, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.textContent ?? "";
  for (const field of document.querySelectorAll("[placeholder]")) text += field.getAttribute("placeholder") ?? "";
  return [...new Set(text)];
}

test("the font read is the subset: ASCII, the Finnish and Swedish letters, € and the dashes", () => {
  for (const ch of "Aa0€åäöÅÄÖ–—…") expect(font.has(ch.codePointAt(0)!), ch).toBe(true);
});

// Every route, every page of the blog (its articles' text included) and the 404 page.
for (const path of [...visitedRoutes.map((r) => r.path), ...blogPages().map((p) => p.path), NOT_FOUND]) {
  test(`${path}: the font has a glyph for every character of the page's text`, async ({ page }) => {
    await page.goto(path);
    const characters = await page.evaluate(pageCharacters);
    // Spaces and invisible format characters (soft hyphen, word joiner) draw no glyph.
    const drawn = characters.filter((ch) => !/[\s\p{Cf}]/u.test(ch));
    const missing = drawn.filter((ch) => !font.has(ch.codePointAt(0)!));
    expect(missing.map((ch) => `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`)).toEqual([]);
  });
}
