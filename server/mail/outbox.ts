import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { mailOutbox } from "../db/schema";
import { one, type Database } from "../db/database";
import type { Mail } from "./outgoing-mail";
import type { DeliveredMail } from "./sent-journal";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Queues a mail. Call it with the submission's transaction so that both are stored or neither. */
export async function enqueueMail(tx: Database, mail: Mail): Promise<number> {
  const { to: toAddress, replyTo = null, subject, text: textBody, html: htmlBody = null, headers = {}, attachments = [] } = mail;
  const values = { toAddress, replyTo, subject, textBody, htmlBody, headers, attachments };
  return one(await tx.insert(mailOutbox).values(values).returning({ id: mailOutbox.id })).id;
}

/** A column's own name (`to_address`), from the schema: typed, where the SQL has no room for the table's name. */
const name = (column: AnyPgColumn) => sql.identifier(column.name);

/**
 * Queues a mail for each row `source` (a CTE's name) yields, in the statement that makes those
 * rows: `WITH source AS (INSERT … RETURNING …) INSERT INTO mail_outbox …` stores both or neither,
 * in one round trip instead of a transaction of several. The query builder does not write an
 * INSERT … SELECT from a data-modifying CTE; the columns are still the schema's
 * (docs/decisions/031-typed-data-access-with-drizzle.md).
 */
export function enqueueMailFrom(source: SQL, mail: Mail): SQL {
  const { toAddress, replyTo, subject, textBody, htmlBody, headers, attachments, id } = mailOutbox;
  const columns = sql.join([toAddress, replyTo, subject, textBody, htmlBody, headers, attachments].map(name), sql`, `);
  return sql`INSERT INTO ${mailOutbox} (${columns})
    SELECT ${mail.to}, ${mail.replyTo ?? null}::text, ${mail.subject}, ${mail.text}, ${mail.html ?? null}::text,
      ${JSON.stringify(mail.headers ?? {})}::jsonb, ${JSON.stringify(mail.attachments ?? [])}::jsonb
    FROM ${source} RETURNING ${name(id)}`;
}

/** The mail a stored row holds. */
export function mailOf({ toAddress: to, replyTo, subject, textBody: text, htmlBody, headers, attachments }: OutboxRow): Mail {
  return { to, replyTo: replyTo ?? undefined, subject, text, html: htmlBody ?? undefined, headers, attachments };
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Claims up to `limit` due mails. SKIP LOCKED lets several server instances claim at once
 * without taking the same row; the claim is a lease: a row whose sender died becomes due
 * again when `leaseSeconds` have passed.
 */
export async function claimDueMails(db: Database, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = sql`SELECT ${mailOutbox.id} FROM ${mailOutbox}
    WHERE ${mailOutbox.status} IN ('pending', 'sending') AND ${mailOutbox.nextAttemptAt} <= now()
    ORDER BY ${mailOutbox.nextAttemptAt}, ${mailOutbox.id}
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
  return db
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: secondsFromNow(leaseSeconds) })
    .where(inArray(mailOutbox.id, sql`(${due})`))
    .returning();
}

const sentNow = { status: "sent", sentAt: sql`now()`, lastError: null } as const;

export async function markSent(db: Database, id: number): Promise<void> {
  await db.update(mailOutbox).set(sentNow).where(eq(mailOutbox.id, id));
}

/** Marks a mail of the sent journal: the row with this id and creation time (to the millisecond), unless it is marked already. */
export async function markDelivered(db: Database, { id, createdAtMs }: DeliveredMail): Promise<void> {
  const created = sql`floor(extract(epoch from ${mailOutbox.createdAt}) * 1000) = ${createdAtMs}`;
  await db.update(mailOutbox).set(sentNow).where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, "sent"), created));
}

export async function markFailed(db: Database, id: number, retryInSeconds: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: secondsFromNow(retryInSeconds), lastError: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, id));
}

/** Gives a mail up: it stays, as a dead letter, until an operator retries or drops it, or the purge deletes it. */
export async function markDead(db: Database, id: number, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: "dead", lastError: error.slice(0, 2000) }).where(eq(mailOutbox.id, id));
}

/** The mails not delivered (waiting, being sent, or dead), oldest first: what `npm run ops:outbox -- list` shows. */
export function undeliveredMails(db: Database) {
  const { id, status, attempts, toAddress: to, subject, createdAt, nextAttemptAt, lastError } = mailOutbox;
  return db.select({ id, status, attempts, to, subject, createdAt, nextAttemptAt, lastError }).from(mailOutbox).where(ne(status, "sent")).orderBy(id);
}

/** What became of an operator's retry or drop. "sending": a worker holds the mail right now. */
export type OperatorResult = "retrying" | "dropped" | "missing" | "sent" | "sending";

async function statusOf(db: Database, id: number): Promise<OperatorResult> {
  const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status === "sent" || row?.status === "sending" ? row.status : "missing";
}

/** Makes a dead or waiting mail due now, with a fresh count of attempts. */
export async function retryMail(db: Database, id: number): Promise<OperatorResult> {
  const updated = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["pending", "dead"])))
    .returning({ id: mailOutbox.id });
  return updated.length > 0 ? "retrying" : statusOf(db, id);
}

/** Deletes a dead or waiting mail: it will never be sent. */
export async function dropMail(db: Database, id: number): Promise<OperatorResult> {
  const deleted = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["pending", "dead"])))
    .returning({ id: mailOutbox.id });
  return deleted.length > 0 ? "dropped" : statusOf(db, id);
}

/** Exponential back-off: base, 2 x base, 4 x base... capped at max (docs/decisions/016-transactional-mail-outbox.md). */
export function backoffSeconds(attempts: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}
