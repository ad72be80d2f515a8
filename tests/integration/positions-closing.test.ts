import "./helpers/env";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { e2eEnv, e2ePort } from "../e2e/env";
import { pgliteBackend, rows, suiteDatabase } from "./helpers/db";
import { applicationForm, sameOrigin } from "./helpers/files";
import { cleanUp, healthy, startSite, type Site } from "./helpers/site-process";

/**
 * A position closes by itself at the end of its closing day (Helsinki), at request time: the same
 * build, served on its closing day and on the day after (TEST_TODAY stands in for the clock),
 * lists it and then does not, answers its own page and its apply page and then answers 410, takes an application
 * and then refuses it (docs/decisions/046-positions-close-at-request-time.md). The position is
 * the fixture "Paid Test Position" (?job=91, closes 2099-12-31) of the end-to-end build.
 */
process.env.TEST_CONTENT_DIR = e2eEnv.TEST_CONTENT_DIR;
const { handleApplication } = await import("@/server/forms/handle-application");
const { initialFormState } = await import("@/lib/forms/state");

const CLOSING_DAY = "2099-12-31";
const DAY_AFTER = "2100-01-01";
const TITLE = "Paid Test Position";

describe("the server refuses an application once the position has closed", () => {
  const db = suiteDatabase(pgliteBackend, { install: true });
  const count = async () => (await rows(db, sql`SELECT id FROM job_applications WHERE position_id = 'fixture-paid'`)).length;
  const apply = () => handleApplication(initialFormState(), applicationForm({ position: "fixture-paid", lang: "en" }), sameOrigin);
  afterEach(() => delete process.env.TEST_TODAY);

  it("takes it on the closing day and refuses it the day after, storing nothing", async () => {
    process.env.TEST_TODAY = CLOSING_DAY;
    expect((await apply()).status).toBe("success");
    process.env.TEST_TODAY = DAY_AFTER;
    const refused = await apply();
    expect(refused).toMatchObject({ status: "error", message: "positionClosed" });
    expect(refused.values).toMatchObject({ name: "Maija Meikäläinen", coverLetter: "Haluan myymään tekoälyä." });
    expect(await count()).toBe(1);
  });

  it("refuses one that closed long ago, whatever the form says", async () => {
    const closed = await handleApplication(initialFormState(), applicationForm({ position: "fixture-closed" }), sameOrigin);
    expect(closed).toMatchObject({ status: "error", message: "positionClosed" });
  });
});

describe("one build, served on the closing day and on the day after", { timeout: 600_000 }, () => {
  let dataDir: string;
  const sites: Site[] = [];
  const serve = async (day: string, port: number) => {
    const site = startSite(port, join(dataDir, day), { env: { TEST_TODAY: day } });
    sites.push(site);
    await healthy(site);
    return site;
  };
  const page = async (site: Site, path: string) => {
    const response = await fetch(`${site.origin}${path}`, { redirect: "manual" });
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "positions-closing-"));
  }, 1_200_000);
  afterAll(() => {
    sites.forEach(cleanUp);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists the position and takes applications for it until its day ends, then neither", async () => {
    const [open, closed] = await Promise.all([serve(CLOSING_DAY, e2ePort + 11), serve(DAY_AFTER, e2ePort + 12)]);
    for (const path of ["/jobs", "/fi/tyopaikat"]) {
      const before = await page(open, path);
      expect(before.status).toBe(200);
      expect(before.html).toContain('data-job=""');
      expect(before.html, path).toMatch(/Paid Test Position|Palkallinen testitehtävä/);
      const after = await page(closed, path);
      expect(after.status).toBe(200);
      expect(after.html, path).not.toMatch(/Paid Test Position|Palkallinen testitehtävä/);
    }
    // Its own page, with its JobPosting, then a 410 (docs/decisions/063-a-page-for-each-position.md).
    for (const path of ["/jobs/paid-test-position", "/fi/tyopaikat/palkallinen-testitehtava"]) {
      const ad = await page(open, path);
      expect(ad.status, path).toBe(200);
      expect(ad.html).toContain('"@type":"JobPosting"');
      const ended = await page(closed, path);
      expect(ended.status, path).toBe(410);
      expect(ended.html).not.toContain('"@type":"JobPosting"');
      expect(ended.html).toMatch(/This position has closed|Tämän tehtävän haku on päättynyt/);
    }
    const form = await page(open, "/apply?job=91");
    expect(form.status).toBe(200);
    expect(form.html).toContain('data-position="fixture-paid"');
    const gone = await page(closed, "/apply?job=91");
    expect(gone.status).toBe(410);
    expect(gone.html).toContain("This position has closed");
    expect(gone.html).toContain(TITLE);
    expect(gone.html).not.toContain('data-form="apply"');
    // The open positions of that day are the links offered.
    expect(gone.html).toContain('href="/apply?job=0"');
    expect(gone.html).not.toContain('href="/apply?job=90"');
    expect((await page(closed, "/fi/hae-tyopaikkaa?job=91")).status).toBe(410);
    // The form is made on request: no page of the day lives at an address of its own.
    expect((await page(closed, "/apply/91/0-1-2")).status).toBe(404);
  });
});
