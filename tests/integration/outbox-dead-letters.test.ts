import "./helpers/env";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema";
import { dropMail, enqueueMail, retryMail, undeliveredMails } from "@/server/mail/outbox";
import { createMailTransport } from "@/server/mail/transport";
import { OutboxWorker } from "@/server/mail/worker";
import { purgeExpired, purgeOutboxFiles } from "@/server/retention";
import { backends, rows, suiteDatabase } from "./helpers/db";
import { startSmtp } from "./helpers/smtp";

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`dead letters: ${backend.name}`, () => {
    const db = suiteDatabase(backend);
    beforeEach(async () => {
      await db.delete(mailOutbox);
    });
    const state = async () => rows(db, sql`SELECT to_address, status, attempts FROM mail_outbox ORDER BY id`);

    it("gives a mail up at once after a permanent SMTP failure (5xx), logs it clearly and never sends it again", async () => {
      const smtp = await startSmtp(0, { rejectRecipient: (address) => address === "gone@site.test" });
      const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: "unused" });
      const log: string[] = [];
      const worker = new OutboxWorker(async () => db, transport, { from: "no-reply@site.test", retryBaseSeconds: 0, log: (m) => log.push(m) });
      try {
        const dead = await enqueueMail(db, { to: "gone@site.test", subject: "s", text: "t" });
        await enqueueMail(db, { to: "here@site.test", subject: "s", text: "t" });
        expect(await worker.runOnce()).toBe(1);
        expect(await worker.runOnce()).toBe(0);
        expect(await state()).toEqual([
          { to_address: "gone@site.test", status: "dead", attempts: 1 },
          { to_address: "here@site.test", status: "sent", attempts: 1 },
        ]);
        expect(log.join("\n")).toMatch(new RegExp(`mail ${dead} .*gave up.*550.*ops:outbox`));
        expect(smtp.received.map((m) => m.to)).toEqual([["here@site.test"]]);
      } finally {
        transport.close();
        await smtp.close();
      }
    });

    it("gives a mail up after the last of its attempts when the failure looks temporary", async () => {
      const probe = await startSmtp();
      await probe.close(); // nothing listens there: connection refused
      const transport = createMailTransport({ smtpUrl: probe.url, outboxDir: "unused" });
      const log: string[] = [];
      const worker = new OutboxWorker(async () => db, transport, { from: "no-reply@site.test", retryBaseSeconds: 0, maxAttempts: 3, log: (m) => log.push(m) });
      try {
        await enqueueMail(db, { to: "later@site.test", subject: "s", text: "t" });
        for (let i = 0; i < 5; i++) await worker.runOnce();
        expect(await state()).toEqual([{ to_address: "later@site.test", status: "dead", attempts: 3 }]);
        expect(log.filter((m) => /gave up/.test(m))).toHaveLength(1);
      } finally {
        transport.close();
      }
    });

    it("lists undelivered and dead mails, retries a dead one and drops one", async () => {
      const smtp = await startSmtp();
      const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: "unused" });
      const worker = new OutboxWorker(async () => db, transport, { from: "no-reply@site.test", log: () => undefined });
      try {
        const a = await enqueueMail(db, { to: "a@site.test", subject: "first", text: "t" });
        const b = await enqueueMail(db, { to: "b@site.test", subject: "second", text: "t" });
        await db.update(mailOutbox).set({ status: "dead", attempts: 30, lastError: "550 no" }).where(eq(mailOutbox.id, a));
        await db.update(mailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` }).where(eq(mailOutbox.id, b));
        expect((await undeliveredMails(db)).map((m) => [m.id, m.status, m.lastError])).toEqual([
          [a, "dead", "550 no"],
          [b, "pending", null],
        ]);
        expect(await retryMail(db, a)).toBe("retrying");
        expect(await retryMail(db, 999_999)).toBe("missing");
        expect(await worker.runOnce()).toBe(1);
        expect(smtp.received.map((m) => m.to)).toEqual([["a@site.test"]]);
        expect(await retryMail(db, a)).toBe("sent");
        expect(await dropMail(db, b)).toBe("dropped");
        expect(await dropMail(db, b)).toBe("missing");
        expect(await state()).toEqual([{ to_address: "a@site.test", status: "sent", attempts: 1 }]);
      } finally {
        transport.close();
        await smtp.close();
      }
    });

    it("purges unsent and dead mails 30 days after they were queued", async () => {
      for (const [to, status, age] of [
        ["old-dead", "dead", "31 days"],
        ["old-pending", "pending", "31 days"],
        ["new-dead", "dead", "29 days"],
        ["new-pending", "pending", "1 hour"],
      ] as const) {
        await db.insert(mailOutbox).values({ toAddress: to, subject: "s", textBody: "t", status, createdAt: sql`now() - ${age}::interval` });
      }
      const counts = await purgeExpired(db, { dryRun: false });
      expect(counts.find((c) => /unsent/.test(c.what))?.rows).toBe(2);
      expect((await state()).map((r) => r.to_address)).toEqual(["new-dead", "new-pending"]);
    });
  });
}

describe("the file outbox (.eml files, with CVs)", () => {
  it("is purged of files older than 30 days; a dry run deletes nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-purge-"));
    try {
      const outbox = join(dir, "outbox");
      mkdirSync(outbox);
      const day = 24 * 3600;
      const now = Date.now() / 1000;
      for (const [name, ageDays] of [["old.eml", 31], [".half-written.eml.tmp", 31], ["new.eml", 29], ["notes.txt", 90]] as const) {
        writeFileSync(join(outbox, name), "x");
        utimesSync(join(outbox, name), now - ageDays * day, now - ageDays * day);
      }
      expect(purgeOutboxFiles(outbox, { dryRun: true })).toBe(2);
      expect(readdirSync(outbox)).toHaveLength(4);
      expect(purgeOutboxFiles(outbox, { dryRun: false })).toBe(2);
      expect(readdirSync(outbox).sort()).toEqual(["new.eml", "notes.txt"]);
      expect(purgeOutboxFiles(join(dir, "none"), { dryRun: false })).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
