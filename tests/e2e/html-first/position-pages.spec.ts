import { expect, test, type Page } from "../test";
import { formText } from "@/content/forms";
import { hyphenate } from "@/content/hyphenation";
import { jobsCopy } from "@/content/pages/jobs";
import { positions, type Position } from "@/content/positions";
import { ui } from "@/content/ui";
import { isOpenOn } from "@/lib/open-positions";
import { today } from "@/lib/clock";
import { formatDate } from "@/lib/format";
import { otherLang } from "@/lib/i18n";
import { payText, positionHref } from "@/site/positions-as-shown";
import { jsonLdBlocks, languages, pathFor, positionNumbered, siteUrl, type Lang } from "../support";

// Each position's own page, the whole ad (docs/decisions/063-a-page-for-each-position.md), in every
// script state: its sections and facts with the dates in the page's language, how hiring goes,
// its JobPosting and metadata, the apply button to ?job=N, the language switch to the same
// position, and a closed position's 410 (the fixture ?job=90 closed on 2025-06-30; ?job=91 is open
// until 2099-12-31 with its pay).

const open = positions().filter((p) => isOpenOn(p, today()));
const closed = positionNumbered(90);
const paid = positionNumbered(91);
type Node = Record<string, unknown>;

async function postings(page: Page): Promise<Node[]> {
  return (await jsonLdBlocks(page)).flatMap((doc) => (doc as { "@graph"?: Node[] })["@graph"] ?? []).filter((node) => node["@type"] === "JobPosting");
}

const headValue = (page: Page, selector: string, attribute: string) => page.locator(`head ${selector}`).getAttribute(attribute);

