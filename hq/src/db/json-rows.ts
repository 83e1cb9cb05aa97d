/*
 * A batch of rows sent to the database as one JSON parameter, read back as a table by
 * json_to_recordset, the same on PGlite and PostgreSQL (D123). node-postgres writes a text[]
 * parameter element by element in JavaScript, escaping every quote of every journal row's JSON:
 * a tenth of head office's CPU over an ingest. JSON.stringify is native and one pass.
 */

/** A column of the rows: its name (quoted in the SQL) and its SQL type. */
export type JsonColumn = readonly [name: string, type: string];

/**
 * `json_to_recordset(<param>::json) AS <alias>(…)`, the rows' columns typed, for a FROM clause.
 * `param` is the statement's placeholder of jsonRows' text ($5).
 */
export function jsonRecordset(
  param: string,
  alias: string,
  columns: readonly JsonColumn[],
): string {
  const typed = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  return `json_to_recordset(${param}::json) AS ${alias}(${typed})`;
}

/** The rows (each its cells in the columns' order) as the JSON jsonRecordset reads. */
export function jsonRows(
  columns: readonly JsonColumn[],
  rows: readonly (readonly unknown[])[],
): string {
  return JSON.stringify(
    rows.map((cells) => Object.fromEntries(columns.map(([name], i) => [name, cells[i] ?? null]))),
  );
}
