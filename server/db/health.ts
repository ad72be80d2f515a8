import { sql } from "drizzle-orm";
import { getDb } from "./index";

/** True when the database answers a trivial query within the time limit. */
export async function checkDb(timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = (async () => {
    try {
      await (await getDb()).execute(sql`SELECT 1`);
      return true;
    } catch {
      return false;
    }
  })();
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
