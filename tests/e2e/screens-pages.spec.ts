import { expect, test } from "./test";
import { aboutCopy } from "@/content/pages/about";
import { jobsCopy } from "@/content/pages/jobs";
import { privacyCopy } from "@/content/pages/privacy";
import { pathFor, screens } from "@/lib/routes";
import { jsonLdBlocks, positionNumbered, siteUrl } from "./support";

const langs = ["en", "fi"] as const;

type Node = { "@type": string; [key: string]: unknown };
async function graph(page: import("@playwright/test").Page): Promise<Node[]> {
  return (await jsonLdBlocks(page)).flatMap((doc) => (doc as { "@graph": Node[] })["@graph"]);
}

test.beforeEach(async ({ page }) => {
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
});

for (const lang of langs) {
  test(`about page: sections, breadcrumb and BreadcrumbList data (${lang})`, async ({ page }) => {
    const t = aboutCopy[lang];
    await page.goto(pathFor("about", lang));
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.subtitle)).toBeVisible();
    for (const title of [t.whatWeDo.title, t.mission.title, t.future.title]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }

    const crumbs = page.getByRole("navigation", { name: t.breadcrumb.label });
    await expect(crumbs.getByRole("listitem")).toHaveCount(2);
    await expect(crumbs.getByRole("link", { name: t.breadcrumb.home })).toHaveAttribute("href", pathFor("home", lang));
    const current = crumbs.locator('[aria-current="page"]');
    await expect(current).toHaveText(t.breadcrumb.current);

    const list = (await graph(page)).find((node) => node["@type"] === "BreadcrumbList");
    expect(list?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: t.breadcrumb.home, item: `${siteUrl}${pathFor("home", lang)}` },
      { "@type": "ListItem", position: 2, name: t.breadcrumb.current, item: `${siteUrl}${pathFor("about", lang)}` },
    ]);
  });

  test(`jobs page lists the three positions of the product with apply links ?job=0..2 first (${lang})`, async ({ page }) => {
    const t = jobsCopy[lang];
    await page.goto(pathFor("jobs", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    const cards = page.locator("[data-job]");
    for (const index of [0, 1, 2]) {
      const job = positionNumbered(index)[lang];
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: job.title })).toBeVisible();
      for (const fact of [job.department, job.location, job.type, job.description]) {
        await expect(card.getByText(fact, { exact: true })).toBeVisible();
      }
      await expect(card.getByRole("link", { name: `${t.applyFor}: ${job.title}` })).toHaveAttribute(
        "href",
        `${pathFor("apply", lang)}?job=${index}`,
      );
    }
    // The postings are advertised on the positions' own pages, not on the list (html-first/position-pages.spec.ts).
    expect((await graph(page)).filter((node) => node["@type"] === "JobPosting")).toEqual([]);
  });

  test(`privacy notice: every section, contents links, controller and last-updated date (${lang})`, async ({ page }) => {
    const t = privacyCopy[lang];
    await page.goto(pathFor("privacy", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.locator("[data-last-updated]")).toHaveText(`${t.lastUpdatedLabel} ${t.lastUpdated}`);

    const ids = [t.controller.id, ...t.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)])];
    // Controller, overview, personal data with its subsections (general, bookings, voice agent,
    // marketing, clients, applicants, technical: the e2e build configures a voice agent), purpose,
    // legal basis, retention, processors, transfers, disclosure, rights, cookies, changes.
    expect(ids).toHaveLength(12 + 7);
    const toc = page.locator("nav#toc");
    for (const id of ids) {
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
      await expect(page.locator(`section#${id} :is(h2,h3)`).first()).toBeVisible();
    }
    await toc.locator(`a[href="#${t.sections.at(-1)!.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${t.sections.at(-1)!.id}$`));
    await expect(page.locator(`#${t.sections.at(-1)!.id}-title`)).toBeInViewport();

    const controller = page.locator(`section#${t.controller.id}`);
    await expect(controller.getByText(/\d{7}-\d/)).toBeVisible();
    await expect(controller.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(controller.locator('a[href^="tel:"]')).toBeVisible();

    const body = page.locator("[data-privacy-body]");
    for (const phrase of lang === "en"
      ? ["2 years after it ends", "10 years", "Until you withdraw your consent", "6 months after the recruitment ends", "Until you unsubscribe", "Data Protection Ombudsman", "Calendly (scheduling widget)", "ElevenLabs (voice agent)", "YouTube (video player)"]
      : ["2 vuotta sen päättymisen jälkeen", "10 vuotta", "Kunnes peruutat suostumuksesi", "6 kuukautta rekrytoinnin päättymisestä", "Kunnes peruutat tilauksen", "tietosuojavaltuutetun toimistolle", "Calendly (ajanvarauswidget)", "ElevenLabs (puheagentti)", "YouTube (videosoitin)"]) {
      await expect(body.getByText(phrase).first()).toBeVisible();
    }
    await expect(body.getByRole("link", { name: "tietosuoja.fi" })).toHaveAttribute("href", "https://tietosuoja.fi");
  });
}

test.describe("no horizontal scrolling at 360 px, even in the fallback font", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const lang of langs) {
    for (const screen of screens) {
      test(`${pathFor(screen, lang)}`, async ({ page }) => {
        // font-display: optional means some first visits render in the (wider) fallback font.
        await page.route("**/*.woff2", (route) => route.abort());
        await page.goto(pathFor(screen, lang));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe("the privacy notice's contents list at any window height", () => {
  for (const viewport of [{ width: 1366, height: 700 }, { width: 1024, height: 600 }]) {
    for (const lang of langs) {
      test(`every item can be reached in a ${viewport.width}×${viewport.height} window (${lang})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(pathFor("privacy", lang));
        const toc = page.locator("nav#toc");
        // Scrolled half way down the notice, the list stays beside it and within the window.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: "instant" }));
        const box = await toc.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
        const last = toc.getByRole("link").last();
        await last.scrollIntoViewIfNeeded();
        const linkBox = await last.boundingBox();
        expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(viewport.height);
        const target = (await last.getAttribute("href"))!;
        await last.click();
        await expect(page).toHaveURL((url) => url.hash === target);
        await expect(page.locator(target)).toBeInViewport();
      });
    }
  }
});
