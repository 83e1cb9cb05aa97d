/*
 * A file's bytes read as UTF-8 text, or the line where they stop being UTF-8 (D153): a file saved
 * as ANSI (Windows-1252) is UTF-8 up to its first accented letter, and a person must be able to
 * find that letter in a file of thousands of lines.
 */

export type Utf8Text = { ok: true; text: string } | { ok: false; line: number };

const NEWLINE = 0x0a;

/** The text (a byte-order mark dropped), or the 1-based line of the first bytes that are not UTF-8. */
export function utf8Text(bytes: Uint8Array): Utf8Text {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, line: firstLineNotUtf8(bytes) };
  }
}

/** No byte of a UTF-8 sequence is a newline's, so each line is read apart. */
function firstLineNotUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  for (let start = 0; start <= bytes.length; line += 1) {
    const found = bytes.indexOf(NEWLINE, start);
    const end = found < 0 ? bytes.length : found;
    try {
      decoder.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
  }
  return 1;
}
