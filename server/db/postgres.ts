import "server-only";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { runMigrations } from "./migrate";
import { startingInTurns } from "./turns";
import type { Database, Db } from "./types";

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the server; the next query reports it.
  pool.on("error", (error) => console.error("[db] idle connection error:", error.message));
  let closing: Promise<void> | undefined;
  // One statement or transaction starts per event-loop turn; the pool still runs up to `max` at once.
  const client = startingInTurns(pool, ["query", "connect"]);
  return Object.assign(drizzle({ client }) as Database, {
    kind: "postgres" as const,
    async migrate() {
      // The migration lock is held by a session: the lock and the migrations share one connection.
      const client = await pool.connect();
      try {
        const conn = drizzle(client);
        await runMigrations(conn, (config) => migrate(conn, config));
      } finally {
        client.release();
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  });
}
