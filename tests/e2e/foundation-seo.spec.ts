import { expect, test } from "./test";
import { allRoutes, blogPages, jsonLdBlocks, siteUrl, visitedRoutes } from "./support";
import { articles } from "@/content/articles";
import { positions } from "@/content/positions";
import { ui } from "@/content/ui";
import { today } from "@/lib/clock";
import { isOpenOn } from "@/lib/open-positions";
import { blogPaths, pathFor } from "@/lib/routes";
import { positionHref } from "@/site/positions-as-shown";
import { homeContactFormHref, navGroups } from "@/site/navigation";

const abs = (path: string) => `${siteUrl}${path === "/" ? "" : path}`;

test.describe("every route is prerendered with complete metadata", () => {
  for (const route of visitedRoutes) {
    test(`${route.path}`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      // Only a prerendered page may be kept by a shared cache; a page rendered per request is private.
      expect(response?.headers()["cache-control"]).toMatch(/^public, .*s-maxage=/);
      await expect(page.locator("html")).toHaveAttribute("lang", route.lang);
      await expect(page.locator("h1")).toHaveCount(1);

      const head = page.locator("head");
      const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical?.replace(/\/$/, "")).toBe(abs(route.path));
      const alternates = Object.fromEntries(
        await head.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
          links.map((l) => [l.getAttribute("hreflang"), (l.getAttribute("href") ?? "").replace(/\/$/, "")]),
        ),
      );
      const [en, fi] = route.lang === "en" ? [route.path, route.counterpart] : [route.counterpart, route.path];
      expect(alternates).toEqual({ fi: abs(fi), en: abs(en), "x-default": abs(en) });

      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w/);
      await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
      await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute("content", /\w/);
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", route.lang === "fi" ? "fi_FI" : "en_US");
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

      const blocks = await jsonLdBlocks(page);
      const types = JSON.stringify(blocks);
      expect(types).toContain('"@type":"Organization"');
      expect(types).toContain('"@type":"WebSite"');
      expect(types).not.toContain("SearchAction");
      // The share image (og:image, twitter:image): share-images.spec.ts.
    });
  }

  test("titles are unique across all routes", async ({ request }) => {
    const titles = await Promise.all(
      allRoutes.map(async (r) => /<title>([^<]*)<\/title>/.exec(await (await request.get(r.path)).text())?.[1]),
    );
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(allRoutes.length);
  });
});

test("the icon: inline in every page, the same drawing as /icon.svg, the logo and /favicon.ico", async ({ page, request }) => {
  const file = await request.get("/icon.svg");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  const drawing = (await file.text()).trim();
  expect((await (await request.get("/favicon.ico")).text()).trim()).toBe(drawing);
  for (const path of ["/", "/fi/ai-seo", "/this-page-does-not-exist"]) {
    await page.goto(path);
    const icons = page.locator('head link[rel="icon"]');
    await expect(icons).toHaveCount(1);
    const href = (await icons.getAttribute("href")) ?? "";
    expect(href.startsWith("data:image/svg+xml,"), path).toBe(true);
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length)), path).toBe(drawing);
  }
  await page.goto("/");
  expect(JSON.stringify(await jsonLdBlocks(page))).toContain(`"logo":"${siteUrl}/icon.svg"`);
});

test("organisation data: Helsinki, founded 2023, serves fi/en/sv", async ({ page }) => {
  await page.goto("/");
  const org = JSON.stringify(await jsonLdBlocks(page));
  expect(org).toContain('"addressLocality":"Helsinki"');
  expect(org).toContain('"addressCountry":"FI"');
  expect(org).toContain('"foundingDate":"2023"');
  expect(org).toContain('"knowsLanguage":["fi","en","sv"]');
});

test("sitemap lists every route, the open positions' pages and every page of the blog, articles with their last change; robots points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/\/$/, ""));
  const openPositionPages = positions().filter((p) => isOpenOn(p, today())).flatMap((p) => (["en", "fi"] as const).map((lang) => ({ path: positionHref(p, lang) })));
  expect(locs.sort()).toEqual([...allRoutes, ...openPositionPages, ...blogPages()].map((r) => abs(r.path)).sort());
  for (const lang of ["en", "fi"] as const) {
    for (const article of articles(lang)) {
      const entry = sitemap.split("<url>").find((block) => block.includes(`<loc>${abs(blogPaths.article(lang, article.slug))}</loc>`));
      expect(entry, article.slug).toContain(`<lastmod>${article.updated}</lastmod>`);
    }
  }
  for (const route of allRoutes) {
    expect(sitemap).toContain(`hreflang="${route.lang}" href="${abs(route.path)}`);
  }
  expect(sitemap).toContain('hreflang="x-default"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test("?lang= redirects permanently to that language's counterpart, keeping the query", async ({ request }) => {
  for (const route of allRoutes) {
    const target = route.lang === "fi" ? "en" : "fi";
    const response = await request.get(`${route.path}?job=1&lang=${target}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, "http://x").pathname.replace(/(.)\/$/, "$1")).toBe(route.counterpart);
    expect(response.headers().location).toContain("job=1");
    expect(response.headers().location).not.toContain("lang=");
  }
});

test.describe("unknown paths", () => {
  for (const [path, lang, title, home, homePath] of [
    ["/no-such-page", "en", "Oops! Page not found", "Return to Home", "/"],
    ["/fi/ei-tallaista-sivua", "fi", "Hups! Sivua ei löytynyt", "Palaa etusivulle", "/fi"],
  ] as const) {
    test(`${path} answers 404 in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await page.getByRole("main").getByRole("link", { name: home }).click();
      await expect(page).toHaveURL((url) => url.pathname === homePath);
    });

    test(`${path} leads on: the four services, home, jobs and contact, in ${lang}`, async ({ page }) => {
      await page.goto(path);
      const links = page.locator("[data-not-found-links]");
      const t = ui[lang];
      const expected = [
        ...navGroups.flatMap((group) => group.items.map((item) => ({ name: t.nav[item.label], href: pathFor(item.screen, lang) }))),
        { name: t.nav.home, href: pathFor("home", lang) },
        { name: t.footer.jobs, href: pathFor("jobs", lang) },
        { name: t.nav.contact, href: homeContactFormHref(lang) },
      ];
      for (const { name, href } of expected) await expect(links.getByRole("link", { name, exact: name === t.nav.home })).toHaveAttribute("href", href);
      await links.getByRole("link", { name: t.nav.aiSeo }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathFor("aiSeo", lang));
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test(`${path} is a complete 404 page in ${lang}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.getByRole("navigation").first()).toBeVisible();
        await page.getByRole("main").getByRole("link", { name: home }).click();
        await expect(page).toHaveURL((url) => url.pathname === homePath);
      });
    });
  }
});
