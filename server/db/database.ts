import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** What a raw `execute` answers on both drivers (pg's QueryResult and PGlite's Results both have rows). */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: Rows<this["row"]>;
}
type Rows<T> = { rows: T[] };

/** A database, or a transaction in it: what the queries take. */
export type Database = PgDatabase<QueryResultHKT>;

/** The site's database over PGlite or PostgreSQL (docs/decisions/015-postgresql-in-production-pglite-for-trying.md). */
export type Db = Database & {
  readonly kind: "pglite" | "postgres";
  /** PGlite: the folder beside the database where CVs are kept as files (server/db/cv-files.ts). */
  readonly cvDir?: string;
  /** Applies the migrations not yet applied, holding the migration lock (server/db/migrate.ts). */
  migrate(): Promise<void>;
  /** Flushes (PGlite: CHECKPOINT) and closes. Safe to call twice. */
  close(): Promise<void>;
};

/** The driver's error under Drizzle's wrapper (whose message repeats the query and its parameters). */
function driverError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && !("code" in current) && current.cause; depth++) current = current.cause;
  return current;
}

/** PostgreSQL error code of an error from either driver, e.g. "23505" for a unique violation. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = (driverError(error) as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

export const UNIQUE_VIOLATION = "23505";

/**
 * The database refused a value (class 22, data exception, e.g. 22021 for a NUL byte; class 23,
 * integrity constraint): sending the same again fails the same way, so it is not an outage.
 */
export function isDataError(error: unknown): boolean {
  return /^2[23][0-9A-Z]{3}$/.test(pgErrorCode(error) ?? "");
}

/** One line for the log: the driver's message and code, never the query's parameters (visitors' data). */
export function describeDbError(error: unknown): string {
  const cause = driverError(error);
  const code = pgErrorCode(error);
  const message = cause instanceof Error ? cause.message : String(cause);
  return code ? `${message} (${code})` : message;
}

/** The one row an INSERT … RETURNING gives back. */
export function one<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error("The database returned no row.");
  return row;
}
