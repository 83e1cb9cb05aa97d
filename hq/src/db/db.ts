/**
 * The one way head office's code reaches its database, the same over PGlite (embedded, the
 * default: a fresh machine needs nothing installed) and over a PostgreSQL server (what a bank
 * runs). Plain SQL with numbered parameters ($1, $2 …), which both speak alike (D91).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (a migration's script). */
  script(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
