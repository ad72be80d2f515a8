import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The content collections (src/content.config.ts) as the build loads them: the real content, and
 * the files of TEST_CONTENT_DIR beside it (lib/content/folders.ts). Content that breaks the rules
 * stops the build, which here is the import of the content module failing
 * (tests/support/astro-content.ts): one case a folder, tests/fixtures/content-broken.
 */
const fixtures = join(import.meta.dirname, "..", "fixtures");
const broken = (name: string) => join(fixtures, "content-broken", name);
const modules = { articles: () => import("@/content/articles"), positions: () => import("@/content/positions"), proof: () => import("@/content/proof") };

/** The content modules of a build with TEST_CONTENT_DIR at `dir`, loaded afresh. */
async function buildWith<K extends keyof typeof modules>(dir: string, kind: K): Promise<Awaited<ReturnType<(typeof modules)[K]>>> {
  process.env.TEST_CONTENT_DIR = dir;
  vi.resetModules();
  return (await modules[kind]()) as Awaited<ReturnType<(typeof modules)[K]>>;
}

/** The error a build stops with: its message, and where Astro says the file is when the message does not name it. */
async function failure(name: string, kind: keyof typeof modules): Promise<{ name: string; message: string; file?: string }> {
  try {
    await buildWith(broken(name), kind);
  } catch (error) {
    const { name, message, loc } = error as Error & { loc?: { file?: string } };
    return { name, message, file: loc?.file };
  }
  throw new Error("the content was accepted");
}

/** A field of a file's front matter that does not match the schema, as Astro's message lists it (InvalidContentEntryDataError). */
const field = (path: string, message = "") => `  **${path}**: ${message}`;

afterEach(() => {
  delete process.env.TEST_CONTENT_DIR;
});

describe("articles that break the rules stop the build, naming the file and the field", () => {
  it("front matter against the schema: each wrong field is named", async () => {
    const { name, message } = await failure("schema", "articles");
    expect(name).toBe("InvalidContentEntryDataError");
    expect(message).toContain("**articles → tests/fixtures/content-broken/schema/articles/en/bad-fields.md** data does not match collection schema.");
    expect(message).toContain(field("description", "Too big: expected string to have <=160 characters"));
    expect(message).toContain(field("published", "must be a date written YYYY-MM-DD"));
    expect(message).toContain(field("section", "must be one of the services: chatAssistant, phoneReceptionist, aiSeo, leadQualifier"));
    expect(message).toContain(field("draft"));
  });

  it("a tag that is not in the tag list", async () => {
    const { message } = await failure("unknown-tag", "articles");
    expect(message).toContain("**articles → tests/fixtures/content-broken/unknown-tag/articles/en/unknown-tag.md**");
    expect(message).toContain(field("tags.1", 'unknown tag "blockchain": the tags are listed in content/tags.ts'));
  });

  it("a translation key used twice in one language, naming both files", async () => {
    const { name, message } = await failure("duplicate-key", "articles");
    expect(name).toBe("ContentError");
    expect(message).toContain(
      'tests/fixtures/content-broken/duplicate-key/articles/fi/toka.md: field "translationKey": "same-key" is already used by tests/fixtures/content-broken/duplicate-key/articles/fi/eka.md',
    );
  });

  it("front matter that is not YAML", async () => {
    const { name, message, file } = await failure("bad-yaml", "articles");
    expect(name).toBe("MarkdownError");
    expect(message).toBe("bad indentation of a mapping entry");
    expect(file).toBe(join(broken("bad-yaml"), "articles", "en", "bad-yaml.md"));
  });

  it("a body with a second title, HTML, a remote image or an image without alt text", async () => {
    const { name, message } = await failure("bad-body", "articles");
    expect(name).toBe("ContentError");
    for (const problem of ["a level-1 heading", "HTML in the text (<div>", "the image https://example.com/x.png is not a local file", "the image /images/float-chat.svg has no alt text"]) {
      expect(message).toContain(`tests/fixtures/content-broken/bad-body/articles/en/bad-body.md: ${problem}`);
    }
  });

  it("a file name that cannot be an address, or is one of the blog's own", async () => {
    const { message } = await failure("bad-slug", "articles");
    expect(message).toContain("bad-slug/articles/fi/Iso_Kirjain.md: the file name must be lower-case words joined by hyphens");
    expect(message).toContain('bad-slug/articles/fi/sivu.md: the file name "sivu" is taken by the blog\'s own pages');
  });
});

