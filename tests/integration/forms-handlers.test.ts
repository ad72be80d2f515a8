import "./helpers/env";
import { describe, expect, it } from "vitest";
import { initialFormState } from "@/lib/forms/state";
import { installDb } from "@/server/db";
import { handleApplication } from "@/server/forms/handle-application";
import { handleContact } from "@/server/forms/handle-contact";
import { handleNewsletter } from "@/server/forms/handle-newsletter";
import { handleTokenAction } from "@/server/forms/handle-token";
import { SlidingWindowLimiter } from "@/server/forms/rate-limit";
import { clientAddress, isSameOrigin } from "@/server/forms/request";
import { sql } from "drizzle-orm";
import { jobApplications } from "@/server/db/schema";
import { downDb, pgliteBackend, rows, suiteDatabase } from "./helpers/db";
import { applicationForm, docBytes, docxBytes, file, pdfBytes, sameOrigin } from "./helpers/files";

const apply = (form: FormData, info = sameOrigin) => handleApplication(initialFormState(), form, info);

describe("form handlers (server side of the server actions)", () => {
  const db = suiteDatabase(pgliteBackend, { install: true });

  const count = async (table: string) => (await rows(db, sql`SELECT id FROM ${sql.identifier(table)}`)).length;

  it("checks the application in the product's order: name, email, phone, cover letter, CV", async () => {
    const steps: [Record<string, string | File | null>, string, string][] = [
      [{ name: "  ", email: "", phone: "", coverLetter: "", cv: null }, "nameRequired", "name"],
      [{ email: "", phone: "", coverLetter: "", cv: null }, "emailRequired", "email"],
      [{ email: "not-an-address", phone: "", coverLetter: "", cv: null }, "emailInvalid", "email"],
      [{ email: "x<victim@example.com>", phone: "", coverLetter: "", cv: null }, "emailInvalid", "email"],
      [{ phone: " ", coverLetter: "", cv: null }, "phoneRequired", "phone"],
      [{ coverLetter: "", cv: null }, "coverLetterRequired", "coverLetter"],
      [{ cv: null }, "cvRequired", "cv"],
      [{ cv: new File([], "", { type: "application/octet-stream" }) }, "cvRequired", "cv"],
    ];
    for (const [overrides, message, field] of steps) {
      const state = await apply(applicationForm(overrides));
      expect(state, message).toMatchObject({ status: "error", message, field });
    }
    expect(await count("job_applications")).toBe(0);
  });

  it("keeps the entered values after an error, never the file", async () => {
    const state = await apply(applicationForm({ phone: "" }));
    expect(state.values).toEqual({
      name: "Maija Meikäläinen",
      email: "maija@example.fi",
      phone: "",
      coverLetter: "Haluan myymään tekoälyä.",
      position: "cold-caller",
    });
  });

  it("accepts PDF, DOC and DOCX by content and refuses a file whose content does not match its name", async () => {
    for (const cv of [file(pdfBytes(), "a.pdf"), file(docBytes(), "b.DOC"), file(docxBytes(), "c.docx")]) {
      expect((await apply(applicationForm({ cv }))).status).toBe("success");
    }
    expect(await apply(applicationForm({ cv: file(Buffer.from("<html>not a pdf</html>"), "cv.pdf") }))).toMatchObject({ message: "cvType" });
    expect(await apply(applicationForm({ cv: file(pdfBytes(), "cv.docx") }))).toMatchObject({ message: "cvType" });
    expect(await apply(applicationForm({ cv: file(pdfBytes(), "cv.txt") }))).toMatchObject({ message: "cvType" });
    const types = await rows<{ cv_type: string }>(db, sql`SELECT cv_type FROM job_applications ORDER BY id`);
    expect(types.map((r) => r.cv_type)).toEqual([
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
  });

  it("refuses a CV over 5 MiB and accepts one of exactly 5 MiB", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await apply(applicationForm({ cv: file(big, "big.pdf") }))).toMatchObject({ status: "error", message: "cvTooLarge", field: "cv" });
    const exact = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 - pdfBytes().length)]);
    expect((await apply(applicationForm({ cv: file(exact, "exact.pdf") }))).status).toBe("success");
  });

  it("takes the job title from the content, and refuses a position that is not open", async () => {
    await db.delete(jobApplications);
    await apply(applicationForm({ position: "sales-representative", lang: "en" }));
    const row = (await rows(db, sql`SELECT position_id, job_title FROM job_applications`))[0];
    expect(row).toEqual({ position_id: "sales-representative", job_title: "Sales Representative" });
    // A position nobody lists, or none at all (a forged form): refused like a closed one, nothing stored.
    for (const position of ["ceo", ""]) {
      expect(await apply(applicationForm({ position, lang: "en" }))).toMatchObject({ status: "error", message: "positionClosed" });
    }
    expect(await count("job_applications")).toBe(1);
  });

  it("answers a bot (honeypot filled) with success and stores nothing", async () => {
    const before = await count("job_applications");
    expect((await apply(applicationForm({ website: "http://spam.example" }))).status).toBe("success");
    expect(await count("job_applications")).toBe(before);
  });

  it("refuses a cross-origin post", async () => {
    const state = await apply(applicationForm(), { ...sameOrigin, origin: "https://evil.example", host: "site.test" });
    expect(state).toMatchObject({ status: "error", message: "failed" });
    expect(isSameOrigin({ ...sameOrigin, origin: "null" })).toBe(false);
    expect(isSameOrigin({ ...sameOrigin, origin: null, fetchSite: null })).toBe(true);
    expect(isSameOrigin({ ip: "x", origin: "http://localhost:3100", host: "localhost:3100", fetchSite: "same-origin" })).toBe(true);
    expect(isSameOrigin({ ip: "x", origin: "https://site.test", host: "internal:3000", fetchSite: "same-origin" })).toBe(true);
  });

  it("limits posts per address with a sliding window", async () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    expect([limiter.hit("a", 0), limiter.hit("a", 10), limiter.hit("a", 20), limiter.hit("b", 20)]).toEqual([true, true, false, true]);
    expect(limiter.retryAfter("a", 20)).toBe(1);
    expect(limiter.hit("a", 1001)).toBe(true);
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.1, 10.0.0.2" }), 0)).toBe("10.0.0.2");
  });

  it("answers the newsletter form: success, already, invalid, and clears the field", async () => {
    const form = (email: string) => {
      const f = new FormData();
      f.set("email", email);
      f.set("lang", "en");
      return f;
    };
    expect(await handleNewsletter(initialFormState(), form(" News@Example.com"), sameOrigin)).toMatchObject({ status: "success", values: {} });
    expect(await handleNewsletter(initialFormState(), form("news@example.com"), sameOrigin)).toMatchObject({ status: "already", values: {} });
    expect(await handleNewsletter(initialFormState(), form("news @example.com"), sameOrigin)).toMatchObject({
      status: "error",
      message: "emailInvalid",
      values: { email: "news @example.com" },
    });
    expect(await handleNewsletter(initialFormState(), form(""), sameOrigin)).toMatchObject({ message: "emailRequired" });
  });

  it("confirms and unsubscribes through the page buttons", async () => {
    const token = (await rows<{ confirm_token: string }>(db, sql`SELECT confirm_token FROM newsletter_subscribers WHERE email = 'news@example.com'`))[0]!.confirm_token;
    const form = new FormData();
    form.set("token", token);
    form.set("lang", "fi");
    const confirmed = await handleTokenAction("confirm", { status: "idle", seq: 0 }, form, sameOrigin);
    expect(confirmed.status).toBe("done");
    expect(confirmed.unsubscribePath).toMatch(/^\/fi\/uutiskirje\/peru\?token=[\w-]+$/);
    const unsubscribeForm = new FormData();
    unsubscribeForm.set("token", confirmed.unsubscribePath!.split("=")[1]!);
    expect((await handleTokenAction("unsubscribe", { status: "idle", seq: 0 }, unsubscribeForm, sameOrigin)).status).toBe("done");
    const bad = new FormData();
    bad.set("token", "x");
    expect((await handleTokenAction("confirm", { status: "idle", seq: 0 }, bad, sameOrigin)).status).toBe("invalid");
  });

  it("checks the contact form in field order and stores a valid message", async () => {
    const form = (values: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ firstName: "Pekka", lastName: "V", email: "p@v.fi", company: "", subject: "Hei", message: "Viesti", lang: "fi", ...values })) f.set(k, v);
      return f;
    };
    expect(await handleContact(initialFormState(), form({ firstName: "", lastName: "" }), sameOrigin)).toMatchObject({ message: "firstNameRequired" });
    expect(await handleContact(initialFormState(), form({ lastName: "" }), sameOrigin)).toMatchObject({ message: "lastNameRequired" });
    expect(await handleContact(initialFormState(), form({ email: "x" }), sameOrigin)).toMatchObject({ message: "emailInvalid" });
    expect(await handleContact(initialFormState(), form({ subject: "" }), sameOrigin)).toMatchObject({ message: "subjectRequired" });
    expect(await handleContact(initialFormState(), form({ message: "" }), sameOrigin)).toMatchObject({ message: "messageRequired" });
    expect(await handleContact(initialFormState(), form({ message: "x".repeat(5001) }), sameOrigin)).toMatchObject({ message: "tooLong" });
    expect(await handleContact(initialFormState(), form({}), sameOrigin)).toMatchObject({ status: "success" });
    const row = (await rows(db, sql`SELECT company FROM contact_messages`))[0];
    expect(row).toEqual({ company: null });
  });

  it("reports failure and keeps the data when the database is down", async () => {
    const down = await downDb();
    installDb(down);
    try {
      const state = await apply(applicationForm());
      expect(state).toMatchObject({ status: "error", message: "failed", values: { name: "Maija Meikäläinen", email: "maija@example.fi" } });
      const news = new FormData();
      news.set("email", "down@example.com");
      expect(await handleNewsletter(initialFormState(), news, sameOrigin)).toMatchObject({ status: "error", message: "failed", values: { email: "down@example.com" } });
    } finally {
      installDb(db);
      await down.close();
    }
  });
});
