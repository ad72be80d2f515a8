import { expect, test } from "./test";
import { formText } from "@/content/forms";
import { pathFor } from "@/lib/routes";
import { linkPath, mailContaining, ownClientIp, uniqueEmail } from "./forms-support";

for (const lang of ["en", "fi"] as const) {
  const t = formText[lang];
  for (const js of [true, false]) {
    test.describe(`newsletter (${lang}, ${js ? "with" : "without"} JavaScript)`, () => {
      test.use({ javaScriptEnabled: js });
      test.beforeEach(({ page }) => ownClientIp(page));

      test("subscribes, answers 'already subscribed', then confirms and unsubscribes from the mail's links", async ({ page }) => {
        const email = uniqueEmail(`news-${lang}-${js ? "js" : "nojs"}`);
        await page.goto(pathFor("about", lang));
        const form = page.locator("form[data-form=newsletter]");
        const field = form.getByLabel(t.newsletter.label);
        const notice = page.locator("#newsletter-notice");

        await field.fill(`  ${email.toUpperCase()} `);
        await form.getByRole("button", { name: t.newsletter.submit }).click();
        await expect(notice.getByRole("status")).toContainText(t.newsletter.successTitle);
        await expect(notice).toContainText(t.newsletter.successDescription);
        await expect(field).toHaveValue("");
        if (!js) expect(new URL(page.url()).hash).toBe("#newsletter-notice");

        await field.fill(email);
        await form.getByRole("button", { name: t.newsletter.submit }).click();
        await expect(notice.getByRole("status")).toContainText(t.newsletter.alreadyTitle);
        await expect(notice).toContainText(t.newsletter.alreadyDescription);
        await expect(field).toHaveValue("");

        // The confirmation mail, in the subscriber's language, stored lower-cased.
        const mail = await mailContaining(`To: ${email}`);
        const confirmPath = linkPath(mail, /https:\/\/\S+?\/(?:newsletter\/confirm|fi\/uutiskirje\/vahvista)\?token=[\w-]+/);
        expect(confirmPath.startsWith(lang === "fi" ? "/fi/uutiskirje/vahvista" : "/newsletter/confirm")).toBe(true);
        expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

        await page.goto(confirmPath);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirmPage.title);
        // Its own form is the page's one form: the contact area shows the details, not a second form.
        await expect(page.locator("form[data-form=contact]")).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await page.getByRole("button", { name: t.confirmPage.button }).click();
        await expect(page.locator("#newsletter-confirm-notice").getByRole("status")).toContainText(t.confirmPage.doneTitle);

        await page.getByRole("link", { name: t.confirmPage.unsubscribeLink }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unsubscribePage.title);
        await page.getByRole("button", { name: t.unsubscribePage.button }).click();
        await expect(page.locator("#newsletter-unsubscribe-notice").getByRole("status")).toContainText(t.unsubscribePage.doneTitle);
      });

      test("refuses an address outside the HTML standard's grammar (a display name)", async ({ page }) => {
        await page.goto(pathFor("home", lang));
        const form = page.locator("form[data-form=newsletter]");
        const field = form.getByLabel(t.newsletter.label);
        await field.fill("x<victim@example.com>");
        await form.getByRole("button", { name: t.newsletter.submit }).click();
        if (!js) {
          // The browser's own type=email check is the same grammar (docs/decisions/011-one-email-grammar.md): it keeps the post.
          expect(await field.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
          await expect(page.locator("#newsletter-notice").getByRole("alert")).toBeEmpty();
          return;
        }
        // The hydrated form skips the browser's own check; the shared schema refuses it the same way.
        const alert = page.locator("#newsletter-notice").getByRole("alert");
        await expect(alert).toContainText(t.newsletter.errorTitle);
        await expect(alert).toContainText(t.messages.emailInvalid);
        await expect(field).toHaveValue("x<victim@example.com>");
        await expect(field).toHaveAttribute("aria-invalid", "true");
      });
    });
  }
}

test("an invalid confirm link says so", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=not-a-real-token-0000000000");
  await page.getByRole("button", { name: formText.en.confirmPage.button }).click();
  await expect(page.locator("#newsletter-confirm-notice").getByRole("alert")).toContainText(formText.en.confirmPage.invalidTitle);
});

test("the JSON endpoint answers 201, 200, 422 and 403", async ({ request }) => {
  const email = uniqueEmail("api");
  const headers = { "x-forwarded-for": "10.250.250.1" };
  expect((await request.post("/api/newsletter", { data: { email, lang: "en" }, headers })).status()).toBe(201);
  expect((await request.post("/api/newsletter", { data: { email, lang: "en" }, headers })).status()).toBe(200);
  expect((await request.post("/api/newsletter", { data: { email: "x", lang: "en" }, headers })).status()).toBe(422);
  expect((await request.post("/api/newsletter", { data: { email, lang: "en" }, headers: { ...headers, origin: "https://evil.example" } })).status()).toBe(403);
});
