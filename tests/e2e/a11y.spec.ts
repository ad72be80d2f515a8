import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { articles } from "@/content/articles";
import { applyHref } from "@/lib/apply-variants";
import { blogPaths } from "@/lib/routes";
import { languages, visitedRoutes } from "./support";

// Read as a reader has the page, the framework never loaded: hydration changes nothing of it
// (tests/e2e/performance.spec.ts; docs/decisions/060-ci-time-on-a-slower-host.md).
test.use({ interactAtOnce: false });

/** Besides the routes: each kind of page of the blog (an article with every Markdown element among them), and a closed position's page. */
const morePages = languages.flatMap((lang) => [
  blogPaths.article(lang, articles(lang)[0]!.slug),
  blogPaths.page(lang, 2),
  blogPaths.tag(lang, lang === "fi" ? "myynti" : "sales"),
  applyHref(lang, 90),
]);

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

test.describe("axe-core finds no accessibility violations", () => {
  for (const path of [...visitedRoutes.map((route) => route.path), ...morePages, blogPaths.article("en", "fixture-markdown")]) {
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
