import { existsSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "@/lib/env";
import { serverConfig } from "@/server/config";
import { openDb } from "@/server/db";
import type { Db } from "@/server/db/database";
import { fail } from "./cli";

/**
 * Opens the site's database for an operator command. With PGlite the data folder is locked
 * by a running server: stop it first (or use PostgreSQL, where both can run at once). A data
 * folder without a database is refused: the command would create an empty one and report on it.
 */
export async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  let db: Db;
  try {
    const cfg = serverConfig();
    const pglite = join(cfg.DATA_DIR, "pglite");
    if (!cfg.DATABASE_URL && !existsSync(join(pglite, "PG_VERSION"))) {
      fail(`No database in DATA_DIR=${cfg.DATA_DIR} (${pglite} does not hold one). Set DATA_DIR to the server's data folder, or DATABASE_URL.`);
    }
    db = await openDb({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR });
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : `Cannot open the database: ${(error as Error).message}`);
  }
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}
