/**
 * Newsletter subscribers as CSV.
 *   npx tsx scripts/ops/export-subscribers.ts [--all] [--out subscribers.csv]
 * Default: confirmed subscribers only (the ones who may be mailed); --all adds pending and unsubscribed.
 */
import { writeFileSync } from "node:fs";
import { csvRow } from "./csv";
import { flag, option, withDb } from "./db";

type Row = { email: string; status: string; language: string; created_at: Date; confirmed_at: Date | null; unsubscribe_token: string };

await withDb(async (db) => {
  const { rows } = await db.query<Row>(
    `SELECT email, status, language, created_at, confirmed_at, unsubscribe_token FROM newsletter_subscribers
     ${flag("all") ? "" : "WHERE status = 'confirmed'"} ORDER BY created_at`,
  );
  const lines = [csvRow(["email", "status", "language", "subscribed_at", "confirmed_at", "unsubscribe_token"])];
  for (const r of rows) lines.push(csvRow([r.email, r.status, r.language, r.created_at, r.confirmed_at, r.unsubscribe_token]));
  const csv = `${lines.join("\r\n")}\r\n`;
  const out = option("out");
  if (out) {
    writeFileSync(out, csv);
    console.error(`${rows.length} subscribers written to ${out}`);
  } else {
    process.stdout.write(csv);
  }
});
