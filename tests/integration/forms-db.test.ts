import "./helpers/env";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "@/server/db";
import { DataDirLockedError } from "@/server/db/lock";
import { loadMigrations, migrate } from "@/server/db/migrate";
import { backends, suiteDatabase } from "./helpers/db";

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`database adapter: ${backend.name}`, () => {
    const db = suiteDatabase(backend);

    it("runs the numbered migrations once and records them", async () => {
      const versions = loadMigrations().map((m) => m.version);
      expect(versions[0]).toBe("001_forms");
      const { rows } = await db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
      expect(rows.map((r) => r.version)).toEqual(versions);
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name",
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(["contact_messages", "job_applications", "mail_outbox", "newsletter_subscribers", "schema_migrations"]),
      );
    });

    it("takes $1 parameters and round-trips bytea", async () => {
      const bytes = Buffer.from([0, 1, 2, 250, 255]);
      const { rows } = await db.query<{ b: Uint8Array; n: string }>("SELECT $1::bytea AS b, $2::text AS n", [bytes, "x"]);
      expect(Buffer.from(rows[0]!.b).equals(bytes)).toBe(true);
      expect(rows[0]!.n).toBe("x");
    });

    it("commits a transaction, and rolls it back when the function throws", async () => {
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO contact_messages (first_name, last_name, email, subject, message, language) VALUES ('a','b','c@d.ee','s','m','en')");
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO contact_messages (first_name, last_name, email, subject, message, language) VALUES ('x','y','c@d.ee','s','m','en')");
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      const { rows } = await db.query<{ first_name: string }>("SELECT first_name FROM contact_messages");
      expect(rows.map((r) => r.first_name)).toEqual(["a"]);
    });

    it("reports unique violations with code 23505", async () => {
      const insert = "INSERT INTO newsletter_subscribers (email, language, confirm_token, unsubscribe_token) VALUES ($1, 'en', $2, $3)";
      await db.query(insert, ["dup@example.com", "t1", "u1"]);
      await expect(db.query(insert, ["dup@example.com", "t2", "u2"])).rejects.toMatchObject({ code: "23505" });
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
    await db.query("INSERT INTO contact_messages (first_name, last_name, email, subject, message, language) VALUES ('keep','me','k@m.fi','s','m','fi')");
    await db.close();
    await db.close(); // twice is fine

    const again = await openDb({ dataDir: dir });
    const { rows } = await again.query<{ first_name: string }>("SELECT first_name FROM contact_messages");
    expect(rows.map((r) => r.first_name)).toEqual(["keep"]);
    await again.close();
  });

  // Who holds the lock, and locks left by killed processes and containers: pglite-lock.test.ts.
  it("takes over a lock left by a process that is gone", { timeout: 60_000 }, async () => {
    writeFileSync(join(dir, "pglite.lock"), "999999999");
    const db = await openDb({ dataDir: dir });
    await db.close();
  });
});
