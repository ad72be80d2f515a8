import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "./types";

export type Migration = { version: string; sql: string };

/**
 * The numbered .sql files in server/db/migrations, read from disk so that they stay plain SQL.
 * The paths are written out in full so that the build's file tracing ships exactly this folder.
 */
export function loadMigrations(): Migration[] {
  return readdirSync(join(process.cwd(), "server", "db", "migrations"))
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ""),
      sql: readFileSync(join(process.cwd(), "server", "db", "migrations", name), "utf8"),
    }));
}

// Any fixed number: serialises migrations when several instances start at once.
const MIGRATION_LOCK = 721_004;

/** Applies the migrations not yet recorded in schema_migrations, all in one transaction. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await tx.query<{ version: string }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
