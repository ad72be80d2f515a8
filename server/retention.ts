import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { and, eq, isNotNull, lt, ne, sql, type Column, type SQL } from "drizzle-orm";
import { TransactionRollbackError } from "drizzle-orm/errors";
import { retentionPeriods as keep } from "@/content/retention-periods";
import { removeUnnamedCvFiles } from "./db/cv-files";
import { contactMessages, jobApplications, mailOutbox, newsletterSubscribers, rateLimitHits } from "./db/schema";
import type { Database, Db } from "./db/database";

/** More than `interval` (a PostgreSQL interval, e.g. "6 months") ago. */
const olderThan = (column: Column, interval: string): SQL => lt(column, sql`now() - ${interval}::interval`);

/**
 * What the privacy notice promises to delete, and when (docs/product.md#retention): the periods
 * are the notice's own (content/retention-periods.ts).
 */
export const retentionRules: { what: string; purge(tx: Database): Promise<unknown[]> }[] = [
  {
    what: `job applications (with CVs) older than ${keep.applicationMonths} months`,
    purge: (tx) => tx.delete(jobApplications).where(olderThan(jobApplications.createdAt, `${keep.applicationMonths} months`)).returning({ id: jobApplications.id }),
  },
  {
    what: `contact messages older than ${keep.contactMessageYears} years`,
    purge: (tx) => tx.delete(contactMessages).where(olderThan(contactMessages.createdAt, `${keep.contactMessageYears} years`)).returning({ id: contactMessages.id }),
  },
  {
    what: "unsubscribed newsletter addresses",
    purge: (tx) => tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.status, "unsubscribed")).returning({ id: newsletterSubscribers.id }),
  },
  {
    what: `newsletter sign-ups never confirmed within ${keep.unconfirmedSignUpDays} days`,
    purge: (tx) =>
      tx
        .delete(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, "pending"), olderThan(newsletterSubscribers.updatedAt, `${keep.unconfirmedSignUpDays} days`)))
        .returning({ id: newsletterSubscribers.id }),
  },
  {
    what: "rate-limit counts (client addresses) past their 10-minute window",
    purge: (tx) => tx.delete(rateLimitHits).where(olderThan(rateLimitHits.hitAt, "10 minutes")).returning({ bucket: rateLimitHits.bucket }),
  },
  {
    what: `sent mails older than ${keep.mailDays} days`,
    purge: (tx) => tx.delete(mailOutbox).where(and(eq(mailOutbox.status, "sent"), olderThan(mailOutbox.sentAt, `${keep.mailDays} days`))).returning({ id: mailOutbox.id }),
  },
  {
    // A copy of what a visitor sent: kept no longer than the shortest period it may hold (an unconfirmed sign-up).
    what: `unsent and dead mails queued more than ${keep.mailDays} days ago`,
    purge: (tx) => tx.delete(mailOutbox).where(and(ne(mailOutbox.status, "sent"), olderThan(mailOutbox.createdAt, `${keep.mailDays} days`))).returning({ id: mailOutbox.id }),
  },
];

/**
 * Deletes the .eml files (and any half-written .tmp) of the file outbox (no SMTP_URL,
 * server/mail/transport.ts) older than a mail is kept (CV attached: as long as the database keeps a sent one); answers how many. A dry run only counts them.
 */
export function purgeOutboxFiles(dir: string, { dryRun }: { dryRun: boolean }, now = Date.now()): number {
  if (!existsSync(dir)) return 0;
  const expired = readdirSync(dir)
    .filter((name) => /\.eml(\.tmp)?$/.test(name))
    .map((name) => join(dir, name))
    .filter((path) => now - statSync(path).mtimeMs > keep.mailDays * 24 * 3600 * 1000);
  if (!dryRun) for (const path of expired) rmSync(path, { force: true });
  return expired.length;
}

export type PurgeCount = { what: string; rows: number };

/**
 * Deletes what is past its time, in one transaction. A dry run counts the same deletes, then rolls
 * them back. With PGlite, the CV files no application names any more go too (server/db/cv-files.ts).
 */
export async function purgeExpired(db: Db, { dryRun }: { dryRun: boolean }): Promise<PurgeCount[]> {
  const counts: PurgeCount[] = [];
  const named = new Set<string>();
  try {
    await db.transaction(async (tx) => {
      for (const rule of retentionRules) counts.push({ what: rule.what, rows: (await rule.purge(tx)).length });
      for (const { file } of await tx.select({ file: jobApplications.cvFile }).from(jobApplications).where(isNotNull(jobApplications.cvFile))) named.add(file!);
      if (dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  if (db.cvDir) counts.push({ what: "CV files of applications deleted", rows: await removeUnnamedCvFiles(db.cvDir, named, { dryRun }) });
  return counts;
}
