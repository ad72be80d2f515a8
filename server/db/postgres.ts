import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { runMigrations } from "./migrate";
import { startingInTurns } from "./turns";
import type { Database, Db } from "./database";

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // A connection lost (the database stopped) must not crash the server: handled where it arises,
  // on the pool (idle connections) and on each connection (one lent to a transaction between two
  // statements); the statement running then fails and reports it.
  pool.on("error", (error) => console.error(`[db] idle connection lost: ${error.message}`));
  pool.on("connect", (client) => client.on("error", (error) => console.error(`[db] connection lost: ${error.message}`)));
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
