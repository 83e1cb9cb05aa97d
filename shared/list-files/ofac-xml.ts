import { isCalendarDate } from '../domain/calendar-date';
import type { ListedPerson } from '../domain/screening';
import { ref } from '../i18n/catalog';
import { isoBirth, lineAt, lineOfNth, ListFileProblem, type ParsedList } from './list-file';
import { asArray, field, parseListXml, xmlText } from './xml-list';

const REPEATED = ['sdnEntry', 'aka', 'dateOfBirthItem', 'id'];

/**
 * OFAC's SDN list as sdn.xml: sdnList with publshInformation/Publish_Date (MM/DD/YYYY), and
 * sdnEntry (uid, firstName, lastName, sdnType, akaList/aka, dateOfBirthList/dateOfBirthItem,
 * idList/id/idNumber).
 */
export function parseOfacXml(source: string): ParsedList {
  const list = parseListXml(source, 'sdnList', REPEATED);
  const published = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(
    xmlText(field(list['publshInformation'], 'Publish_Date')),
  );
  // MM/DD/YYYY, a day of the calendar (D153): 24/11/2026, written day first, is no date.
  const publishedOn = published ? `${published[3]}-${published[1]}-${published[2]}` : null;
  if (publishedOn === null || !isCalendarDate(publishedOn)) {
    throw new ListFileProblem(
      lineAt(source, Math.max(0, source.indexOf('<publshInformation'))),
      ref('screening.file.noDate', { what: 'Publish_Date' }),
    );
  }
  const people = asArray(list['sdnEntry']).map((entry, n): ListedPerson => {
    const entryId = xmlText(field(entry, 'uid'));
    if (entryId === '')
      throw new ListFileProblem(
        lineOfNth(source, '<sdnEntry>', n),
        ref('screening.file.noReference'),
      );
    const name = personName(entry);
    if (name === '') {
      throw new ListFileProblem(
        lineOfNth(source, '<sdnEntry>', n),
        ref('screening.file.noName', { entry: entryId }),
      );
    }
    return {
      listId: 'ofac',
      entryId,
      kind:
        xmlText(field(entry, 'sdnType')).toLowerCase() === 'individual' ? 'individual' : 'entity',
      names: [
        name,
        ...asArray(field(field(entry, 'akaList'), 'aka'))
          .map(personName)
          .filter((n) => n !== ''),
      ],
      datesOfBirth: asArray(field(field(entry, 'dateOfBirthList'), 'dateOfBirthItem'))
        .map((item) => isoBirth(xmlText(field(item, 'dateOfBirth'))))
        .filter((date): date is string => date !== null),
      idNumbers: asArray(field(field(entry, 'idList'), 'id'))
        .map((id) => xmlText(field(id, 'idNumber')))
        .filter((id) => id !== ''),
    };
  });
  if (people.length === 0)
    throw new ListFileProblem(lineAt(source, source.length), ref('screening.file.noEntries'));
  return { format: 'ofac-xml', list: 'ofac', publishedOn, people };
}

function personName(entry: unknown): string {
  return [xmlText(field(entry, 'firstName')), xmlText(field(entry, 'lastName'))]
    .filter((part) => part !== '')
    .join(' ');
}
