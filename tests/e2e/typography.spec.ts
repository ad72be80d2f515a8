/**
 * Typography at every width and in both faces (Inter, and the metric-matched fallback a page is
 * drawn in when Inter is not there: its request blocked): every heading, stat and mock-up text
 * of every page never starts a line with punctuation or a unit, never parts a number from its
 * unit or word, never splits a word except at a soft hyphen (where the browser draws a hyphen),
 * and is never clipped or wider than its box; mock-up text is at least 12 px on a phone; the
 * hero's booking button breaks evenly; nothing is wider than a phone's viewport.
 * One page load per route and face; the viewport is resized in the same page and measured in it.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { articles } from "@/content/articles";
import { applyHref } from "@/lib/open-positions";
import { blogPaths } from "@/lib/routes";
import { addTestStyle, languages, pathFor, positionNumbered, visitedRoutes } from "./support";

// Read as a reader has the page, the framework never loaded: hydration changes nothing of it
// (tests/e2e/performance.spec.ts; docs/decisions/060-ci-time-on-a-slower-host.md).
test.use({ interactAtOnce: false });

const WIDTHS = [1366, 1024, 768, 390, 360] as const;
const PHONE = 390;
/** Mock-up text on a phone is at least this large (effective, after any scaling). */
const MIN_MOCKUP_PX = 12;

/** What is checked: every heading, the stats' values and labels, and every text of the product mock-ups. */
const TARGETS = { headings: "h1, h2, h3, h4, h5, h6", leaves: "[data-stat], [data-mockup] *", button: '[data-testid="hero-book-call"]' };

type LineReport = { selector: string; lines: string[]; widths: number[]; problems: string[]; fontPx: number; mockup: boolean };

/**
 * Runs in the page: the rendered lines of each target's text, read from the boxes of its
 * characters (Range.getClientRects per character), and what is wrong with them. Headings and
 * the button are taken whole; stats and mock-ups by the elements that hold text themselves.
 */
function inspectLines(targets: { headings: string; leaves: string; button?: string }): LineReport[] {
  const SHY = "\u00ad";
  const closing = /^[,.;:!?)\]}»”’…–—\u2011-]/;
  const wordChar = /[\p{L}\p{N}]/u;
  const unit = /^(%|€|min|h|s|kk|vk|pv|kt|Mt|kB|MB)$/;
  const reports: LineReport[] = [];
  const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
  /** The boxes that clip what is inside them, from the element up. */
  const clipBoxes = (el: Element): DOMRect[] => {
    const boxes: DOMRect[] = [];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      // A box that hides what overflows it (a card, a picture's frame); not one that scrolls (a row of packages).
      const style = getComputedStyle(a);
      if ([style.overflowX, style.overflowY].some((o) => o === "hidden" || o === "clip")) boxes.push(a.getBoundingClientRect());
    }
    return boxes;
  };
  const elements = [
    ...[...document.querySelectorAll<HTMLElement>(targets.headings)].map((el) => ({ el, selector: el.tagName.toLowerCase() })),
    ...[...document.querySelectorAll<HTMLElement>(targets.leaves)].filter(ownText).map((el) => ({ el, selector: el.closest("[data-mockup]") ? "mock-up" : "stat" })),
    ...(targets.button ? [...document.querySelectorAll<HTMLElement>(targets.button)].map((el) => ({ el, selector: targets.button! })) : []),
  ];
  for (const { el: element, selector } of elements) {
    const own = element.getBoundingClientRect();
    if (!element.checkVisibility() || own.width <= 1 || own.height <= 1) continue;
    const style = getComputedStyle(element);
    const block = style.display !== "inline";
    const clips = clipBoxes(element);
    // Every character with a box, in text order, with the line it was drawn on.
    const chars: { ch: string; line: number; gapBefore: string; left: number; right: number; top: number; bottom: number }[] = [];
    let gap = "";
    let lastTop = Number.NEGATIVE_INFINITY;
    let lastHeight = 0;
    let line = -1;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A mock-up's leaf is checked for its own text; its child elements are leaves of their own.
      if (selector === "mock-up" || selector === "stat") {
        if (node.parentElement !== element) continue;
      }
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
        chars.push({ ch, line, gapBefore: gap, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
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
      const clippedBy = clips.find((box) => c.left < box.left - 1 || c.right > box.right + 1 || c.top < box.top - 1 || c.bottom > box.bottom + 1);
      if (clippedBy) problems.push("clipped by its card or frame");
      else if (block && (c.left < own.left - 1 || c.right > own.right + 1)) problems.push("past the edge of its box");
      const prev = chars[i - 1];
      if (!prev || prev.line === c.line) continue;
      const brokeAtSpace = /\s/.test(c.gapBefore);
      const brokeAtShy = c.gapBefore.includes(SHY);
      let word = "";
      for (let j = i; j < chars.length && chars[j]!.line === c.line && (j === i || !chars[j]!.gapBefore); j++) word += chars[j]!.ch;
      if (closing.test(c.ch)) problems.push(`line ${c.line + 1} starts with "${c.ch}"`);
      if (unit.test(word.replace(/[.,;:)]+$/, ""))) problems.push(`line ${c.line + 1} starts with the unit "${word}"`);
      const compoundHyphen = /[-\u2010]/.test(prev.ch) && /\p{L}/u.test(c.ch);
      if (!brokeAtSpace && !brokeAtShy && !compoundHyphen && (wordChar.test(prev.ch) || wordChar.test(c.ch))) {
        problems.push(`"${prev.ch}" / "${c.ch}" split without a hyphen between lines ${c.line} and ${c.line + 1}`);
      }
      if (brokeAtSpace && /\p{N}/u.test(prev.ch) && /[\p{L}%€]/u.test(c.ch)) {
        problems.push(`a number and the word after it on two lines (${c.line} / ${c.line + 1})`);
      }
    }
    problems.splice(0, problems.length, ...new Set(problems));
    reports.push({
      selector,
      lines,
      widths: extents.map((e) => Math.round(e.right - e.left)),
      problems,
      // Effective size: the computed size times any scaling between the layout box and the drawn one.
      fontPx: parseFloat(style.fontSize) * (element.offsetWidth ? own.width / element.offsetWidth : 1),
      mockup: selector === "mock-up",
    });
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

/** The face the page's h1 is drawn in, read from the renderer. */
async function h1Face(page: Page): Promise<{ family: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  const main = fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]!;
  return { family: main.familyName };
}

