/**
 * Blank space and covered content, measured from the boxes the browser lays out: where two
 * sections on the page's white meet, their contents are one section's padding apart, not two; no
 * empty room is kept under the pricing switch; at the foot of a page the voice agent's floating
 * label covers nothing of the footer.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { isRendered, languages, pathFor, type Lang } from "./support";

const WIDTHS = [1366, 390] as const;
/** One section's padding (96 px on a wide screen, 64 on a phone) and a line's leading: two paddings (160+) fail. */
const MAX_BLANK = 110;

/**
 * Runs in the page: the blank space from the lowest content of `upper` to the highest content
 * of `lower` (decorations marked aria-hidden are no content).
 */
function blankBetween([upper, lower]: [string, string]): number {
  const boxes = (selector: string) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`no ${selector}`);
    return [...root.querySelectorAll("*")]
      .filter((el) => !el.closest("[aria-hidden=true]") && el.checkVisibility())
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
  };
  const bottom = Math.max(...boxes(upper).map((r) => r.bottom));
  const top = Math.min(...boxes(lower).map((r) => r.top));
  return Math.round(top - bottom);
}

/** Sections that follow each other on the page's white, upper then lower. */
const neighbours: { path: (lang: Lang) => string; pairs: [string, string][] }[] = [
  {
    path: (lang) => pathFor("home", lang),
    pairs: [
      // The next section: the solutions, or where the site has proof, its testimonials (record 055).
      ["section[aria-labelledby=benefits-title]", "section[aria-labelledby=benefits-title] + section"],
      ["section[aria-labelledby=solutions-title]", "section[aria-labelledby=solutions-title] + section"],
    ],
  },
  {
    path: (lang) => pathFor("chatAssistant", lang),
    pairs: [
      ["section[aria-labelledby=hero-title]", "section[aria-labelledby=features-title]"],
      ["[data-testid=cta]", "[data-testid=faq]"],
    ],
  },
];

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return { top: b.y, bottom: b.y + b.height };
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const lang of languages) {
      for (const { path, pairs } of neighbours) {
        test(`${path(lang)}: one padding of white between sections`, async ({ page }) => {
          await page.goto(path(lang));
          for (const pair of pairs) {
            // Measured as the visitor sees the two: on screen, so drawn (record 041).
            await page.locator(pair[1]).scrollIntoViewIfNeeded();
            for (const part of pair) await expect.poll(() => isRendered(page.locator(`${part} > *`).first())).toBe(true);
            expect(await page.evaluate(blankBetween, pair), `${pair[0]} to ${pair[1]}`).toBeLessThanOrEqual(MAX_BLANK);
          }
        });
      }

      for (const service of ["chatAssistant", "aiSeo"] as const) {
        test(`${pathFor(service, lang)}: no empty room under the pricing switch`, async ({ page }) => {
          await page.goto(pathFor(service, lang));
          const pricing = page.getByTestId("pricing");
          const toggle = await box(pricing.locator("fieldset"));
          // The highest card or badge above a card.
          const cardsTop = async () => Math.min(...(await Promise.all((await pricing.getByTestId("package").all()).map(async (card) => (await box(card)).top))), (await box(pricing.getByTestId("popular-badge"))).top);
          expect(await cardsTop() - toggle.bottom, "monthly: switch to cards").toBeLessThanOrEqual(48);

          await pricing.getByRole("radio").last().click();
          const banner = await box(page.getByTestId("annual-banner"));
          expect(banner.top - toggle.bottom, "annual: switch to banner").toBeLessThanOrEqual(24);
          expect(await cardsTop() - banner.bottom, "annual: banner to cards").toBeLessThanOrEqual(48);
        });
      }
    }

    for (const scripts of ["on", "off"] as const) {
      test.describe(`JavaScript ${scripts}`, () => {
        test.use({ javaScriptEnabled: scripts === "on" });

        for (const lang of languages) {
          test(`the voice agent's floating label covers nothing of the footer (${lang})`, async ({ page }) => {
            await page.goto(pathFor("about", lang));
            await scrollToEnd(page);
            const label = page.locator(scripts === "on" ? "[data-testid=voice-agent-label]" : "[data-voice-alternative]");
            await expect(label).toBeVisible();
            expect(await coveredBy(page, label)).toEqual([]);
          });
        }
      });
    }
  });
}

/**
 * Scrolls to the foot of the page as a visitor does, until it is there: parts below the first
 * section take their real height as they come near the viewport (record 041), so the page may
 * grow under the first jump to its end.
 */
async function scrollToEnd(page: Page) {
  let height = -1;
  // Polled, not timed by animation frames: with JavaScript off the page draws no frame for a script.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
        const now = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, end: Math.ceil(scrollY + innerHeight) }));
        const settled = now.height === height && now.end >= now.height;
        height = now.height;
        return settled;
      },
      { message: "the page did not stop growing at its end" },
    )
    .toBe(true);
}

/** The footer's text lines and controls that `cover` overlaps. */
async function coveredBy(page: Page, cover: Locator): Promise<string[]> {
  const over = await cover.boundingBox();
  if (!over) throw new Error("the label is not laid out");
  return page.evaluate((o) => {
    const hits: string[] = [];
    const overlaps = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < o.x + o.width && r.right > o.x && r.top < o.y + o.height && r.bottom > o.y;
    const footer = document.querySelector("footer")!;
    for (const control of footer.querySelectorAll("a, button, input, textarea")) {
      if (overlaps(control.getBoundingClientRect())) hits.push(`<${control.tagName.toLowerCase()}> ${control.textContent?.trim()}`);
    }
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((r) => overlaps(r as DOMRect))) hits.push(`"${node.textContent.trim()}"`);
    }
    return hits;
  }, over);
}
