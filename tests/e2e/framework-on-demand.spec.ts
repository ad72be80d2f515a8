import { formText } from "@/content/forms";
import { ui } from "@/content/ui";
import { serviceUi } from "@/content/services/ui";
import { pathFor } from "@/lib/routes";
import { ownClientIp, uniqueEmail } from "./forms-support";
import { expect, FRAMEWORK_SCRIPTS, scrollSettled, test, type Page } from "./test";

// The framework loads only for a control that needs it: a focus or a pointer pressed in one of the
// site's forms, or a [data-replay] control (docs/decisions/033-framework-scripts-on-first-interaction.md).
// Reading, scrolling, the menus, the FAQ, the pricing switch and links load no script at all.
test.use({ interactAtOnce: false });

/** Every script and flight data request of the visit, by path. */
function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname === "localhost" && (FRAMEWORK_SCRIPTS.test(url.pathname) || url.pathname.startsWith("/_next/static/flight/"))) requested.push(url.pathname);
  });
  return requested;
}

/** A touch scroll down the page from (x, y), as a finger makes it (it starts with a pointerdown). */
async function touchScroll(page: Page, { x, y: from } = { x: 200, y: 700 }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: from }] });
  for (let y = from - 50; y >= from - 400; y -= 50) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

for (const lang of ["fi", "en"] as const) {
  test.describe(`a reading visit at 390 px (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("scrolls by touch, opens and shuts the menu, opens a FAQ answer, follows a link, toggles pricing: no script", async ({ page }) => {
      await page.addInitScript(() => addEventListener("pointerdown", () => (document.documentElement.dataset.pointerdowns = "seen"), true));
      const requested = scriptRequests(page);
      await page.goto(pathFor("home", lang), { waitUntil: "load" });

      await touchScroll(page);
      await expect(page.locator("html[data-pointerdowns]"), "the touch scroll made no pointerdown").toHaveCount(1);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await scrollSettled(page); // a tap during the fling would only stop it

      const burger = page.getByRole("button", { name: ui[lang].nav.openMenu });
      const menu = page.getByRole("navigation", { name: ui[lang].nav.menu, exact: true });
      await burger.tap();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      const faq = page.locator('[data-faq="home-faq"] details').first();
      await faq.locator("summary").tap();
      await expect(faq.locator("p")).toBeVisible();

      await Promise.all([page.waitForURL(`**${pathFor("chatAssistant", lang)}`), page.locator(`main a[href="${pathFor("chatAssistant", lang)}"]`).first().tap()]);
      const pricing = page.getByTestId("pricing");
      await pricing.getByRole("radio", { name: serviceUi[lang].annually, exact: true }).tap();
      await expect(pricing.getByTestId("price-annual").first()).toBeVisible();

      await page.waitForLoadState("networkidle");
      expect(requested).toEqual([]);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    });
  });

  test.describe(`a touch scroll that starts on a form at 390 px (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("loads nothing: only a press or a focus in the form does", async ({ page }) => {
      const requested = scriptRequests(page);
      await page.goto(pathFor("apply", lang), { waitUntil: "load" });
      const form = page.locator("form[data-form=apply]");
      await form.evaluate((el) => el.scrollIntoView({ block: "start" }));
      const box = (await form.boundingBox())!;
      await touchScroll(page, { x: box.x + box.width / 2, y: Math.min(box.y + box.height, 844) - 10 });
      await scrollSettled(page);
      await page.waitForLoadState("networkidle");
      expect(requested).toEqual([]);
      await form.locator('input:not([type=hidden]):not([tabindex="-1"])').first().tap(); // not the honeypot
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    });
  });

  test.describe(`a form visit (${lang})`, () => {
    test.beforeEach(({ page }) => ownClientIp(page));

    test("the framework loads on the first focus in the form; the form works before, during and after", async ({ page }) => {
      const t = formText[lang];
      const c = t.contact;
      let arrive: () => void = () => undefined;
      const scriptsMayArrive = new Promise<void>((resolve) => (arrive = resolve));
      await page.route(FRAMEWORK_SCRIPTS, async (route) => {
        await scriptsMayArrive;
        await route.continue();
      });
      const requested = scriptRequests(page);
      await page.goto(pathFor("privacy", lang), { waitUntil: "load" });
      const form = page.locator("#contact form[data-form=contact]");
      const field = (label: string) => form.getByLabel(label, { exact: true });

      // Before: the page reads and its links and controls work with no script.
      await page.getByRole("heading", { level: 1 }).click();
      await page.waitForLoadState("networkidle");
      expect(requested).toEqual([]);

      // The first focus in the form asks for the framework; typing goes on while it arrives.
      const firstScript = page.waitForRequest((request) => FRAMEWORK_SCRIPTS.test(new URL(request.url()).pathname));
      await field(c.firstName).click();
      await firstScript;
      await field(c.firstName).pressSequentially("Pekka");
      await field(c.lastName).fill("Virtanen");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

      // After: hydrated, the typed values kept, and the enhanced form checks in order, then sends.
      arrive();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(field(c.firstName)).toHaveValue("Pekka");
      await expect(field(c.lastName)).toHaveValue("Virtanen");
      await field(c.email).fill(uniqueEmail(`on-demand-${lang}`));
      await form.getByRole("button", { name: c.submit }).click();
      const alert = page.locator("#contact-notice").getByRole("alert");
      await expect(alert).toContainText(t.messages.subjectRequired);
      await field(c.subject).fill("Tarjouspyyntö");
      await field(c.message).fill("Haluaisimme chat-assistentin verkkokauppaamme.");
      await form.getByRole("button", { name: c.submit }).click();
      await expect(page.locator("#contact-notice").getByRole("status")).toContainText(c.successTitle);
    });
  });
}
