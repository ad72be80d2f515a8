import { bookingCopy } from "@/content/pages/booking";
import { homeCopy } from "@/content/pages/home";
import { serviceUi } from "@/content/services/ui";
import { voiceCopy } from "@/content/voice";
import { HOLD_MAX_MS } from "@/src/directives/interact";
import { e2eEnv } from "../env";
import { pathFor, standInBookingScript } from "../support";
import { expect, test, type Page } from "../test";

// The widgets in every script state (tests/e2e/test.ts): JavaScript off, held back (the islands'
// scripts never arrive; the directive's inline script still runs) and on. Where a widget cannot work without
// a script, a working alternative shows. A click made before hydration is not lost.
const langs = ["en", "fi"] as const;
const PLAYER = "https://www.youtube-nocookie.com/embed/";
/** How long the islands' directive holds a click before it gives up on the island's script. */
const GATE_WAIT_MS = HOLD_MAX_MS;

test.beforeEach(async ({ page }) => {
  // No internet here: the outside world answers nothing, except the stand-ins a test sets up.
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
});

async function standInPlayer(page: Page) {
  await page.route(`${PLAYER}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title><p>stand-in player</p>" }));
}

for (const lang of langs) {
  const video = homeCopy[lang].hero.video;
  const videoId = lang === "fi" ? e2eEnv.HERO_VIDEO_ID_FI : e2eEnv.HERO_VIDEO_ID_EN;

  test(`video facade (${lang}): a click plays the privacy-enhanced player`, async ({ page, scripts }) => {
    test.setTimeout(30_000 + GATE_WAIT_MS);
    await standInPlayer(page);
    await page.goto(pathFor("home", lang));
    const play = page.getByRole("link", { name: video.play });
    await expect(play).toHaveAttribute("href", `${PLAYER}${videoId}?autoplay=1&rel=0`);
    await play.click();
    if (scripts === "on") {
      // In place, and the page stays.
      await expect(page.locator("iframe")).toHaveAttribute("src", `${PLAYER}${videoId}?autoplay=1&rel=0`);
      await expect(page.locator("iframe")).toHaveAttribute("title", video.title);
      await expect(page).toHaveURL(pathFor("home", lang));
    } else {
      // Without the framework the link does what links do (held back: once the gate stops waiting).
      await expect(page).toHaveURL(`${PLAYER}${videoId}?autoplay=1&rel=0`, { timeout: GATE_WAIT_MS + 5_000 });
    }
  });

  const booking = bookingCopy[lang];
  test(`booking widget (${lang}): the fallback shows until the calendar is there`, async ({ page, scripts }) => {
    // The vendor's script is on its way (never answered) until the stand-in below serves it.
    await page.route("https://assets.calendly.com/**", () => {});
    await page.goto(pathFor("bookCall", lang));
    const fallback = page.locator("[data-booking-fallback]");
    // What it says is true in each state: the calendar needs JavaScript, or it is loading.
    await expect(fallback.getByRole("heading", { name: scripts === "off" ? booking.noScriptTitle : booking.loadingTitle })).toBeVisible();
    await expect(fallback.getByRole("link", { name: booking.fallbackBooking })).toBeVisible();
    await expect(fallback.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
    expect((await fallback.boundingBox())?.height).toBeGreaterThanOrEqual(700);
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveCount(0);
    const vendorScript = page.locator(".calendly-inline-widget + script + script#calendly-widget-script[async]");
    if (scripts === "off") {
      await expect(vendorScript).toHaveCount(0);
      return;
    }
    // Added by the page's own HTML once it has loaded: it waits for neither the framework nor an interaction.
    await expect(vendorScript).toHaveCount(1);

    await standInBookingScript(page);
    await page.reload();
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveAttribute("data-url", /^https:\/\//);
    await expect(fallback).toBeHidden();
  });

  const voice = voiceCopy[lang];
  test(`voice launcher (${lang}): a click loads the agent, or a contact link stands in`, async ({ page, scripts }) => {
    test.setTimeout(30_000 + GATE_WAIT_MS);
    await page.goto(pathFor("about", lang));
    const label = page.getByRole("button", { name: voice.label });
    // Its name starts like the header's Contact link ('Ota yhteyttä'): found by its mark, checked by its text.
    const alternative = page.locator("a[data-voice-alternative]");
    if (scripts === "off") {
      await expect(label).toBeHidden();
      await expect(alternative).toBeVisible();
      await expect(alternative).toContainText(voice.alternative);
      await alternative.click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator("footer#contact")).toBeInViewport();
      return;
    }
    await expect(label).toBeVisible();
    await expect(alternative).toBeHidden();
    await label.click();
    if (scripts === "on") {
      await expect(page.locator("script#elevenlabs-convai-script")).toHaveCount(1);
      await expect(page.locator("elevenlabs-convai")).toHaveAttribute("agent-id", e2eEnv.VOICE_AGENT_ID!);
    } else {
      await expect(label).toHaveAttribute("aria-busy", "true");
      await expect(alternative).toBeVisible({ timeout: GATE_WAIT_MS + 5_000 });
      await expect(label).toBeHidden();
    }
  });

  test(`pricing switch (${lang}): monthly and annual prices from the radios`, async ({ page }) => {
    await page.goto(pathFor("chatAssistant", lang));
    const pricing = page.getByTestId("pricing");
    const banner = page.getByTestId("annual-banner");
    await expect(pricing.getByRole("radio", { name: serviceUi[lang].monthly, exact: true })).toBeChecked();
    await expect(banner).toBeHidden();
    await expect(pricing.getByTestId("price-annual").first()).toBeHidden();
    await pricing.getByRole("radio", { name: serviceUi[lang].annually, exact: true }).click();
    await expect(banner).toBeVisible();
    await expect(pricing.getByTestId("price-annual").first()).toBeVisible();
    await expect(pricing.getByTestId("price-monthly").first()).toBeHidden();
    await pricing.getByRole("radio", { name: serviceUi[lang].monthly, exact: true }).click();
    await expect(banner).toBeHidden();
  });

  test(`FAQ (${lang}): one answer open at a time`, async ({ page }) => {
    await page.goto(pathFor("home", lang));
    const items = page.locator('[data-faq="home-faq"] details');
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0).locator("p")).toBeVisible();
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1).locator("p")).toBeVisible();
    await expect(items.nth(0).locator("p")).toBeHidden();
    await items.nth(1).locator("summary").click();
    await expect(page.locator('[data-faq="home-faq"] details[open]')).toHaveCount(0);
  });
}

test.describe("scroll reveal, in CSS", () => {
  const path = pathFor("chatAssistant", "en");
  const opacity = (page: Page, nth: "first" | "last") =>
    page.locator("[data-reveal]")[nth]().evaluate((el) => Number(getComputedStyle(el).opacity));

  test("a section below the fold fades in as it is scrolled into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    expect(await opacity(page, "last")).toBeLessThan(0.05);
    await page.locator("[data-reveal]").last().evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect.poll(() => opacity(page, "last")).toBe(1);
  });

  test("sections on screen at load are never hidden", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.goto(path);
    expect(await opacity(page, "first")).toBe(1);
  });

  test("with reduced motion nothing is hidden or moved", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    for (const section of await page.locator("[data-reveal]").all()) {
      expect(await section.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform])).toEqual(["1", "none"]);
    }
  });
});

test.describe("before hydration", () => {
  test.use({ interactAtOnce: false });

  test("a click on the video before hydration is replayed once the page is hydrated", async ({ page, scripts }) => {
    test.skip(scripts !== "on", "needs the framework to arrive");
    await standInPlayer(page);
    await page.goto(pathFor("home", "en"), { waitUntil: "load" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    // The click is the first interaction: it starts the framework and waits for it.
    await page.getByRole("link", { name: homeCopy.en.hero.video.play }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", new RegExp(`^${PLAYER}`));
    await expect(page).toHaveURL(pathFor("home", "en"));
  });

  test("a click on the voice label before hydration is replayed once the page is hydrated", async ({ page, scripts }) => {
    test.skip(scripts !== "on", "needs the framework to arrive");
    await page.goto(pathFor("home", "fi"), { waitUntil: "load" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.getByRole("button", { name: voiceCopy.fi.label }).click();
    await expect(page.locator("script#elevenlabs-convai-script")).toHaveCount(1);
  });
});
