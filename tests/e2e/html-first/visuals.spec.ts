import { expect, test, type Locator, type Page } from "../test";
import { aiSeoCopy } from "@/content/services/ai-seo";
import { chatAssistantCopy } from "@/content/services/chat-assistant";
import { leadQualifierCopy } from "@/content/services/lead-qualifier";
import { phoneReceptionistCopy } from "@/content/services/phone-receptionist";
import { claimNotes } from "@/content/claims";
import { hyphenate } from "@/content/hyphenation";
import { leadFeature, visualsCopy } from "@/content/visuals";
import { otherLang, type Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { visits } from "../support";

const langs = ["en", "fi"] as const;

// The product visuals in every script state (docs/decisions/009-html-first.md): drawn in HTML
// and CSS, they need no script to show or to move.

/** Each page with a product visual, and a text drawn in it that only its language has. */
const pages = [
  { screen: "home", text: (lang: Lang) => visualsCopy[lang].home.feed[0].text },
  { screen: "chatAssistant", text: (lang: Lang) => visualsCopy[lang].chatAssistant.question },
  { screen: "phoneReceptionist", text: (lang: Lang) => visualsCopy[lang].phoneReceptionist.lines[1].text },
  { screen: "aiSeo", text: (lang: Lang) => visualsCopy[lang].aiSeo.postsTitle },
  { screen: "leadQualifier", text: (lang: Lang) => visualsCopy[lang].leadQualifier.verdict },
] as const;

const features = { chatAssistant: chatAssistantCopy, phoneReceptionist: phoneReceptionistCopy, aiSeo: aiSeoCopy, leadQualifier: leadQualifierCopy };

test.beforeEach(async ({ page }) => {
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
});

function heroVisual(page: Page, label: string): Locator {
  return page.locator("section[aria-labelledby=hero-title]").getByRole("img", { name: label, exact: true });
}

/** The running animations in an element and everything inside it. */
function animations(el: Locator): Promise<number> {
  return el.evaluate((node) => node.getAnimations({ subtree: true }).length);
}

/** The visual shows its product: one image to assistive technology, the texts drawn in the page's language. */
async function expectVisual(page: Page, lang: Lang, p: (typeof pages)[number]) {
  const label = visualsCopy[lang][p.screen].label;
  const visual = heroVisual(page, label);
  await expect(visual).toBeVisible();
  // One line: the image and its name (YAML may quote it), nothing inside.
  const snapshot = await visual.ariaSnapshot();
  expect(snapshot.split("\n")).toHaveLength(1);
  expect(snapshot).toContain(`img "${label}"`);
  await expect(visual).toContainText(p.text(lang));
  await expect(visual).not.toContainText(p.text(otherLang(lang)));
  // Nothing inside it is announced on its own.
  await expect(visual.locator(":scope > [aria-hidden=true]")).toHaveCount(1);
}

for (const lang of langs) {
  for (const p of pages.filter((entry) => visits(entry.screen, lang))) {
    const path = pathFor(p.screen, lang);

    test(`${path}: the hero shows the product visual with its ${lang} name`, async ({ page }) => {
      await page.goto(path);
      await expectVisual(page, lang, p);
      const box = await heroVisual(page, visualsCopy[lang][p.screen].label).boundingBox();
      // Beside the text on a wide screen: the hero's right-hand side.
      expect(box!.x).toBeGreaterThan(600);
    });

    // Figures in context (docs/decisions/066-figures-phones-and-details.md).
    test(`${path}: the picture is captioned as an illustration and the figures as typical ones, in the page's language`, async ({ page }) => {
      await page.goto(path);
      const figure = page.locator("section[aria-labelledby=hero-title]").getByRole("figure", { name: claimNotes[lang].illustration });
      await expect(figure).toBeVisible();
      await expect(figure.getByRole("img", { name: visualsCopy[lang][p.screen].label, exact: true })).toBeVisible();
      // Under the hero's figures and the gains' on a service page, under the home page's figures.
      const notes = page.locator("[data-claim-note]");
      await expect(notes).toHaveText(Array(p.screen === "home" ? 1 : 2).fill(claimNotes[lang].typical));
      for (const note of await notes.all()) {
        await note.scrollIntoViewIfNeeded();
        await expect(note).toBeVisible();
      }
      await expect(page.locator("body")).not.toContainText(claimNotes[otherLang(lang)].typical);
    });

    test(`${path}: the visual is still, moves gently while pointed at, and not at all with reduced motion`, async ({ page, scripts }) => {
      test.skip(scripts === "off", "the animations are read with a script; CSS runs them in every state");
      const visual = heroVisual(page, visualsCopy[lang][p.screen].label);
      await page.goto(path);
      expect(await animations(visual)).toBe(0);
      await visual.hover();
      await expect.poll(() => animations(visual)).toBeGreaterThan(0);
      await page.mouse.move(0, 0);
      await expect.poll(() => animations(visual)).toBe(0);

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      await visual.hover();
      expect(await animations(visual)).toBe(0);
      const names = await visual.evaluate((node) => [node, ...node.querySelectorAll("*")].map((el) => getComputedStyle(el).animationName));
      expect(names.every((name) => name === "none")).toBe(true);
      if (p.screen !== "home") expect(await animations(page.getByTestId("feature").first())).toBe(0);
    });
  }

  test(`${pathFor("home", lang)}: the manifesto's illustrations float only while pointed at`, async ({ page, scripts }) => {
    test.skip(scripts === "off", "the animations are read with a script; CSS runs them in every state");
    const manifesto = page.locator("section[aria-labelledby=manifesto-title]");
    // The section's own scroll-driven reveal aside: the illustrations' animations.
    const floating = () => manifesto.evaluate((node) => [...node.querySelectorAll("img")].flatMap((img) => img.getAnimations()).length);
    await page.goto(pathFor("home", lang));
    await manifesto.scrollIntoViewIfNeeded();
    expect(await floating()).toBe(0);
    await manifesto.getByRole("heading", { level: 2 }).hover();
    await expect.poll(floating).toBe(4);
  });

  for (const service of ["chatAssistant", "phoneReceptionist", "aiSeo", "leadQualifier"] as const) {
    test(`${pathFor(service, lang)}: the lead feature comes first, larger, with its own picture`, async ({ page }) => {
      await page.goto(pathFor(service, lang));
      const items = features[service][lang].features.items;
      const cards = page.getByTestId("feature");
      await expect(cards).toHaveCount(8);
      const lead = cards.first();
      // As drawn: soft hyphens where a Finnish compound may break.
      await expect(lead.getByRole("heading", { level: 3 })).toHaveText(hyphenate(items[leadFeature[service]].title));
      await expect(cards.locator("h3")).toHaveCount(8);
      // The picture is decoration beside the text that says the same.
      const picture = lead.locator("div[aria-hidden=true]").first();
      await expect(picture).toBeVisible();
      const lines = (await lead.ariaSnapshot()).split("\n");
      expect(lines).toHaveLength(3);
      expect(lines[1]!.replaceAll("\u00ad", "")).toContain(`heading "${items[leadFeature[service]].title}" [level=3]`);
      expect(lines[2]).toMatch(/^ {2}- '?paragraph: /);
      const [leadBox, nextBox] = [await lead.boundingBox(), await cards.nth(1).boundingBox()];
      expect(leadBox!.height).toBeGreaterThan(nextBox!.height * 1.5);
    });
  }
}
