import { expect, nextFrames, startFramework, test, type Page } from "./test";
import { ui } from "@/content/ui";
import { currentYear } from "@/lib/clock";
import { footerCompanyLinks, navGroups } from "@/site/navigation";
import { allRoutes, expandedState, languages, pathFor, popoverButton } from "./support";

const pathOf = (page: Page) => new URL(page.url()).pathname;
const desktopNav = (page: Page, lang: "fi" | "en") => page.getByRole("navigation", { name: ui[lang].nav.label });
/** The menu's state as the browser exposes it (a popover's button carries no aria-expanded). */
const expanded = (page: Page, panelId: string) => expect.poll(() => expandedState(page, popoverButton(panelId)));

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of languages) {
    const t = ui[lang].nav;
    test(`dropdowns open on hover and Enter, close on leave and Escape (${lang})`, async ({ page }) => {
      await page.goto(pathFor("home", lang));
      const nav = desktopNav(page, lang);
      for (const group of navGroups) {
        const trigger = nav.getByRole("button", { name: t[group.label] });
        const firstItem = nav.getByRole("link", { name: t[group.items[0]!.label] });
        await expect(firstItem).toBeHidden();
        await trigger.hover();
        await expanded(page, `menu-${group.id}`).toBe(true);
        await expect(firstItem).toBeVisible();
        await page.mouse.move(5, 700);
        await expect(firstItem).toBeHidden();

        await trigger.focus();
        await expect(firstItem).toBeHidden();
        await page.keyboard.press("Enter");
        await expect(firstItem).toBeVisible();
        await expanded(page, `menu-${group.id}`).toBe(true);
        await page.keyboard.press("Tab");
        await expect(firstItem).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(firstItem).toBeHidden();
        await expect(trigger).toBeFocused();
        await expanded(page, `menu-${group.id}`).toBe(false);
      }
    });

    test(`a click keeps a hovered menu open; a menu closes on leaving and on a followed link (${lang})`, async ({ page }) => {
      await page.goto(pathFor("home", lang));
      const nav = desktopNav(page, lang);
      const group = navGroups[0]!;
      const trigger = nav.getByRole("button", { name: t[group.label] });
      const item = nav.getByRole("link", { name: t[group.items[0]!.label] });
      await trigger.hover();
      await expect(item).toBeVisible();
      await trigger.click();
      await expect(item).toBeVisible();
      await page.mouse.move(5, 700);
      await expect(item).toBeHidden();
      await expanded(page, `menu-${group.id}`).toBe(false);

      // Keyboard: Enter opens, Tab reaches the item, Enter follows it; the header stays, the menu closes.
      await trigger.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === pathFor(group.items[0]!.screen, lang));
      await expect(item).toBeHidden();
      await expanded(page, `menu-${group.id}`).toBe(false);
    });

    test(`every menu item leads to its page (${lang})`, async ({ page }) => {
      await page.goto(pathFor("home", lang));
      const nav = desktopNav(page, lang);
      for (const group of navGroups) {
        for (const item of group.items) {
          await nav.getByRole("button", { name: t[group.label] }).hover();
          await nav.getByRole("link", { name: t[item.label] }).click();
          await expect(page).toHaveURL((url) => url.pathname === pathFor(item.screen, lang));
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
        }
      }
      await nav.getByRole("link", { name: t.home, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("home", lang));
      await nav.getByRole("link", { name: t.contact }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator("footer#contact")).toBeInViewport();
    });
  }

  test.describe("as read", () => {
    // The mapping of every route to its counterpart, on the page as a reader has it: the menu is
    // HTML (057), and html-first/navigation.spec.ts switches it in every script state.
    test.use({ interactAtOnce: false });

    test("the language menu switches every route both ways, keeping the query", async ({ page }) => {
      test.setTimeout(120_000);
      for (const route of allRoutes) {
        const query = route.screen === "apply" ? "?job=1" : "";
        await page.goto(route.path + query);
        for (const [from, to, target] of [
          [route.lang, route.lang === "fi" ? "en" : "fi", route.counterpart],
          [route.lang === "fi" ? "en" : "fi", route.lang, route.path],
        ] as const) {
          const nav = desktopNav(page, from);
          await nav.getByRole("button", { name: new RegExp(ui[from].nav.language) }).hover();
          await nav.getByRole("link", { name: ui[from].languageNames[to] }).click();
          await expect(page).toHaveURL((url) => url.pathname === target && url.search === query);
          await expect(page.locator("html")).toHaveAttribute("lang", to);
        }
      }
    });
  });
});

