import { expect, test } from "./test";
import { formText } from "@/content/forms";
import { pathFor } from "@/lib/routes";
import { mailContaining, ownClientIp, uniqueEmail } from "./forms-support";

for (const lang of ["en", "fi"] as const) {
  const t = formText[lang];
  const c = t.contact;
  for (const js of [true, false]) {
    test.describe(`contact form (${lang}, ${js ? "with" : "without"} JavaScript)`, () => {
      test.use({ javaScriptEnabled: js });
      test.beforeEach(({ page }) => ownClientIp(page));

      test("checks the fields in order, keeps what was typed, then sends the message to the company", async ({ page }) => {
        await page.goto(pathFor("privacy", lang));
        const form = page.locator("#contact form[data-form=contact]");
        await expect(page.locator("#contact").getByRole("heading", { name: c.heading })).toBeVisible();
        const alert = page.locator("#contact-notice").getByRole("alert");
        const submit = () => form.getByRole("button", { name: c.submit }).click();
        const field = (label: string) => form.getByLabel(label, { exact: true });

        // Without JavaScript the browser's own required check runs first, so blanks are spaces
        // there: they pass the browser and are refused by the server's trimmed check.
        const blank = js ? "" : "  ";
        const email = uniqueEmail(`contact-${lang}-${js ? "js" : "nojs"}`);
        // An address outside the grammar: the hydrated form refuses it with the shared schema;
        // without JavaScript the browser's own type=email check (the same grammar,
        // docs/decisions/011-one-email-grammar.md) would keep the post, so the address is valid there.
        const steps: [string, string, string][] = [
          [c.firstName, "Pekka", t.messages.firstNameRequired],
          [c.lastName, "Virtanen", t.messages.lastNameRequired],
          ...(js ? [[c.email, email, t.messages.emailInvalid] as [string, string, string]] : []),
          [c.subject, `Tarjouspyyntö ${email}`, t.messages.subjectRequired],
          [c.message, "Haluaisimme chat-assistentin verkkokauppaamme.", t.messages.messageRequired],
        ];
        await field(c.firstName).fill(blank);
        await field(c.lastName).fill(blank);
        let sentEmail = js ? "Pekka <pekka@example.fi>" : email;
        await field(c.email).fill(sentEmail);
        await field(c.subject).fill(blank);
        await field(c.message).fill(blank);
        for (const [label, value, message] of steps) {
          await submit();
          await expect(alert).toContainText(c.errorTitle);
          await expect(alert).toContainText(message);
          await expect(field(label)).toHaveAttribute("aria-invalid", "true");
          if (!js) {
            // The server's answer lands on the form's answer and gives back what was typed.
            expect(new URL(page.url()).hash).toBe("#contact-notice");
            await expect(field(c.email)).toHaveValue(sentEmail);
          }
          await field(label).fill(value);
          if (label === c.email) sentEmail = value;
        }
        await form.getByLabel(c.company).fill("Yritys Oy");
        await submit();
        const status = page.locator("#contact-notice").getByRole("status");
        await expect(status).toContainText(c.successTitle);
        await expect(status).toContainText(c.successDescription);
        await expect(field(c.firstName)).toHaveValue("");
        await expect(field(c.message)).toHaveValue("");

        const mail = await mailContaining(email);
        expect(mail).toContain("To: info@example.com");
        expect(mail).toContain(`Reply-To: ${email}`);
        expect(mail).toContain("Yritys Oy");
      });
    });
  }
}
