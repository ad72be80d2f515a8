import { expect, test } from "./test";
import { allRoutes, blogPages, siteUrl } from "./support";

const HREF = /<a\b[^>]*\shref="([^"]+)"/g;
const decode = (href: string) => href.replace(/&amp;/g, "&");

/** Internal link targets of a page: relative links and links to the site's own origin. */
function internalLinks(html: string, from: string): URL[] {
  return [...html.matchAll(HREF)]
    .map((m) => decode(m[1]!))
    .filter((href) => !/^(mailto:|tel:|javascript:)/.test(href))
    .map((href) => new URL(href.startsWith(siteUrl) ? href.slice(siteUrl.length) || "/" : href, `http://site${from}`))
    .filter((url) => url.host === "site");
}

test("every internal link of every page leads somewhere real", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  const load = async (path: string) => {
    if (!pages.has(path)) {
      const response = await request.get(path);
      expect(response.status(), `${path} answers`).toBe(200);
      pages.set(path, await response.text());
    }
    return pages.get(path)!;
  };
  const statuses = new Map<string, number>();
  const statusOf = async (target: string) => {
    if (!statuses.has(target)) statuses.set(target, (await request.get(target)).status());
    return statuses.get(target)!;
  };
  const broken: string[] = [];
  let checked = 0;
  // Every route and every page of the blog: an article's links are written by hand in its Markdown.
  for (const route of [...allRoutes, ...blogPages()]) {
    const html = await load(route.path);
    for (const link of internalLinks(html, route.path)) {
      checked++;
      const target = link.pathname + link.search;
      const status = await statusOf(target);
      if (status !== 200) {
        broken.push(`${route.path} -> ${target} (${status})`);
        continue;
      }
      const fragment = decodeURIComponent(link.hash.slice(1));
      if (fragment && !(await load(link.pathname)).includes(`id="${fragment}"`)) {
        broken.push(`${route.path} -> ${target}#${fragment} (no such anchor)`);
      }
    }
  }
  expect(checked).toBeGreaterThan(allRoutes.length * 10);
  expect(broken).toEqual([]);
});