test.describe("header at 1024 px, where the desktop navigation starts", () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  for (const [lang, face] of languages.flatMap((l) => [[l, "Inter"], [l, "fallback"]] as const)) {
    test(`everything fits on one 64 px row, the Home link too (${lang}, ${face})`, async ({ page }) => {
      // The fallback face: as on a visit where Inter never arrives.
      if (face === "fallback") await page.route("**/*.woff2", (route) => route.abort());
      await page.goto(pathFor("about", lang));
      await expect(desktopNav(page, lang).getByRole("link", { name: ui[lang].nav.home, exact: true })).toBeVisible();
      const header = page.getByRole("banner");
      const row = await header.locator(":scope > div").boundingBox();
      expect(row!.height).toBe(64);
      const bookCall = await header.getByRole("link", { name: ui[lang].header.bookCall }).boundingBox();
      const language = await desktopNav(page, lang).getByRole("button", { name: new RegExp(ui[lang].nav.language) }).boundingBox();
      expect(language!.x + language!.width).toBeLessThan(bookCall!.x);
      expect(bookCall!.x + bookCall!.width).toBeLessThanOrEqual(1024 - 16);
      expect(bookCall!.height).toBeLessThan(48);
      // And at every wider width the Home link stays, on the one row.
      for (const width of [1152, 1279, 1280, 1366]) {
        await page.setViewportSize({ width, height: 700 });
        await expect(desktopNav(page, lang).getByRole("link", { name: ui[lang].nav.home, exact: true }), `${width} px`).toBeVisible();
        expect((await header.locator(":scope > div").boundingBox())!.height, `${width} px`).toBe(64);
      }
    });
  }
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of languages) {
    const t = ui[lang].nav;
    test(`hamburger, collapsible groups and language list (${lang})`, async ({ page }) => {
      await page.goto(pathFor("about", lang));
      await expect(desktopNav(page, lang)).toBeHidden();
      const menu = page.getByRole("navigation", { name: t.menu });
      await expect(menu).toBeHidden();
      await page.getByLabel(t.openMenu).click();
      await expect(menu).toBeVisible();
      for (const group of navGroups) {
        const item = menu.getByRole("link", { name: t[group.items[1]!.label] });
        await expect(item).toBeHidden();
        await menu.getByText(t[group.label]).click();
        await expect(item).toBeVisible();
      }
      await menu.getByRole("link", { name: t.phoneReceptionist }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("phoneReceptionist", lang));
      await expect(menu).toBeHidden();

      await page.getByLabel(t.openMenu).click();
      const other = lang === "fi" ? "en" : "fi";
      await menu.getByRole("link", { name: ui[lang].languageNames[other] }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("phoneReceptionist", other));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    });
  }
});

test.describe("footer", () => {
  // A short window, so that every page scrolls.
  test.use({ viewport: { width: 1280, height: 420 } });

  for (const lang of languages) {
    test(`company links go to their pages and the page starts at the top (${lang})`, async ({ page }) => {
      await page.goto(pathFor("home", lang));
      const footer = page.locator("footer#contact");
      for (const link of footerCompanyLinks) {
        await footer.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await footer.getByRole("link", { name: ui[lang].footer[link.label] }).click();
        await expect(page).toHaveURL((url) => url.pathname === pathFor(link.screen, lang));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
      await expect(footer).toContainText(`© ${currentYear()}`);
      await expect(footer).toContainText(ui[lang].footer.rights);
      await expect(footer.getByRole("link", { name: /@example\.com/ })).toHaveAttribute("href", /^mailto:/);
      await expect(footer.getByRole("link", { name: /\+358/ })).toHaveAttribute("href", /^tel:\+358/);
    });
  }
});

test("a client-side route change scrolls to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto(pathFor("home", "en"));
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator("footer").getByRole("link", { name: ui.en.footer.jobs }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathOf(page) && url.pathname === pathFor("jobs", "en"));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// A visitor may open a menu before the framework's scripts have arrived (they load when a form
// needs them): hydration must leave it open.
test.describe("a menu open when the scripts arrive", () => {
  test.use({ interactAtOnce: false });

  for (const lang of languages) {
    test(`stays open: the desktop menu the pointer rests on (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pathFor("jobs", lang), { waitUntil: "load" });
      const nav = desktopNav(page, lang);
      const trigger = nav.getByRole("button", { name: new RegExp(ui[lang].nav.language) });
      await trigger.hover();
      const other = nav.getByRole("link", { name: ui[lang].languageNames[lang === "fi" ? "en" : "fi"] });
      await expect(other).toBeVisible();
      await startFramework(page); // a focus in a form meanwhile: the scripts load and hydrate
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expanded(page, "menu-language").toBe(true);
      await nextFrames(page);
      await expect(other).toBeVisible();
    });

    test(`stays open: the mobile menu opened by a tap (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(pathFor("jobs", lang), { waitUntil: "load" });
      await page.getByRole("button", { name: ui[lang].nav.openMenu }).click(); // loads nothing: the menu works from HTML
      const menu = page.getByRole("navigation", { name: ui[lang].nav.menu });
      await expect(menu).toBeVisible();
      await startFramework(page);
      await nextFrames(page);
      await expect(menu).toBeVisible();
    });
  }
});
