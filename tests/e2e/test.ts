/**
 * Playwright's `test` with one change: after `page.goto` and `page.reload` of a site page, with
 * JavaScript on, it waits until React has hydrated the page (<html data-hydrated>, set by
 * components/layout/HydrationMark.tsx). Prerendered pages load their framework scripts after the
 * first paint (scripts/build/defer-scripts.mjs), so the load event alone no longer means that.
 */
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

function isSitePage(response: Response | null): boolean {
  if (!response || response.request().resourceType() !== "document") return false;
  return new URL(response.url()).hostname === "localhost" && (response.headers()["content-type"] ?? "").startsWith("text/html");
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
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
