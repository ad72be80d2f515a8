import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Testimonials and case studies (docs/decisions/055-proof-is-content-shown-only-when-real.md);
// the files that break their rules are tested with the other content (content-files.test.ts).
// The collections as the end-to-end build reads them: the real folders and the fixtures' (tests/fixtures/content).
const fixtures = join(import.meta.dirname, "..", "fixtures");
process.env.TEST_CONTENT_DIR = join(fixtures, "content");
const { loadCaseStudies, loadTestimonials } = await import("@/content/proof");
const { caseStudyJsonLd, testimonialJsonLd } = await import("@/site/seo/proof-json-ld");

describe("testimonials and case studies", () => {
  it("a folder without files, or without the folder, holds nothing", () => {
    expect(loadTestimonials([join(fixtures, "no-such-folder")])).toEqual([]);
    expect(loadCaseStudies([join(fixtures, "content-broken", "proof")])).toEqual([]);
  });

  it("describes a testimonial as a Review of its service by its person, and a case study as an Article about the service", () => {
    const [testimonial] = loadTestimonials([join(fixtures, "content", "testimonials")]);
    expect(testimonialJsonLd(testimonial!, "fi")).toMatchObject({
      "@type": "Review",
      reviewBody: testimonial!.fi.quote,
      author: { "@type": "Person", name: "Testi Henkilö", jobTitle: "Testipäällikkö", worksFor: { "@type": "Organization", name: "Testiyritys Oy" } },
      itemReviewed: { "@type": "Service", "@id": expect.stringMatching(/\/fi\/ai-chat-assistentti#service$/) },
    });
    const [study] = loadCaseStudies([join(fixtures, "content", "case-studies")]);
    expect(caseStudyJsonLd(study!, "en")).toMatchObject({
      "@type": "Article",
      headline: study!.en.title,
      datePublished: "2026-11-21",
      about: [{ "@type": "Service", "@id": expect.stringMatching(/\/ai-phone-receptionist#service$/) }, { "@type": "Organization", name: "Testiasiakas Oy" }],
    });
  });
});
