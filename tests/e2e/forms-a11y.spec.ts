import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { formText } from "@/content/forms";
import { pathFor, utilityRoutes } from "@/lib/routes";
import { ownClientIp } from "./forms-support";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.beforeEach(({ page }) => ownClientIp(page));

for (const lang of ["en", "fi"] as const) {
  const t = formText[lang];

  // The apply page has no contact form (its contact area links to one): that one is checked on another page.
  test(`forms with their error notices shown pass axe (${lang})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(pathFor("apply", lang));
    await page.locator("form[data-form=apply]").getByRole("button", { name: t.apply.submit }).click();
    await page.locator("form[data-form=newsletter]").getByRole("button", { name: t.newsletter.submit }).click();
    await expect(page.locator("#apply-notice").getByRole("alert")).toContainText(t.messages.nameRequired);
    await expect(page.locator("#newsletter-notice").getByRole("alert")).toContainText(t.messages.emailRequired);
    expect(await violations(page)).toEqual([]);

    await page.goto(pathFor("jobs", lang));
    await page.locator("form[data-form=contact]").getByRole("button", { name: t.contact.submit }).click();
    await expect(page.locator("#contact-notice").getByRole("alert")).toContainText(t.messages.firstNameRequired);
    expect(await violations(page)).toEqual([]);
  });

  test(`newsletter confirm and unsubscribe pages pass axe (${lang})`, async ({ page }) => {
    for (const path of [utilityRoutes.newsletterConfirm[lang], utilityRoutes.newsletterUnsubscribe[lang]]) {
      await page.goto(`${path}?token=not-a-real-token-0000000000`);
      await page.getByRole("button").filter({ hasText: lang === "fi" ? /Vahvista|Peru/ : /Confirm|Unsubscribe/ }).last().click();
      await expect(page.locator("[id^=newsletter-] [role=alert]").first()).not.toBeEmpty();
      expect(await violations(page)).toEqual([]);
    }
  });
}
