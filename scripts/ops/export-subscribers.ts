/**
 * Newsletter subscribers as CSV.
 *   npm run ops:subscribers -- [--all] [--out subscribers.csv]
 * Default: confirmed subscribers only (the ones who may be mailed); --all adds pending and unsubscribed.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { newsletterSubscribers as subscribers } from "@/server/db/schema";
import { csvRow } from "./csv";
import { withDb } from "./db";

const { values } = parseArgs({ options: { all: { type: "boolean", default: false }, out: { type: "string" } } });

await withDb(async (db) => {
  const rows = await db
    .select()
    .from(subscribers)
    .where(values.all ? undefined : eq(subscribers.status, "confirmed"))
    .orderBy(subscribers.createdAt);
  const lines = [csvRow(["email", "status", "language", "subscribed_at", "confirmed_at", "unsubscribe_token"])];
  for (const r of rows) lines.push(csvRow([r.email, r.status, r.language, r.createdAt, r.confirmedAt, r.unsubscribeToken]));
  const csv = `${lines.join("\r\n")}\r\n`;
  if (values.out) {
    writeFileSync(values.out, csv);
    console.error(`${rows.length} subscribers written to ${values.out}`);
  } else {
    process.stdout.write(csv);
  }
});
