/**
 * Newsletter subscribers as CSV.
 *   npm run ops:subscribers -- [--all] [--out subscribers.csv [--force]]
 * Default: confirmed subscribers only (the ones who may be mailed); --all adds pending and unsubscribed.
 */
import { eq } from "drizzle-orm";
import { newsletterSubscribers as subscribers } from "@/server/db/schema";
import { commandLine } from "./cli";
import { csvRow } from "./csv";
import { withDb } from "./db";
import { writeOutput } from "./files";

const { values } = commandLine("Usage: npm run ops:subscribers -- [--all] [--out file.csv [--force]]", {
  options: { all: { type: "boolean", default: false }, out: { type: "string" }, force: { type: "boolean", default: false } },
});

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
    writeOutput(values.out, csv, values.force);
    console.error(`${rows.length} subscribers written to ${values.out}`);
  } else {
    process.stdout.write(csv);
  }
});
