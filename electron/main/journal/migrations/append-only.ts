/**
 * Triggers that refuse to change or delete a table's rows: what is written is history. Released
 * migrations build their tables with it, so its text never changes: a new rule is a new helper.
 */
export function appendOnly(table: string, why: string): string {
  return `CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${why}'); END;
      CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${why}'); END;`;
}
