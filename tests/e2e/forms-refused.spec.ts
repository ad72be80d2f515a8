import { expect, test, type Page } from "./test";
import { formText } from "@/content/forms";
import { refusedPostText } from "@/content/refused-post";
import { CV_MAX_BYTES } from "@/lib/forms/cv";
import { FORM_POST_MAX_BYTES } from "@/lib/forms/post-limit";
import { pathFor } from "@/lib/routes";

/**
 * Posts the server refuses before reading them (server/http/refused-requests.ts): a page in the visitor's
 * language with a way back, never a bare 500. Only a post without the framework's scripts gets
 * there; with them the form checks the CV's size itself (forms-apply.spec.ts).
 */
const langs = ["en", "fi"] as const;

const cv = (bytes: number) => ({
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes)]),
});

async function fillApplication(page: Page, lang: (typeof langs)[number], cvBytes: number) {
  const a = formText[lang].apply;
  const form = page.locator("form[data-form=apply]");
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(a.name).fill("Maija Meikäläinen");
  await field(a.email).fill("maija@example.com");
  await field(a.phone).fill("+358 40 123 4567");
  await field(a.coverLetter).fill("Myyn mielelläni tekoälyä.");
  await field(a.cv).setInputFiles(cv(cvBytes));
  return { field, submit: () => form.getByRole("button", { name: a.submit }).click() };
}

/** The answer to the form post the action triggers. */
function postAnswer(page: Page) {
  return page.waitForResponse((response) => response.request().method() === "POST" && response.request().resourceType() === "document");
}

for (const scripts of ["off", "held-back"] as const) {
  test.describe(`refused form posts (JavaScript ${scripts})`, () => {
    test.use(scripts === "off" ? { javaScriptEnabled: false } : { holdBackScripts: true });
    test.slow(); // posts of 5.5 and 9 MB

    for (const lang of langs) {
      const t = refusedPostText[lang];
      const applyPath = pathFor("apply", lang);

      test(`a CV far over the limit gets a page saying the file is too large, and the way back keeps the form (${lang})`, async ({ page }) => {
        await page.goto(applyPath);
        const { field, submit } = await fillApplication(page, lang, FORM_POST_MAX_BYTES + 1024 * 1024);
        const answer = postAnswer(page);
        await submit();
        expect((await answer).status()).toBe(413);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.tooLarge.title);
        await expect(page.getByText(t.tooLarge.message)).toBeVisible();
        await expect(page.getByText(t.backHint)).toBeVisible();
        await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", applyPath);

        // As the hint says, the browser's Back button returns to the form with what the visitor typed.
        await page.goBack();
        await expect(field(formText[lang].apply.name)).toHaveValue("Maija Meikäläinen");
        await expect(field(formText[lang].apply.coverLetter)).toHaveValue("Myyn mielelläni tekoälyä.");
      });
    }

    test("a CV just over 5 MB reaches the form's own check, which keeps what was typed", async ({ page }) => {
      await page.goto(pathFor("apply", "fi"));
      const { field, submit } = await fillApplication(page, "fi", CV_MAX_BYTES + 512 * 1024);
      const answer = postAnswer(page);
      await submit();
      expect((await answer).status()).toBe(200);
      await expect(page.locator("#apply-notice").getByRole("alert")).toContainText(formText.fi.messages.cvTooLarge);
      await expect(field(formText.fi.apply.name)).toHaveValue("Maija Meikäläinen");
    });
  });
}

test.describe("form posts from elsewhere (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("a form on a page with no origin (Origin: null) gets a 403 page in Finnish with a way to the form", async ({ page, baseURL }) => {
    const target = `${baseURL}${pathFor("apply", "fi")}`;
    await page.setContent(`<form method="post" action="${target}" enctype="multipart/form-data"><input name="email" value="x@example.com"><button>Lähetä</button></form>`);
    const answer = postAnswer(page);
    await page.getByRole("button", { name: "Lähetä" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(refusedPostText.fi.foreignOrigin.title);
    await page.getByRole("link", { name: refusedPostText.fi.back }).click();
    await expect(page).toHaveURL(target);
  });

  test("a form on another site gets a 403 page in English", async ({ page, baseURL }) => {
    await page.route("http://elsewhere.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${baseURL}/about"><input name="email" value="x@example.com"><button>Send</button></form>`,
      }),
    );
    await page.goto("http://elsewhere.example/");
    const answer = postAnswer(page);
    await page.getByRole("button", { name: "Send" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(refusedPostText.en.foreignOrigin.title);
    await expect(page.getByText(refusedPostText.en.foreignOrigin.message)).toBeVisible();
  });
});
