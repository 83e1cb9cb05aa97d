import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ref } from '../i18n/catalog';
import { lineAt, ListFileProblem } from './list-file';

/*
 * What the XML lists (UN's, OFAC's sdn.xml) share: the file checked whole before a value is read,
 * and a value read where it may be absent, empty, one or several.
 */

/**
 * An XML list file checked whole before a value is read: a file that is not well-formed, or cut
 * short, is refused naming its line (fast-xml-parser's validator gives it).
 */
export function parseListXml(
  source: string,
  root: string,
  repeated: readonly string[],
): Record<string, unknown> {
  const checked = XMLValidator.validate(source);
  if (checked !== true) {
    const { msg, line } = checked.err;
    const open = /^Invalid '\[(.*)\]' found\.$/s.exec(msg);
    if (open) {
      // The validator's word for tags still open at the end of the file: it was cut short.
      const tags = (open[1] as string).split(',').map((tag) => tag.trim().replace(/^"|"$/g, ''));
      throw new ListFileProblem(
        lineAt(source, source.length),
        ref('screening.file.truncated', { tag: tags.at(-1) ?? root }),
      );
    }
    throw new ListFileProblem(line, ref('screening.file.notXml', { detail: msg }));
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => repeated.includes(name),
  });
  const document = parser.parse(source) as Record<string, unknown>;
  const found = Object.keys(document).find((key) => key !== '?xml');
  if (found !== root) {
    const at = found === undefined ? 0 : Math.max(0, source.indexOf(`<${found}`));
    throw new ListFileProblem(
      lineAt(source, at),
      ref('screening.file.wrongRoot', { found: found ?? '', expected: root }),
    );
  }
  return (document[root] ?? {}) as Record<string, unknown>;
}

/** Text of an XML value that may be absent, empty or an element with children. */
export function xmlText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export function field(record: unknown, name: string): unknown {
  return typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)[name]
    : undefined;
}
