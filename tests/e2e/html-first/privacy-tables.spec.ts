import { expect, test } from "../test";
import { privacyCopy } from "@/content/pages/privacy";
import { languages, pathFor } from "../support";

// The privacy notice's tables on a phone, in every script state: each row stacks as a card that
// names its cells, nothing scrolls sideways and no cell is cut off.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const lang of languages) {
  test(`the retention and processor tables read without sideways scrolling at 390 px (${lang})`, async ({ page }) => {
    await page.goto(pathFor("privacy", lang));
    const tables = page.locator("[data-stacked-table]");
    await expect(tables).toHaveCount(2);
    const heads = privacyCopy[lang].sections.flatMap((section) => section.blocks.flatMap((block) => ("table" in block ? [block.table.head] : [])));
    for (const [index, [rowLabel, textLabel]] of heads.entries()) {
      const table = tables.nth(index);
      await table.scrollIntoViewIfNeeded();
      const firstRow = table.locator("tbody tr").first();
      await expect(firstRow.locator("th").getByText(rowLabel, { exact: true })).toBeVisible();
      await expect(firstRow.locator("td").getByText(textLabel, { exact: true })).toBeVisible();
      // Every cell lies within the window and shows all of its text.
      const clipped = await table.locator("tbody th, tbody td").evaluateAll((cells) =>
        cells.filter((cell) => {
          const box = cell.getBoundingClientRect();
          return box.width > 1 && (box.left < 0 || box.right > window.innerWidth || cell.scrollWidth > cell.clientWidth);
        }).length,
      );
      expect(clipped).toBe(0);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
