import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { pageKindsBeyondRoutes, visitedRoutes } from "./support";

// Read as a reader has the page, the framework never loaded: hydration changes nothing of it
// (tests/e2e/performance.spec.ts; docs/decisions/060-ci-time-on-a-slower-host.md).
test.use({ interactAtOnce: false });

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

test.describe("axe-core finds no accessibility violations", () => {
  for (const path of [...visitedRoutes.map((route) => route.path), ...pageKindsBeyondRoutes()]) {
    for (const viewport of viewports) {
      test(`${path} (${viewport.name})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  }
});
