import { z } from "zod";
import { readCollection, throwIfAny } from "@/lib/content/collection";
import { isoDay } from "@/lib/content/fields";
import { contentFolders, previewing } from "@/lib/content/folders";
import { articleSections } from "./articles";
import type { ServiceId } from "./prices";

/**
 * Proof the company has been given, never invented (decision D14; README, "Adding a testimonial
 * or a case study"): testimonials in content/testimonials and case studies in content/case-studies,
 * one Markdown file each, everything in its front matter in both languages. While a folder is
 * empty, its section is left out of every page.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** Publishing is allowed in writing: the flag must be true and say when permission was given. */
const permission = z.strictObject({
  granted: z.literal(true, { error: "must be true: publish only what the customer has allowed in writing" }),
  /** The day the customer gave it. */
  date: isoDay,
});

const service = z.enum(articleSections, { error: `must be one of the services: ${articleSections.join(", ")}` });

const testimonialText = z.strictObject({
  quote: text(600),
  /** The person's title at the company, as they gave it: "Toimitusjohtaja". */
  role: text(80),
});

const testimonialSchema = z.strictObject({
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

const caseStudySchema = z.strictObject({
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

/** The files of a folder of proof, checked against its schema; newest first by `date`; throws naming every file and field that breaks the rules. */
function loader<S extends z.ZodType<{ service: ServiceId }>>(schema: S, date: (item: z.output<S>) => string) {
  return (folders: string[]): (z.output<S> & { id: string })[] => {
    const { entries, problems } = readCollection(folders, schema);
    throwIfAny(problems);
    return entries.map((e) => ({ ...e.data, id: e.name })).sort((a, b) => date(b).localeCompare(date(a)));
  };
}

export const loadTestimonials = loader(testimonialSchema, (t) => t.permission.date);
export const loadCaseStudies = loader(caseStudySchema, (c) => c.published);

/** Read once per process (every time in `npm run dev`), from content/<kind> and, in tests, the fixtures. */
function cachedIn<T>(kind: string, load: (folders: string[]) => T[]): () => T[] {
  let cached: T[] | undefined;
  return () => (previewing() ? load(contentFolders(kind)) : (cached ??= load(contentFolders(kind))));
}

const allTestimonials = cachedIn("testimonials", loadTestimonials);
const allCaseStudies = cachedIn("case-studies", loadCaseStudies);

/** The proof a page shows: a service page that of its service, the home page all of it. */
export function proofFor(service?: ServiceId): { testimonials: Testimonial[]; caseStudies: CaseStudy[] } {
  const of = <T extends { service: ServiceId }>(items: T[]) => (service ? items.filter((item) => item.service === service) : items);
  return { testimonials: of(allTestimonials()), caseStudies: of(allCaseStudies()) };
}
