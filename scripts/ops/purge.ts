/**
 * Deletes personal data past its retention time (the rules: server/retention.ts). Run it daily, e.g. from cron:
 *   npm run ops:purge [-- --dry-run]
 */
import { join } from "node:path";
import { serverConfig } from "@/server/config";
import { purgeExpired, purgeOutboxFiles } from "@/server/retention";
import { commandLine } from "./cli";
import { withDb } from "./db";

const { values } = commandLine("Usage: npm run ops:purge -- [--dry-run]", { options: { "dry-run": { type: "boolean", default: false } } });
const dryRun = values["dry-run"];
await withDb(async (db) => {
  const counts = await purgeExpired(db, { dryRun });
  counts.push({ what: "mail files (.eml) older than 30 days in the outbox folder", rows: purgeOutboxFiles(join(serverConfig().DATA_DIR, "outbox"), { dryRun }) });
  for (const { what, rows } of counts) console.log(`${dryRun ? "would delete" : "deleted"} ${rows} ${what}`);
});
