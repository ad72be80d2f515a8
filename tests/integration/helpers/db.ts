import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { installDb } from "@/server/db";
import { openPglite } from "@/server/db/pglite";
import { openPostgres } from "@/server/db/postgres";
import type { Database, Db } from "@/server/db/database";

export type Opened = { db: Db; url?: string; cleanup(): Promise<void> };
/** `migrate: false` opens the database as it is, without migrating it. */
export type Backend = { name: string; enabled: boolean; open(options?: { migrate?: boolean }): Promise<Opened> };

async function migrated(db: Db, migrate = true): Promise<Db> {
  if (migrate) await db.migrate();
  return db;
}

/** Embedded PGlite in a fresh temporary folder. */
export const pgliteBackend: Backend = {
  name: "PGlite",
  enabled: true,
  async open({ migrate } = {}) {
    const dir = mkdtempSync(join(tmpdir(), "forms-pglite-"));
    const db = await migrated(await openPglite(dir), migrate);
    return {
      db,
      async cleanup() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const serverUrl = process.env.TEST_DATABASE_URL;
// Locally the PostgreSQL suites are skipped without a server; CI must never skip them silently.
if (process.env.CI && !serverUrl) throw new Error("CI runs the PostgreSQL suites: set TEST_DATABASE_URL (see .ci/run)");

/** A real PostgreSQL server (TEST_DATABASE_URL): each suite gets its own new database. */
export const postgresBackend: Backend = {
  name: "PostgreSQL",
  enabled: Boolean(serverUrl),
  async open({ migrate } = {}) {
    const name = `forms_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const db = await migrated(openPostgres(url.toString()), migrate);
    return {
      db,
      url: url.toString(),
      async cleanup() {
        await db.close();
        const admin2 = new pg.Client({ connectionString: serverUrl });
        await admin2.connect();
        await admin2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin2.end();
      },
    };
  },
};

export const backends = [pgliteBackend, postgresBackend];

/** A database whose server is not there: every query fails as when PostgreSQL is down. */
export async function downDb(): Promise<Db> {
  return openPostgres("postgres://nobody:nothing@127.0.0.1:9/none");
}

/**
 * Opens a fresh database on `backend` before the suite's tests (and makes it the site's database
 * when `install` is set), and removes it after them. The returned Db stands for the suite's
 * database: every call goes to the one open at that moment.
 */
export function suiteDatabase(backend: Backend, { install = false } = {}): Db {
  let current: { db: Db; cleanup(): Promise<void> } | undefined;
  beforeAll(async () => {
    current = await backend.open();
    if (install) installDb(current.db);
  }, 120_000);
  afterAll(() => current?.cleanup(), 60_000);
  return new Proxy({} as Db, {
    get(_, property) {
      if (!current) throw new Error("suiteDatabase: the database opens in beforeAll; use it inside a test");
      const value = Reflect.get(current.db, property);
      return typeof value === "function" ? value.bind(current.db) : value;
    },
  });
}

/** The rows of one raw statement, for the tests' own checks (column names as in SQL, timestamps as text). */
export async function rows<T extends Record<string, unknown> = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}