/** Runs in the page: draws it in Inter, the face the stylesheet declares, as once it is in the cache. */
async function useInter(): Promise<void> {
  const rule = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find((r): r is CSSFontFaceRule => r instanceof CSSFontFaceRule && /^["']?inter["']?$/i.test(r.style.getPropertyValue("font-family")));
  if (!rule) throw new Error("no @font-face for Inter");
  const src = rule.style.getPropertyValue("src").replace(/url\((["']?)([^"')]+)\1\)/, (_m, _q, url: string) => `url(${new URL(url, rule.parentStyleSheet!.href!).href})`);
  const face = new FontFace("inter", src, { weight: rule.style.getPropertyValue("font-weight") });
  document.fonts.add(face);
  await face.load();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The site's own articles (not the test fixtures), whose headings are written in Markdown. */
const articlePages = languages.flatMap((lang) => articles(lang).filter((a) => !a.file.startsWith("tests/")).map((a) => blogPaths.article(lang, a.slug)));

/** Every page of the route table, the articles and the 404 page, in both languages. */
const pages = [...visitedRoutes.map((route) => route.path), ...articlePages, "/no-such-page", "/fi/ei-tallaista-sivua"];

for (const face of ["Inter", "fallback"] as const) {
  for (const path of pages) {
    test(`headings, stats and mock-ups break cleanly at ${WIDTHS.join(", ")} px in ${face}: ${path}`, async ({ page }) => {
      // The fallback face: as on a visit where Inter never arrives.
      if (face === "fallback") await page.route("**/*.woff2", (route) => route.abort());
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // Inter: as on the pages after the first, should a busy machine have made this load miss the
      // font's short wait (an optional font is then not used on this page), or the page have no
      // loader (the 404, rendered per request).
      if (face === "Inter" && !/^inter$/i.test((await h1Face(page)).family)) await page.evaluate(useInter);
      expect(/^inter$/i.test((await h1Face(page)).family), `the page is drawn in ${face}`).toBe(face === "Inter");
      // Every part drawn, as once scrolled to (content-visibility, docs/decisions/041-content-below-the-first-section-on-demand.md).
      await addTestStyle(page, "* { content-visibility: visible !important; }");
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await resize(page, width);
        const reports = await page.evaluate(inspectLines, TARGETS);
        expect(reports.filter((r) => r.selector === "h1").length, `an h1 at ${width} px`).toBeGreaterThan(0);
        for (const report of reports) {
          const where = `${width} px ${report.selector} [${report.lines.join(" / ")}]`;
          for (const problem of report.problems) problems.push(`${where}: ${problem}`);
          if (report.selector === TARGETS.button && unevenBreak(report)) problems.push(`${where}: label broken unevenly (${report.widths.join(" / ")} px)`);
          if (width === PHONE && report.mockup && report.fontPx < MIN_MOCKUP_PX - 0.05) problems.push(`${where}: mock-up text ${report.fontPx.toFixed(1)} px`);
        }
        if (width <= PHONE) {
          for (const element of await page.evaluate(overflowingElements)) problems.push(`${width} px overflow: ${element}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
}

for (const path of ["/", "/fi"]) {
  test(`solution cards' buttons line up at every width: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
    for (const width of [...WIDTHS, 1280, 1100, 900, 640]) {
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
    const reports = (await page.evaluate(inspectLines, { headings: "h2, h3, [data-position] a", leaves: "[data-none]" }))
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