describe("positions that break the rules stop the build too", () => {
  it("two positions with one number", async () => {
    const { name, message } = await failure("positions-duplicate", "positions");
    expect(name).toBe("ContentError");
    expect(message).toContain(
      'positions-duplicate/positions/second.md: field "job": "4" is already used by tests/fixtures/content-broken/positions-duplicate/positions/first.md',
    );
  });

  it("two positions with one slug in a language, when the positions are first read (the build reads them for the sitemap)", async () => {
    const { positions } = await buildWith(broken("positions-slug"), "positions");
    expect(() => positions()).toThrow(
      'positions-slug/positions/second.md: field "en.slug": "twin" is already used by tests/fixtures/content-broken/positions-slug/positions/first.md',
    );
    expect(() => positions()).not.toThrow("fi.slug");
  });

  it("a misspelt field, a closing day before the posting day, a wrong type, a pay range upside down, a missing text", async () => {
    const { name, message } = await failure("positions-fields", "positions");
    expect(name).toBe("InvalidContentEntryDataError");
    expect(message).toContain("**positions → tests/fixtures/content-broken/positions-fields/positions/closes-early.md**");
    expect(message).toContain(field("", 'Unrecognized key: "closing"'));
    expect(message).toContain(field("employmentType.1"));
    expect(message).toContain(field("remote"));
    expect(message).toContain(field("pay.max", "must not be below min"));
    expect(message).toContain(field("fi.description"));
    expect(message).toContain(field("en.slug"));
    expect(message).toContain(field("fi.offer"));
  });
});

describe("testimonials and case studies that break the rules stop the build (docs/decisions/055-proof-is-content-shown-only-when-real.md)", () => {
  it("a testimonial without written permission, without a quote or of no service, naming the file and the field", async () => {
    const { name, message } = await failure("proof", "proof");
    expect(name).toBe("InvalidContentEntryDataError");
    expect(message).toContain("**testimonials → tests/fixtures/content-broken/proof/testimonials/no-permission.md**");
    expect(message).toContain(field("permission.granted", "must be true: publish only what has been allowed in writing"));
    expect(message).toContain(field("fi.quote"));
    expect(message).toContain(field("service", "must be one of the services: chatAssistant, phoneReceptionist, aiSeo, leadQualifier"));
  });

  it("a case study without the day permission was given, or with a field no one reads", async () => {
    // The testimonials' collection is read first (content/proof.ts); with a valid one, the case studies' stops the build.
    process.env.TEST_CONTENT_DIR = broken("proof");
    vi.resetModules();
    const { getCollection } = await import("astro:content");
    const error = await getCollection("caseStudies").then(
      () => undefined,
      (error: Error) => error,
    );
    expect(error?.name).toBe("InvalidContentEntryDataError");
    expect(error?.message).toContain("**caseStudies → tests/fixtures/content-broken/proof/case-studies/no-date.md**");
    expect(error?.message).toContain(field("permission.date"));
    expect(error?.message).toContain(field("", 'Unrecognized key: "rating"'));
  });
});

describe("the content that is built", () => {
  const folders = (kind: string) => [join(process.cwd(), "content", kind), join(fixtures, "content", kind)];
  let loadArticles: typeof import("@/content/articles").loadArticles;
  let loadPositions: typeof import("@/content/positions").loadPositions;
  beforeAll(async () => {
    ({ loadArticles } = await buildWith(join(fixtures, "content"), "articles"));
    ({ loadPositions } = await import("@/content/positions"));
  });

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
