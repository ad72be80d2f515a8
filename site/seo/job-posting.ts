import { siteConfig } from "@/lib/site-config";
import { jobs } from "@/content/jobs";
import { jobFacts, jobIds, type JobId } from "@/lib/jobs";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { organizationId, type JsonLdObject } from "./json-ld";
import { absoluteUrl } from "./urls";

/** The calendar date (YYYY-MM-DD) of an instant in Helsinki, where the postings are published. */
export function helsinkiDate(now: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A posting is valid through the whole of its validThrough day (Helsinki time); after that it has expired. */
export function isExpired(id: JobId, now: Date): boolean {
  return helsinkiDate(now) > jobFacts[id].validThrough;
}

/** JobPosting structured data of one position (docs/decisions/003-job-postings-structured-data-and-expiry.md). */
export function jobPostingJsonLd(id: JobId, lang: Lang): JsonLdObject {
  const c = siteConfig();
  const text = jobs[lang][id];
  const facts = jobFacts[id];
  const index = jobIds.indexOf(id);
  const place = {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: "Helsinki",
      addressCountry: "FI",
    },
  };
  return {
    "@type": "JobPosting",
    title: text.title,
    description: `<p>${escapeHtml(text.description)}</p>`,
    inLanguage: lang,
    employmentType: facts.employmentType.length === 1 ? facts.employmentType[0] : facts.employmentType,
    datePosted: facts.datePosted,
    validThrough: facts.validThrough,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(),
      name: c.COMPANY_NAME,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon.svg"),
    },
    jobLocation: place,
    ...(facts.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "FI" },
        }
      : {}),
    url: absoluteUrl(`${pathFor("apply", lang)}?job=${index}`),
    directApply: true,
  };
}

const warned = new Set<JobId>();

/**
 * JobPosting data of every position that has not expired. Expired postings are left out
 * (search engines penalise them) and a warning naming them is printed, once per process;
 * the jobs page is prerendered at build time, so the warning shows in the build output.
 */
export function activeJobPostingsJsonLd(
  lang: Lang,
  now: Date = new Date(),
  warn: (message: string) => void = (message) => console.warn(message),
): JsonLdObject[] {
  const expired = jobIds.filter((id) => isExpired(id, now));
  const fresh = expired.filter((id) => !warned.has(id));
  if (fresh.length > 0) {
    for (const id of fresh) warned.add(id);
    const names = fresh.map((id) => `${jobs.en[id].title} (${id}, validThrough ${jobFacts[id].validThrough})`).join(", ");
    warn(`⚠ Job postings past their validThrough date are left out of the JobPosting structured data: ${names}. Update lib/jobs.ts.`);
  }
  return jobIds.filter((id) => !expired.includes(id)).map((id) => jobPostingJsonLd(id, lang));
}

/** Forget which postings were already warned about (for tests). */
export function resetExpiryWarnings(): void {
  warned.clear();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
