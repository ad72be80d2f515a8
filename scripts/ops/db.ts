import { ConfigError } from "@/lib/env";
import { serverConfig } from "@/server/config";
import { openDb } from "@/server/db";
import type { Db } from "@/server/db/types";

/**
 * Opens the site's database for an operator command. With PGlite the data folder is locked
 * by a running server: stop it first (or use PostgreSQL, where both can run at once).
 */
export async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  let db: Db;
  try {
    const cfg = serverConfig();
    db = await openDb({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Cannot open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}
