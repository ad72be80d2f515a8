import "./helpers/env";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "@/server/db/postgres";
import { mailOutbox } from "@/server/db/schema";
import type { Db } from "@/server/db/database";
import { enqueueMail } from "@/server/mail/outbox";
import { createMailTransport } from "@/server/mail/transport";
import { OutboxWorker } from "@/server/mail/worker";
import { e2ePort } from "../e2e/env";
import { postgresBackend } from "./helpers/db";
import { startCluster } from "./helpers/postgres-cluster";
import { header, startSmtp, waitFor } from "./helpers/smtp";

/**
 * Issue 27: two instances deliver one outbox on PostgreSQL, and the database dies in the middle of
 * the burst (`pg_ctl stop -m immediate`) and comes back. A mail delivered while it was away is
 * marked sent once it answers (server/mail/sent-journal.ts), never delivered again, although its
 * lease runs out meanwhile (a short one here, so that a second delivery would show within the test).
 */
const MAILS = 300;
/** Longer than the database is away (a restart can take seconds on a busy machine): past it, no mechanism can know a mail went out. */
const LEASE_SECONDS = 20;

describe.skipIf(!postgresBackend.enabled)("the database crashes while two instances deliver mail", { timeout: 180_000 }, () => {
  let cluster: ReturnType<typeof startCluster>;
  const dir = mkdtempSync(join(tmpdir(), "outbox-crash-"));
  beforeAll(() => {
    cluster = startCluster(e2ePort + 40);
  }, 60_000);
  afterAll(() => {
    cluster.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends every mail exactly once, and says what happened", async () => {
    const smtp = await startSmtp();
    const lines: string[] = [];
    const instances: { db: Db; worker: OutboxWorker; close(): void }[] = [];
    for (const n of [1, 2]) {
      const db = openPostgres(cluster.url, { max: 3 });
      const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: "unused" });
      const worker = new OutboxWorker(async () => db, transport, {
        from: "no-reply@site.test",
        pollMs: 100,
        batchSize: 5,
        leaseSeconds: LEASE_SECONDS,
        journalFile: join(dir, `journal-${n}`),
        log: (line) => lines.push(`${n}: ${line}`),
      });
      instances.push({ db, worker, close: () => transport.close() });
    }
    const [first] = instances;
    await first!.db.migrate();
    for (let i = 0; i < MAILS; i++) await enqueueMail(first!.db, { to: `r${i}@site.test`, subject: `Mail ${i}`, text: "t" });
    try {
      for (const { worker } of instances) worker.start();
      await waitFor(() => smtp.received.length >= MAILS / 3, 60_000);
      const crashed = Date.now();
      cluster.crash();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      cluster.restart();
      const away = Date.now() - crashed;
      const sent = async () => (await first!.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "sent")))[0]!.n;
      for (let n = 0; n < MAILS; n = await sent().catch(() => 0)) await new Promise((resolve) => setTimeout(resolve, 200));
      // Past every lease: a mail whose marking was lost would have been claimed and delivered again by now.
      await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 2) * 1000));

      const perRecipient = new Map<string, number>();
      for (const mail of smtp.received) perRecipient.set(mail.to[0]!, (perRecipient.get(mail.to[0]!) ?? 0) + 1);
      const twice = [...perRecipient].filter(([, times]) => times > 1).map(([to]) => to);
      console.log(`database away ${away} ms; ${smtp.received.length} mails for ${perRecipient.size} recipients; ${twice.length} with two; ${lines.filter((l) => l.includes("was delivered")).length} markings retried`);
      expect(twice).toEqual([]);
      expect(perRecipient.size).toBe(MAILS);
      // The same Message-ID on every attempt: made from the row, not the moment.
      expect(header(smtp.received[0]!.raw, "Message-ID")).toMatch(/^<outbox\.\d+\.\d+@site\.test>$/);
      expect(lines.filter((l) => /attempt \d+ failed/.test(l) && !/ECONNREFUSED|terminat|connect/i.test(l))).toEqual([]);
    } finally {
      for (const { worker, db, close } of instances) {
        await worker.stop();
        close();
        await db.close();
      }
      await smtp.close();
    }
  });
});
