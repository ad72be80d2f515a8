import { join } from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles, type MigrationConfig, type MigrationMeta } from "drizzle-orm/migrator";
import { bigint, pgSchema, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { Database } from "./database";

/**
 * The migrations drizzle-kit generated from server/db/schema.ts, read at run time from the
 * repository's own folder, not copied into the build: the site server runs from the repository
 * root (scripts/start.mjs changes into it), as do `astro dev` and the tests.
 */
export function migrationsFolder(): string {
  return join(process.cwd(), "server", "db", "migrations");
}

export const loadMigrations = (): MigrationMeta[] => readMigrationFiles({ migrationsFolder: migrationsFolder() });

/** Where Drizzle's migrator records what it applied (its default place). */
export const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  id: serial("id").primaryKey(),
  hash: text("hash").notNull(),
  createdAt: bigint("created_at", { mode: "number" }),
});

/** The record of the runner this project had before Drizzle: one row per applied file. */
const legacyMigrations = pgTable("schema_migrations", { version: text("version").notNull() });

// Any fixed number: serialises migrations when several instances start at once.
const MIGRATION_LOCK = 721_004;

/**
 * Applies the pending migrations under a session-level advisory lock, so that instances
 * starting together migrate one after the other. `conn` must be one connection: the lock
 * belongs to it. `apply` is the driver's Drizzle migrator.
 */
export async function runMigrations(conn: Database, apply: (config: MigrationConfig) => Promise<void>): Promise<void> {
  await conn.execute(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await adoptLegacyDatabase(conn, loadMigrations()[0]!);
    await apply({ migrationsFolder: migrationsFolder() });
  } finally {
    // A lost connection has dropped the lock already.
    await conn.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
  }
}

/**
 * A database made by the former runner has the tables of 001_forms.sql and lists that file in
 * schema_migrations. The first generated migration (the baseline) creates the same schema, so
 * it is recorded as applied instead of run, and the old record is dropped.
 */
async function adoptLegacyDatabase(conn: Database, baseline: MigrationMeta): Promise<void> {
  const { rows } = await conn.execute<{ found: boolean }>(sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS found`);
  if (!rows[0]?.found) return;
  const versions = (await conn.select().from(legacyMigrations)).map((row) => row.version).sort();
  if (versions.join(",") !== "001_forms") {
    throw new Error(`schema_migrations lists ${versions.join(", ") || "nothing"}; only a database at 001_forms can be taken over.`);
  }
  await conn.transaction(async (tx) => {
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    await tx.insert(appliedMigrations).values({ hash: baseline.hash, createdAt: baseline.folderMillis });
    await tx.execute(sql`DROP TABLE schema_migrations`);
  });
  console.log("[db] database of the former migration runner taken over: 001_forms recorded as the baseline migration");
}
