import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The blog as the end-to-end build has it: the real articles and the fixtures (tests/fixtures/content).
process.env.TEST_CONTENT_DIR = join(import.meta.dirname, "..", "fixtures", "content");

const { articles, loadArticles } = await import("@/content/articles");
const { claims } = await import("@/content/claims");
const { blogPages, counterpartPathOf, languageLinks, hasCounterpart, pagePath } = await import("@/site/blog/pages");
const { relatedTo, PAGE_SIZE } = await import("@/site/blog/catalog");
const { feedXml } = await import("@/site/blog/feed");
const { renderMarkdown } = await import("../support/astro-content");
const { hyphenate } = await import("@/content/hyphenation");
const { problemsOf, renderedOf } = await import("@/lib/markdown/rendered");

// Markdown as the build renders it: Astro's renderer with src/markdown.ts's plugins (astro.config.ts's `markdown`).
describe("the Markdown pipeline", async () => {
  const rendered = await renderMarkdown(
    "Intro with a [link](/ai-seo).\n\n## Mitä tekoälyratkaisu tekee?\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n> Quote\n\n![A chat bubble](/images/float-chat.svg)\n",
  );
  const { html, headings, words } = renderedOf(rendered);
  it("gives headings ids from their words and links them to themselves; their text gets soft hyphens", () => {
    const text = hyphenate("Mitä tekoälyratkaisu tekee?");
    expect(text).not.toBe("Mitä tekoälyratkaisu tekee?");
    expect(html).toContain(`<h2 id="mitä-tekoälyratkaisu-tekee"><a class="heading-link" href="#mitä-tekoälyratkaisu-tekee">${text}</a></h2>`);
    expect(headings).toEqual([{ id: "mitä-tekoälyratkaisu-tekee", text, depth: 2 }]);
  });
  it("renders tables and quotes, and sizes local images and loads them lazily", () => {
    expect(html).toContain("<table>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<img src="/images/float-chat.svg" alt="A chat bubble" width="160" height="160" loading="lazy" decoding="async">');
    expect(words).toBe(12); // the words of the text, not of the markup or the alt text
    expect(problemsOf(rendered)).toEqual([]);
  });
});

describe("the blog's pages", () => {
  /** The page of the language's blog at `path`, if there is one. */
  const pageAt = (lang: "en" | "fi", path: string) => blogPages(lang).find((page) => pagePath(page) === path);

  it("lists ten articles a page, newest first, and prerenders every page, tag and article", () => {
    expect(PAGE_SIZE).toBe(10);
    const first = pageAt("en", "/blog")!;
    expect(first).toMatchObject({ kind: "list", n: 1, pages: 2 });
    expect(first.kind === "list" && first.articles).toHaveLength(10);
    expect(pageAt("en", "/blog/page/2")).toMatchObject({ kind: "list", n: 2 });
    for (const missing of ["page/3", "page/1", "tag/nothing", "no-such-article", "fixture-draft"]) expect(pageAt("en", `/blog/${missing}`), missing).toBeUndefined();
    const paths = blogPages("fi").map(pagePath);
    expect(paths).toEqual(expect.arrayContaining(["/fi/blogi", "/fi/blogi/sivu/2", "/fi/blogi/aihe/myynti", "/fi/blogi/lomakkeesta-tapaamiseen", "/fi/blogi/vain-suomeksi"]));
    expect(paths).not.toContain("/fi/blogi/aihe/tietosuoja"); // no Finnish article carries the tag
  });

  it("pairs an article with its translation, and only with it", () => {
    const page = pageAt("fi", "/fi/blogi/puhelut-virka-ajan-jalkeen")!;
    expect(counterpartPathOf(page, "en")).toBe("/blog/calls-after-office-hours");
    expect(languageLinks(page)).toEqual({ fi: "/fi/blogi/puhelut-virka-ajan-jalkeen", en: "/blog/calls-after-office-hours" });
    const alone = pageAt("en", "/blog/only-in-english")!;
    expect(hasCounterpart(alone)).toBe(false);
    expect(languageLinks(alone)).toEqual({ en: "/blog/only-in-english", fi: "/fi/blogi" });
    const tag = pageAt("en", "/blog/tag/privacy")!;
    expect(languageLinks(tag).fi).toBe("/fi/blogi");
    expect(counterpartPathOf(pageAt("en", "/blog/tag/sales")!, "fi")).toBe("/fi/blogi/aihe/myynti");
    expect(counterpartPathOf(pageAt("en", "/blog/page/2")!, "fi")).toBeUndefined();
  });

  it("suggests related articles of the same language, those sharing tags first", () => {
    const article = articles("en").find((a) => a.slug === "calls-after-office-hours")!;
    const related = relatedTo(article);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.lang)).toEqual(["en", "en", "en"]);
    // A tag and the service in common outweigh a tag alone, which outweighs being newer.
    expect(related.map((a) => a.slug)).toEqual(["fixture-article-1", "how-a-lead-gets-qualified-and-booked", "fixture-markdown"]);
    expect(related.map((a) => a.slug)).not.toContain(article.slug);
  });

  it("writes each language's feed with its articles, newest first, and no draft", () => {
    const xml = feedXml("fi");
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(articles("fi").map((a) => `http://localhost:3000/fi/blogi/${a.slug}`));
    expect(xml).toContain("<language>fi</language>");
    expect(feedXml("en")).not.toContain("fixture-draft");
  });
});

describe("the articles of the site", () => {
  const real = loadArticles({ en: [join(process.cwd(), "content/articles/en")], fi: [join(process.cwd(), "content/articles/fi")] });

  it("are three in each language, each one's translation there, each about one service", () => {
    for (const lang of ["en", "fi"] as const) expect(real[lang]).toHaveLength(3);
    const keys = (lang: "en" | "fi") => real[lang].map((a) => `${a.translationKey} ${a.section}`).sort();
    expect(keys("fi")).toEqual(keys("en"));
  });

  it("quote no figure but the site's claims (content/claims.ts)", () => {
    const allowed = new Set(JSON.stringify(claims).match(/\d+/g));
    for (const article of [...real.en, ...real.fi]) {
      const text = `${article.title} ${article.description} ${article.html.replace(/<[^>]+>/g, " ")}`
        .replaceAll("24/7", "") // around the clock, a claim of its own
        .replace(/\b(Step \d+|\d+\.(?=\s))/g, "") // the numbers of steps
        .replace(/\b(19|20)\d\d\b/g, ""); // years are dates, not figures
      const figures = text.match(/\d+/g) ?? [];
      expect(figures.filter((figure) => !allowed.has(figure)), article.file).toEqual([]);
    }
  });
});
