import "./helpers/env";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDb, type Database } from "@/server/db";
import { DataDirLockedError } from "@/server/db/lock";
import { appliedMigrations, loadMigrations } from "@/server/db/migrate";
import { contactMessages, newsletterSubscribers } from "@/server/db/schema";
import { pgErrorCode } from "@/server/db/database";
import { storeContactMessage } from "@/server/forms/contact-store";
import { backends, rows, suiteDatabase } from "./helpers/db";

/** Tables, columns, constraints and indexes of the current schema, to compare two databases. */
async function schemaOf(db: Database) {
  return {
    columns: await rows(db, sql`
      SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity, identity_generation
      FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, column_name`),
    constraints: await rows(db, sql`
      SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY 1, 2`),
    indexes: await rows(db, sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`),
    sequences: await rows(db, sql`
      SELECT sequencename, data_type::text, start_value::text, increment_by::text, max_value::text
      FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`),
  };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`database adapter: ${backend.name}`, () => {
    const db = suiteDatabase(backend);

    it("runs the generated migrations once and records them", async () => {
      const migrations = loadMigrations();
      expect(migrations.length).toBeGreaterThan(0);
      const recorded = async () => (await db.select({ hash: appliedMigrations.hash }).from(appliedMigrations).orderBy(appliedMigrations.id)).map((r) => r.hash);
      expect(await recorded()).toEqual(migrations.map((m) => m.hash));
      await db.migrate();
      expect(await recorded()).toEqual(migrations.map((m) => m.hash));
      const tables = await rows<{ table_name: string }>(
        db,
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
      );
      expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(["contact_messages", "job_applications", "mail_outbox", "newsletter_subscribers"]));
    });

    it("keeps a CV in its row out of line and uncompressed, so that its slices are read without decompressing it", async () => {
      const [column] = await rows<{ storage: string }>(
        db,
        sql`SELECT attstorage AS storage FROM pg_attribute WHERE attrelid = 'job_applications'::regclass AND attname = 'cv'`,
      );
      expect(column!.storage).toBe("e");
    });

    it("takes parameters and round-trips bytea", async () => {
      const bytes = Buffer.from([0, 1, 2, 250, 255]);
      const [row] = await rows<{ b: Uint8Array; n: string }>(db, sql`SELECT ${bytes}::bytea AS b, ${"x"}::text AS n`);
      expect(Buffer.from(row!.b).equals(bytes)).toBe(true);
      expect(row!.n).toBe("x");
    });

    it("commits a transaction, and rolls it back when the function throws", async () => {
      const message = (firstName: string) => ({ firstName, lastName: "b", email: "c@d.ee", subject: "s", message: "m", language: "en" as const });
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(message("a"));
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(contactMessages).values(message("x"));
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      const names = await db.select({ firstName: contactMessages.firstName }).from(contactMessages);
      expect(names.map((r) => r.firstName)).toEqual(["a"]);
    });

    it("reports unique violations with code 23505", async () => {
      const insert = (confirmToken: string, unsubscribeToken: string) =>
        db.insert(newsletterSubscribers).values({ email: "dup@example.com", language: "en", confirmToken, unsubscribeToken });
      await insert("t1", "u1");
      const error = await insert("t2", "u2").catch((e: unknown) => e);
      expect(pgErrorCode(error)).toBe("23505");
    });
  });

  describe.skipIf(!backend.enabled)(`database made by the former migration runner: ${backend.name}`, () => {
    it("is taken over without losing data, and ends with the schema of a new database", { timeout: 120_000 }, async () => {
      const legacy = await backend.open({ migrate: false });
      const fresh = await backend.open();
      try {
        // What the former runner did: the tables of its 001_forms.sql, which the baseline migration
        // creates as they were (its header), recorded in schema_migrations instead of Drizzle's table.
        for (const statement of loadMigrations()[0]!.sql) await legacy.db.execute(sql.raw(statement));
        await legacy.db.execute(sql`CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
        await legacy.db.execute(sql`INSERT INTO schema_migrations (version) VALUES ('001_forms')`);
        await legacy.db.execute(sql`INSERT INTO contact_messages (first_name, last_name, email, subject, message, language) VALUES ('kept','x','k@x.fi','s','m','fi')`);
        expect(await schemaOf(legacy.db)).not.toEqual(await schemaOf(fresh.db)); // schema_migrations, at least

        await legacy.db.migrate();
        await legacy.db.migrate(); // twice is fine
        expect(await schemaOf(legacy.db)).toEqual(await schemaOf(fresh.db));
        expect(await legacy.db.select({ firstName: contactMessages.firstName }).from(contactMessages)).toEqual([{ firstName: "kept" }]);
        const id = await storeContactMessage(legacy.db, { firstName: "new", lastName: "x", email: "n@x.fi", company: null, subject: "s", message: "m", lang: "en" });
        expect(id).toBe(2);
      } finally {
        await legacy.cleanup();
        await fresh.cleanup();
      }
    });
  });
}

describe("PGlite data folder", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "forms-lock-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is locked to one process, keeps data after close (CHECKPOINT) and can be opened again", { timeout: 120_000 }, async () => {
    const db = await openDb({ dataDir: dir });
    await expect(openDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await db.execute(sql`INSERT INTO contact_messages (first_name, last_name, email, subject, message, language) VALUES ('keep','me','k@m.fi','s','m','fi')`);
    await db.close();
    await db.close(); // twice is fine

    const again = await openDb({ dataDir: dir });
    expect(await rows(again, sql`SELECT first_name FROM contact_messages`)).toEqual([{ first_name: "keep" }]);
    await again.close();
  });

  // Who holds the lock, and locks left by killed processes and containers: pglite-lock.test.ts.
  it("takes over a lock left by a process that is gone", { timeout: 60_000 }, async () => {
    writeFileSync(join(dir, "pglite.lock"), "999999999");
    const db = await openDb({ dataDir: dir });
    await db.close();
  });
});
