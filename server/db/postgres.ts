import "server-only";
import pg from "pg";
import type { Db, Queryable, QueryResult, Row } from "./types";

type Client = Pick<pg.PoolClient, "query">;

function wrap(client: Client): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the server; the next query reports it.
  pool.on("error", (error) => console.error("[db] idle connection error:", error.message));
  let closing: Promise<void> | undefined;
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        // A connection that cannot even roll back is dropped rather than reused.
        await client.query("ROLLBACK").catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