/** Chooses the other language in the header's language menu (open on hover, without scripts too). */
async function switchLanguage(page: Page, from: Lang) {
  const nav = page.getByRole("navigation", { name: ui[from].nav.label });
  await nav.getByRole("button", { name: new RegExp(ui[from].nav.language) }).hover();
  await nav.getByRole("link", { name: ui[from].languageNames[otherLang(from)] }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", otherLang(from));
}

/** The facts a position's page lists, as "term value" in the page's language. */
function factsOf(position: Position, lang: Lang): Record<string, string> {
  const t = jobsCopy[lang];
  const text = position[lang];
  return {
    department: `${t.department}${text.department}`,
    location: `${t.location}${text.location}`,
    remote: `${t.remote.term}${position.remote ? t.remote.yes : t.remote.no}`,
    type: `${t.type}${text.type}`,
    ...(position.pay && { pay: `${t.pay}${payText(position, lang)}` }),
    posted: `${t.posted}${formatDate(position.posted, lang)}`,
    closes: `${t.closes}${position.closes ? formatDate(position.closes, lang) : t.untilFilled}`,
  };
}

for (const lang of languages) {
  const t = jobsCopy[lang];

  for (const position of open) {
    test(`${position[lang].title}: the whole ad, its facts and dates, how hiring goes, its posting, and the apply button (${lang})`, async ({ page }) => {
      const response = await page.goto(positionHref(position, lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hyphenate(position[lang].title));
      for (const key of ["work", "lookingFor", "offer"] as const) {
        const section = page.locator(`[data-ad-section=${key}]`);
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(t.position[key]);
        await expect(section.getByRole("listitem")).toHaveText(position[lang][key]);
      }
      const facts = factsOf(position, lang);
      await expect(page.locator("[data-fact]")).toHaveText(Object.values(facts));
      // Each step after its number in its circle.
      await expect(page.getByTestId("hiring-step")).toHaveText(t.hiring.steps.map((step, i) => `${i + 1}${step}`));
      await expect(page.locator("[data-hear-back]")).toContainText(position.closes ? t.hiring.whenCloses(formatDate(position.closes, lang)) : t.hiring.whenUntilFilled);

      const url = `${siteUrl}${positionHref(position, lang)}`;
      expect(await page.title()).toBe(`${t.position.metaTitle(position[lang].title)} | Example AI`);
      expect(await headValue(page, 'link[rel="canonical"]', "href")).toBe(url);
      expect(await headValue(page, 'meta[property="og:url"]', "content")).toBe(url);
      expect(await headValue(page, 'meta[name="description"]', "content")).toBe(t.position.metaDescription(position[lang].title, position[lang].type, position[lang].location));
      for (const other of languages) expect(await headValue(page, `link[rel="alternate"][hreflang="${other}"]`, "href")).toBe(`${siteUrl}${positionHref(position, other)}`);

      const [posting, ...more] = await postings(page);
      expect(more).toEqual([]);
      expect(posting).toMatchObject({ title: position[lang].title, datePosted: position.posted, url, directApply: true, identifier: { value: String(position.job) } });
      expect(String(posting!.description)).toContain(`<h3>${t.position.offer}</h3>`);
      expect("validThrough" in posting!).toBe(position.closes !== undefined);
      expect("baseSalary" in posting!).toBe(position.pay !== undefined);

      // The visitor applies: the form opens with this position chosen.
      await page.locator("[data-apply-link]").first().click();
      await expect(page).toHaveURL((u) => u.pathname === pathFor("apply", lang) && u.search === `?job=${position.job}`);
      await expect(page.locator("[name=position]")).toHaveValue(position.id);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(formText[lang].apply.heading);
    });
  }

  test(`a position with a closing day and pay shows both, and search engines get them (${lang})`, async ({ page }) => {
    await page.goto(positionHref(paid, lang));
    await expect(page.locator("[data-fact=pay]")).toHaveText(`${t.pay}${payText(paid, lang)}`);
    await expect(page.locator("[data-fact=closes]")).toHaveText(`${t.closes}${formatDate("2099-12-31", lang)}`);
    await expect(page.locator("[data-fact=posted]")).toHaveText(`${t.posted}${lang === "fi" ? "26.11.2026" : "26 November 2026"}`);
    await expect(page.locator("[data-hear-back]")).toContainText(t.hiring.whenCloses(formatDate("2099-12-31", lang)));
    expect((await postings(page))[0]).toMatchObject({
      validThrough: "2099-12-31T23:59:59+02:00",
      baseSalary: { currency: "EUR", value: { minValue: 2800, maxValue: 3400, unitText: "MONTH" } },
    });
  });

  test(`the language switch leads to the same position in the other language (${lang})`, async ({ page }) => {
    const position = positionNumbered(1);
    await page.goto(positionHref(position, lang));
    await switchLanguage(page, lang);
    const other = otherLang(lang);
    await expect(page).toHaveURL((url) => url.pathname === positionHref(position, other));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hyphenate(position[other].title));
  });

  test(`a closed position's page answers 410, says so, and leads to the open positions' pages; an unknown one is a 404 (${lang})`, async ({ page }) => {
    const response = await page.goto(positionHref(closed, lang));
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.closed.title);
    await expect(page.getByText(t.closed.text(closed[lang].title))).toBeVisible();
    expect(await postings(page)).toEqual([]);
    expect(await headValue(page, 'meta[name="robots"]', "content")).toMatch(/noindex/);
    const links = page.locator("[data-position-closed]").getByRole("listitem").getByRole("link");
    await expect(links).toHaveText(open.map((p) => hyphenate(p[lang].title)));
    await links.first().click();
    await expect(page).toHaveURL((url) => url.pathname === positionHref(open[0]!, lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hyphenate(open[0]![lang].title));

    // Another language's slug, or none, is no position's page.
    for (const path of [`${pathFor("jobs", lang)}/${open[0]![otherLang(lang)].slug}`, `${pathFor("jobs", lang)}/no-such-position`]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
}

test("the sitemap lists the open positions' pages in both languages, with their counterparts, and not the closed one", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const position of open) {
    for (const lang of languages) {
      const entry = sitemap.split("<url>").find((block) => block.includes(`<loc>${siteUrl}${positionHref(position, lang)}</loc>`));
      expect(entry, positionHref(position, lang)).toContain(`<lastmod>${position.posted}</lastmod>`);
      expect(entry).toContain(`hreflang="${otherLang(lang)}" href="${siteUrl}${positionHref(position, otherLang(lang))}"`);
    }
  }
  for (const lang of languages) expect(sitemap).not.toContain(positionHref(closed, lang));
});
