import { beforeEach, describe, expect, it, vi } from "vitest";
import { jobFacts, jobIds } from "@/lib/jobs";
import { activeJobPostingsJsonLd, helsinkiDate, isExpired, jobPostingJsonLd, resetExpiryWarnings } from "@/site/seo/job-posting";

const beforeExpiry = new Date("2025-01-10T12:00:00Z");
const afterExpiry = new Date("2025-06-01T12:00:00Z");

beforeEach(() => resetExpiryWarnings());

describe("JobPosting structured data", () => {
  it("emits every posting that is still valid, and warns about none", () => {
    const warn = vi.fn();
    const items = activeJobPostingsJsonLd("en", beforeExpiry, warn);
    expect(items).toHaveLength(jobIds.length);
    expect(warn).not.toHaveBeenCalled();
    expect(items.map((i) => i.title)).toEqual(["Sales Representative", "Cold Caller", "Onboarding Specialist"]);
  });

  it("leaves out expired postings and prints a warning naming them", () => {
    const warn = vi.fn();
    const items = activeJobPostingsJsonLd("fi", afterExpiry, warn);
    expect(items).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    for (const name of ["Sales Representative", "Cold Caller", "Onboarding Specialist"]) expect(message).toContain(name);
    // The warning is printed once per process, not once per page.
    activeJobPostingsJsonLd("en", afterExpiry, warn);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("keeps a posting through the whole of its validThrough day in Helsinki", () => {
    const last = jobFacts.salesRep.validThrough; // 2025-03-18
    expect(isExpired("salesRep", new Date(`${last}T21:59:00Z`))).toBe(false); // 23:59 in Helsinki (UTC+2)
    expect(isExpired("salesRep", new Date(`${last}T22:01:00Z`))).toBe(true); // 00:01 the next day
    expect(helsinkiDate(new Date("2025-03-18T22:30:00Z"))).toBe("2025-03-19");
  });

  it("carries the fields Google requires, with remote work for remote positions", () => {
    const onSite = jobPostingJsonLd("salesRep", "en");
    expect(onSite).toMatchObject({
      "@type": "JobPosting",
      title: "Sales Representative",
      employmentType: "FULL_TIME",
      datePosted: "2024-12-18",
      validThrough: "2025-03-18",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Helsinki", addressCountry: "FI" } },
    });
    expect(String(onSite.description)).toContain("Meet owners");
    expect(onSite).not.toHaveProperty("jobLocationType");

    const remote = jobPostingJsonLd("coldCaller", "fi");
    expect(remote).toMatchObject({
      title: "Puhelinmyyjä",
      employmentType: ["PART_TIME", "FULL_TIME"],
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "FI" },
    });
    expect(String(remote.url)).toMatch(/\/fi\/hae-tyopaikkaa\?job=1$/);
  });
});
