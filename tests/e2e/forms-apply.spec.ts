import { expect, test, type Page } from "./test";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import { pathFor } from "@/lib/routes";
import { mailContaining, ownClientIp, pdf, uniqueEmail } from "./forms-support";
import { positionNumbered } from "./support";

const langs = ["en", "fi"] as const;
/** Matches a text anywhere (a field's description is its hint, then its error message). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

function parts(page: Page, lang: (typeof langs)[number]) {
  const a = formText[lang].apply;
  const form = page.locator("form[data-form=apply]");
  return {
    form,
    field: (label: string) => form.getByLabel(label, { exact: true }),
    submit: () => form.getByRole("button", { name: a.submit }).click(),
    alert: page.locator("#apply-notice").getByRole("alert"),
    status: page.locator("#apply-notice").getByRole("status"),
  };
}

for (const lang of langs) {
  const t = formText[lang];
  const a = t.apply;
  const applyPath = pathFor("apply", lang);
  const jobsPath = pathFor("jobs", lang);

  test.describe(`job application (${lang}, with JavaScript)`, () => {
    test.beforeEach(({ page }) => ownClientIp(page));

    test("shows the position of ?job=, the first one for a bad value, and links back to the jobs", async ({ page }) => {
      await page.goto(`${applyPath}?job=2`);
      await expect(page.locator("[data-position]")).toContainText(hyphenate(positionNumbered(2)[lang].title));
      await page.goto(`${applyPath}?job=7`);
      await expect(page.locator("[data-position]")).toContainText(hyphenate(positionNumbered(0)[lang].title));
      await page.goto(applyPath);
      await expect(page.locator("[data-position]")).toContainText(hyphenate(positionNumbered(0)[lang].title));
      await page.getByRole("link", { name: a.backToJobs }).click();
      await expect(page).toHaveURL(jobsPath);
    });

    test("checks name, email, phone, cover letter and CV in that order, refuses a CV over 5MB on selection", async ({ page }) => {
      await page.goto(`${applyPath}?job=1`);
      const { field, submit, alert } = parts(page, lang);
      for (const label of [a.name, a.email, a.phone, a.coverLetter, a.cv]) await expect(field(label)).toHaveAttribute("required", "");
      await expect(field(a.email)).toHaveAttribute("type", "email");
      await expect(field(a.phone)).toHaveAttribute("type", "tel");

      const steps: [string, string | null, string][] = [
        [a.name, "Maija Meikäläinen", t.messages.nameRequired],
        [a.email, null, t.messages.emailRequired],
        [a.phone, "+358 40 123 4567", t.messages.phoneRequired],
        [a.coverLetter, "Myyn mielelläni tekoälyä.", t.messages.coverLetterRequired],
      ];
      for (const [label, value, message] of steps) {
        await submit();
        await expect(alert).toContainText(a.errorTitle);
        await expect(alert).toContainText(message);
        // The error summary takes focus; the field is marked and described by its message.
        await expect(page.locator("#apply-notice")).toBeFocused();
        await expect(field(label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(label)).toHaveAccessibleDescription(containing(message));
        if (value === null) {
          // A display name: type=email refuses it too, but the hydrated form runs the shared schema instead.
          await field(a.email).fill("Maija <maija@example.fi>");
          await submit();
          await expect(alert).toContainText(t.messages.emailInvalid);
          await field(a.email).fill(uniqueEmail("apply-order"));
        } else {
          await field(label).fill(value);
        }
      }
      await submit();
      await expect(alert).toContainText(t.messages.cvRequired);

      // Over 5 MB (5*1024*1024 bytes): refused when chosen, and not kept.
      const chooser = page.waitForEvent("filechooser");
      await field(a.cv).click();
      await (await chooser).setFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
      await expect(alert).toContainText(a.fileTooLargeTitle);
      await expect(alert).toContainText(t.messages.cvTooLarge);
      // Refused on selection: the message shows at the field too, and the focus stays there.
      await expect(field(a.cv)).toHaveAccessibleDescription(containing(t.messages.cvTooLarge));
      await expect(field(a.cv)).toBeFocused();
      expect(await field(a.cv).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    });

    test("sends, shows 'Submitting...', clears the form and goes to the jobs list after 2 seconds", async ({ page }) => {
      const email = uniqueEmail(`apply-${lang}`);
      await page.goto(`${applyPath}?job=2`);
      const { field, form, status } = parts(page, lang);
      await field(a.name).fill(`Testi Hakija ${email}`);
      await field(a.email).fill(email);
      await field(a.phone).fill("040 1234567");
      await field(a.coverLetter).fill("Olen kiinnostunut tehtävästä.");
      await field(a.cv).setInputFiles(pdf("hakija-cv.pdf"));
      // Hold the post for a moment to see the submitting state.
      await page.route(`**${applyPath}*`, async (route) => {
        if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await form.getByRole("button", { name: a.submit }).click();
      const busy = form.getByRole("button", { name: a.submitting });
      await expect(busy).toBeDisabled();
      await expect(status).toContainText(a.successTitle);
      await expect(status).toContainText(a.successDescription);
      const shownAt = Date.now();
      await expect(field(a.name)).toHaveValue("");
      expect(await field(a.cv).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
      await page.waitForURL(jobsPath, { timeout: 6_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1_500);

      const mail = await mailContaining(`Testi Hakija ${email}`);
      expect(mail).toContain("To: jobs@example.com");
      expect(mail).toContain(positionNumbered(2)[lang].title);
      expect(mail).toMatch(/Content-Disposition: attachment; filename=hakija-cv\.pdf/);
    });

    test("keeps everything and shows the error notice when the post fails", async ({ page }) => {
      await page.goto(applyPath);
      const { field, submit, alert } = parts(page, lang);
      await field(a.name).fill("Verkko Katkos");
      await field(a.email).fill(uniqueEmail("apply-fail"));
      await field(a.phone).fill("040 1");
      await field(a.coverLetter).fill("Tämä ei mene perille.");
      await field(a.cv).setInputFiles(pdf());
      await page.route(`**${applyPath}*`, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
      await submit();
      await expect(alert).toContainText(a.errorTitle);
      await expect(field(a.name)).toHaveValue("Verkko Katkos");
      await expect(field(a.coverLetter)).toHaveValue("Tämä ei mene perille.");
      expect(await field(a.cv).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
      await expect(form(page).getByRole("button", { name: a.submit })).toBeEnabled();
      await expect(page).toHaveURL(applyPath);
    });
  });

  test.describe(`job application (${lang}, without JavaScript)`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(({ page }) => ownClientIp(page));

    test("names the position of ?job=, answers checks from the server keeping the values, sends and goes to the jobs list", async ({ page }) => {
      const email = uniqueEmail(`apply-nojs-${lang}`);
      await page.goto(`${applyPath}?job=1`);
      const { field, submit, alert, status } = parts(page, lang);
      // The page of ?job=1 is prerendered with its position, sent by a hidden field.
      const position = page.locator("[name=position]");
      await expect(position).toHaveValue("cold-caller");

      // Spaces pass the browser's required check but not the server's. An e-mail address has one
      // grammar, the browser's own (docs/decisions/011-one-email-grammar.md): the server's check of
      // it is tested without a browser (tests/integration/forms-email.test.ts).
      await field(a.name).fill("   ");
      await field(a.email).fill(email);
      await field(a.phone).fill("  ");
      await field(a.coverLetter).fill("  ");
      const fake = { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("this is not a PDF") };
      const steps: [string, string, string][] = [
        [a.name, `Ei Skriptiä ${email}`, t.messages.nameRequired],
        [a.phone, "040 7654321", t.messages.phoneRequired],
        [a.coverLetter, "Haluan töihin.", t.messages.coverLetterRequired],
      ];
      for (const [label, value, message] of steps) {
        await field(a.cv).setInputFiles(fake);
        await submit();
        await expect(alert).toContainText(a.errorTitle);
        await expect(alert).toContainText(message);
        await expect(position).toHaveValue("cold-caller");
        await field(label).fill(value);
      }
      await field(a.cv).setInputFiles(fake);
      await submit();
      await expect(alert).toContainText(t.messages.cvType);
      await expect(field(a.name)).toHaveValue(`Ei Skriptiä ${email}`);
      await expect(field(a.coverLetter)).toHaveValue("Haluan töihin.");

      await field(a.cv).setInputFiles(pdf("nojs-cv.pdf"));
      await submit();
      await expect(status).toContainText(a.successTitle);
      await expect(field(a.name)).toHaveValue("");
      await page.waitForURL(jobsPath, { timeout: 6_000 });

      const mail = await mailContaining(`Ei Skriptiä ${email}`);
      expect(mail).toContain(positionNumbered(1)[lang].title);
      expect(mail).toMatch(/filename=nojs-cv\.pdf/);
    });
  });
}

function form(page: Page) {
  return page.locator("form[data-form=apply]");
}
