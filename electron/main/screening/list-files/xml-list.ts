import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { text } from '@shared/i18n/catalog';
import { lineAt, ListFileProblem } from './list-file';

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
        text('screening.file.truncated', { tag: tags.at(-1) ?? root }),
      );
    }
    throw new ListFileProblem(line, text('screening.file.notXml', { detail: msg }));
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
      text('screening.file.wrongRoot', { found: found ?? '', expected: root }),
    );
  }
  return (document[root] ?? {}) as Record<string, unknown>;
}
