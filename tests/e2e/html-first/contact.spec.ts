import { expect, test, type Page } from "../test";
import { articles } from "@/content/articles";
import { formText } from "@/content/forms";
import { ui } from "@/content/ui";
import { applyHref } from "@/lib/open-positions";
import { blogPaths } from "@/lib/routes";
import { parseSiteConfig } from "@/lib/site-config";
import { e2eEnv } from "../env";
import { languages, pathFor, visitedRoutes, type Lang } from "../support";

// The contact area in every script state (docs/decisions/009-html-first.md): a page with a form
// of its own (a job application, the booking widget) or a 404 does not end with a second form,
// but with the company's details and a link to the contact form; every other page ends with the
// form. The header's Contact link reaches a form in one step from every page, and closes the
// mobile menu on its way.

const desktop = { width: 1366, height: 800 };
const phone = { width: 390, height: 844 };
const company = parseSiteConfig(e2eEnv);

/** The pages whose contact area has no form, in `lang`. */
const pagesWithoutForm = (lang: Lang) => [
  { name: "apply", path: applyHref(lang, 1) },
  // An article ends with its own newsletter form (docs/decisions/047-blog-pages-know-their-counterparts.md).
  { name: "article", path: blogPaths.article(lang, articles(lang)[0]!.slug) },
  { name: "booking", path: pathFor("bookCall", lang) },
  { name: "404", path: lang === "fi" ? "/fi/ei-tallaista-sivua" : "/no-such-page" },
];
const pagesWithForm = visitedRoutes.filter((route) => route.screen !== "apply" && route.screen !== "bookCall");

const contactForm = (page: Page) => page.locator("footer#contact form[data-form=contact]");
const firstField = (page: Page, lang: Lang) => contactForm(page).getByLabel(formText[lang].contact.firstName, { exact: true });
const homeForm = (lang: Lang) => (url: URL) => url.pathname === pathFor("home", lang) && url.hash === "#contact";

test.describe("the contact area", () => {
  test.use({ viewport: desktop });

  for (const lang of languages) {
    for (const { name, path } of pagesWithoutForm(lang)) {
      test(`${name} (${lang}): the company's details and a link that leads to the form`, async ({ page }) => {
        await page.goto(path);
        const footer = page.locator("footer#contact");
        await expect(contactForm(page)).toHaveCount(0);
        await expect(footer.getByRole("link", { name: company.COMPANY_EMAIL })).toHaveAttribute("href", `mailto:${company.COMPANY_EMAIL}`);
        await expect(footer.getByRole("link", { name: company.COMPANY_PHONE })).toHaveAttribute("href", /^tel:\+/);
        const link = footer.getByRole("link", { name: formText[lang].contact.heading });
        await link.click();
        await expect(page).toHaveURL(homeForm(lang));
        await expect(firstField(page, lang)).toBeInViewport();
      });
    }
  }

  for (const route of pagesWithForm) {
    test(`${route.path}: ends with the contact form, no link away to another`, async ({ page }) => {
      await page.goto(route.path);
      await expect(contactForm(page)).toHaveCount(1);
      await expect(page.locator("footer#contact [data-contact-form-link]")).toHaveCount(0);
    });
  }
});

test.describe("the header's Contact link reaches a form in one step", () => {
  for (const lang of languages) {
    const t = ui[lang].nav;

    test.describe("desktop", () => {
      test.use({ viewport: desktop });

      for (const { name, path } of pagesWithoutForm(lang)) {
        test(`from ${name} (${lang}) to the home page's form`, async ({ page }) => {
          await page.goto(path);
          await page.getByRole("navigation", { name: t.label }).getByRole("link", { name: t.contact }).click();
          await expect(page).toHaveURL(homeForm(lang));
          await expect(firstField(page, lang)).toBeInViewport();
        });
      }

      test(`to the form on the page (${lang})`, async ({ page }) => {
        await page.goto(pathFor("about", lang));
        await page.getByRole("navigation", { name: t.label }).getByRole("link", { name: t.contact }).click();
        await expect(page).toHaveURL((url) => url.pathname === pathFor("about", lang) && url.hash === "#contact");
        await expect(firstField(page, lang)).toBeInViewport();
      });
    });

    test.describe("mobile menu", () => {
      test.use({ viewport: phone, isMobile: true, hasTouch: true });

      const followContact = async (page: Page) => {
        await page.getByRole("button", { name: t.openMenu }).tap();
        await page.getByRole("navigation", { name: t.menu, exact: true }).getByRole("link", { name: t.contact }).tap();
      };

      for (const { name, path } of pagesWithoutForm(lang)) {
        test(`from ${name} (${lang}) to the home page's form`, async ({ page }) => {
          await page.goto(path);
          await followContact(page);
          await expect(page).toHaveURL(homeForm(lang));
          await expect(page.getByRole("navigation", { name: t.menu, exact: true })).toBeHidden();
          await expect(firstField(page, lang)).toBeInViewport();
        });
      }

      test(`to the form on the page, closing the menu (${lang})`, async ({ page }) => {
        await page.goto(pathFor("about", lang));
        await followContact(page);
        await expect(page).toHaveURL((url) => url.pathname === pathFor("about", lang) && url.hash === "#contact");
        await expect(page.getByRole("navigation", { name: t.menu, exact: true })).toBeHidden();
        await expect(firstField(page, lang)).toBeInViewport();
        // Closed, not only out of sight: no popover is left open to hold the page still.
        await expect(page.locator(":popover-open")).toHaveCount(0);
      });
    });
  }
});
