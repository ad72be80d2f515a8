/**
 * Deletes personal data past its retention time (the rules: server/retention.ts). Run it daily, e.g. from cron:
 *   npm run ops:purge [-- --dry-run]
 */
import { parseArgs } from "node:util";
import { purgeExpired } from "@/server/retention";
import { withDb } from "./db";

const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
const dryRun = values["dry-run"];
await withDb(async (db) => {
  for (const { what, rows } of await purgeExpired(db, { dryRun })) console.log(`${dryRun ? "would delete" : "deleted"} ${rows} ${what}`);
});
