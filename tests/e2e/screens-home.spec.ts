import { expect, requestedByItself, test } from "./test";
import { recordThirdParty } from "./support";
import { serviceNames } from "@/content/glossary";
import { homeCopy } from "@/content/pages/home";
import { bookingCopy } from "@/content/pages/booking";
import { pathFor } from "@/lib/routes";
import { e2eEnv } from "./env";

const langs = ["en", "fi"] as const;
const videoIds = { en: e2eEnv.HERO_VIDEO_ID_EN, fi: e2eEnv.HERO_VIDEO_ID_FI };

for (const lang of langs) {
  const t = homeCopy[lang];

  test.describe(`home (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await recordThirdParty(page);
      await page.goto(pathFor("home", lang));
    });

    test("has one h1 and the hero text", async ({ page }) => {
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
      await expect(page.getByText(t.hero.subtitle)).toBeVisible();
    });

    test("FAQ has 6 single-open, collapsible items and matching FAQPage data", async ({ page }) => {
      const items = page.locator('[data-faq="home-faq"] details');
      await expect(items).toHaveCount(6);
      const first = items.nth(0);
      const second = items.nth(1);
      await first.locator("summary").click();
      await expect(first).toHaveAttribute("open", "");
      await expect(first.getByText(t.faq.items[0]!.answer)).toBeVisible();
      await second.locator("summary").click();
      await expect(second).toHaveAttribute("open", "");
      await expect(first).not.toHaveAttribute("open", "");
      await second.locator("summary").click();
      await expect(second).not.toHaveAttribute("open", "");
      await expect(page.locator("details[open]")).toHaveCount(0);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = jsonLd
        .flatMap((text) => JSON.parse(text)["@graph"] as { "@type": string; mainEntity?: { name: string }[] }[])
        .find((item) => item["@type"] === "FAQPage");
      expect(faqPage?.mainEntity?.map((q) => q.name)).toEqual(t.faq.items.map((item) => item.question));
    });
  });

  test(`video facade loads nothing from the video host before the click (${lang})`, async ({ page }) => {
    const thirdParty = await recordThirdParty(page);
    await page.goto(pathFor("home", lang));
    const facade = page.locator("[data-video-facade]");
    await expect(facade.locator("img")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await requestedByItself(page);
    expect(thirdParty.filter((url) => /youtube|ytimg|googlevideo/.test(url))).toEqual([]);

    await page.getByRole("link", { name: t.hero.video.play }).click();
    const iframe = page.locator("iframe");
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute("src", new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoIds[lang]}\\?`));
    await expect(iframe).toHaveAttribute("title", t.hero.video.title);
    await expect(page.getByRole("link", { name: t.hero.video.play })).toHaveCount(0);
  });

  test(`book-call button goes to the booking page of the language (${lang})`, async ({ page }) => {
    await recordThirdParty(page);
    await page.goto(pathFor("home", lang));
    await page.getByRole("link", { name: t.hero.cta }).click();
    await expect(page).toHaveURL(pathFor("bookCall", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bookingCopy[lang].title);
  });

  test(`call-to-action block leads to the booking page (${lang})`, async ({ page }) => {
    await recordThirdParty(page);
    await page.goto(pathFor("home", lang));
    const link = page.getByRole("link", { name: t.cta.button, exact: true });
    await expect(link).toHaveAttribute("href", pathFor("bookCall", lang));
  });

  test(`solution cards link to the four service pages (${lang})`, async ({ page }) => {
    await recordThirdParty(page);
    await page.goto(pathFor("home", lang));
    const names = serviceNames[lang];
    const links = {
      chatAssistant: names.chatAssistant.name,
      phoneReceptionist: names.phoneReceptionist.name,
      aiSeo: names.aiSeo.name,
      leadQualifier: names.leadQualifier.name,
    } as const;
    const section = page.locator("section", { has: page.getByRole("heading", { name: t.solutions.title }) });
    for (const [screen, label] of Object.entries(links) as [keyof typeof links, string][]) {
      await expect(section.getByRole("link", { name: label })).toHaveAttribute("href", pathFor(screen, lang));
    }
    await section.getByRole("link", { name: links.aiSeo }).click();
    await expect(page).toHaveURL(pathFor("aiSeo", lang));
  });
}
