import "./helpers/env";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { initialFormState } from "@/lib/forms/state";
import { CV_SLICE_BYTES } from "@/server/db/cv-in-row";
import { handleApplication } from "@/server/forms/handle-application";
import { subscribe } from "@/server/forms/newsletter-store";
import { backoffSeconds } from "@/server/mail/outbox";
import { createMailTransport } from "@/server/mail/transport";
import { OutboxWorker } from "@/server/mail/worker";
import { sql } from "drizzle-orm";
import { jobApplications, mailOutbox, newsletterSubscribers } from "@/server/db/schema";
import { backends, rows, suiteDatabase } from "./helpers/db";
import { applicationForm, file, pdfBytes, sameOrigin } from "./helpers/files";
import { attachments, decodeWords, header, startSmtp, textBody, waitFor } from "./helpers/smtp";

const quiet = { log: () => undefined };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`mail outbox and SMTP delivery: ${backend.name}`, () => {
    const db = suiteDatabase(backend, { install: true });
    beforeEach(async () => {
      for (const table of [mailOutbox, jobApplications, newsletterSubscribers]) await db.delete(table);
    });

    const statuses = async () => rows(db, sql`SELECT status, attempts FROM mail_outbox ORDER BY id`);

    it("delivers the application mail to the hiring inbox with the CV attached, read in slices", async () => {
      const smtp = await startSmtp();
      const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: "unused" });
      const worker = new OutboxWorker(async () => db, transport, { from: "no-reply@site.test", ...quiet });
      try {
        const cv = Buffer.concat([pdfBytes(), Buffer.from(Array.from({ length: 2 * CV_SLICE_BYTES + 3000 }, (_, i) => i % 251))]);
        const state = await handleApplication(initialFormState(), applicationForm({ cv: file(cv, "Maija CV.pdf"), lang: "en" }), sameOrigin);
        expect(state.status).toBe("success");
        expect(await worker.runOnce()).toBe(1);
        const mail = smtp.received[0]!;
        expect(mail.to).toEqual(["hiring@site.test"]);
        expect(mail.from).toBe("no-reply@site.test");
        expect(header(mail.raw, "Reply-To")).toBe("maija@example.fi");
        expect(decodeWords(header(mail.raw, "Subject")!)).toBe("Uusi työhakemus / New job application: Cold Caller – Maija Meikäläinen");
        expect(textBody(mail.raw)).toContain("Haluan myymään tekoälyä.");
        const [attached] = attachments(mail.raw);
        expect(attached).toMatchObject({ filename: "Maija CV.pdf", contentType: "application/pdf" });
        expect(attached!.content.equals(cv)).toBe(true);
        expect(await statuses()).toEqual([{ status: "sent", attempts: 1 }]);
      } finally {
        transport.close();
        await smtp.close();
      }
    });

    it("sends the confirmation mail in the subscriber's language with confirm and unsubscribe links", async () => {
      const smtp = await startSmtp();
      const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: "unused" });
      const worker = new OutboxWorker(async () => db, transport, { from: "no-reply@site.test", ...quiet });
      try {
        await subscribe(db, { email: "fi@example.com", lang: "fi" });
        await subscribe(db, { email: "en@example.com", lang: "en" });
        expect(await worker.runOnce()).toBe(2);
        const fi = smtp.received.find((m) => m.to[0] === "fi@example.com")!;
        const en = smtp.received.find((m) => m.to[0] === "en@example.com")!;
        expect(textBody(fi.raw)).toMatch(/https:\/\/site\.test\/fi\/uutiskirje\/vahvista\?token=[\w-]+/);
        expect(textBody(fi.raw)).toMatch(/Peru tilaus: https:\/\/site\.test\/fi\/uutiskirje\/peru\?token=[\w-]+/);
        expect(textBody(en.raw)).toMatch(/https:\/\/site\.test\/newsletter\/confirm\?token=[\w-]+/);
        expect(textBody(en.raw)).toMatch(/Unsubscribe: https:\/\/site\.test\/newsletter\/unsubscribe\?token=[\w-]+/);
        expect(header(en.raw, "List-Unsubscribe")).toMatch(/^<https:\/\/site\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/);
        expect(header(en.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      } finally {
        transport.close();
        await smtp.close();
      }
    });

    it("keeps the submission when SMTP is down and delivers it with back-off once SMTP is back", async () => {
      // Find a free port, then close the server: nothing listens there for now.
      const probe = await startSmtp();
      const port = probe.port;
      await probe.close();
      const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: "unused" });
      const worker = new OutboxWorker(async () => db, transport, { from: "no-reply@site.test", retryBaseSeconds: 0.2, pollMs: 50, ...quiet });
      let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
      try {
        const state = await handleApplication(initialFormState(), applicationForm(), sameOrigin);
        expect(state.status).toBe("success");
        expect(await rows(db, sql`SELECT id FROM job_applications`)).toHaveLength(1);
        expect(await worker.runOnce()).toBe(0);
        expect(await statuses()).toEqual([{ status: "pending", attempts: 1 }]);
        const last = (await rows<{ last_error: string }>(db, sql`SELECT last_error FROM mail_outbox`))[0]!;
        expect(last.last_error).toMatch(/ECONNREFUSED|connect/i);

        smtp = await startSmtp(port);
        worker.start();
        await waitFor(() => smtp!.received.length === 1, 15_000);
        await worker.stop();
        expect(await statuses()).toEqual([{ status: "sent", attempts: 2 }]);
        expect(attachments(smtp.received[0]!.raw)[0]!.content.equals(pdfBytes())).toBe(true);
      } finally {
        await worker.stop();
        transport.close();
        await smtp?.close();
      }
    });

    it("lets two workers share the outbox without sending a mail twice (SKIP LOCKED)", async () => {
      const smtp = await startSmtp();
      const transports = [0, 1].map(() => createMailTransport({ smtpUrl: smtp.url, outboxDir: "unused" }));
      try {
        for (let i = 0; i < 12; i++) await subscribe(db, { email: `many${i}@example.com`, lang: "en" });
        const workers = transports.map((t) => new OutboxWorker(async () => db, t, { from: "no-reply@site.test", batchSize: 2, ...quiet }));
        const sent = await Promise.all(workers.map((w) => w.runOnce()));
        expect(sent[0]! + sent[1]!).toBe(12);
        expect(smtp.received).toHaveLength(12);
        expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(12);
      } finally {
        transports.forEach((t) => t.close());
        await smtp.close();
      }
    });
  });
}

describe("mail without SMTP_URL", () => {
  it("writes .eml files to the outbox folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "forms-outbox-"));
    try {
      const transport = createMailTransport({ outboxDir: join(dir, "outbox") });
      await transport.send(
        { to: "b@site.test", subject: "Hei", text: "Moi" },
        { from: "a@site.test", key: "7.1795684326871", files: [{ filename: "cv.pdf", content: pdfBytes(), contentType: "application/pdf" }] },
      );
      const files = readdirSync(join(dir, "outbox"));
      // Named after the mail: sending it again replaces the file instead of adding one.
      expect(files).toEqual(["mail-7.1795684326871.eml"]);
      const raw = readFileSync(join(dir, "outbox", files[0]!), "utf8");
      expect(header(raw, "To")).toBe("b@site.test");
      expect(header(raw, "Message-ID")).toBe("<outbox.7.1795684326871@site.test>");
      expect(attachments(raw)[0]!.content.equals(pdfBytes())).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("backs off exponentially up to the cap", () => {
    expect([1, 2, 3, 4, 10, 20].map((n) => backoffSeconds(n, 30, 3600))).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
