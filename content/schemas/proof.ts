import { z } from "zod";
import { isoDay } from "@/lib/content/fields";
import { articleSections } from "./article";
import { permission } from "./permission";

/**
 * The front matter of a testimonial and of a case study: the schemas of the `testimonials` and
 * `caseStudies` collections (src/content.config.ts), read by content/proof.ts. Proof the
 * company has been given, never invented (docs/decisions/055-proof-is-content-shown-only-when-real.md; README, "Adding a testimonial or a case study").
 */

const text = (max: number) => z.string().trim().min(1).max(max);


const service = z.enum(articleSections, { error: `must be one of the services: ${articleSections.join(", ")}` });

const testimonialText = z.strictObject({
  quote: text(600),
  /** The person's title at the company, as they gave it: "Toimitusjohtaja". */
  role: text(80),
});

export const testimonialSchema = z.strictObject({
  person: text(80),
  company: text(80),
  /** The service the quote speaks of: shown on that service's page and on the home page. */
  service,
  permission,
  en: testimonialText,
  fi: testimonialText,
});

const caseStudyText = z.strictObject({
  title: text(120),
  /** What the client needed solved. */
  problem: text(800),
  /** What was deployed, and how. */
  deployed: text(800),
  /** The measured result, with its figures and how they were measured. */
  result: text(600),
  /** The result's headline figure, if there is one: "−40 %" over "response time". */
  figure: z.strictObject({ value: text(16), label: text(60) }).optional(),
});

export const caseStudySchema = z.strictObject({
  client: text(80),
  /** The service that was deployed. */
  service,
  /** The day the case study was published on this site. */
  published: isoDay,
  permission,
  en: caseStudyText,
  fi: caseStudyText,
});

export type Testimonial = z.output<typeof testimonialSchema> & { id: string };
export type CaseStudy = z.output<typeof caseStudySchema> & { id: string };

/** The order proof is shown in: newest first, by the day permission was given or the case study published. */
export const testimonialDay = (t: z.output<typeof testimonialSchema>) => t.permission.date;
export const caseStudyDay = (c: z.output<typeof caseStudySchema>) => c.published;
