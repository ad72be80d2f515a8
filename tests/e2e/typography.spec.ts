/**
 * Typography at every width: headlines and the hero's booking button never start a line with
 * punctuation and never split a word except at a soft hyphen (where the browser draws a hyphen);
 * the home page's solution buttons line up; nothing is wider than a phone's viewport.
 * One page load per route; the viewport is resized in the same page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { articles } from "@/content/articles";
import { applyHref } from "@/lib/apply-variants";
import { blogPaths } from "@/lib/routes";
import { allRoutes, languages, pathFor, positionNumbered } from "./support";

const WIDTHS = [1366, 1280, 1024, 768, 390] as const;
const PHONE = 390;

type LineReport = { selector: string; lines: string[]; widths: number[]; problems: string[] };

/**
 * Runs in the page: the rendered lines of each element's text, read from the boxes of its
 * characters (Range.getClientRects per character), and what is wrong with them.
 */
function inspectLines(selectors: string[]): LineReport[] {
  const SHY = "\u00ad";
  const closing = /^[,.;:!?)\]}»”’…–—\u2011-]/;
  const wordChar = /[\p{L}\p{N}]/u;
  const reports: LineReport[] = [];
  for (const selector of selectors) {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility()) continue;
      // Every character with a box, in text order, with the line it was drawn on.
      const chars: { ch: string; line: number; gapBefore: string; left: number; right: number }[] = [];
      let gap = "";
      let lastTop = Number.NEGATIVE_INFINITY;
      let lastHeight = 0;
      let line = -1;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const ch = text[i]!;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          // After a break at a soft hyphen, the next character's rects also include the drawn hyphen: the glyph is the last.
          const rect = [...range.getClientRects()].findLast((r) => r.width > 0);
          if (!rect || /\s/.test(ch) || ch === SHY || ch === "\u2060") {
            gap += ch;
            continue;
          }
          if (rect.top > lastTop + lastHeight / 2) line += 1;
          lastTop = rect.top;
          lastHeight = rect.height;
          chars.push({ ch, line, gapBefore: gap, left: rect.left, right: rect.right });
          gap = "";
        }
      }
      const lines: string[] = [];
      const extents: { left: number; right: number }[] = [];
      const problems: string[] = [];
      for (let i = 0; i < chars.length; i++) {
        const c = chars[i]!;
        lines[c.line] = (lines[c.line] ?? "") + (c.gapBefore && lines[c.line] ? " " : "") + c.ch;
        const extent = (extents[c.line] ??= { left: c.left, right: c.right });
        extent.left = Math.min(extent.left, c.left);
        extent.right = Math.max(extent.right, c.right);
        const prev = chars[i - 1];
        if (!prev || prev.line === c.line) continue;
        const brokeAtSpace = /\s/.test(c.gapBefore);
        const brokeAtShy = c.gapBefore.includes(SHY);
        if (closing.test(c.ch)) problems.push(`line ${c.line + 1} starts with "${c.ch}"`);
        const compoundHyphen = /[-\u2010]/.test(prev.ch) && /\p{L}/u.test(c.ch);
        if (!brokeAtSpace && !brokeAtShy && !compoundHyphen && (wordChar.test(prev.ch) || wordChar.test(c.ch))) {
          problems.push(`"${prev.ch}" / "${c.ch}" split without a hyphen between lines ${c.line} and ${c.line + 1}`);
        }
      }
      reports.push({ selector, lines, widths: extents.map((e) => Math.round(e.right - e.left)), problems });
    }
  }
  return reports;
}

/** A label on two or more lines is broken evenly: no line is less than half as wide as another. */
function unevenBreak(report: LineReport): boolean {
  return report.widths.length > 1 && Math.min(...report.widths) < 0.5 * Math.max(...report.widths);
}

/** Runs in the page: visible elements that reach past the viewport's right or left edge. */
function overflowingElements(): string[] {
  const width = document.documentElement.clientWidth;
  // Inside a box that clips (overflow, clip-path: visually hidden text), nothing shows past the box.
  const clipped = (el: Element): boolean => {
    if (getComputedStyle(el).clipPath !== "none") return true;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== "visible" || style.clipPath !== "none") return true;
    }
    return false;
  };
  const found: string[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    const rect = el.getBoundingClientRect();
    // Visually hidden elements (1 px, clipped) are meant to sit where they are.
    if (rect.width <= 1 || rect.height <= 1 || (rect.right <= width + 0.5 && rect.left >= -0.5)) continue;
    if (!el.checkVisibility() || clipped(el)) continue;
    found.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> ${Math.round(rect.left)}..${Math.round(rect.right)} px`);
  }
  if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px`);
  return found;
}

