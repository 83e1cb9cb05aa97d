import type { Database } from 'better-sqlite3';
import {
  ROW_SEAL_FUNCTION,
  SEAL_COLUMN,
  SEAL_SET_FUNCTION,
  sealedColumns,
} from './migrations/row-seal-triggers';
import { SEALED_TABLE_NAMES, WHOLE_TABLE_NAMES } from './sealed-tables';

/**
 * Rows written before the key was given (an upgrade, a migration's rows): sealed once, through
 * the seal function the connection's RowSeals registered (it seals nothing without the key).
 * Returns how many rows of each table it sealed.
 */
export function sealRowsWrittenBeforeKey(db: Database): Record<string, number> {
  const sealed: Record<string, number> = {};
  db.transaction(() => {
    for (const table of SEALED_TABLE_NAMES) {
      if (table === 'row_seal_sets') continue;
      const columns = sealedColumns(db, table);
      const mac = `${ROW_SEAL_FUNCTION}('${table}', ${columns.map((c) => `'${c}', ${c}`).join(', ')})`;
      const { changes } = db
        .prepare(`UPDATE ${table} SET ${SEAL_COLUMN} = ${mac} WHERE ${SEAL_COLUMN} IS NULL`)
        .run();
      if (changes > 0) sealed[table] = changes;
    }
    // The sets, once their rows are sealed (an empty table's too), then their own seals.
    for (const table of WHOLE_TABLE_NAMES) {
      db.prepare(
        `UPDATE row_seal_sets SET digest = (SELECT ${SEAL_SET_FUNCTION}(${SEAL_COLUMN}) FROM ${table})
         WHERE table_name = ?`,
      ).run(table);
    }
    const { changes } = db
      .prepare(
        `UPDATE row_seal_sets SET ${SEAL_COLUMN} = ${ROW_SEAL_FUNCTION}('row_seal_sets', 'table_name', table_name, 'digest', digest)`,
      )
      .run();
    if (changes > 0) sealed.row_seal_sets = changes;
  })();
  return sealed;
}

/** The last audit row that sealed rows written before the key (seal-rows.ts), or null. */
export function lastSealingSeq(db: Database): number | null {
  // The literal action matches the partial index of migrations/014-row-seals.ts.
  const row = db
    .prepare("SELECT seq FROM audit WHERE action = 'journal.rows-sealed' ORDER BY seq DESC LIMIT 1")
    .get() as { seq: number } | undefined;
  return row?.seq ?? null;
}
