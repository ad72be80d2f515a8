/**
 * Playwright's `test` for this site. Every page must work in three states (docs/decisions/009-html-first.md):
 * - "on": JavaScript on. An island loads its script when the visitor first focuses or presses
 *   inside it (docs/decisions/061-astro-islands.md), so the fixture stands for a visitor who goes to
 *   the forms at once: as soon as a site document is parsed, the first field of each form island
 *   gets a focusin, which starts it like a real focus without moving the focus, and after
 *   `page.goto` and `page.reload` the fixture waits until React has hydrated them (their
 *   `data-hydrated`, set by components/islands/IslandReady.tsx).
 *   `test.use({ interactAtOnce: false })` leaves that to the test (tests/e2e/performance.spec.ts),
 *   or checks the page as a reader has it, the framework never loaded (the reading checks: axe,
 *   typography, glyphs; hydration changes none of what they read, docs/decisions/060-ci-time-on-a-slower-host.md);
 * - "off": JavaScript disabled;
 * - "held-back": JavaScript on but the islands' scripts never arrive, standing for the moments
 *   before hydration (inline scripts, the islands' directive among them, still run).
 * Specs under tests/e2e/html-first/ run with JavaScript on and off, and those of the islands also
 * held back (tests/playwright.config.ts);
 * they read the state from the `scripts` fixture. The other specs run with JavaScript on, and set
 * `javaScriptEnabled: false` themselves where they test the page without it.
 */
import { expect, test as base, type Page, type Response } from "@playwright/test";


export * from "@playwright/test";

export type ScriptState = "on" | "off" | "held-back";

/** The islands' script files; blocked in the held-back state. */
export const FRAMEWORK_SCRIPTS = /\/_astro\/.+\.js(\?.*)?$/;

/** The site's forms, each in an island of its own (components/islands/FormIslands.tsx). */
export const FORMS = "form[data-form]";
const FORM_ISLANDS = `astro-island:has(${FORMS})`;

/** Resolves once every form island of the page has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator(`${FORM_ISLANDS}:not([data-hydrated])`)).toHaveCount(0);
}

function isSitePage(response: Response | null): boolean {
  if (!response || response.request().resourceType() !== "document") return false;
  return new URL(response.url()).hostname === "localhost" && (response.headers()["content-type"] ?? "").startsWith("text/html");
}

export const test = base.extend<{ scripts: ScriptState; holdBackScripts: boolean; interactAtOnce: boolean }>({
  holdBackScripts: [false, { option: true }],
  interactAtOnce: [true, { option: true }],
  scripts: async ({ javaScriptEnabled, holdBackScripts }, provide) => {
    await provide(!javaScriptEnabled ? "off" : holdBackScripts ? "held-back" : "on");
  },
  page: async ({ page, scripts, interactAtOnce }, provide) => {
    if (scripts === "held-back") await page.route(FRAMEWORK_SCRIPTS, (route) => route.abort());
    if (scripts === "on" && interactAtOnce) {
      await page.addInitScript((forms) => {
        if (location.hostname !== "localhost") return;
        document.addEventListener("DOMContentLoaded", () => {
          for (const form of document.querySelectorAll(forms)) form.querySelector(":is(input, textarea, select)")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
        });
      }, FORMS);
      for (const method of ["goto", "reload"] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
        page[method] = (async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (isSitePage(response)) await waitForHydration(page);
          return response;
        }) as never;
      }
    }
    await provide(page);
  },
});

/** Resolves once the page has drawn two more frames (what a change, an effect, a scroll step needs to show). */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once whatever the page requests by itself has been asked for: it has loaded, hydrated
 * where the fixture waits for that (whose effects are what would start a request), and drawn
 * its next frames. For checks that nothing was requested; "networkidle" could wait out a test.
 */
export async function requestedByItself(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await nextFrames(page);
}

/**
 * Resolves once the page's scroll position has held still for about 150 ms. Polled from the
 * test, not timed by animation frames: with JavaScript off the page runs no frame callback.
 */
export async function scrollSettled(page: Page): Promise<void> {
  let last = Number.NaN;
  let still = 0;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => scrollY);
        still = y === last ? still + 1 : 0;
        last = y;
        return still >= 3;
      },
      { intervals: [50], message: "the page kept scrolling" },
    )
    .toBe(true);
}

/** Starts the form islands as a visitor going to the forms would (a focusin in each), without moving the focus or the pointer. */
export async function startFramework(page: Page): Promise<void> {
  for (const form of await page.locator(FORMS).all()) await form.locator("input:not([type=hidden])").first().dispatchEvent("focusin");
  await waitForHydration(page);
}