/** Runs in the page: the home page's solution buttons, per card, with their boxes. */
type Box = { top: number; height: number; cardTop: number };

function solutionButtons(): Box[][] {
  return [...document.querySelectorAll("[data-solution-card]")].map((card) => {
    const cardTop = card.getBoundingClientRect().top;
    return [...card.querySelectorAll("[data-solution-link]")].map((a) => {
      const r = a.getBoundingClientRect();
      return { top: Math.round(r.top), height: Math.round(r.height), cardTop: Math.round(cardTop) };
    });
  });
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // Two frames: the resize is laid out and painted before anything is measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.beforeEach(async ({ page }) => {
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
});

/** The site's own articles (not the test fixtures), whose headings are written in Markdown. */
const articlePages = languages.flatMap((lang) => articles(lang).filter((a) => !a.file.startsWith("tests/")).map((a) => blogPaths.article(lang, a.slug)));

for (const path of [...allRoutes.map((route) => route.path), ...articlePages]) {
  test(`headline and hero button break cleanly at ${WIDTHS.join(", ")} px: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await resize(page, width);
      const reports = await page.evaluate(inspectLines, ["h1", '[data-testid="hero-book-call"]', "[data-article-body] :is(h2, h3)"]);
      expect(reports.length, `an h1 at ${width} px`).toBeGreaterThan(0);
      for (const report of reports) {
        const where = `${width} px ${report.selector} [${report.lines.join(" / ")}]`;
        for (const problem of report.problems) problems.push(`${where}: ${problem}`);
        if (report.selector === '[data-testid="hero-book-call"]' && unevenBreak(report)) problems.push(`${where}: label broken unevenly (${report.widths.join(" / ")} px)`);
      }
      if (width === PHONE) {
        for (const element of await page.evaluate(overflowingElements)) problems.push(`${width} px overflow: ${element}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

for (const path of ["/", "/fi"]) {
  test(`solution cards' buttons line up at every width: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
    for (const width of [...WIDTHS, 1100, 900, 640, 360]) {
      await resize(page, width);
      const cards = await page.evaluate(solutionButtons);
      expect(cards.map((card) => card.length), `${width} px: two cards, two buttons each`).toEqual([2, 2]);
      const [first, second] = cards as [Box[], Box[]];
      const heights = new Set([...first, ...second].map((button) => button.height));
      expect(heights.size, `${width} px: every button is as tall as the others (one line each)`).toBe(1);
      if (first[0]!.cardTop === second[0]!.cardTop) {
        expect(second.map((b) => b.top), `${width} px: the buttons of the cards side by side line up`).toEqual(first.map((b) => b.top));
      }
    }
  });
}

test("the longest Finnish job title breaks at its main compound boundary on a phone, or not at all", async ({ page }) => {
  const title = positionNumbered(2).fi.title; // Käyttöönottoasiantuntija
  const main = title.indexOf("asiantuntija");
  await page.setViewportSize({ width: PHONE, height: 900 });
  for (const path of [pathFor("jobs", "fi"), ...[0, 1, 2].map((job) => applyHref("fi", job))]) {
    await page.goto(path);
    // inspectLines marks a soft hyphen on a line like a space: the title has none.
    const reports = (await page.evaluate(inspectLines, ["h2", "h3", "[data-position] a"]))
      .map((report) => ({ ...report, lines: report.lines.map((line) => line.replaceAll(" ", "")) }))
      .filter((report) => report.lines.join("") === title);
    expect(reports.length, `${path}: the title is shown`).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report.problems, path).toEqual([]);
      expect([[title], [title.slice(0, main), title.slice(main)]], `${path}: ${report.lines.join(" / ")}`).toContainEqual(report.lines);
    }
    expect(await page.evaluate(overflowingElements), path).toEqual([]);
  }
});
