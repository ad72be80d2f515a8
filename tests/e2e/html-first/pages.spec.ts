import { expect, test } from "../test";
import { visitedRoutes } from "../support";

// Every route is complete in every script state: its one h1 and its footer are there.
test.describe("every page is complete", () => {
  for (const route of visitedRoutes) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("footer#contact")).toBeVisible();
    });
  }
});

test("held-back pages really run without their framework scripts", async ({ page, scripts }) => {
  test.skip(scripts !== "held-back", "only meaningful while scripts are held back");
  await page.goto("/");
  // A focus in a form asks for the framework; its scripts never come.
  await page.locator("form[data-form] input[type=email]").last().dispatchEvent("focusin");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});
