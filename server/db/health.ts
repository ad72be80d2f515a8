import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { getDb } from "./index";

/** True when the database answers a trivial query within the time limit. */
export async function checkDb(timeoutMs = 3_000): Promise<boolean> {
  const settled = new AbortController();
  const probe = (async () => (await getDb()).execute(sql`SELECT 1`))().then(() => true, () => false);
  const timeout = sleep(timeoutMs, false, { signal: settled.signal }).catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    settled.abort();
  }
}
