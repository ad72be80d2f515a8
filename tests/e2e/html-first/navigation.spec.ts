import { expect, test, type Locator, type Page } from "../test";
import { ui } from "@/content/ui";
import { otherLang } from "@/lib/i18n";
import { footerCompanyLinks, headerLinks, navGroups } from "@/site/navigation";
import { languages, pathFor, visitedRoutes, type Lang } from "../support";

// The header in every script state (docs/decisions/009-html-first.md): the menus open by hover
// and keyboard, the language switch reaches the counterpart of every route, the current page and
// language are marked, and the mobile menu opens, closes and leads on.

const desktop = { width: 1280, height: 800 };
const desktopNav = (page: Page, lang: Lang) => page.getByRole("navigation", { name: ui[lang].nav.label });
const menuTrigger = (nav: Locator, name: string | RegExp) => nav.getByRole("button", { name });
const awayFromMenus = (page: Page) => page.mouse.move(5, 700);

/** Hover opens a menu and leaving closes it; Tab reaches the trigger, Enter opens, Tab enters, Escape closes. */
async function checkMenu(page: Page, trigger: Locator, firstItem: Locator) {
  await expect(firstItem).toBeHidden();
  await trigger.hover();
  await expect(firstItem).toBeVisible();
  await awayFromMenus(page);
  await expect(firstItem).toBeHidden();

  await page.keyboard.press("Tab");
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(firstItem).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(firstItem).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(firstItem).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Every link marked as the current page leads to the page shown. */
async function currentPageLinks(page: Page): Promise<string[]> {
  return page.locator('a[aria-current="page"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test.describe("desktop header on every route", () => {
  test.use({ viewport: desktop });

  for (const route of visitedRoutes) {
    test(`menus by hover and keyboard, current page and language, language switch: ${route.path}`, async ({ page }) => {
      const t = ui[route.lang].nav;
      await page.goto(route.path);
      const nav = desktopNav(page, route.lang);
      await awayFromMenus(page);

      // Keyboard walk starts on the Home link: Tab then reaches each trigger in turn.
      await nav.getByRole("link", { name: t.home, exact: true }).focus();
      for (const group of navGroups) {
        await checkMenu(page, menuTrigger(nav, t[group.label]), nav.getByRole("link", { name: t[group.items[0]!.label] }));
      }
      for (const link of headerLinks) {
        await page.keyboard.press("Tab");
        await expect(nav.getByRole("link", { name: t[link.label], exact: true })).toBeFocused();
      }
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: t.contact })).toBeFocused();
      const languageTrigger = menuTrigger(nav, new RegExp(t.language));
      const languageLink = (lang: Lang) => nav.getByRole("link", { name: ui[route.lang].languageNames[lang], includeHidden: true });
      await checkMenu(page, languageTrigger, languageLink(languages[0]));

      // The current page and language are marked.
      expect(new Set(await currentPageLinks(page))).toEqual(new Set([route.path]));
      await expect(languageLink(route.lang)).toHaveAttribute("aria-current", "page");
      await expect(languageLink(otherLang(route.lang))).not.toHaveAttribute("aria-current");

      await languageTrigger.hover();
      await languageLink(otherLang(route.lang)).click();
      await expect(page).toHaveURL((url) => url.pathname === route.counterpart);
      await expect(page.locator("html")).toHaveAttribute("lang", otherLang(route.lang));
    });
  }
});

test.describe("desktop header links", () => {
  test.use({ viewport: desktop });

  for (const lang of languages) {
    const t = ui[lang];
    test(`every menu item and the book-a-call button reach their page, marked there (${lang})`, async ({ page }) => {
      await page.goto(pathFor("home", lang));
      const nav = desktopNav(page, lang);
      for (const group of navGroups) {
        for (const item of group.items) {
          await menuTrigger(nav, t.nav[group.label]).hover();
          await nav.getByRole("link", { name: t.nav[item.label] }).click();
          await expect(page).toHaveURL((url) => url.pathname === pathFor(item.screen, lang));
          await awayFromMenus(page);
          const link = nav.getByRole("link", { name: t.nav[item.label], includeHidden: true });
          await expect(link).toBeHidden();
          await expect(link).toHaveAttribute("aria-current", "page");
        }
      }
      await page.getByRole("banner").getByRole("link", { name: t.header.bookCall }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("bookCall", lang));
      await expect(page.getByRole("banner").getByRole("link", { name: t.header.bookCall })).toHaveAttribute("aria-current", "page");
    });

    test(`the blog is in the header: its link leads to the blog, marked there (${lang})`, async ({ page }) => {
      await page.goto(pathFor("about", lang));
      const link = () => desktopNav(page, lang).getByRole("link", { name: t.nav.blog, exact: true });
      await link().click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("blog", lang));
      await expect(link()).toHaveAttribute("aria-current", "page");
    });

    test(`footer company links are marked on their page (${lang})`, async ({ page }) => {
      const link = footerCompanyLinks[0];
      await page.goto(pathFor(link.screen, lang));
      const footer = page.locator("footer#contact");
      await expect(footer.getByRole("link", { name: t.footer[link.label] })).toHaveAttribute("aria-current", "page");
      await expect(footer.getByRole("link", { name: t.footer[footerCompanyLinks[1].label] })).not.toHaveAttribute("aria-current");
    });
  }
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of languages) {
    const t = ui[lang];
    test(`opens, expands its groups, closes on Escape and a tap outside, and leads on (${lang})`, async ({ page }) => {
      await page.goto(pathFor("about", lang));
      const burger = page.getByRole("button", { name: t.nav.openMenu });
      const menu = page.getByRole("navigation", { name: t.nav.menu, exact: true });
      await expect(desktopNav(page, lang)).toBeHidden();
      await expect(menu).toBeHidden();

      await burger.tap();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: t.header.bookCall })).toHaveAttribute("href", pathFor("bookCall", lang));
      await expect(menu.getByRole("link", { name: t.languageNames[lang] })).toHaveAttribute("aria-current", "page");
      for (const group of navGroups) {
        const item = menu.getByRole("link", { name: t.nav[group.items[1]!.label] });
        await expect(item).toBeHidden();
        await menu.getByText(t.nav[group.label]).tap();
        await expect(item).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await burger.tap();
      await expect(menu).toBeVisible();
      await page.getByRole("banner").tap({ position: { x: 250, y: 32 } });
      await expect(menu).toBeHidden();

      // From a page scrolled down, a followed link closes the menu and the new page starts at the top.
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await burger.tap();
      await menu.getByRole("link", { name: t.nav.phoneReceptionist }).tap();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("phoneReceptionist", lang));
      await expect(menu).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const marked = page.getByRole("navigation", { name: t.nav.menu, exact: true, includeHidden: true }).getByRole("link", { name: t.nav.phoneReceptionist, includeHidden: true });
      await expect(marked).toHaveAttribute("aria-current", "page");
    });

    test(`the blog is in the mobile menu and leads to the blog (${lang})`, async ({ page }) => {
      await page.goto(pathFor("about", lang));
      await page.getByRole("button", { name: t.nav.openMenu }).tap();
      await page.getByRole("navigation", { name: t.nav.menu, exact: true }).getByRole("link", { name: t.nav.blog, exact: true }).tap();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("blog", lang));
    });
  }
});
