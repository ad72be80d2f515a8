import "server-only";

/** The one database interface the rest of the server uses, over PGlite or PostgreSQL. */

export type Row = Record<string, unknown>;

export type QueryResult<T extends Row> = { rows: T[]; rowCount: number };

export interface Queryable {
  /** One statement with $1, $2... parameters. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Flushes (PGlite: CHECKPOINT) and closes. Safe to call twice. */
  close(): Promise<void>;
}

/** PostgreSQL error code of an error from either driver, e.g. "23505" for a unique violation. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
