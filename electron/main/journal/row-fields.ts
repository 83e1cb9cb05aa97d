import { SEAL_COLUMN } from './migrations/row-seal-triggers';

/*
 * A row as the journal holds it (snake_case columns, read with `SELECT *` so that its seal can be
 * checked) turned into the record the code works with (camelCase fields), for the tables whose
 * columns are the record's fields one for one.
 */

/** A column's name as its record's field: `report_reference` → `reportReference`. */
type FieldOf<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<FieldOf<Tail>>}`
  : Column;

export type FieldsOf<Row> = { [Column in keyof Row & string as FieldOf<Column>]: Row[Column] };

/**
 * The row's columns but its seal and `omit`, under their fields' names; the values as they are.
 */
export function asFields<Row extends object, Omitted extends keyof Row & string = never>(
  row: Row,
  ...omit: Omitted[]
): FieldsOf<Omit<Row, Omitted>> {
  const left = new Set<string>([SEAL_COLUMN, ...omit]);
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !left.has(column))
      .map(([column, value]) => [
        column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
        value,
      ]),
  ) as FieldsOf<Omit<Row, Omitted>>;
}
