import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadArticles } from "@/content/articles";
import { loadPositions } from "@/content/positions";
import { loadCaseStudies, loadTestimonials } from "@/content/proof";
import type { Lang } from "@/lib/i18n";

/** Content that breaks the rules, one case a folder: tests/fixtures/content-broken. */
const broken = (name: string) => join(import.meta.dirname, "..", "fixtures", "content-broken", name);
const articlesIn = (name: string) => () => loadArticles({ en: [join(broken(name), "en")], fi: [join(broken(name), "fi")] } as Record<Lang, string[]>);

/** The message a build stops with: every problem, each naming the file and the field. */
function failure(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect((error as Error).name).toBe("ContentError");
    return (error as Error).message;
  }
  throw new Error("the content was accepted");
}

describe("articles that break the rules stop the build, naming the file and the field", () => {
  it("front matter against the schema: each wrong field is named", () => {
    const message = failure(articlesIn("schema"));
    const file = "tests/fixtures/content-broken/schema/en/bad-fields.md";
    expect(message).toContain(`${file}: field "description": Too big: expected string to have <=160 characters`);
    expect(message).toContain(`${file}: field "published": must be a date written YYYY-MM-DD`);
    expect(message).toContain(`${file}: field "section": must be one of the services: chatAssistant, phoneReceptionist, aiSeo, leadQualifier`);
    expect(message).toContain(`${file}: field "draft":`);
  });

  it("a tag that is not in the tag list", () => {
    expect(failure(articlesIn("unknown-tag"))).toContain(
      'tests/fixtures/content-broken/unknown-tag/en/unknown-tag.md: field "tags.1": unknown tag "blockchain": the tags are listed in content/tags.ts',
    );
  });

  it("a translation key used twice in one language, naming both files", () => {
    expect(failure(articlesIn("duplicate-key"))).toContain(
      'tests/fixtures/content-broken/duplicate-key/fi/toka.md: field "translationKey": "same-key" is already used by tests/fixtures/content-broken/duplicate-key/fi/eka.md',
    );
  });

  it("front matter that is not YAML", () => {
    expect(failure(articlesIn("bad-yaml"))).toMatch(/bad-yaml\/en\/bad-yaml\.md: the front matter is not valid YAML: /);
  });

  it("a body with a second title, HTML, a remote image or an image without alt text", () => {
    const message = failure(articlesIn("bad-body"));
    for (const problem of ["a level-1 heading", "HTML in the text (<div>", "the image https://example.com/x.png is not a local file", "the image /images/float-chat.svg has no alt text"]) {
      expect(message).toContain(`tests/fixtures/content-broken/bad-body/en/bad-body.md: ${problem}`);
    }
  });

  it("a file name that cannot be an address, or is one of the blog's own", () => {
    const message = failure(articlesIn("bad-slug"));
    expect(message).toContain("bad-slug/fi/Iso_Kirjain.md: the file name must be lower-case words joined by hyphens");
    expect(message).toContain('bad-slug/fi/sivu.md: the file name "sivu" is taken by the blog\'s own pages');
  });
});

describe("positions that break the rules stop the build too", () => {
  it("two positions with one number", () => {
    expect(failure(() => loadPositions([broken("positions-duplicate")]))).toContain(
      'positions-duplicate/second.md: field "job": "4" is already used by tests/fixtures/content-broken/positions-duplicate/first.md',
    );
  });

  it("a misspelt field, a closing day before the posting day, a wrong type, a pay range upside down, a missing text", () => {
    const message = failure(() => loadPositions([broken("positions-fields")]));
    const file = "tests/fixtures/content-broken/positions-fields/closes-early.md";
    expect(message).toContain(`${file}: field "(front matter)": Unrecognized key: "closing"`);
    expect(message).toContain(`${file}: field "employmentType.1":`);
    expect(message).toContain(`${file}: field "remote": Invalid input: expected boolean`);
    expect(message).toContain(`${file}: field "pay.max": must not be below min`);
    expect(message).toContain(`${file}: field "fi.description":`);
  });
});

describe("testimonials and case studies that break the rules stop the build (decision D14)", () => {
  const proofIn = (kind: string) => [join(broken("proof"), kind)];

  it("a testimonial without written permission, without a quote or of no service, naming the file and the field", () => {
    const message = failure(() => loadTestimonials(proofIn("testimonials")));
    const file = "tests/fixtures/content-broken/proof/testimonials/no-permission.md";
    expect(message).toContain(`${file}: field "permission.granted": must be true: publish only what the customer has allowed in writing`);
    expect(message).toContain(`${file}: field "fi.quote":`);
    expect(message).toContain(`${file}: field "service": must be one of the services: chatAssistant, phoneReceptionist, aiSeo, leadQualifier`);
  });

  it("a case study without the day permission was given, or with a field no one reads", () => {
    const message = failure(() => loadCaseStudies(proofIn("case-studies")));
    const file = "tests/fixtures/content-broken/proof/case-studies/no-date.md";
    expect(message).toContain(`${file}: field "permission.date":`);
    expect(message).toContain(`${file}: field "(front matter)": Unrecognized key: "rating"`);
  });
});

describe("the content that is built", () => {
  const fixtures = join(import.meta.dirname, "..", "fixtures", "content");
  const folders = (kind: string) => [join(process.cwd(), "content", kind), join(fixtures, kind)];

  it("keeps drafts out of a production build and shows them in a preview", () => {
    const built = loadArticles({ en: folders("articles/en"), fi: folders("articles/fi") });
    const preview = loadArticles({ en: folders("articles/en"), fi: folders("articles/fi") }, { drafts: true });
    expect(built.en.map((a) => a.slug)).not.toContain("fixture-draft");
    expect(preview.en.map((a) => a.slug)).toContain("fixture-draft");
    expect(preview.en).toHaveLength(built.en.length + 1);
  });

  it("lists each language's articles newest first, with the reading time and sections", () => {
    const { en } = loadArticles({ en: folders("articles/en"), fi: folders("articles/fi") });
    const days = en.map((a) => a.published);
    expect(days).toEqual([...days].sort().reverse());
    const markdown = en.find((a) => a.slug === "fixture-markdown")!;
    expect(markdown.headings).toEqual([
      { id: "a-section", text: "A section", depth: 2 },
      { id: "a-smaller-section", text: "A smaller section", depth: 3 },
    ]);
    expect(markdown.minutes).toBe(1);
    // A local hero image, with its size read from the file (the page reserves its space).
    expect(markdown.hero).toMatchObject({ src: "/images/hero-poster.svg", width: expect.any(Number), height: expect.any(Number) });
    expect(markdown.hero!.width).toBeGreaterThan(0);
  });

  it("closes a position only with a closing day on or after its posting day", () => {
    const all = loadPositions(folders("positions"));
    expect(all.map((p) => p.job)).toEqual([0, 1, 2, 90, 91]);
    expect(all.find((p) => p.job === 91)).toMatchObject({ closes: "2099-12-31", pay: { min: 2800, max: 3400, per: "month" } });
  });
});
