import { pageKindsBeyondRoutes, visitedRoutes } from "./support";
import { expect, FRAMEWORK_SCRIPTS, test, type Page } from "./test";

// An island's scripts load when the visitor first uses it (a focus or a press in a form, a press on
// a [data-replay] control), not while the page loads nor for anything else
// (docs/decisions/061-astro-islands.md). These tests make that interaction themselves.
test.use({ interactAtOnce: false });

const NOT_FOUND = "/this-page-does-not-exist";

/**
 * The body as the reader has it, a line per element (its attributes) and per text: what the
 * reading specs check with the framework never loaded (docs/decisions/060-ci-time-on-a-slower-host.md).
 * Left out is what hydration is meant to change: a form's `novalidate` (the enhanced checks take
 * over from the browser's) and an island's own marks (`ssr` until it has hydrated, then
 * `data-hydrated`); and the booking box's `data-state`, which its own loader sets when the vendor's
 * script answers or fails, hydrated or not.
 */
const bodyAsRead = (page: Page) =>
  page.evaluate(() => {
    const lines: string[] = [];
    const walk = (node: Node, depth: string) => {
      if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) lines.push(`${depth}"${node.textContent!.trim()}"`);
      if (!(node instanceof Element)) return;
      const islandMark = (name: string) => node.localName === "astro-island" && (name === "ssr" || name === "data-hydrated");
      const kept = [...node.attributes].filter(
        (a) => !(a.name === "novalidate" && node.localName === "form") && !(a.name === "data-state" && node.hasAttribute("data-booking")) && !islandMark(a.name),
      );
      lines.push(`${depth}<${node.localName}${kept.map((a) => ` ${a.name}="${a.value}"`).join("")}>`);
      for (const child of node.childNodes) walk(child, `${depth} `);
    };
    walk(document.body, "");
    return lines;
  });

test.describe("no island's script runs until the visitor uses it", () => {
  for (const path of [...visitedRoutes.map((r) => r.path), ...pageKindsBeyondRoutes(), NOT_FOUND]) {
    test(`${path}: no script on load nor on a tap outside a form; a focus in a form hydrates its island without errors nor changes`, async ({ page }) => {
      const errors: string[] = [];
      // Our own errors; not the page's own status (the 404 page's 404, a closed position's 410),
      // nor the booking widget's host (no internet here).
      page.on("console", (message) => {
        const at = message.location().url ? new URL(message.location().url) : null;
        const ownStatus = at !== null && at.pathname + at.search === path && /status of (404|410)\b/.test(message.text());
        if (message.type() === "error" && !ownStatus && (!at || at.hostname === "localhost")) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));

      await page.goto(path, { waitUntil: "load" });
      await page.getByRole("heading", { level: 1 }).click();
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      // Not even downloaded: not by prerendered pages, nor by the pages rendered on request.
      expect(requested.filter((p) => FRAMEWORK_SCRIPTS.test(p))).toEqual([]);

      // Read from the DOM, drawn or not (the focus below scrolls the sections above out of view: record 041).
      const asRead = await bodyAsRead(page);
      await page.locator("form[data-form=newsletter] input[type=email]").last().click();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // Hydration kept the page as the HTML drew it: every element, attribute and text.
      expect(await bodyAsRead(page)).toEqual(asRead);
      expect(errors).toEqual([]);
    });
  }

  test("a key press alone loads nothing; a keyboard focus in a form does", async ({ page }) => {
    await page.goto("/fi", { waitUntil: "load" });
    await page.keyboard.press("Tab");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.locator("form[data-form=newsletter] input[type=email]").last().focus();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });
});
