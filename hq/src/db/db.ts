/**
 * The one way head office's code reaches its database, the same over PGlite (embedded, the
 * default: a fresh machine needs nothing installed) and over a PostgreSQL server (what a bank
 * runs). Plain SQL with numbered parameters ($1, $2 …), which both speak alike (D91).
 */
/** How a statement is sent; see `prepared`. */
export interface QueryOptions {
  /**
   * Kept prepared on the connection (PostgreSQL), so it is planned once per connection rather
   * than at every call: for the few statements of the counter's send path whose planning over
   * the month partitions costs more than their execution (D138). A statement's text must be one
   * of a bounded few (not built from a filter's words): each text stays on every connection.
   */
  prepared?: boolean;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Several statements without parameters (a migration's script). */
  script(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
