import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { acquireLock } from "./lock";
import { runMigrations } from "./migrate";
import { startingInTurns } from "./turns";
import type { Database, Db } from "./database";

/** Embedded PostgreSQL in `${dataDir}/pglite`, locked to this process. */
export async function openPglite(dataDir: string): Promise<Db> {
  const release = await acquireLock(join(dataDir, "pglite.lock"));
  let pg: PGlite;
  try {
    // Drizzle calls query and transaction; close's CHECKPOINT goes through exec, after the statements before it.
    pg = startingInTurns(await PGlite.create(join(dataDir, "pglite")), ["query", "transaction", "exec"]);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle({ client: pg });
  let closing: Promise<void> | undefined;
  return Object.assign(db as Database, {
    kind: "pglite" as const,
    cvDir: join(dataDir, "cv"),
    // One connection: the lock and the migrations share it.
    migrate: () => runMigrations(db, (config) => migrate(db, config)),
    close() {
      closing ??= (async () => {
        try {
          // PGlite is not crash-safe: flush everything to disk before closing.
          await pg.exec("CHECKPOINT");
          await pg.close();
        } finally {
          release();
        }
      })();
      return closing;
    },
  });
}
