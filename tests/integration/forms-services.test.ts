import "./helpers/env";
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSchema } from "@/lib/forms/newsletter-schema";
import { cvFilePath } from "@/server/db/cv-files";
import { storeApplication } from "@/server/forms/application-store";
import { storeContactMessage } from "@/server/forms/contact-store";
import { checkCvContent } from "@/server/forms/cv-content";
import { confirmSubscription, subscribe, unsubscribe } from "@/server/forms/newsletter-store";
import { sql } from "drizzle-orm";
import { contactMessages, jobApplications, mailOutbox, newsletterSubscribers } from "@/server/db/schema";
import { backends, rows, suiteDatabase } from "./helpers/db";
import { pdfBytes } from "./helpers/files";

type Subscriber = { email: string; status: string; language: string; confirm_token: string; unsubscribe_token: string };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`form services: ${backend.name}`, () => {
    const db = suiteDatabase(backend);
    beforeEach(async () => {
      for (const table of [mailOutbox, newsletterSubscribers, jobApplications, contactMessages]) await db.delete(table);
    });

    const subscriber = async (email: string) =>
      (await rows<Subscriber>(db, sql`SELECT * FROM newsletter_subscribers WHERE email = ${email}`))[0];
    const outbox = async () =>
      rows<{ to_address: string; subject: string; text_body: string; headers: Record<string, string>; attachments: unknown[] }>(
        db,
        sql`SELECT * FROM mail_outbox ORDER BY id`,
      );

    it("subscribes trimmed and lower-cased as pending, and queues the confirmation mail", async () => {
      const input = newsletterSchema.parse({ email: "  Maija.M@Example.FI ", lang: "fi" });
      expect(await subscribe(db, input)).toBe("subscribed");
      const row = await subscriber("maija.m@example.fi");
      expect(row).toMatchObject({ status: "pending", language: "fi" });
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to_address).toBe("maija.m@example.fi");
      expect(mails[0]!.subject).toContain("Vahvista");
      expect(mails[0]!.text_body).toContain(`https://site.test/fi/uutiskirje/vahvista?token=${row!.confirm_token}`);
      expect(mails[0]!.text_body).toContain(`https://site.test/fi/uutiskirje/peru?token=${row!.unsubscribe_token}`);
      expect(mails[0]!.headers["List-Unsubscribe"]).toBe(`<https://site.test/api/newsletter/unsubscribe?token=${row!.unsubscribe_token}>`);
      expect(mails[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    });

    it("answers 'already' for a pending or confirmed address, without a second mail", async () => {
      await subscribe(db, { email: "a@example.com", lang: "en" });
      expect(await subscribe(db, { email: "a@example.com", lang: "en" })).toBe("already");
      await confirmSubscription(db, (await subscriber("a@example.com"))!.confirm_token);
      expect(await subscribe(db, { email: "a@example.com", lang: "fi" })).toBe("already");
      expect(await outbox()).toHaveLength(1);
    });

    it("confirms by token (twice is fine) and refuses an unknown token", async () => {
      await subscribe(db, { email: "c@example.com", lang: "en" });
      const row = (await subscriber("c@example.com"))!;
      expect(await confirmSubscription(db, row.confirm_token)).toEqual({ status: "confirmed", unsubscribeToken: row.unsubscribe_token, lang: "en" });
      expect((await confirmSubscription(db, row.confirm_token)).status).toBe("confirmed");
      expect((await subscriber("c@example.com"))!.status).toBe("confirmed");
      expect(await confirmSubscription(db, "no-such-token-000000000000")).toEqual({ status: "invalid" });
    });

    it("unsubscribes by token; the old confirm link then does nothing; subscribing again starts over as pending", async () => {
      await subscribe(db, { email: "u@example.com", lang: "en" });
      const first = (await subscriber("u@example.com"))!;
      expect(await unsubscribe(db, first.unsubscribe_token)).toBe("unsubscribed");
      expect(await unsubscribe(db, first.unsubscribe_token)).toBe("unsubscribed");
      expect((await subscriber("u@example.com"))!.status).toBe("unsubscribed");
      expect((await confirmSubscription(db, first.confirm_token)).status).toBe("invalid");

      expect(await subscribe(db, { email: "u@example.com", lang: "fi" })).toBe("subscribed");
      const again = (await subscriber("u@example.com"))!;
      expect(again).toMatchObject({ status: "pending", language: "fi" });
      expect(again.confirm_token).not.toBe(first.confirm_token);
      expect(await outbox()).toHaveLength(2);
      expect(await unsubscribe(db, "no-such-token-000000000000")).toBe("invalid");
    });

    it("stores a job application with its CV and queues the hiring mail with the CV attached", async () => {
      const cv = checkCvContent(pdfBytes(), "my cv.pdf")!;
      const id = await storeApplication(db, {
        positionId: "onboarding-specialist",
        name: "Ann",
        email: "ann@example.com",
        phone: "123",
        coverLetter: "Hello",
        cv,
        lang: "en",
      });
      const stored = await rows<{ job_title: string; cv: Uint8Array | null; cv_file: string | null; cv_size: number; cv_type: string; cv_file_name: string }>(
        db,
        sql`SELECT * FROM job_applications WHERE id = ${id}`,
      );
      expect(stored[0]).toMatchObject({ job_title: "Onboarding Specialist", cv_size: pdfBytes().length, cv_type: "application/pdf", cv_file_name: "my cv.pdf" });
      // PGlite: a file beside the database, named by the row; PostgreSQL: in the row.
      const { cv: inRow, cv_file: file } = stored[0]!;
      const bytes = db.cvDir ? readFileSync(cvFilePath(db.cvDir, file!)) : Buffer.from(inRow!);
      expect([db.cvDir ? inRow : file, bytes.equals(pdfBytes())]).toEqual([null, true]);
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: "hiring@site.test", attachments: [{ kind: "jobApplicationCv", applicationId: id }] });
    });

    it("stores nothing when the outbox mail cannot be written (same transaction)", async () => {
      // The outbox refuses every row for the moment.
      await db.execute(sql`ALTER TABLE mail_outbox ADD CONSTRAINT outbox_down CHECK (false) NOT VALID`);
      try {
        await expect(
          storeContactMessage(db, { firstName: "A", lastName: "B", email: "a@b.fi", company: null, subject: "S", message: "M", lang: "fi" }),
        ).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringContaining("outbox_down") }) });
      } finally {
        await db.execute(sql`ALTER TABLE mail_outbox DROP CONSTRAINT outbox_down`);
      }
      expect(await rows(db, sql`SELECT id FROM contact_messages`)).toHaveLength(0);
    });

    it("stores a contact message and queues its mail to the contact inbox", async () => {
      await storeContactMessage(db, {
        firstName: "Pekka",
        lastName: "Virtanen",
        email: "pekka@yritys.fi",
        company: "Yritys Oy",
        subject: "Tarjouspyyntö\r\nBcc: evil@example.com",
        message: "Hei, kiinnostaisi chat-assistentti.",
        lang: "fi",
      });
      const mails = await outbox();
      expect(mails[0]).toMatchObject({ to_address: "contact@site.test" });
      expect(mails[0]!.subject).not.toMatch(/[\r\n]/);
      expect(mails[0]!.text_body).toContain("Yritys Oy");
    });
  });
}
