import { z } from "zod";
import { readCollection, throwIfAny } from "@/lib/content/collection";
import { contentFolders, previewing } from "@/lib/content/folders";
import type { ServiceId } from "./prices";
import { caseStudyDay, caseStudySchema, testimonialDay, testimonialSchema, type CaseStudy, type Testimonial } from "./schemas/proof";

/**
 * Proof the company has been given, never invented (decision D14; README, "Adding a testimonial
 * or a case study"): testimonials in content/testimonials and case studies in content/case-studies,
 * one Markdown file each, everything in its front matter in both languages (the schemas of
 * content/schemas/proof.ts). While a folder is empty, its section is left out of every page.
 */

export type { CaseStudy, Testimonial } from "./schemas/proof";

/** The files of a folder of proof, checked against its schema; newest first by `date`; throws naming every file and field that breaks the rules. */
function loader<S extends z.ZodType<{ service: ServiceId }>>(schema: S, date: (item: z.output<S>) => string) {
  return (folders: string[]): (z.output<S> & { id: string })[] => {
    const { entries, problems } = readCollection(folders, schema);
    throwIfAny(problems);
    return entries.map((e) => ({ ...e.data, id: e.name })).sort((a, b) => date(b).localeCompare(date(a)));
  };
}

export const loadTestimonials = loader(testimonialSchema, testimonialDay);
export const loadCaseStudies = loader(caseStudySchema, caseStudyDay);

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
