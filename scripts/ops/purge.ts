/**
 * Deletes personal data past its retention time (see scripts/ops/README.md). Run it daily, e.g. from cron:
 *   npx tsx scripts/ops/purge.ts [--dry-run]
 */
import type { Queryable } from "@/server/db/types";
import { flag, withDb } from "./db";

/** Retention rules; the privacy notice must say the same. */
export const retention = [
  {
    what: "job applications (with CVs) older than 6 months",
    sql: "DELETE FROM job_applications WHERE created_at < now() - interval '6 months'",
  },
  {
    what: "contact messages older than 2 years",
    sql: "DELETE FROM contact_messages WHERE created_at < now() - interval '2 years'",
  },
  {
    what: "unsubscribed newsletter addresses",
    sql: "DELETE FROM newsletter_subscribers WHERE status = 'unsubscribed'",
  },
  {
    what: "newsletter sign-ups never confirmed within 30 days",
    sql: "DELETE FROM newsletter_subscribers WHERE status = 'pending' AND updated_at < now() - interval '30 days'",
  },
  {
    what: "sent mails older than 30 days",
    sql: "DELETE FROM mail_outbox WHERE status = 'sent' AND sent_at < now() - interval '30 days'",
  },
] as const;

export async function purge(db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }, dryRun: boolean) {
  return db.transaction(async (tx) => {
    const counts: { what: string; rows: number }[] = [];
    for (const rule of retention) counts.push({ what: rule.what, rows: (await tx.query(rule.sql)).rowCount });
    // A dry run counts in the transaction and rolls it back.
    if (dryRun) throw Object.assign(new Error("dry run"), { counts });
    return counts;
  }).catch((error: { counts?: { what: string; rows: number }[] }) => {
    if (dryRun && error.counts) return error.counts;
    throw error;
  });
}

if (process.argv[1]?.endsWith("purge.ts")) {
  const dryRun = flag("dry-run");
  await withDb(async (db) => {
    for (const { what, rows } of await purge(db, dryRun)) console.log(`${dryRun ? "would delete" : "deleted"} ${rows} ${what}`);
  });
}
