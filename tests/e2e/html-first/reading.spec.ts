import { expect, test, type Page } from "../test";
import { ui } from "@/content/ui";
import { otherLang } from "@/lib/i18n";
import { navGroups } from "@/site/navigation";
import { expandedState, languages, pathFor, popoverButton, type Lang } from "../support";

// What a reading visitor uses in the header works from HTML, CSS and the menus' inline script
// alone, the same with JavaScript on, off and with the framework held back
// (docs/decisions/057-speculation-rules-and-html-only-menus.md): the menus open by click, tap and
// keyboard, say so to assistive technology, and close on Escape, a click outside, a followed link
// and (with scripts) on leaving; the language switch takes the page's query along.

const desktop = { width: 1280, height: 800 };
const group = navGroups[0]!;
const groupButton = popoverButton(`menu-${group.id}`);
const expanded = (page: Page, selector: string) => expect.poll(() => expandedState(page, selector));
const desktopNav = (page: Page, lang: Lang) => page.getByRole("navigation", { name: ui[lang].nav.label });

test.describe("desktop menus", () => {
  test.use({ viewport: desktop });

  for (const lang of languages) {
    const t = ui[lang].nav;
    const item = group.items[0]!;

    test(`open by click and keyboard, close on Escape, a click outside and a followed link (${lang})`, async ({ page }) => {
      await page.goto(pathFor("about", lang));
      const nav = desktopNav(page, lang);
      const trigger = nav.getByRole("button", { name: t[group.label] });
      const link = nav.getByRole("link", { name: t[item.label] });

      await trigger.click();
      await expect(link).toBeVisible();
      await expanded(page, groupButton).toBe(true);
      await page.mouse.click(5, 700);
      await expect(link).toBeHidden();
      await expanded(page, groupButton).toBe(false);

      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(link).toBeVisible();
      await expanded(page, groupButton).toBe(true);
      await page.keyboard.press("Escape");
      await expect(link).toBeHidden();
      await expect(trigger).toBeFocused();

      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === pathFor(item.screen, lang));
      await expect(nav.getByRole("link", { name: t[item.label], includeHidden: true })).toBeHidden();
      await expanded(page, groupButton).toBe(false);
    });

    test(`close when focus or the mouse leaves them (${lang})`, async ({ page, scripts }) => {
      test.skip(scripts === "off", "leaving a menu is a script's to notice; without one, Escape and a click outside close it");
      await page.goto(pathFor("about", lang));
      const nav = desktopNav(page, lang);
      const trigger = nav.getByRole("button", { name: t[group.label] });
      const links = group.items.map((entry) => nav.getByRole("link", { name: t[entry.label] }));

      await trigger.focus();
      await page.keyboard.press("Enter");
      for (const link of links) {
        await page.keyboard.press("Tab");
        await expect(link).toBeFocused();
      }
      await page.keyboard.press("Tab"); // out of the menu, to the next one's button
      await expect(links[0]!).toBeHidden();
      await expanded(page, groupButton).toBe(false);

      // A click on a menu the pointer shows opens it; it still closes when the pointer leaves.
      await trigger.hover();
      await trigger.click();
      await expect(links[0]!).toBeVisible();
      await expanded(page, groupButton).toBe(true);
      await page.mouse.move(5, 700);
      await expect(links[0]!).toBeHidden();
      await expanded(page, groupButton).toBe(false);
    });
  }
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const sheetButton = popoverButton("mobile-menu");

  for (const lang of languages) {
    const t = ui[lang];

    test(`opens by tap, says so, closes on a tap outside, Escape and the Contact link (${lang})`, async ({ page, scripts }) => {
      await page.goto(pathFor("about", lang));
      const burger = page.getByRole("button", { name: t.nav.openMenu });
      const menu = page.getByRole("navigation", { name: t.nav.menu, exact: true });

      await burger.tap();
      await expect(menu).toBeVisible();
      await expanded(page, sheetButton).toBe(true);
      await page.getByRole("banner").tap({ position: { x: 250, y: 32 } });
      await expect(menu).toBeHidden();
      await expanded(page, sheetButton).toBe(false);

      await burger.tap();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      // Contact leads to this page's own form: the sheet closes, with a script without reloading.
      await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true)).catch(() => undefined);
      await burger.tap();
      await menu.getByRole("link", { name: t.nav.contact }).tap();
      await expect(page).toHaveURL(/#contact$/);
      await expect(menu).toBeHidden();
      await expect(page.locator("footer#contact")).toBeInViewport();
      if (scripts !== "off") expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    });
  }
});

test.describe("language switch", () => {
  test.use({ viewport: desktop });

  for (const lang of languages) {
    test(`leads to the page in the other language, with the page's query where scripts run (${lang})`, async ({ page, scripts }) => {
      const other = otherLang(lang);
      await page.goto(`${pathFor("about", lang)}?utm_source=newsletter`);
      const nav = desktopNav(page, lang);
      await nav.getByRole("button", { name: new RegExp(ui[lang].nav.language) }).click();
      await nav.getByRole("link", { name: ui[lang].languageNames[other] }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("about", other));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      expect(new URL(page.url()).search).toBe(scripts === "off" ? "" : "?utm_source=newsletter");
    });
  }
});

test.describe("a reading visit", () => {
  test.use({ viewport: desktop, interactAtOnce: false });

  test("loads no script: menus, FAQ, pricing switch, language menu, a followed link", async ({ page, scripts }) => {
    test.skip(scripts === "off", "no script runs at all");
    // The gate loads the framework only for a form or a [data-replay] control (decision 033).
    const requested: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "script" && requested.push(request.url())));
    const lang = "en";
    const t = ui[lang];
    await page.goto(pathFor("chatAssistant", lang), { waitUntil: "load" });
    const nav = desktopNav(page, lang);
    await nav.getByRole("button", { name: t.nav[group.label] }).hover();
    await nav.getByRole("button", { name: t.nav[group.label] }).click();
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 2000);
    await page.getByTestId("pricing").locator('input[value="annual"]').click();
    await page.locator("main details > summary").filter({ visible: true }).first().click();
    await nav.getByRole("button", { name: new RegExp(t.nav.language) }).click();
    await page.keyboard.press("Escape");
    await page.locator("footer#contact").getByRole("link", { name: t.footer.about }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathFor("about", lang));
    await page.waitForLoadState("load");
    expect(requested).toEqual([]);
  });
});
