import { expect, test } from "../test";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import { jobsCopy } from "@/content/pages/jobs";
import { positions } from "@/content/positions";
import { applyHref, isOpenOn } from "@/lib/open-positions";
import { today } from "@/lib/clock";
import { formatDate } from "@/lib/format";
import { payText, positionHref } from "@/site/positions-as-shown";
import { ownClientIp, pdf, uniqueEmail } from "../forms-support";
import { jsonLdBlocks, languages, pathFor, positionNumbered } from "../support";

// Positions with dates in every script state (docs/decisions/046-positions-close-at-request-time.md):
// the end-to-end build has the three real positions (open until filled) and two fixtures
// (tests/fixtures/content/positions): ?job=90 closed on 2025-06-30, ?job=91 open until 2099-12-31
// with its pay range. That a position closes at the end of its day, on the same build, is
// tests/integration/positions-closing.test.ts (a clock the test sets).

test.beforeEach(({ page }) => ownClientIp(page));

const open = positions().filter((p) => isOpenOn(p, today()));
const closed = positionNumbered(90);
const paid = positionNumbered(91);
type Node = Record<string, unknown>;

for (const lang of languages) {
  const t = jobsCopy[lang];

  test(`the jobs page lists the open positions only, with the day posted and the pay when set, each linked to its page (${lang})`, async ({ page }) => {
    await page.goto(pathFor("jobs", lang));
    const cards = page.locator("[data-job]");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(open.map((p) => hyphenate(p[lang].title)));
    await expect(page.getByText(closed[lang].title)).toHaveCount(0);
    await expect(page.locator(`a[href="${applyHref(lang, closed.job)}"]`)).toHaveCount(0);
    await expect(page.locator(`a[href="${positionHref(closed, lang)}"]`)).toHaveCount(0);
    for (const [index, position] of open.entries()) {
      const card = cards.nth(index);
      await expect(card.locator("[data-fact=posted]")).toHaveText(`${t.posted}: ${formatDate(position.posted, lang)}`);
      await expect(card.locator("[data-position-link]")).toHaveAttribute("href", positionHref(position, lang));
      await expect(card.getByRole("link", { name: `${t.readAd}: ${position[lang].title}` })).toHaveAttribute("href", positionHref(position, lang));
      await expect(card.locator("[data-apply-link]")).toHaveAttribute("href", applyHref(lang, position.job));
    }
    const paidCard = cards.filter({ hasText: paid[lang].title });
    await expect(paidCard.locator("[data-fact=pay]")).toHaveText(`${t.pay}: ${payText(paid, lang)}`);
    await expect(paidCard.locator("[data-fact=closes]")).toHaveText(`${t.closes}: ${formatDate("2099-12-31", lang)}`);
    // Open until filled, its pay not set: only the day posted is shown.
    await expect(cards.filter({ hasText: positionNumbered(0)[lang].title }).locator("[data-fact]")).toHaveText([`${t.posted}: ${formatDate("2026-11-26", lang)}`]);

    // The postings are on the positions' own pages (docs/decisions/063-a-page-for-each-position.md), not on the list.
    const types = (await jsonLdBlocks(page)).flatMap((doc) => (doc as { "@graph"?: Node[] })["@graph"] ?? []).map((node) => node["@type"]);
    expect(types).not.toContain("JobPosting");

    // A visitor follows a title to the position's page.
    await cards.filter({ hasText: paid[lang].title }).locator("[data-position-link]").click();
    await expect(page).toHaveURL((url) => url.pathname === positionHref(paid, lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hyphenate(paid[lang].title));
  });

  test(`a closed position's apply page answers 410, says so, and leads to the open ones (${lang})`, async ({ page }) => {
    const response = await page.goto(applyHref(lang, closed.job));
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.closed.title);
    await expect(page.getByText(t.closed.text(closed[lang].title))).toBeVisible();
    await expect(page.locator("form[data-form=apply]")).toHaveCount(0);
    const links = page.locator("[data-position-closed]").getByRole("listitem").getByRole("link");
    await expect(links).toHaveText(open.map((p) => hyphenate(p[lang].title)));
    await links.first().click();
    await expect(page).toHaveURL((url) => url.search === `?job=${open[0]!.job}`);
    await expect(page.locator("[name=position]")).toHaveValue(open[0]!.id);
  });

  test(`an application for a position that has closed is refused, and nothing typed is lost (${lang})`, async ({ page }) => {
    const a = formText[lang].apply;
    await page.goto(applyHref(lang, 0));
    // The form of a page loaded before the position closed, sent after: its hidden field names the closed position.
    await page.locator("[name=position]").evaluate((input: HTMLInputElement, id) => (input.value = id), closed.id);
    const form = page.locator("form[data-form=apply]");
    const email = uniqueEmail(`closed-${lang}`);
    await form.getByLabel(a.name, { exact: true }).fill("Myöhäinen Hakija");
    await form.getByLabel(a.email, { exact: true }).fill(email);
    await form.getByLabel(a.phone, { exact: true }).fill("040 1234567");
    await form.getByLabel(a.coverLetter, { exact: true }).fill("Hain liian myöhään.");
    await form.getByLabel(a.cv, { exact: true }).setInputFiles(pdf());
    await form.getByRole("button", { name: a.submit }).click();
    const alert = page.locator("#apply-notice").getByRole("alert");
    await expect(alert).toContainText(formText[lang].messages.positionClosed);
    await expect(form.getByLabel(a.name, { exact: true })).toHaveValue("Myöhäinen Hakija");
    await expect(form.getByLabel(a.coverLetter, { exact: true })).toHaveValue("Hain liian myöhään.");
    await expect(page.locator("#apply-notice").getByRole("status")).not.toContainText(a.successTitle);
  });
}
