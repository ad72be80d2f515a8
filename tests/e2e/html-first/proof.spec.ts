import { expect, test, type Page } from "../test";
import { serviceNames } from "@/content/glossary";
import { hyphenate } from "@/content/hyphenation";
import { proofCopy } from "@/content/pages/proof";
import type { ServiceId } from "@/content/prices";
import { proofFor } from "@/content/proof";
import { jsonLdBlocks, languages, pathFor, type Lang } from "../support";

// Testimonials and case studies in every script state (docs/decisions/055-proof-is-content-shown-only-when-real.md): the end-to-end build reads
// one of each from tests/fixtures/content (TEST_CONTENT_DIR), a testimonial of the chat assistant
// and a case study of the phone receptionist. Each section shows where it has something to show,
// and is not in the page at all where it has nothing.

test.use({ viewport: { width: 1280, height: 800 } });

type Node = { "@type": string; [key: string]: unknown };
const nodes = async (page: Page, type: string) =>
  ((await jsonLdBlocks(page)) as { "@graph": Node[] }[]).flatMap((doc) => doc["@graph"]).filter((node) => node["@type"] === type);
const testimonials = (page: Page) => page.locator("[data-proof=testimonials]");
const caseStudies = (page: Page) => page.locator("[data-proof=case-studies]");

const [testimonial] = proofFor("chatAssistant").testimonials;
const [study] = proofFor("phoneReceptionist").caseStudies;

async function showsTestimonial(page: Page, lang: Lang) {
  const section = testimonials(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(proofCopy[lang].testimonials.title);
  const figure = section.getByRole("figure");
  await expect(figure.getByRole("blockquote")).toHaveText(`“${testimonial![lang].quote}”`);
  await expect(figure).toContainText(`${testimonial!.person}${testimonial![lang].role}, ${testimonial!.company}`);
  const [review] = await nodes(page, "Review");
  expect(review).toMatchObject({
    reviewBody: testimonial![lang].quote,
    author: { "@type": "Person", name: testimonial!.person, jobTitle: testimonial![lang].role },
    itemReviewed: { "@type": "Service", name: serviceNames[lang].chatAssistant.name },
  });
}

async function showsCaseStudy(page: Page, lang: Lang) {
  const t = proofCopy[lang].caseStudies;
  const text = study![lang];
  const card = caseStudies(page).getByRole("article", { name: hyphenate(text.title) });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText(`${study!.client} · ${serviceNames[lang].phoneReceptionist.name}`);
  await expect(card.getByText(text.result)).toBeVisible();
  await expect(card.getByText(text.figure!.value)).toBeVisible();
  // The problem and what was deployed: a tap away.
  await expect(card.getByText(text.problem)).toBeHidden();
  await card.getByText(t.more).click();
  await expect(card.getByText(text.problem)).toBeVisible();
  await expect(card.getByText(text.deployed)).toBeVisible();
  const [article] = await nodes(page, "Article");
  expect(article).toMatchObject({ headline: text.title, about: [{ "@type": "Service" }, { "@type": "Organization", name: study!.client }] });
}

async function showsNone(page: Page, kinds: ("testimonials" | "caseStudies")[]) {
  for (const kind of kinds) {
    await expect(kind === "testimonials" ? testimonials(page) : caseStudies(page)).toHaveCount(0);
    expect(await nodes(page, kind === "testimonials" ? "Review" : "Article")).toEqual([]);
  }
}

for (const lang of languages) {
  test(`${pathFor("home", lang)}: the home page shows every testimonial and case study`, async ({ page }) => {
    await page.goto(pathFor("home", lang));
    await showsTestimonial(page, lang);
    await showsCaseStudy(page, lang);
  });

  const pages: [ServiceId, ("testimonials" | "caseStudies")[]][] = [
    ["chatAssistant", ["caseStudies"]],
    ["phoneReceptionist", ["testimonials"]],
    ["aiSeo", ["testimonials", "caseStudies"]],
  ];
  for (const [service, empty] of pages) {
    test(`${pathFor(service, lang)}: its own proof only, no section for a kind it has none of`, async ({ page }) => {
      await page.goto(pathFor(service, lang));
      if (!empty.includes("testimonials")) await showsTestimonial(page, lang);
      if (!empty.includes("caseStudies")) await showsCaseStudy(page, lang);
      await showsNone(page, empty);
    });
  }
}
