import { expect, test } from "./test";
import { pathFor } from "@/lib/routes";

const opacity = (locator: import("@playwright/test").Locator) => locator.evaluate((el) => getComputedStyle(el).opacity);

for (const lang of ["en", "fi"] as const) {
  const path = pathFor("chatAssistant", lang);

  test(`${path}: a section below the fold fades in when scrolled into view`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    const last = page.locator("[data-reveal]").last();
    // Hidden only once the script runs, while it waits below the fold.
    await expect.poll(() => opacity(last)).toBe("0");
    await expect(last).not.toHaveAttribute("data-revealed");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-revealed", "");
    await expect.poll(() => opacity(last), { timeout: 3_000 }).toBe("1");
  });

  test(`${path}: sections on screen at load are never hidden`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.goto(path);
    const first = page.locator("[data-reveal]").first();
    await expect(first).toHaveAttribute("data-revealed", "");
    expect(await opacity(first)).toBe("1");
  });
}

test("with reduced motion nothing is hidden or animated", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(pathFor("chatAssistant", "en"));
  await page.waitForLoadState("load");
  for (const section of await page.locator("[data-reveal]").all()) expect(await opacity(section)).toBe("1");
});
