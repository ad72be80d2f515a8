import { expect, scrollSettled, test, type Page } from "../test";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import { positions } from "@/content/positions";
import { pathFor } from "@/lib/routes";
import { ownClientIp, pdf, uniqueEmail } from "../forms-support";
import { positionNumbered } from "../support";

// The forms and the apply page's position in every script state (tests/e2e/test.ts): JavaScript
// off, framework scripts held back (the moments before hydration), and on.

const langs = ["en", "fi"] as const;
const mobile = { width: 390, height: 844 };

test.beforeEach(({ page }) => ownClientIp(page));

/** The answer box of a form holds the focus and is on screen. */
async function expectAnswerShown(page: Page, id: string) {
  await expect(page.locator(`#${id}`)).toBeFocused();
  await expect(page.locator(`#${id} [data-tone]`)).toBeInViewport();
}

for (const lang of langs) {
  const t = formText[lang];
  const a = t.apply;
  const other = lang === "fi" ? "en" : "fi";
  const applyPath = pathFor("apply", lang);

  test.describe(`apply deep links (${lang})`, () => {
    for (const [query, index] of [["?job=0", 0], ["?job=1", 1], ["?job=2", 2], ["?job=7", 0], ["", 0]] as const) {
      const { id, [lang]: text, [other]: otherText } = positionNumbered(index);
      test(`${applyPath}${query} names ${id} in its HTML, and its language links keep it`, async ({ page }) => {
        const response = await page.goto(applyPath + query);
        // The HTML the server sent, before any script could change it.
        const html = await response!.text();
        expect(html).toContain(`data-position="${id}"`);
        expect(html).toMatch(new RegExp(`<h2[^>]*>${hyphenate(text.title)}</h2>`));
        for (const wrong of positions().filter((p) => p.id !== id)) expect(html).not.toContain(`data-position="${wrong.id}"`);

        await expect(page).toHaveURL((url) => url.pathname === applyPath && url.search === query);
        const card = page.locator("[data-position]");
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(hyphenate(text.title));
        await expect(card.locator("input[type=hidden][name=position]")).toHaveValue(id);
        await expect(page.locator("form[data-form=apply] [name=position]")).toHaveCount(1);

        const counterpart = `${pathFor("apply", other)}?job=${index}`;
        const links = page.locator(`header a[hreflang=${other}]`);
        await expect(links.first()).toBeAttached();
        for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))) expect(href).toBe(counterpart);
        await page.goto(counterpart);
        await expect(page.locator("[data-position]").getByRole("heading", { level: 2 })).toHaveText(hyphenate(otherText.title));
      });
    }

    test("the card links to the other positions' forms", async ({ page }) => {
      const target = positionNumbered(2);
      await page.goto(`${applyPath}?job=1`);
      await page.locator("[data-position]").getByRole("link", { name: target[lang].title }).click();
      await expect(page).toHaveURL((url) => url.pathname === applyPath && url.search === "?job=2");
      await expect(page.locator("[data-position]").getByRole("heading", { level: 2 })).toHaveText(hyphenate(target[lang].title));
      await expect(page.locator("[name=position]")).toHaveValue(target.id);
    });
  });

  test.describe(`the CV control (${lang})`, () => {
    test("speaks the page's language and shows that a file is chosen", async ({ page, scripts }) => {
      await page.goto(applyPath);
      const control = page.locator("[data-cv-file]");
      await expect(control).toHaveText(a.noFileChosen, { useInnerText: true });
      await expect(page.locator("form[data-form=apply]").getByText(a.chooseFile, { exact: true })).toBeVisible();
      await page.getByLabel(a.cv, { exact: true }).setInputFiles(pdf("oma-cv.pdf"));
      // With JavaScript the file's name and size; without it, CSS says a file is chosen.
      const shown = scripts === "on" ? `oma-cv.pdf (1${"\u00a0"}${lang === "fi" ? "kt" : "kB"})` : a.fileChosen;
      await expect(control).toHaveText(shown, { useInnerText: true });
    });
  });

  test.describe(`application answers (${lang})`, () => {
    test.use({ viewport: mobile });

    test("an error: the summary at the top, focused and on screen, links to the field; values kept", async ({ page }) => {
      await page.goto(`${applyPath}?job=2`);
      const form = page.locator("form[data-form=apply]");
      const email = uniqueEmail(`apply-summary-${lang}`);
      // Spaces pass the browser's own required check, not the site's.
      await form.getByLabel(a.name, { exact: true }).fill("   ");
      await form.getByLabel(a.email, { exact: true }).fill(email);
      await form.getByLabel(a.phone, { exact: true }).fill("040 1234567");
      await form.getByLabel(a.coverLetter, { exact: true }).fill("Haluan töihin.");
      await form.getByLabel(a.cv, { exact: true }).setInputFiles(pdf());
      await form.getByRole("button", { name: a.submit }).click();

      const summary = page.locator("#apply-notice").getByRole("alert");
      await expect(summary.getByRole("heading", { level: 2 })).toHaveText(a.errorTitle);
      await expectAnswerShown(page, "apply-notice");
      await expect(form.getByLabel(a.email, { exact: true })).toHaveValue(email);
      await expect(form.getByLabel(a.coverLetter, { exact: true })).toHaveValue("Haluan töihin.");
      await expect(page.locator("[name=position]")).toHaveValue(positionNumbered(2).id);
      const name = form.getByLabel(a.name, { exact: true });
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(t.messages.nameRequired);

      await summary.getByRole("link", { name: t.messages.nameRequired }).click();
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      await expect(form.getByText(a.name, { exact: true })).toBeInViewport();
    });

    test("success: the thanks at the top, focused and on screen, the form cleared", async ({ page, scripts }) => {
      await page.goto(`${applyPath}?job=1`);
      const form = page.locator("form[data-form=apply]");
      const email = uniqueEmail(`apply-success-${lang}`);
      await form.getByLabel(a.name, { exact: true }).fill(`Kolme Tilaa ${email}`);
      await form.getByLabel(a.email, { exact: true }).fill(email);
      await form.getByLabel(a.phone, { exact: true }).fill("040 7654321");
      await form.getByLabel(a.coverLetter, { exact: true }).fill("Soitan mielelläni.");
      await form.getByLabel(a.cv, { exact: true }).setInputFiles(pdf());
      await form.getByRole("button", { name: a.submit }).click();

      const status = page.locator("#apply-notice").getByRole("status");
      await expect(status).toContainText(a.successTitle);
      await expect(status).toContainText(a.successDescription);
      await expectAnswerShown(page, "apply-notice");
      await expect(form.getByLabel(a.name, { exact: true })).toHaveValue("");
      await expect(page.locator("[data-cv-file]")).toHaveText(a.noFileChosen, { useInnerText: true });
      // With scripts held back nothing takes the visitor on; otherwise the jobs list after 2 seconds.
      if (scripts !== "held-back") await page.waitForURL(pathFor("jobs", lang), { timeout: 6_000 });
    });
  });

  test.describe(`footer form answers (${lang})`, () => {
    test.use({ viewport: mobile });

    test("contact: an error summary focused and on screen, values kept; then the thanks", async ({ page, scripts }) => {
      const c = t.contact;
      await page.goto(pathFor("about", lang));
      const form = page.locator("form[data-form=contact]");
      const field = (label: string) => form.getByLabel(label, { exact: true });
      const email = uniqueEmail(`contact-summary-${lang}`);
      await field(c.firstName).fill("Pekka");
      await field(c.lastName).fill("  ");
      await field(c.email).fill(email);
      await field(c.subject).fill("Kysymys");
      await field(c.message).fill("Mitä chat-assistentti maksaa?");
      await form.getByRole("button", { name: c.submit }).click();

      const summary = page.locator("#contact-notice").getByRole("alert");
      await expect(summary.getByRole("heading", { level: 3 })).toHaveText(c.errorTitle);
      await expect(summary.getByRole("link", { name: t.messages.lastNameRequired })).toHaveAttribute("href", "#contact-lastName");
      await expectAnswerShown(page, "contact-notice");
      if (scripts !== "on") expect(new URL(page.url()).hash).toBe("#contact-notice");
      await expect(field(c.firstName)).toHaveValue("Pekka");
      await expect(field(c.message)).toHaveValue("Mitä chat-assistentti maksaa?");
      await expect(field(c.lastName)).toHaveAccessibleDescription(t.messages.lastNameRequired);

      await field(c.lastName).fill("Virtanen");
      await form.getByRole("button", { name: c.submit }).click();
      await expect(page.locator("#contact-notice").getByRole("status")).toContainText(c.successTitle);
      await expectAnswerShown(page, "contact-notice");
      await expect(field(c.firstName)).toHaveValue("");
    });

    test("newsletter: an error summary focused and on screen, value kept; then the thanks", async ({ page }) => {
      const n = t.newsletter;
      await page.goto(pathFor("privacy", lang));
      const form = page.locator("form[data-form=newsletter]");
      const field = form.getByLabel(n.label);
      // The browser checks the same grammar as the site, so only an address longer than the site
      // takes reaches the server without JavaScript: maxlength limits typing, not a value a script
      // (or a paste in an older browser) puts there.
      const long = `${"a".repeat(250)}@example.com`;
      await field.evaluate((input: HTMLInputElement, value) => (input.value = value), long);
      await form.getByRole("button", { name: n.submit }).click();
      const summary = page.locator("#newsletter-notice").getByRole("alert");
      await expect(summary.getByRole("heading", { level: 3 })).toHaveText(n.errorTitle);
      await expect(summary.getByRole("link", { name: t.messages.tooLong })).toHaveAttribute("href", "#newsletter-email");
      await expectAnswerShown(page, "newsletter-notice");
      await expect(field).toHaveValue(long);

      await field.fill(uniqueEmail(`news-summary-${lang}`));
      await form.getByRole("button", { name: n.submit }).click();
      await expect(page.locator("#newsletter-notice").getByRole("status")).toContainText(n.successTitle);
      await expectAnswerShown(page, "newsletter-notice");
      await expect(field).toHaveValue("");
    });
  });

  for (const viewport of [{ width: 1366, height: 900 }, mobile]) {
    test(`'Back to jobs' lands at the top of the jobs page (${lang}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${applyPath}?job=1`);
      await page.getByRole("link", { name: a.backToJobs }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("jobs", lang));
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      // A cut-short scroll lands where it would.
      await scrollSettled(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
}

test("the jobs page and the application form have one address each: nothing below them is a page", async ({ request }) => {
  for (const path of ["/fi/hae-tyopaikkaa/2", "/fi/hae-tyopaikkaa/2/0-1-2", "/jobs/0-1-2", "/apply/3", "/apply/3/0-1-2", "/jobs/7-8"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});
