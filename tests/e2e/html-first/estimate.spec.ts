import { estimateCopy } from "@/content/estimate-copy";
import { formText } from "@/content/forms";
import { prices } from "@/content/prices";
import { breakEvenMinutes, firstYear, meteredMonth, ownCost } from "@/lib/estimate";
import { formatMoney, formatNumber } from "@/lib/format";
import { HOLD_MAX_MS } from "@/src/directives/interact";
import { languages, pathFor, type Lang } from "../support";
import { expect, FRAMEWORK_SCRIPTS, test, type Page, type ScriptState } from "../test";

// A service page's estimate in every script state (docs/decisions/064-estimate-from-the-site-prices.md):
// the visitor types figures and sees each package's cost worked out from content/prices.ts, in an
// address they can share; a bad figure is named and kept; "book a call about this estimate"
// prefills the contact message. Without JavaScript (and before hydration) the form is answered
// by the server; with it, the figures update as they are typed and the address keeps in step.

const phone = prices.phoneReceptionist;
const [starter, professional] = [phone.packages[0].price, phone.packages[1].price];
const chat = prices.chatAssistant;

const estimate = (page: Page) => page.locator("section#estimate");
const field = (page: Page, label: string) => estimate(page).getByLabel(label);
const row = (page: Page, id: string) => estimate(page).locator(`tr[data-package=${id}]`);

/** Enters the figures as the visitor does: typed in, then the Calculate button where the server must answer. */
async function enter(page: Page, lang: Lang, scripts: ScriptState, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures)) await field(page, label).fill(value);
  if (scripts === "on") {
    await expect(page.locator("astro-island:has(#estimate-title)")).toHaveAttribute("data-hydrated", "");
    return;
  }
  await estimate(page).getByRole("button", { name: estimateCopy[lang].calculate }).click();
  await page.waitForURL((url) => url.hash === "#estimate" && url.search.length > 0, { timeout: HOLD_MAX_MS + 5_000 });
}

for (const lang of languages) {
  const t = estimateCopy[lang];
  const money = (amount: number) => formatMoney(amount, lang);

  test(`phone receptionist (${lang}): each package's month for the minutes typed, the visitor's own figure beside them`, async ({ page, scripts }) => {
    test.setTimeout(30_000 + HOLD_MAX_MS);
    await page.goto(pathFor("phoneReceptionist", lang));
    await expect(estimate(page).getByText(formatNumber(Math.floor(breakEvenMinutes(starter, professional)!), lang))).toBeVisible();
    await enter(page, lang, scripts, { [t.minutes]: "800", [t.hourly]: "30" });
    await expect(row(page, "starter").locator("[data-total]")).toHaveText(money(meteredMonth(starter, 800)));
    await expect(row(page, "professional").locator("[data-total]")).toHaveText(money(meteredMonth(professional, 800)));
    await expect(estimate(page).locator("tr[data-own] [data-total]")).toHaveText(money(ownCost(800 / 60, 30)));
    await expect(estimate(page).locator("tr[data-own] th")).toContainText(t.ownFigure);
    // The address holds the figures: shareable.
    await expect(page).toHaveURL((url) => url.pathname === pathFor("phoneReceptionist", lang) && url.search === "?minutes=800&hourly=30" && url.hash === "#estimate");
  });

  test(`chat assistant (${lang}): the first year billed monthly and annually, the visitor's own figure beside them`, async ({ page, scripts }) => {
    test.setTimeout(30_000 + HOLD_MAX_MS);
    await page.goto(pathFor("chatAssistant", lang));
    const pro = chat.packages[1].price;
    const year = firstYear(pro, chat.onboardingFee);
    await expect(row(page, "professional").locator("[data-total]")).toHaveText([money(year.monthlyBilling), money(year.annualBilling)]);
    await enter(page, lang, scripts, { [t.hours]: "20", [t.hourly]: "40" });
    await expect(estimate(page).locator("tr[data-own] [data-total]")).toHaveText(money(ownCost(20 * 12, 40)));
    await expect(page).toHaveURL((url) => url.search === "?hours=20&hourly=40");
  });

  test(`a shared address shows its estimate (${lang})`, async ({ page }) => {
    await page.goto(`${pathFor("phoneReceptionist", lang)}?minutes=2500#estimate`);
    await expect(field(page, t.minutes)).toHaveValue("2500");
    await expect(row(page, "professional").locator("[data-total]")).toHaveText(money(meteredMonth(professional, 2500)));
    await expect(estimate(page)).toBeInViewport();
  });

  test(`a bad figure is named and kept (${lang})`, async ({ page, scripts }) => {
    test.setTimeout(30_000 + 2 * HOLD_MAX_MS);
    await page.goto(pathFor("phoneReceptionist", lang));
    await enter(page, lang, scripts, { [t.minutes]: "lots" });
    await expect(estimate(page).getByText(t.problems.notNumber)).toBeVisible();
    await expect(field(page, t.minutes)).toHaveValue("lots");
    await expect(field(page, t.minutes)).toHaveAttribute("aria-invalid", "true");
    await field(page, t.minutes).fill("-3");
    if (scripts !== "on") await estimate(page).getByRole("button", { name: t.calculate }).click();
    await expect(estimate(page).getByText(t.problems.negative)).toBeVisible({ timeout: HOLD_MAX_MS + 5_000 });
    await expect(estimate(page).locator("tr[data-package=starter]")).toHaveCount(0);
  });

  test(`"book a call about this estimate" prefills the contact message (${lang})`, async ({ page, scripts }) => {
    test.setTimeout(30_000 + HOLD_MAX_MS);
    await page.goto(pathFor("phoneReceptionist", lang));
    await enter(page, lang, scripts, { [t.minutes]: "1200" });
    await estimate(page).getByRole("link", { name: t.book }).click();
    await expect(page).toHaveURL((url) => url.search === "?minutes=1200&book=1" && url.hash === "#contact");
    const message = page.locator("footer#contact").getByLabel(formText[lang].contact.message);
    await expect(message).toHaveValue(new RegExp(money(meteredMonth(professional, 1200)).replace(/[.$]/g, "\\$&")));
    await expect(message).toHaveValue(new RegExp(formatNumber(1200, lang)));
  });
}

test.describe("script", () => {
  test.use({ interactAtOnce: false });

  for (const lang of languages) {
    test(`a reading visit of a service page loads none until the estimate is used (${lang})`, async ({ page, scripts }) => {
      test.skip(scripts !== "on", "with scripts held back or off, none loads anyway");
      const requested: string[] = [];
      page.on("request", (request) => void (FRAMEWORK_SCRIPTS.test(new URL(request.url()).pathname) && requested.push(request.url())));
      await page.goto(pathFor("phoneReceptionist", lang), { waitUntil: "load" });
      await estimate(page).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(requested).toEqual([]);
      await field(page, estimateCopy[lang].minutes).focus();
      await expect(page.locator("astro-island:has(#estimate-title)")).toHaveAttribute("data-hydrated", "");
      expect(requested.length).toBeGreaterThan(0);
    });
  }
});
