import { expect, test } from "../test";
import { formText } from "@/content/forms";
import { pathFor } from "@/lib/routes";
import { ownClientIp } from "../forms-support";

// An address whose domain has no dot ("foo@bar") passes the browser's own type=email check but
// not the site's grammar (docs/decisions/011-one-email-grammar.md): with scripts the form refuses
// it before anything is sent; without them (or before they arrive) the server refuses it with
// the same translated message, and the value stays in the field.

test.beforeEach(({ page }) => ownClientIp(page));

for (const lang of ["en", "fi"] as const) {
  const t = formText[lang];

  test(`the newsletter refuses an address without a dot in its domain (${lang})`, async ({ page, scripts }) => {
    await page.goto(pathFor("about", lang));
    const form = page.locator("form[data-form=newsletter]");
    const field = form.getByLabel(t.newsletter.label);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await field.fill("foo@bar");
    await form.getByRole("button", { name: t.newsletter.submit }).click();

    const summary = page.locator("#newsletter-notice").getByRole("alert");
    await expect(summary.getByRole("link", { name: t.messages.emailInvalid })).toHaveAttribute("href", "#newsletter-email");
    await expect(field).toHaveValue("foo@bar");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // With the framework the check runs in the browser: nothing left it.
    if (scripts === "on") expect(posts).toEqual([]);
    else expect(posts).toHaveLength(1);
  });
}
