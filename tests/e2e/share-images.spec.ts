import { createHash } from "node:crypto";
import { articles } from "@/content/articles";
import { blogPaths } from "@/lib/routes";
import { expect, test } from "./test";
import { allRoutes, languages, pngSize, siteUrl } from "./support";

/** The content of a <meta> tag of the served HTML, by its property or name. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*(?:property|name)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

test.describe("share images", () => {
  for (const route of allRoutes) {
    test(`${route.path}: og:image and twitter:image are the page's own 1200x630 PNG`, async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      const own = `${siteUrl}/og/${route.lang}/${route.screen}.png`;
      expect(metaContent(html, "og:image")).toBe(own);
      expect(metaContent(html, "twitter:image")).toBe(own);
      expect(metaContent(html, "og:image:width")).toBe("1200");
      expect(metaContent(html, "og:image:height")).toBe("630");

      const image = await request.get(new URL(own).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      // Link previews on other sites embed it.
      expect(image.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  for (const lang of languages) {
    test(`${lang}: an article's og:image is its own 1200x630 PNG, not the blog's`, async ({ request }) => {
      const article = articles(lang)[0]!;
      const own = `${siteUrl}/og/${lang}/blog/${article.slug}.png`;
      expect(metaContent(await (await request.get(blogPaths.article(lang, article.slug))).text(), "og:image")).toBe(own);
      const [image, blogImage] = await Promise.all([request.get(new URL(own).pathname), request.get(`/og/${lang}/blog.png`)]);
      expect(image.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
      expect((await image.body()).equals(await blogImage.body())).toBe(false);
    });
  }

  test("every page and language has an image of its own", async ({ request }) => {
    const digests = await Promise.all(
      allRoutes.map(async (route) => {
        const image = await request.get(`/og/${route.lang}/${route.screen}.png`);
        return createHash("sha256").update(await image.body()).digest("hex");
      }),
    );
    expect(new Set(digests).size).toBe(allRoutes.length);
  });

  test("an image outside the route table is not found", async ({ request }) => {
    expect((await request.get("/og/en/noSuchScreen.png")).status()).toBe(404);
    expect((await request.get("/og/sv/home.png")).status()).toBe(404);
  });
});
