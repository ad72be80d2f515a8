import { describe, expect, it } from "vitest";
import { positions, type Position } from "@/content/positions";
import { endOfHelsinkiDay, helsinkiDate } from "@/lib/clock";
import { jobPostingJsonLd } from "@/site/seo/job-posting";

const position = (id: string) => positions().find((p) => p.id === id)!;
/** A position of the real three with a closing day and a pay range set, as an editor may write them. */
const withDates = (p: Position, extra: Partial<Position>): Position => ({ ...p, ...extra });

describe("JobPosting structured data", () => {
  it("carries every field search engines require, with remote work for remote positions", () => {
    const onSite = jobPostingJsonLd(position("sales-representative"), "en");
    expect(onSite).toMatchObject({
      "@type": "JobPosting",
      title: "Sales Representative",
      employmentType: "FULL_TIME",
      datePosted: "2026-11-26",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Helsinki", addressCountry: "FI" } },
      directApply: true,
      identifier: { "@type": "PropertyValue", value: "0" },
    });
    // The whole ad: the description, then each list under its heading.
    expect(String(onSite.description)).toMatch(/^<p>Meet owners/);
    expect(String(onSite.description)).toContain("<h3>What you will do</h3><ul><li>Meet owners of small and mid-size businesses");
    expect(String(onSite.description)).toContain("<h3>Who we are looking for</h3><ul>");
    expect(String(onSite.description)).toContain("<h3>What we offer</h3><ul><li>A full-time position at our Helsinki office.</li>");
    expect(onSite).not.toHaveProperty("jobLocationType");
    // Open until filled: no closing day, so no validThrough; no pay set, so no baseSalary.
    expect(onSite).not.toHaveProperty("validThrough");
    expect(onSite).not.toHaveProperty("baseSalary");

    const remote = jobPostingJsonLd(position("cold-caller"), "fi");
    expect(remote).toMatchObject({
      title: "Puhelinmyyjä",
      employmentType: ["PART_TIME", "FULL_TIME"],
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "FI" },
    });
    // The posting's page is the position's own, in the posting's language.
    expect(String(remote.url)).toMatch(/\/fi\/tyopaikat\/puhelinmyyja$/);
    expect(String(remote.description)).toContain("<h3>Tarjoamme</h3>");
  });

  it("adds validThrough at the end of the closing day in Helsinki, and the pay range when set", () => {
    const posting = jobPostingJsonLd(withDates(position("onboarding-specialist"), { closes: "2027-01-31", pay: { min: 2800, max: 3400, per: "month" } }), "en");
    expect(posting.validThrough).toBe("2027-01-31T23:59:59+02:00");
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", minValue: 2800, maxValue: 3400, unitText: "MONTH" },
    });
    expect(jobPostingJsonLd(withDates(position("cold-caller"), { pay: { min: 18, per: "hour" } }), "en").baseSalary).toMatchObject({
      value: { value: 18, unitText: "HOUR" },
    });
  });

  it("reckons days in Helsinki, summer time included", () => {
    expect(helsinkiDate(new Date("2025-03-18T22:30:00Z"))).toBe("2025-03-19");
    expect(helsinkiDate(new Date("2025-03-18T21:59:00Z"))).toBe("2025-03-18");
    expect(endOfHelsinkiDay("2027-07-15")).toBe("2027-07-15T23:59:59+03:00");
  });
});
