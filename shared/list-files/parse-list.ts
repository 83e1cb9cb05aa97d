import { MAX_LIST_FILE_MB, type ListFormat } from '../domain/screening';
import { utf8Text } from '../files/utf8-text';
import { ref } from '../i18n/catalog';
import { parseBankCsv } from './bank-csv';
import { ListFileProblem, type ParsedList } from './list-file';
import { parseOfacCsv } from './ofac-csv';
import { parseOfacXml } from './ofac-xml';
import { parseUnXml } from './un-xml';

export { MAX_LIST_FILE_MB } from '../domain/screening';

const PARSERS: Readonly<Record<ListFormat, (source: string) => ParsedList>> = {
  'un-xml': parseUnXml,
  'ofac-xml': parseOfacXml,
  'ofac-csv': parseOfacCsv,
  'bank-csv': parseBankCsv,
};

/**
 * A list file's bytes read as the format the admin chose: UTF-8 text, whole, or refused whole
 * with the line and what is wrong (ListFileProblem).
 */
export function parseListFile(format: ListFormat, bytes: Uint8Array): ParsedList {
  if (bytes.byteLength === 0) throw new ListFileProblem(1, ref('screening.file.empty'));
  if (bytes.byteLength > MAX_LIST_FILE_MB * 1024 * 1024) {
    throw new ListFileProblem(1, ref('screening.file.tooLarge', { mb: MAX_LIST_FILE_MB }));
  }
  const read = utf8Text(bytes);
  // The line of the first letter that is not UTF-8, not line 1 (D153).
  if (!read.ok) throw new ListFileProblem(read.line, ref('screening.file.encoding'));
  return PARSERS[format](read.text);
}
