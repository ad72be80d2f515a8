import type { JobPosting } from "schema-dts";
import type { Position } from "@/content/positions";
import { endOfHelsinkiDay } from "@/lib/clock";
import type { Lang } from "@/lib/i18n";
import { siteConfig } from "@/lib/site-config";
import { adHtml, positionHref } from "@/site/positions-as-shown";
import { organizationId, schemaThing, type JsonLdObject } from "./json-ld";
import { absoluteUrl } from "./urls";

/** schema.org's unit of a pay period. */
const payUnit = { hour: "HOUR", month: "MONTH", year: "YEAR" } as const;

/**
 * JobPosting structured data of an open position, on its own page only (search engines want it on
 * the posting's page, not on lists: docs/decisions/063-a-page-for-each-position.md), with every field search engines require
 * (title, description, datePosted, hiringOrganization, jobLocation; for a remote position
 * applicantLocationRequirements and jobLocationType TELECOMMUTE too) and the recommended ones
 * it has: validThrough when it closes, employmentType, baseSalary when its pay is set, directApply
 * (docs/decisions/003-job-postings-structured-data-and-expiry.md).
 */
export function jobPostingJsonLd(position: Position, lang: Lang): JsonLdObject {
  const c = siteConfig();
  const text = position[lang];
  const { pay } = position;
  const posting: JobPosting = {
    "@type": "JobPosting",
    title: text.title,
    description: adHtml(position, lang),
    identifier: { "@type": "PropertyValue", name: c.COMPANY_NAME, value: String(position.job) },
    employmentType: position.employmentType.length === 1 ? position.employmentType[0] : position.employmentType,
    datePosted: position.posted,
    ...(position.closes && { validThrough: endOfHelsinkiDay(position.closes) }),
    hiringOrganization: { "@type": "Organization", "@id": organizationId(), name: c.COMPANY_NAME, sameAs: absoluteUrl("/"), logo: absoluteUrl("/icon.svg") },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: position.city, addressCountry: "FI" } },
    ...(position.remote && { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "FI" } }),
    ...(pay && {
      baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { "@type": "QuantitativeValue", ...(pay.max === undefined ? { value: pay.min } : { minValue: pay.min, maxValue: pay.max }), unitText: payUnit[pay.per] } },
    }),
    url: absoluteUrl(positionHref(position, lang)),
    directApply: true,
  };
  return schemaThing(posting);
}
