import { expect, test } from "./test";
import { aboutCopy } from "@/content/pages/about";
import { bookingCopy } from "@/content/pages/booking";
import { homeCopy } from "@/content/pages/home";
import { jobsCopy } from "@/content/pages/jobs";
import { privacyCopy } from "@/content/pages/privacy";
import { pathFor, type Screen } from "@/lib/routes";

test.use({ javaScriptEnabled: false });

const langs = ["en", "fi"] as const;

for (const lang of langs) {
  const pages: { screen: Screen; h1: string; text: string }[] = [
    { screen: "home", h1: homeCopy[lang].hero.title, text: homeCopy[lang].manifesto.paragraphs[0]! },
    { screen: "about", h1: aboutCopy[lang].title, text: aboutCopy[lang].mission.paragraphs[0]! },
    { screen: "jobs", h1: jobsCopy[lang].title, text: jobsCopy[lang].how[2]! },
    { screen: "bookCall", h1: bookingCopy[lang].title, text: bookingCopy[lang].privacyNote },
    { screen: "privacy", h1: privacyCopy[lang].title, text: privacyCopy[lang].intro },
  ];

  for (const { screen, h1, text } of pages) {
    test(`${pathFor(screen, lang)} is readable without JavaScript`, async ({ page }) => {
      await page.goto(pathFor(screen, lang));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByText(text).first()).toBeVisible();
      // Scroll-reveal content is never hidden without JavaScript: the reveal follows the scroll
      // (CSS), and a section scrolled to the top of the screen is past it.
      for (const section of await page.locator("[data-reveal]").all()) {
        await section.evaluate((el) => el.scrollIntoView({ block: "start" }));
        await expect(section).toBeVisible();
        // The scroll timeline catches up on the next frame.
        await expect.poll(() => section.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      }
    });
  }

  test(`home FAQ and video poster work without JavaScript (${lang})`, async ({ page }) => {
    await page.goto(pathFor("home", lang));
    await expect(page.locator("[data-video-facade] img")).toBeVisible();
    const items = page.locator('[data-faq="home-faq"] details');
    await expect(items).toHaveCount(6);
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2).getByText(homeCopy[lang].faq.items[2]!.answer)).toBeVisible();
  });

  test(`booking widget without JavaScript says the calendar needs it, not "loading" (${lang})`, async ({ page }) => {
    const t = bookingCopy[lang];
    await page.goto(pathFor("bookCall", lang));
    const fallback = page.locator("[data-booking-fallback]");
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole("heading", { name: t.noScriptTitle })).toBeVisible();
    await expect(fallback.getByText(t.noScriptText, { exact: true })).toBeVisible();
    await expect(fallback.getByRole("heading", { name: t.loadingTitle })).toBeHidden();
    await expect(fallback.getByRole("heading", { name: t.fallbackTitle })).toBeHidden();
    await expect(fallback.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
    await expect(fallback.locator('a[href^="https://"]')).toHaveText(bookingCopy[lang].fallbackBooking);
  });
}
