import { serverConfig } from "../config";
import { serverState } from "../runtime";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Db } from "./database";

export type { Database, Db } from "./database";

/** Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await db.migrate();
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/** The process's database, opened on first use. A failed open is retried on the next call. */
export function getDb(): Promise<Db> {
  const state = serverState();
  if (!state.db) {
    const { DATABASE_URL, DATA_DIR } = serverConfig();
    const opening = openDb({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
    state.db = opening;
    opening.catch(() => {
      if (state.db === opening) state.db = undefined;
    });
  }
  return state.db;
}

/** Makes db the process's database (tests, operator scripts). */
export function installDb(db: Db) {
  serverState().db = Promise.resolve(db);
}

export async function closeDb(): Promise<void> {
  const state = serverState();
  const opening = state.db;
  state.db = undefined;
  if (!opening) return;
  const db = await opening.catch(() => undefined);
  await db?.close();
}
