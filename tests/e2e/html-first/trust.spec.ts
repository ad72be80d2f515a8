import { expect, test, type Locator } from "../test";
import { processorTable, privacyCopy, retentionTable } from "@/content/pages/privacy";
import { trustCopy } from "@/content/pages/trust";
import { ui } from "@/content/ui";
import { parseSiteConfig } from "@/lib/site-config";
import { optionalWidgetsInUse, shownTable } from "@/site/privacy-as-shown";
import { e2eEnv } from "../env";
import { languages, pathFor } from "../support";

// The trust page in every script state: reached from the footer, it lists the processors the
// e2e configuration uses (tests/e2e/env.ts: a voice agent and videos), the privacy notice's own
// retention facts, and the company's address for a data processing agreement.

test.use({ viewport: { width: 1280, height: 800 } });

const config = parseSiteConfig(e2eEnv);
const cellTexts = (table: Locator) => table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.lastChild?.textContent ?? "")));

for (const lang of languages) {
  const t = trustCopy[lang];

  test(`the footer's link leads to the trust page (${lang})`, async ({ page }) => {
    await page.goto(pathFor("home", lang));
    await page.locator("footer#contact").getByRole("link", { name: ui[lang].footer.trust, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathFor("trust", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  });

  test(`lists the processors in use, the notice's retention facts and where to ask for an agreement (${lang})`, async ({ page }) => {
    await page.goto(pathFor("trust", lang));
    const processors = shownTable(processorTable[lang], optionalWidgetsInUse(config));
    expect(processors.rows.map(([name]) => name).join()).toMatch(/ElevenLabs.*YouTube/);
    expect(await cellTexts(page.locator("[data-trust-processors] table"))).toEqual(processors.rows);

    const trustRetention = await cellTexts(page.locator("[data-trust-retention] table"));
    expect(trustRetention).toEqual(retentionTable[lang].rows.map(([head, text]) => [head, text]));
    const retentionSection = privacyCopy[lang].sections.find((section) => section.blocks.some((block) => "table" in block && block.table === retentionTable[lang]))!;
    await page.getByRole("link", { name: t.storage.privacyLink }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathFor("privacy", lang));
    expect(await cellTexts(page.locator(`section#${retentionSection.id} table`))).toEqual(trustRetention);

    await page.goBack();
    const agreement = page.locator(`section#${t.agreement.id}`);
    await expect(agreement.getByRole("link", { name: config.COMPANY_EMAIL })).toHaveAttribute("href", `mailto:${config.COMPANY_EMAIL}`);
    await expect(page.locator(`section#${t.aiDisclosure.id} li`)).toHaveText(t.aiDisclosure.services);
  });
}
