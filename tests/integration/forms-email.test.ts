import "./helpers/env";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribePost } from "./helpers/api";
import { initialFormState } from "@/lib/forms/state";
import { handleContact } from "@/server/forms/handle-contact";
import { enqueueMail } from "@/server/mail/outbox";
import { createMailTransport } from "@/server/mail/transport";
import { OutboxWorker } from "@/server/mail/worker";
import { pgliteBackend, rows, suiteDatabase } from "./helpers/db";
import { sameOrigin } from "./helpers/files";
import { startSmtp } from "./helpers/smtp";

// Addresses a mailer would read as a display name, a list or an HTML tag (docs/decisions/011-one-email-grammar.md).
const forged = ["x<victim@example.com>", "y<victim@example.com>", "postmaster,z@x.io", "<script>alert(1)</script>@x.io", "a\u001b[31mb@x.io"];

describe("one e-mail grammar, checked before storing and before mailing", () => {
  const db = suiteDatabase(pgliteBackend, { install: true });

  it("refuses each forged address at the JSON endpoint and in the forms, and stores nothing", async () => {
    for (const email of forged) {
      const res = await subscribePost(
        new Request("http://localhost/api/newsletter", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, lang: "en" }),
        }),
      );
      expect(res.status, email).toBe(422);
      expect(await res.json()).toMatchObject({ error: "emailInvalid" });
      const form = new FormData();
      for (const [k, v] of Object.entries({ firstName: "A", lastName: "B", email, subject: "S", message: "M", lang: "en" })) form.set(k, v);
      expect(await handleContact(initialFormState(), form, sameOrigin), email).toMatchObject({ status: "error", field: "email", message: "emailInvalid" });
    }
    expect(await rows(db, sql`SELECT id FROM newsletter_subscribers UNION ALL SELECT id FROM contact_messages`)).toEqual([]);
  });

  it("never hands a mailer a recipient or Reply-To outside the grammar, even one already in the outbox", async () => {
    const smtp = await startSmtp();
    const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: "unused" });
    const worker = new OutboxWorker(async () => db, transport, { from: "no-reply@site.test", log: () => undefined });
    try {
      // Rows written before the grammar was enforced.
      for (const to of forged) await enqueueMail(db, { to, subject: "s", text: "t" });
      await enqueueMail(db, { to: "staff@site.test", replyTo: "postmaster,z@x.io", subject: "s", text: "t" });
      await enqueueMail(db, { to: "ok@site.test", subject: "s", text: "t" });
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received.map((m) => m.to)).toEqual([["ok@site.test"]]);
      // Given up at once: no retry can make them deliverable (docs/decisions/032-dead-letter-mails.md).
      expect(await rows(db, sql`SELECT status FROM mail_outbox WHERE to_address <> 'ok@site.test'`)).toEqual(Array(forged.length + 1).fill({ status: "dead" }));
      await expect(transport.send({ to: "Name <a@b.fi>", subject: "s", text: "t" }, { from: "no-reply@site.test", key: "1.0" })).rejects.toThrow(/recipient/i);
      expect(smtp.received).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
