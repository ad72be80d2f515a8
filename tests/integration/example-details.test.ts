import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/lib/site-config";
import { parseServerConfig } from "@/server/config";
import { exampleDetails } from "@/server/startup";
import { e2ePort } from "../e2e/env";
import { cleanUp, healthy, siteEnv, startSite, type Site } from "./helpers/site-process";

/**
 * Example company details are for trying the site: the start says in one line which are left,
 * and /api/health lists them (docs/decisions/066-figures-phones-and-details.md).
 */
const realDetails = {
  SITE_URL: "https://www.yritys.fi",
  COMPANY_NAME: "Yritys",
  COMPANY_LEGAL_NAME: "Yritys Oy",
  COMPANY_BUSINESS_ID: "1234567-8",
  COMPANY_EMAIL: "info@yritys.fi",
  COMPANY_PHONE: "+358 9 123 4567",
  COMPANY_STREET: "Mannerheimintie 1",
  COMPANY_POSTAL_CODE: "00250",
  COMPANY_CITY: "Espoo",
  BOOKING_URL: "https://calendly.com/yritys/30min",
  MAIL_FROM: "no-reply@yritys.fi",
  MAIL_TO_HIRING: "jobs@yritys.fi",
  MAIL_TO_CONTACT: "info@yritys.fi",
};
const detailsOf = (env: Record<string, string>) => exampleDetails(parseSiteConfig(env), parseServerConfig(env));

describe("example details", () => {
  it("are the company details and mail addresses left at their default or at example.com", () => {
    expect(detailsOf({})).toEqual(Object.keys(realDetails));
    expect(detailsOf(realDetails)).toEqual([]);
    expect(detailsOf({ ...realDetails, SITE_URL: "https://www.example.com", MAIL_TO_CONTACT: "sales@example.com" })).toEqual(["SITE_URL", "MAIL_TO_CONTACT"]);
  });
});

describe("a site started with example details", { timeout: 240_000 }, () => {
  // The end-to-end build, whose SITE_URL is at example.com; real mail addresses, so that the list differs from everything.
  const mail = { MAIL_FROM: realDetails.MAIL_FROM, MAIL_TO_HIRING: realDetails.MAIL_TO_HIRING, MAIL_TO_CONTACT: "contact@example.com" };
  const expected = exampleDetails(parseSiteConfig(siteEnv()), parseServerConfig({ ...siteEnv(), ...mail }));
  let dataDir: string;
  let site: Site;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "example-details-"));
    site = startSite(e2ePort + 9, dataDir, { env: mail });
    await healthy(site);
  }, 15 * 60_000);
  afterAll(() => {
    cleanUp(site);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("says so in one line at start, naming each", () => {
    expect(expected).toContain("COMPANY_BUSINESS_ID");
    expect(expected).toContain("MAIL_TO_CONTACT");
    expect(expected).not.toContain("MAIL_FROM");
    const lines = site.log().split("\n").filter((line) => /example values/i.test(line));
    expect(lines).toEqual([`[config] NOT READY TO GO LIVE: example values in ${expected.join(", ")} (README, "Before going live")`]);
  });

  it("lists them in /api/health", async () => {
    const answer = await fetch(`${site.origin}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "ok", database: "ok", exampleDetails: expected });
  });
});
