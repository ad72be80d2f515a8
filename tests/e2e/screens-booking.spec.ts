import { expect, test, type Locator } from "./test";
import { CALENDAR_TIMEOUT_MS } from "@/components/booking/BookingWidget";
import { bookingCopy } from "@/content/pages/booking";
import { homeCopy } from "@/content/pages/home";
import { ui } from "@/content/ui";
import { pathFor } from "@/lib/routes";
import { standInBookingScript, standInScript } from "./support";

const langs = ["en", "fi"] as const;
const SCRIPT = "script#calendly-widget-script";

test.beforeEach(async ({ page }) => {
  // The test machine has no internet; make that explicit and fast.
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
});

for (const lang of langs) {
  const t = bookingCopy[lang];

  test(`booking script is added on entering and removed on leaving (${lang})`, async ({ page }) => {
    await page.goto(pathFor("home", lang));
    await expect(page.locator(SCRIPT)).toHaveCount(0);
    await page.getByRole("link", { name: homeCopy[lang].hero.cta }).click();
    await expect(page).toHaveURL(pathFor("bookCall", lang));
    await expect(page.locator(SCRIPT)).toHaveCount(1);
    await expect(page.locator(SCRIPT)).toHaveAttribute("src", "https://assets.calendly.com/assets/external/widget.js");

    // Client-side navigation through a footer link.
    await page.locator("footer").getByRole("link", { name: ui[lang].footer.about }).click();
    await expect(page).toHaveURL(pathFor("about", lang));
    await expect(page.locator(SCRIPT)).toHaveCount(0);
  });

  test(`a prerendered booking page asks for its scheduler only once it is shown (${lang})`, async ({ page }) => {
    // Chromium will not prerender under Playwright (tests/e2e/speculation-rules.spec.ts prerenders
    // for real): the page is told it is prerendered until the test shows it.
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, "prerendering", { configurable: true, get: () => prerendering });
      (window as Window & { show?: () => void }).show = () => {
        prerendering = false;
        document.dispatchEvent(new Event("prerenderingchange"));
      };
    });
    await page.goto(pathFor("bookCall", lang), { waitUntil: "load" });
    // Loaded, and the page's own paint observer told of the first paint (it observed before this
    // one): a page that was not prerendered would have its scheduler by now.
    await page.evaluate(() => new Promise((resolve) => new PerformanceObserver((_, observer) => resolve(observer.disconnect())).observe({ type: "paint", buffered: true })));
    await expect(page.locator(SCRIPT)).toHaveCount(0);
    await page.evaluate(() => (window as Window & { show?: () => void }).show!());
    await expect(page.locator(SCRIPT)).toHaveCount(1);
  });

  test(`booking page: the widget area, privacy note, and the failure at once when the script cannot load (${lang})`, async ({ page }) => {
    await page.goto(pathFor("bookCall", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.subtitle)).toBeVisible();
    await expect(page.locator("[data-booking-privacy]").getByRole("link", { name: t.privacyLink })).toHaveAttribute(
      "href",
      pathFor("privacy", lang),
    );

    const fallback = page.locator("[data-booking-fallback]");
    // The request is aborted (beforeEach): the failure shows as soon as the script errs, long before the timeout.
    await expect(fallback.getByRole("heading", { name: t.fallbackTitle })).toBeVisible({ timeout: CALENDAR_TIMEOUT_MS / 2 });
    await expect(fallback.getByRole("heading", { name: t.loadingTitle })).toBeHidden();
    await expect(fallback.getByText(t.fallbackText, { exact: true })).toBeVisible();
    await expectWaysToBook(fallback, t);
    // The widget's space stays reserved, so the fallback causes no layout shift.
    const box = await fallback.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(700);
  });

  test(`booking calendar held back 3 s: loading, with the other ways to book, then the calendar (${lang})`, async ({ page }) => {
    await page.unroute((url) => url.hostname !== "localhost");
    let requested = 0;
    await page.route("https://assets.calendly.com/**", async (route) => {
      requested = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.fulfill(standInScript);
    });
    await page.route((url) => url.hostname !== "localhost" && url.hostname !== "assets.calendly.com", (route) => route.abort());
    await page.goto(pathFor("bookCall", lang));
    const fallback = page.locator("[data-booking-fallback]");
    await expect(fallback.getByRole("heading", { name: t.loadingTitle })).toBeVisible();
    await expect(fallback.getByText(t.loadingText, { exact: true })).toBeVisible();
    await expect(fallback.getByRole("heading", { name: t.fallbackTitle })).toBeHidden();
    await expectWaysToBook(fallback, t);
    await expect.poll(() => requested).toBeGreaterThan(0);
    // Still loading, not failed, a second into the script's three.
    await page.waitForTimeout(Math.max(0, requested + 1_000 - Date.now()));
    await expect(fallback.getByRole("heading", { name: t.loadingTitle })).toBeVisible();
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveCount(1, { timeout: 5_000 });
    await expect(fallback).toBeHidden();
  });

  test(`booking script that never builds the calendar: loading, then the failure after the timeout (${lang})`, async ({ page }) => {
    await page.clock.install();
    await page.unroute((url) => url.hostname !== "localhost");
    await page.route("https://assets.calendly.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: "/* builds nothing */" }));
    await page.route((url) => url.hostname !== "localhost" && url.hostname !== "assets.calendly.com", (route) => route.abort());
    await page.goto(pathFor("bookCall", lang));
    await expect(page.locator(SCRIPT)).toHaveCount(1);
    const fallback = page.locator("[data-booking-fallback]");
    await page.clock.runFor(CALENDAR_TIMEOUT_MS - 1_000);
    await expect(fallback.getByRole("heading", { name: t.loadingTitle })).toBeVisible();
    await expect(fallback.getByRole("heading", { name: t.fallbackTitle })).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(fallback.getByRole("heading", { name: t.fallbackTitle })).toBeVisible();
    await expect(fallback.getByRole("heading", { name: t.loadingTitle })).toBeHidden();
    await expectWaysToBook(fallback, t);
  });

  test(`widget container reserves its height before the script answers (${lang})`, async ({ page }) => {
    // Hold the script so that the widget stays in its loading state.
    await page.unroute((url) => url.hostname !== "localhost");
    await page.route("https://assets.calendly.com/**", () => {});
    await page.route((url) => url.hostname !== "localhost" && url.hostname !== "assets.calendly.com", (route) => route.abort());
    // Requested once the page has loaded, the script never answers.
    await page.goto(pathFor("bookCall", lang));
    await expect(page.locator(SCRIPT)).toHaveCount(1);
    const widget = page.locator(".calendly-inline-widget");
    await expect(widget).toHaveAttribute("data-url", /^https:\/\//);
    const box = await widget.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(700);
    // Until the calendar is there, the visitor can book another way.
    await expect(page.locator("[data-booking-fallback]").getByRole("link", { name: t.fallbackBooking })).toBeVisible();
  });

  test(`booking widget is filled and no fallback is shown when the script loads (${lang})`, async ({ page }) => {
    await standInBookingScript(page);
    await page.goto(pathFor("bookCall", lang));
    const widget = page.locator(".calendly-inline-widget");
    await expect(widget.locator("iframe")).toHaveCount(1);
    await expect(widget.locator("iframe")).toHaveAttribute("data-url", (await widget.getAttribute("data-url"))!);
    await expect(page.locator("[data-booking-fallback]")).toBeHidden();
  });
}

/** The direct booking link, e-mail and phone, beside whatever the widget says. */
async function expectWaysToBook(fallback: Locator, t: (typeof bookingCopy)["en"]) {
  await expect(fallback.getByRole("link", { name: t.fallbackBooking })).toHaveAttribute("href", /^https:\/\//);
  await expect(fallback.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
}
