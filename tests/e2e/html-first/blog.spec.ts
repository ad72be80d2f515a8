import { expect, test, type Page } from "../test";
import { articles, type Article } from "@/content/articles";
import { blogCopy } from "@/content/blog";
import { formText } from "@/content/forms";
import { serviceNames } from "@/content/glossary";
import { hyphenate } from "@/content/hyphenation";
import { tags } from "@/content/tags";
import { ui } from "@/content/ui";
import { formatDate } from "@/lib/format";
import { otherLang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";
import { articlesTagged, PAGE_SIZE, relatedTo } from "@/site/blog/catalog";
import { blogPages, clickWhenDrawn, jsonLdBlocks, languages, pathFor, pngSize, siteUrl, type Lang } from "../support";

// The blog in every script state (tests/e2e/test.ts): its lists, pages and tags, an article, the
// language switch with and without a counterpart, the feeds, the structured data and the
// alternates (docs/decisions/045-articles-as-markdown-content.md, 047).

const desktop = { width: 1280, height: 800 };
test.use({ viewport: desktop });

/** A real article and its translation: the phone receptionist's, paired by their translation key. */
const paired: Record<Lang, string> = { en: "calls-after-office-hours", fi: "puhelut-virka-ajan-jalkeen" };
/** Fixtures (tests/fixtures/content) with no counterpart. */
const alone: Record<Lang, string> = { en: "only-in-english", fi: "vain-suomeksi" };

const article = (lang: Lang, slug: string) => articles(lang).find((a) => a.slug === slug)!;
const cardTitles = (page: Page, scope = "[data-article-list]") => page.locator(`${scope} [data-article-card] :is(h2, h3)`);
const titles = (list: Article[]) => list.map((a) => hyphenate(a.title));

/** Chooses the other language in the header's language menu (open on hover, without scripts too). */
async function switchLanguage(page: Page, from: Lang) {
  const nav = page.getByRole("navigation", { name: ui[from].nav.label });
  await nav.getByRole("button", { name: new RegExp(ui[from].nav.language) }).hover();
  await nav.getByRole("link", { name: ui[from].languageNames[otherLang(from)] }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", otherLang(from));
}

/** The page's hreflang alternates, as paths. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((all) => all.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  return Object.fromEntries(links.map(([lang, href]) => [lang, href!.replace(siteUrl, "") || "/"]));
}

for (const lang of languages) {
  const t = blogCopy[lang];
  const all = articles(lang);

  test.describe(`the blog (${lang})`, () => {
    test("lists the newest ten articles and pages on to the older ones", async ({ page }) => {
      await page.goto(blogPaths.index(lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      expect(all.length, "the fixtures make more than one page").toBeGreaterThan(PAGE_SIZE);
      await expect(cardTitles(page)).toHaveText(titles(all.slice(0, PAGE_SIZE)));
      const pages = page.getByRole("navigation", { name: t.pagination.label });
      await pages.getByRole("link", { name: t.pagination.older }).click();
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.page(lang, 2));
      await expect(cardTitles(page)).toHaveText(titles(all.slice(PAGE_SIZE)));
      await expect(page.getByText(t.pagination.page(2, 2)).first()).toBeVisible();
      await pages.getByRole("link", { name: t.pagination.page(1, 2) }).click();
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.index(lang));
    });

    test("an article's tag leads to the tag's page, which lists its articles", async ({ page }) => {
      await page.goto(blogPaths.article(lang, paired[lang]));
      const tag = article(lang, paired[lang]).tags[1]!;
      await page.getByRole("list", { name: t.article.tags }).getByRole("link", { name: tags[lang][tag].name }).click();
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.tag(lang, tags[lang][tag].slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hyphenate(tags[lang][tag].name));
      await expect(cardTitles(page)).toHaveText(titles(articlesTagged(lang, tag)));
      await cardTitles(page).getByRole("link").first().click();
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.article(lang, articlesTagged(lang, tag)[0]!.slug));
    });

    test("an article: title, date, reading time, author, tags, contents, its service, the newsletter and what to read next", async ({ page }) => {
      const shown = article(lang, paired[lang]);
      await page.goto(blogPaths.index(lang));
      await cardTitles(page).getByRole("link", { name: shown.title.replace(/\u00ad/g, "") }).click();
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.article(lang, shown.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hyphenate(shown.title));
      const byline = page.locator("[data-byline]");
      await expect(byline).toContainText(`${t.article.published} ${formatDate(shown.published, lang)}`);
      await expect(byline).toContainText(t.article.readingTime(shown.minutes));
      await expect(byline).toContainText(`${t.article.by} Example AI`);
      await expect(page.locator("time").first()).toHaveAttribute("datetime", shown.published);

      // A long article opens with its contents; each entry jumps to its section.
      const contents = page.getByRole("navigation", { name: t.article.contents });
      await expect(contents.getByRole("link")).toHaveText(shown.headings.map((h) => h.text));
      await contents.getByRole("link").nth(2).click();
      await expect(page).toHaveURL((url) => decodeURIComponent(url.hash) === `#${shown.headings[2]!.id}`);
      await expect(page.locator("[data-article-body] h2").nth(2)).toBeInViewport();

      const service = page.locator(`[data-related-service="${shown.section}"]`);
      await expect(service.getByRole("heading", { level: 2 })).toHaveText(serviceNames[lang][shown.section].name);
      const newsletter = page.locator("[data-article-newsletter] form#newsletter");
      await expect(newsletter).toHaveCount(1);
      await expect(page.locator("footer form[data-form=newsletter]")).toHaveCount(0);
      await expect(page.locator("footer").getByRole("link", { name: formText[lang].newsletter.submit })).toHaveAttribute("href", "#newsletter");
      await expect(cardTitles(page, "[data-related-articles]")).toHaveText(titles(relatedTo(shown)));

      await service.getByRole("link", { name: t.article.bookCall }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("bookCall", lang));
    });

    test("a short article has no contents, and the breadcrumbs lead back to the blog", async ({ page }) => {
      await page.goto(blogPaths.article(lang, alone[lang]));
      await expect(page.locator("[data-toc]")).toHaveCount(0);
      await page.getByRole("navigation", { name: t.breadcrumb.label }).getByRole("link", { name: t.title }).click();
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.index(lang));
    });

    test("the language switch leads to the article's translation, and the alternates pair only the two", async ({ page }) => {
      await page.goto(blogPaths.article(lang, paired[lang]));
      const here = blogPaths.article(lang, paired[lang]);
      const there = blogPaths.article(otherLang(lang), paired[otherLang(lang)]);
      expect(await alternates(page)).toEqual({ [lang]: here, [otherLang(lang)]: there, "x-default": lang === "en" ? here : there });
      await expect(page.locator("[data-missing-counterpart]")).toHaveCount(0);
      await switchLanguage(page, lang);
      await expect(page).toHaveURL((url) => url.pathname === there);
      expect((await alternates(page))[lang], "the translation points back").toBe(here);
    });

    test("without a counterpart the language switch leads to the other blog, and the page says so", async ({ page }) => {
      await page.goto(blogPaths.article(lang, alone[lang]));
      expect(await alternates(page)).toEqual({});
      const note = page.locator("[data-missing-counterpart]");
      await expect(note).toHaveText(t.missingCounterpart.article);
      await expect(note).toHaveAttribute("lang", otherLang(lang));
      await switchLanguage(page, lang);
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.index(otherLang(lang)));
    });

    test("drafts are absent: no page, no card, no feed item, no sitemap entry", async ({ page, request }) => {
      const draft = blogPaths.article(lang, "fixture-draft");
      expect((await page.goto(draft))?.status()).toBe(404);
      for (const path of [blogPaths.index(lang), blogPaths.page(lang, 2), blogPaths.feed(lang), "/sitemap.xml"]) {
        expect(await (await request.get(path)).text(), path).not.toContain("fixture-draft");
      }
    });

    test("the feed parses as XML, its items are the articles, and every page of the blog announces it", async ({ page, request }) => {
      const response = await request.get(blogPaths.feed(lang));
      expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
      await page.goto(blogPaths.index(lang));
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", `${siteUrl}${blogPaths.feed(lang)}`);
      // The browser's own XML parser reads it (scripts of the page or not, the test's evaluation runs).
      const items = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        if (doc.querySelector("parsererror")) return null;
        return [...doc.querySelectorAll("channel > item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          date: new Date(item.querySelector("pubDate")?.textContent ?? "").toISOString().slice(0, 10),
        }));
      }, await response.text());
      expect(items).toEqual(all.map((a) => ({ title: a.title.replace(/\u00ad/g, ""), link: `${siteUrl}${blogPaths.article(lang, a.slug)}`, date: a.published })));
    });

    test("each article's BlogPosting data is complete and matches the page", async ({ page }) => {
      for (const shown of all.filter((a) => !a.file.startsWith("tests/"))) {
        await page.goto(blogPaths.article(lang, shown.slug));
        const graph = (await jsonLdBlocks(page)).flatMap((doc) => (doc as { "@graph": Record<string, unknown>[] })["@graph"] ?? []);
        const posting = graph.find((node) => node["@type"] === "BlogPosting")!;
        const url = `${siteUrl}${blogPaths.article(lang, shown.slug)}`;
        expect(posting).toMatchObject({
          headline: shown.title,
          description: shown.description,
          datePublished: shown.published,
          dateModified: shown.updated,
          author: { "@type": "Organization", name: "Example AI" },
          image: `${siteUrl}/og/${lang}/blog/${shown.slug}.png`,
          inLanguage: lang,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
        });
        expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(url);
        expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toBeDefined();
        const image = await page.request.get(String(posting.image).replace(siteUrl, ""));
        expect(image.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
      }
    });

    test("the home page shows the three newest articles, and the footer links to the blog", async ({ page }) => {
      await page.goto(pathFor("home", lang));
      const latest = page.locator("[data-latest-articles]");
      await expect(cardTitles(page, "[data-latest-articles]")).toHaveText(titles(all.slice(0, 3)));
      await clickWhenDrawn(latest.getByRole("link", { name: t.home.all }));
      await expect(page).toHaveURL((url) => url.pathname === blogPaths.index(lang));
      await page.locator("footer").getByRole("link", { name: ui[lang].footer.blog }).click();
      await expect(page.locator("footer").getByRole("link", { name: ui[lang].footer.blog })).toHaveAttribute("aria-current", "page");
    });
  });
}

test("hreflang pairs of the blog are reciprocal, and only real counterparts have them", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = [...languages.map((lang) => ({ lang, path: blogPaths.index(lang) })), ...blogPages()];
  const alternatesOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!.replace(siteUrl, "") || "/"]));
  };
  let paired = 0;
  for (const { lang, path } of pages) {
    const own = await alternatesOf(path);
    if (Object.keys(own).length === 0) continue;
    paired++;
    expect(own[lang], path).toBe(path);
    const back = await alternatesOf(own[otherLang(lang)]!);
    expect(back, `${path} <-> ${own[otherLang(lang)]}`).toEqual(own);
  }
  expect(paired).toBeGreaterThan(10);
});
