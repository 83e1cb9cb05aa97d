import { parse } from 'csv-parse/sync';

/*
 * A CSV file a person chose (a sanctions list, a bank's statement), read by csv-parse into its
 * records, each with the line it starts on, so a refusal can name the line (D78, D104).
 */

export interface CsvRecord {
  record: string[];
  /** The line of the file the record starts on (a quoted field may span lines). */
  line: number;
}

/** The file cannot be read as CSV: where csv-parse stopped, and its words. */
export class CsvUnreadable extends Error {
  constructor(
    readonly line: number | null,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Every record of `source` (a byte-order mark dropped, empty lines skipped, lines ended by CR LF,
 * LF or CR, mixed or not, and a line end inside a quoted field read as an LF), however many fields
 * each has: the caller says how many it wants.
 * Throws CsvUnreadable.
 */
export function csvRecords(source: string): CsvRecord[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // D153: every line end ends a record. Left to guess, csv-parse takes the first it meets, and a
    // row ended otherwise (LF after CR LF, appended by another editor) joins the next one. Each is
    // made an LF first: given all three, csv-parse counts a CR LF inside a quoted field as two
    // lines, and every line named after it was one too far.
    parsed = parse(source.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: '\n',
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    throw new CsvUnreadable(lines ?? null, message);
  }
  return parsed.map(({ record, info }) => ({
    record,
    line: info.lines - (record.join(',').match(/\n/g)?.length ?? 0),
  }));
}
