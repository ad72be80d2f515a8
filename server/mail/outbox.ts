import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { mailOutbox } from "../db/schema";
import { one, type Database } from "../db/types";
import type { Mail } from "./mail";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Queues a mail. Call it with the submission's transaction so that both are stored or neither. */
export async function enqueueMail(tx: Database, mail: Mail): Promise<number> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      headers: mail.headers ?? {},
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  return one(inserted).id;
}

/** The mail a stored row holds. */
export function mailOf(row: OutboxRow): Mail {
  return {
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    headers: row.headers,
    attachments: row.attachments,
  };
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Claims up to `limit` due mails. SKIP LOCKED lets several server instances claim at once
 * without taking the same row; the claim is a lease: a row whose sender died becomes due
 * again when `leaseSeconds` have passed.
 */
export async function claimDueMails(db: Database, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = sql`SELECT ${mailOutbox.id} FROM ${mailOutbox}
    WHERE ${mailOutbox.status} <> 'sent' AND ${mailOutbox.nextAttemptAt} <= now()
    ORDER BY ${mailOutbox.nextAttemptAt}, ${mailOutbox.id}
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
  return db
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: secondsFromNow(leaseSeconds) })
    .where(inArray(mailOutbox.id, sql`(${due})`))
    .returning();
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Database, id: number, retryInSeconds: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: secondsFromNow(retryInSeconds), lastError: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, id));
}

/** Exponential back-off: base, 2 x base, 4 x base... capped at max (docs/decisions/016-transactional-mail-outbox.md). */
export function backoffSeconds(attempts: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}
