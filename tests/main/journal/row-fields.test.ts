import { describe, expect, it } from 'vitest';
import { asFields } from '../../../electron/main/journal/row-fields';
import { openTempJournal } from './fixtures';

describe('a journal row as its record', () => {
  it('names each column as its field, leaving out the seal and the columns asked', () => {
    const row = {
      flag_id: 7,
      report_reference: 'FRC/STR/2026/0042',
      reviewed_at: '2026-11-24T08:00:00.000Z',
      note: 'Filed',
      seal: 'a1b2',
    };
    expect(asFields(row)).toEqual({
      flagId: 7,
      reportReference: 'FRC/STR/2026/0042',
      reviewedAt: '2026-11-24T08:00:00.000Z',
      note: 'Filed',
    });
    expect(asFields(row, 'flag_id', 'note')).toEqual({
      reportReference: 'FRC/STR/2026/0042',
      reviewedAt: '2026-11-24T08:00:00.000Z',
    });
  });

  it('gives a sanctions list version exactly its fields: no entries, no seal', () => {
    const journal = openTempJournal();
    const version = journal.sanctions.addList({
      list: 'bank',
      format: 'bank-csv',
      fileName: 'bank-list.csv',
      publishedOn: '2026-11-20',
      checksum: 'c'.repeat(64),
      importedAt: '2026-11-24T08:00:00.000Z',
      importedBy: 'admin.amina',
      people: [
        {
          listId: 'bank',
          entryId: 'B-1',
          kind: 'individual',
          names: ['Listed Person'],
          datesOfBirth: [],
          idNumbers: [],
        },
      ],
    });
    expect(version).toEqual({
      id: version.id,
      list: 'bank',
      format: 'bank-csv',
      fileName: 'bank-list.csv',
      publishedOn: '2026-11-20',
      checksum: 'c'.repeat(64),
      entryCount: 1,
      importedAt: '2026-11-24T08:00:00.000Z',
      importedBy: 'admin.amina',
    });
    expect(journal.sanctions.inForce()).toEqual([version]);
    journal.close();
  });
});
