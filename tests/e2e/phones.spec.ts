/**
 * Pages on a phone. The service pages: the features compact (two columns of icon and title, the
 * text on demand through native <details>), the benefits' text likewise, and the page short at
 * 390 px (MAX_PAGE_PX), with nothing lost; on a wide screen every feature's and benefit's text is
 * shown. The home page as short. At 320 px no page of the route table scrolls sideways, and the
 * product mock-ups' text is at least 12 px (at 390 px and up also with the rest of the
 * typography, tests/e2e/typography.spec.ts).
 */
import { expect, test, type Locator, type Page } from "./test";
import { aiSeoCopy } from "@/content/services/ai-seo";
import { chatAssistantCopy } from "@/content/services/chat-assistant";
import { leadQualifierCopy } from "@/content/services/lead-qualifier";
import { phoneReceptionistCopy } from "@/content/services/phone-receptionist";
import { hyphenate } from "@/content/hyphenation";
import { leadFeature } from "@/content/visuals";
import { pathFor } from "@/lib/routes";
import { addTestStyle, visitedRoutes, visits } from "./support";

/**
 * Issue 41 asks for at most 6,500 px at 390 px (issue 24 had brought the service pages from
 * 7,300-8,500 to 6,280-6,660, docs/measurements/phone-length.md). Rows that scroll, lists on
 * demand and, on a phone only, tighter sections, a compact estimate, process list and contact
 * form bring the home page to 5,910-6,200 px and the service pages, the lead qualifier's process
 * included, to 6,020-6,460 (docs/decisions/066-figures-phones-and-details.md).
 */
const MAX_PAGE_PX = 6_500;
/** Mock-up text on the narrowest phone is at least this large. */
const MIN_MOCKUP_PX = 12;
const copies = { chatAssistant: chatAssistantCopy, phoneReceptionist: phoneReceptionistCopy, aiSeo: aiSeoCopy, leadQualifier: leadQualifierCopy };
const services = Object.keys(copies) as (keyof typeof copies)[];

/**
 * Opens the page as a visitor's later pages are: drawn in Inter. With `font-display: optional`
 * a first load that misses the font's block period (a busy machine's cold first test) keeps the
 * fallback face for the page's life, which sets other lines (docs/decisions/048); the reload
 * finds the font in the cache.
 */
async function openWithFont(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
}

/**
 * The page's full height with every part drawn (content-visibility skips parts far below, record
 * 041), as the site ships it: without the fixture testimonials and case studies this build adds
 * (tests/fixtures/content), of which the real site has none yet.
 */
async function pageHeight(page: Page): Promise<number> {
  await addTestStyle(page, "* { content-visibility: visible !important; } [data-proof] { display: none !important; }");
  // Laid out first, so that the parts just drawn have asked for their fonts before the wait.
  return page.evaluate(async () => {
    document.documentElement.getBoundingClientRect();
    await document.fonts.ready;
    return document.documentElement.scrollHeight;
  });
}

test.beforeEach(async ({ page }) => {
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
});

