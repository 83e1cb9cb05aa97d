import { SEALED_TABLES } from './sealed-tables';

/**
 * The values that name a replicated row for a person (D97): the columns the row seal names it by
 * (a transfer's reference, an operator's id), else its primary key's (an audit row's seq).
 */
export function namingOf(
  table: string,
  values: Record<string, unknown>,
  keys: readonly string[],
): string {
  const sealed = (SEALED_TABLES as Record<string, { naming: readonly string[] } | undefined>)[
    table
  ];
  return (sealed?.naming ?? keys).map((column) => String(values[column])).join(' / ');
}

/** The naming values of a record: from its row, or from its key when it records a delete. */
export function recordNaming(table: string, key: string, row: string | null): string {
  const keyValues = JSON.parse(key) as Record<string, unknown>;
  const values = row === null ? keyValues : (JSON.parse(row) as Record<string, unknown>);
  const sealed = (SEALED_TABLES as Record<string, { naming: readonly string[] } | undefined>)[
    table
  ];
  const naming = sealed?.naming ?? Object.keys(keyValues);
  return naming.every((column) => Object.hasOwn(values, column))
    ? namingOf(table, values, naming)
    : namingOf(table, keyValues, Object.keys(keyValues));
}
