import { formText } from "@/content/forms";
import { phoneReceptionistCopy } from "@/content/services/phone-receptionist";
import { ui } from "@/content/ui";
import { expect, test, type Page } from "../test";
import { allRoutes, blogPages, isRendered, languages, pathFor } from "../support";

// What lies below a page's first section renders as it comes near the viewport, and all of it
// while the address names an element (docs/decisions/041-content-below-the-first-section-on-demand.md).
// CSS alone, so the same in every script state.

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, isMobile: true, hasTouch: true });

for (const lang of languages) {
  const path = pathFor("phoneReceptionist", lang);
  const faqTitle = (page: Page) => page.locator("#faq-title");
  const contactField = (page: Page) => page.locator("footer#contact form[data-form=contact]").getByLabel(formText[lang].contact.firstName, { exact: true });

  test(`${path}: the first screen renders at once, the rest as the visitor scrolls to it`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await isRendered(page.getByRole("heading", { level: 1 }))).toBe(true);
    expect(await isRendered(faqTitle(page))).toBe(false);
    expect(await isRendered(contactField(page))).toBe(false);
    // Still in the document and the accessibility tree while skipped.
    await expect(faqTitle(page)).toHaveText(phoneReceptionistCopy[lang].faq.title);

    // The visitor scrolls down until the questions are on screen: they are drawn by then.
    const onScreen = () => faqTitle(page).evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight);
    for (let i = 0; i < 60 && !(await onScreen()); i++) await page.mouse.wheel(0, 400);
    await expect(faqTitle(page)).toBeInViewport();
    expect(await isRendered(faqTitle(page))).toBe(true);
  });

  test(`${path}#contact: arriving at an address with a fragment renders the whole page, and lands on it`, async ({ page }) => {
    await page.goto(`${path}#contact`);
    await expect(contactField(page)).toBeInViewport();
    expect(await isRendered(faqTitle(page))).toBe(true);
    expect(await isRendered(contactField(page))).toBe(true);
  });

  test(`${path}: a link to an element of the page lands on it`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: ui[lang].nav.openMenu }).tap();
    await page.getByRole("navigation", { name: ui[lang].nav.menu, exact: true }).getByRole("link", { name: ui[lang].nav.contact }).tap();
    await expect(page).toHaveURL((url) => url.hash === "#contact");
    await expect(contactField(page)).toBeInViewport();
    expect(await isRendered(faqTitle(page))).toBe(true);
  });
}

test("on every page, each part of <main> below the first is a section drawn on demand, and so is the footer", async ({ page, scripts }) => {
  // CSS on the page as served, so twice suffices: hydration changes none of it (performance.spec.ts).
  test.skip(scripts === "on", "the page as served is checked with JavaScript off and held back");
  test.setTimeout(120_000);
  // The rule keys on the element type, so that typing in a field restyles the parts alone (globals.css).
  for (const path of [...allRoutes.map((route) => route.path), ...blogPages().map((blog) => blog.path)]) {
    await page.goto(path);
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll("main > *:not(script), body > footer")].map((el) => `${el.tagName.toLowerCase()} ${getComputedStyle(el).contentVisibility}`),
    );
    expect(parts, path).toEqual(["section visible", ...parts.slice(1, -1).map(() => "section auto"), "footer auto"]);
  }
});