for (const lang of ["en", "fi"] as const) {
  for (const service of services.filter((screen) => visits(screen, lang))) {
    const path = pathFor(service, lang);
    const features = copies[service][lang].features.items;
    const lead = features[leadFeature[service]]!;
    const rest = features.filter((feature) => feature !== lead);
    const gains = copies[service][lang].benefits.items;

    test.describe("390 px", () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test(`${path}: at most ${MAX_PAGE_PX} px tall, every feature and benefit there, its text a tap away`, async ({ page }) => {
        await openWithFont(page, path);
        // As it first shows, every disclosure closed.
        expect(await pageHeight(page)).toBeLessThanOrEqual(MAX_PAGE_PX);
        const compact = page.getByTestId("feature-compact");
        await expect(compact).toHaveCount(rest.length);
        // Two columns of icon and title.
        const [first, second] = [await compact.nth(0).boundingBox(), await compact.nth(1).boundingBox()];
        expect(second!.y).toBe(first!.y);
        expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
        await expect(page.getByTestId("feature").filter({ hasText: hyphenate(lead.title) })).toBeVisible();
        for (const [i, feature] of rest.entries()) {
          const item = compact.nth(i);
          // The title as drawn: soft hyphens where a Finnish compound may break.
          await expect(item.getByRole("heading", { level: 3 })).toHaveText(hyphenate(feature.title));
          await expect(item.getByText(feature.text)).toBeHidden();
        }
        // The text on demand: a tap on the title opens it.
        const last = compact.nth(rest.length - 1);
        await last.getByRole("heading", { level: 3 }).click();
        await expect(last.getByText(rest.at(-1)!.text)).toBeVisible();
        // The benefits likewise: figure and title in view, the text a tap away.
        const benefits = page.getByTestId("benefit-compact");
        await expect(benefits).toHaveCount(gains.length);
        for (const [i, gain] of gains.entries()) {
          const item = benefits.nth(i);
          await expect(item.getByText(gain.stat, { exact: true })).toBeVisible();
          await expect(item.getByText(gain.text)).toBeHidden();
          await item.getByRole("heading", { level: 3, name: hyphenate(gain.title) }).click();
          await expect(item.getByText(gain.text)).toBeVisible();
        }
      });

      test(`${path}: the booking button is by far the larger of the two, and the other still leads to its section`, async ({ page }) => {
        await page.goto(path);
        const area = async (link: Locator) => {
          const box = (await link.boundingBox())!;
          return box.width * box.height;
        };
        const [book, other] = [page.getByTestId("hero-book-call"), page.getByTestId("hero-secondary")];
        // Chrome on Android prerenders, after a scroll, the link under the finger only when it is
        // half as large again as the next one (docs/measurements/framework-gate.md).
        expect(await area(book)).toBeGreaterThanOrEqual(1.5 * (await area(other)));
        const section = (await other.getAttribute("href"))!;
        await other.tap();
        await expect(page).toHaveURL((url) => url.hash === section);
        await expect(page.locator(section)).toBeInViewport();
      });
    });

    test.describe("1366 px", () => {
      test.use({ viewport: { width: 1366, height: 900 } });

      test(`${path}: every feature's and benefit's text shown, no disclosure`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByTestId("feature-compact").first()).toBeHidden();
        await expect(page.getByTestId("benefit-compact").first()).toBeHidden();
        for (const gain of copies[service][lang].benefits.items) {
          const card = page.getByTestId("benefit").filter({ hasText: gain.stat });
          await card.scrollIntoViewIfNeeded();
          await expect(card.getByText(gain.text)).toBeVisible();
        }
        const cards = page.getByTestId("feature");
        await expect(cards).toHaveCount(features.length);
        for (const feature of features) {
          const card = cards.filter({ hasText: hyphenate(feature.title) });
          await card.scrollIntoViewIfNeeded();
          await expect(card.getByText(feature.text)).toBeVisible();
        }
      });
    });
  }
}

test.describe("390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const lang of (["en", "fi"] as const).filter((l) => visits("home", l))) {
    test(`${pathFor("home", lang)}: at most ${MAX_PAGE_PX} px tall, the solutions and articles in rows a swipe apart`, async ({ page }) => {
      await openWithFont(page, pathFor("home", lang));
      expect(await pageHeight(page)).toBeLessThanOrEqual(MAX_PAGE_PX);
      // Side by side, the second one reached by scrolling its row sideways.
      const cards = page.locator("[data-solution-card]");
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(second!.y).toBe(first!.y);
      const link = cards.nth(1).locator("[data-solution-link]").first();
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      const article = page.locator("[data-latest-articles] article").last();
      await article.scrollIntoViewIfNeeded();
      await expect(article).toBeInViewport();
    });
  }
});

test.describe("320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const route of visitedRoutes) {
    test(`${route.path}: the page does not scroll sideways`, async ({ page }) => {
      await page.goto(route.path);
      await addTestStyle(page, "* { content-visibility: visible !important; }");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  for (const route of visitedRoutes.filter((r) => r.screen === "home" || r.screen in copies)) {
    test(`${route.path}: the mock-ups' text is at least ${MIN_MOCKUP_PX} px`, async ({ page }) => {
      await page.goto(route.path);
      await addTestStyle(page, "* { content-visibility: visible !important; }");
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-mockup] *")]
          .filter((el) => el.getClientRects().length > 0 && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
          .map((el) => ({ text: el.textContent!.trim(), px: parseFloat(getComputedStyle(el).fontSize) })),
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.filter((size) => size.px < MIN_MOCKUP_PX - 0.05)).toEqual([]);
    });
  }
});
