import "server-only";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireLock } from "./lock";
import type { Db, Queryable, QueryResult, Row } from "./types";

type PgliteLike = Pick<PGlite, "query" | "exec">;

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL in `${dataDir}/pglite`, locked to this process. */
export async function openPglite(dataDir: string): Promise<Db> {
  const release = await acquireLock(join(dataDir, "pglite.lock"));
  let pg: PGlite;
  try {
    pg = await PGlite.create(join(dataDir, "pglite"));
  } catch (error) {
    release();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const base = wrap(pg);
  return {
    kind: "pglite",
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close() {
      closing ??= (async () => {
        try {
          // PGlite is not crash-safe: flush everything to disk before closing.
          await pg.exec("CHECKPOINT");
          await pg.close();
        } finally {
          release();
        }
      })();
      return closing;
    },
  };
}
