import type { StatementFormat } from '@shared/domain/bank-statements';
import { utf8Text } from '@shared/files/utf8-text';
import { ref } from '@shared/i18n/catalog';
import { parseCamt053 } from './camt053';
import { parseMt940 } from './mt940';
import { parseStatementCsv } from './statement-csv';
import { StatementFileProblem, type ParsedStatement } from './statement-file';

/** A month's statement of a busy account is a few MB; a year's MT940 file some tens. */
export const MAX_STATEMENT_FILE_MB = 64;

const PARSERS: Readonly<Record<StatementFormat, (source: string) => ParsedStatement[]>> = {
  camt053: parseCamt053,
  mt940: parseMt940,
  csv: parseStatementCsv,
};

/**
 * A statement file's bytes read as the format the supervisor chose: UTF-8 text, whole, or refused
 * whole with the line and what is wrong (StatementFileProblem). MT940 is SWIFT's character set,
 * which UTF-8 reads as it is.
 */
export function parseStatementFile(format: StatementFormat, bytes: Uint8Array): ParsedStatement[] {
  if (bytes.byteLength === 0) throw new StatementFileProblem(1, ref('statements.file.empty'));
  if (bytes.byteLength > MAX_STATEMENT_FILE_MB * 1024 * 1024) {
    throw new StatementFileProblem(
      1,
      ref('statements.file.tooLarge', { mb: MAX_STATEMENT_FILE_MB }),
    );
  }
  const read = utf8Text(bytes);
  // The line of the first letter that is not UTF-8, not line 1 (D153).
  if (!read.ok) throw new StatementFileProblem(read.line, ref('statements.file.encoding'));
  return PARSERS[format](read.text.replace(/^\uFEFF/, ''));
}
