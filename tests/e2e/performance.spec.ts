import { allRoutes } from "./support";
import { expect, test } from "./test";

// Prerendered pages request the framework's scripts only once the first frame is rendered
// (scripts/build/defer-scripts.mjs), so no script can run before the first paint; then React
// still takes over the page (the fixture in ./test waits for <html data-hydrated>).
test.describe("framework scripts load after the first paint", () => {
  for (const { path } of allRoutes) {
    test(`${path}: scripts requested after the first frame, then the page hydrates`, async ({ page }) => {
      await page.addInitScript(() =>
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        }),
      );
      await page.goto(path);
      const { firstFrameAt, scriptStarts } = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        scriptStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(scriptStarts.length).toBeGreaterThan(0);
      for (const start of scriptStarts) expect(start).toBeGreaterThan(firstFrameAt);
    });
  }
});
