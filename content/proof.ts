import { getCollection } from "astro:content";
import type { z } from "zod";
import { caseStudyDay, testimonialDay, type CaseStudy, type caseStudySchema, type Testimonial, type testimonialSchema } from "@/content/schemas/proof";
import { contentFolders } from "@/lib/content/folders";
import type { ServiceId } from "@/content/prices";
import { entriesIn, nameOf, type CollectionFile } from "./collections/collection-files";

/**
 * Testimonials and case studies in the Astro build, from the `testimonials` and `caseStudies`
 * collections (src/content.config.ts). While a folder is empty, its section is left out of every page.
 */

export type { CaseStudy, Testimonial } from "@/content/schemas/proof";

const testimonialFiles: CollectionFile<z.output<typeof testimonialSchema>>[] = await getCollection("testimonials");
const caseStudyFiles: CollectionFile<z.output<typeof caseStudySchema>>[] = await getCollection("caseStudies");

/** The entries with their file names as ids, newest first by `day`. */
function newestFirst<T>(entries: CollectionFile<T>[], day: (item: T) => string): (T & { id: string })[] {
  return entries.map((entry) => ({ ...entry.data, id: nameOf(entry) })).sort((a, b) => day(b).localeCompare(day(a)));
}

export const loadTestimonials = (folders: string[]): Testimonial[] => newestFirst(entriesIn(testimonialFiles, folders), testimonialDay);
export const loadCaseStudies = (folders: string[]): CaseStudy[] => newestFirst(entriesIn(caseStudyFiles, folders), caseStudyDay);

const allTestimonials = loadTestimonials(contentFolders("testimonials"));
const allCaseStudies = loadCaseStudies(contentFolders("case-studies"));

/** The proof a page shows: a service page that of its service, the home page all of it. */
export function proofFor(service?: ServiceId): { testimonials: Testimonial[]; caseStudies: CaseStudy[] } {
  const of = <T extends { service: ServiceId }>(items: T[]) => (service ? items.filter((item) => item.service === service) : items);
  return { testimonials: of(allTestimonials), caseStudies: of(allCaseStudies) };
}
