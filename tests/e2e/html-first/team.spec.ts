import { expect, test } from "../test";
import { aboutCopy } from "@/content/pages/about";
import { blogCopy } from "@/content/blog";
import { teamMembers } from "@/content/team";
import { ui } from "@/content/ui";
import { blogPaths } from "@/lib/routes";
import { jsonLdBlocks, languages, pathFor, siteUrl } from "../support";

// The team in every script state (docs/decisions/065-trust-page-and-team.md): the end-to-end
// build reads one team member from tests/fixtures/content (TEST_CONTENT_DIR), the author of one
// fixture article in each language. The shipped content/team/ is empty: the about page of a real
// build shows no team section (tests/unit/team.test.ts).

test.use({ viewport: { width: 1280, height: 800 } });

const [member] = teamMembers();
const authored = { en: "fixture-markdown", fi: "vain-suomeksi" } as const;

for (const lang of languages) {
  test(`the about page shows the team member with photo, alt text, name and role (${lang})`, async ({ page }) => {
    await page.goto(pathFor("home", lang));
    await page.locator("footer#contact").getByRole("link", { name: ui[lang].footer.about, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathFor("about", lang));
    const team = page.locator("[data-team]");
    await expect(team.getByRole("heading", { level: 2 })).toHaveText(aboutCopy[lang].team.title);
    const photo = team.getByRole("img", { name: member![lang].photoAlt });
    await expect(photo).toHaveAttribute("src", member!.photo);
    await expect(photo).toHaveAttribute("width", String(member!.photoWidth));
    await expect(photo).toHaveAttribute("height", String(member!.photoHeight));
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(member!.name);
    await expect(team.getByText(member![lang].role, { exact: true })).toBeVisible();
  });

  test(`an article names its author, in the byline and its structured data (${lang})`, async ({ page }) => {
    await page.goto(blogPaths.article(lang, authored[lang]));
    await expect(page.locator("[data-byline]")).toContainText(`${blogCopy[lang].article.by} ${member!.name}`);
    const graph = (await jsonLdBlocks(page)).flatMap((doc) => (doc as { "@graph": Record<string, unknown>[] })["@graph"] ?? []);
    expect(graph.find((node) => node["@type"] === "BlogPosting")?.author).toMatchObject({
      "@type": "Person",
      name: member!.name,
      jobTitle: member![lang].role,
      image: `${siteUrl}${member!.photo}`,
    });
  });
}
