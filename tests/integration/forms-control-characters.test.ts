import "./helpers/env";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribePost } from "./helpers/api";
import { initialFormState } from "@/lib/forms/state";
import { handleApplication } from "@/server/forms/handle-application";
import { handleContact } from "@/server/forms/handle-contact";
import { pgliteBackend, rows, suiteDatabase } from "./helpers/db";
import { applicationForm, sameOrigin } from "./helpers/files";

const contactForm = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ firstName: "Pekka", lastName: "V", email: "p@v.fi", company: "", subject: "Hei", message: "Viesti", lang: "fi", ...values })) form.set(k, v);
  return form;
};

const subscribeJson = (body: unknown) =>
  subscribePost(new Request("http://localhost/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

describe("control characters and other data the database refuses are the visitor's error, not an outage", () => {
  const db = suiteDatabase(pgliteBackend, { install: true });

  it("refuses a NUL byte or an escape code in any text field with a field message", async () => {
    for (const [field, value] of [
      ["firstName", "Pek\u0000ka"],
      ["lastName", "V\u001b[2J"],
      ["company", "Yritys\u0000"],
      ["subject", "Hei\u0007"],
      ["message", "Rivi 1\nRivi 2\u0000"],
      ["subject", "Kaksi\nriviä"],
    ]) {
      expect(await handleContact(initialFormState(), contactForm({ [field!]: value! }), sameOrigin), field).toMatchObject({
        status: "error",
        message: "controlCharacters",
        field,
      });
    }
    for (const [field, value] of [["name", "Maija\u0000"], ["phone", "040\u0085"], ["coverLetter", "\u0000"]]) {
      expect(await handleApplication(initialFormState(), applicationForm({ [field!]: value! }), sameOrigin), field).toMatchObject({
        status: "error",
        message: "controlCharacters",
        field,
      });
    }
    // Tabs and line breaks are text where the field has lines.
    expect(await handleContact(initialFormState(), contactForm({ message: "Rivi 1\r\n\tRivi 2", subject: "Tab\there" }), sameOrigin)).toMatchObject({ status: "success" });
    expect(await rows(db, sql`SELECT message FROM contact_messages`)).toEqual([{ message: "Rivi 1\r\n\tRivi 2" }]);
  });

  it("answers 422 for a NUL byte at the JSON endpoint", async () => {
    const res = await subscribeJson({ email: "a\u0000b@example.com", lang: "en" });
    expect(res.status).toBe(422);
  });

  it("tells a value the database refuses (class 22/23) from an outage: 422 and a field-less message, not 503", async () => {
    await db.execute(sql`ALTER TABLE newsletter_subscribers ADD CONSTRAINT no_blocked CHECK (email <> 'blocked@example.com') NOT VALID`);
    await db.execute(sql`ALTER TABLE contact_messages ADD CONSTRAINT no_blocked CHECK (subject <> 'blocked') NOT VALID`);
    try {
      const res = await subscribeJson({ email: "blocked@example.com", lang: "fi" });
      expect(res.status).toBe(422);
      expect(res.headers.get("retry-after")).toBeNull();
      expect(await res.json()).toMatchObject({ error: "notAccepted" });
      expect(await handleContact(initialFormState(), contactForm({ subject: "blocked" }), sameOrigin)).toMatchObject({
        status: "error",
        message: "notAccepted",
        values: { subject: "blocked" },
      });
    } finally {
      await db.execute(sql`ALTER TABLE newsletter_subscribers DROP CONSTRAINT no_blocked`);
      await db.execute(sql`ALTER TABLE contact_messages DROP CONSTRAINT no_blocked`);
    }
  });
});
