import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { installDb, openDb } from "@/server/db";
import type { Db } from "@/server/db/types";

export type Backend = { name: string; enabled: boolean; open(): Promise<{ db: Db; cleanup(): Promise<void> }> };

/** Embedded PGlite in a fresh temporary folder. */
export const pgliteBackend: Backend = {
  name: "PGlite",
  enabled: true,
  async open() {
    const dir = mkdtempSync(join(tmpdir(), "forms-pglite-"));
    const db = await openDb({ dataDir: dir });
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
  async open() {
    const name = `forms_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const db = await openDb({ databaseUrl: url.toString(), dataDir: "unused" });
    return {
      db,
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
  const { openPostgres } = await import("@/server/db/postgres");
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
