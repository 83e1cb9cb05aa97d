import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useHarnessDesktop } from '../../support/harness-printer';
import { expectWordedAnswer } from '../../support/worded-answer';
import { useFileBank } from '../engine/file-bank';
import { deskStation, type DeskStation } from '../operators/desk-fixture';
import { bankCsv, ofacXml, unXml } from '../../../scripts/bench/screening-lists';

/*
 * D153: list files as an admin's PC holds them, chosen in the dialog and imported through the
 * router, refused whole in words that say what is wrong, nothing of them kept:
 * - a list whose own date is no day of the calendar, or an admin's date that is none (a list of
 *   no date would never be too old, and sending would never stop for it, D78);
 * - a list saved as ANSI, at the line of its first letter that is not UTF-8;
 * - the bank's own list with one reference twice, naming the reference and both lines, or with a
 *   date of birth that is no day of the calendar.
 */

const LISTED = [
  {
    reference: 'QDi.401',
    kind: 'individual' as const,
    parts: ['Muhammad', 'Ali', 'Hassan', 'Khan'],
  },
  { reference: 'QDi.402', kind: 'individual' as const, parts: ['Ivan', 'Petrovich', 'Sidorov'] },
];

describe('list files refused whole, in words that say what is wrong (D153)', () => {
  const bank = useFileBank();
  const { dir, desktop } = useHarnessDesktop('remit-desk-list-files-');

  async function adminDesk(): Promise<DeskStation> {
    const station = await deskStation(bank, { desktop });
    await station.desk.signIn('admin');
    return station;
  }

  async function importFile(
    station: DeskStation,
    format: 'un-xml' | 'ofac-xml' | 'bank-csv',
    name: string,
    content: string,
    publishedOn: string | null = null,
  ) {
    const path = join(dir, name);
    writeFileSync(path, content);
    desktop.dialogs.answer('openFile', path);
    return station.desk.call('importScreeningList', { format, publishedOn });
  }

  it('refuses a UN list whose dateGenerated is no day, keeping nothing', async () => {
    const station = await adminDesk();
    const answer = await importFile(
      station,
      'un-xml',
      'consolidated.xml',
      unXml(LISTED, '2026-13-01T00:00:00'),
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
    expect(!answer.ok && answer.error.message).toMatch(
      /^This file was not imported: line 2: the list's dateGenerated is missing or not a date/,
    );
    expectWordedAnswer((answer as { error: { message: string } }).error, 'screening.file.refused');
    expect(station.services.screening.listsInForce()).toEqual([]);
  });

  it('refuses an OFAC list whose Publish_Date is written day first', async () => {
    const station = await adminDesk();
    // 24 November 2026 as a spreadsheet of a day-first country writes it: month 24 is none.
    const answer = await importFile(station, 'ofac-xml', 'sdn.xml', ofacXml(LISTED, '24/11/2026'));
    expect(answer).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
    expect(!answer.ok && answer.error.message).toMatch(
      /line \d+: the list's Publish_Date is missing or not a date/,
    );
    expect(station.services.screening.listsInForce()).toEqual([]);
  });

  it('refuses the admin’s date for a CSV list when it is no day of the calendar', async () => {
    const station = await adminDesk();
    // Refused with the request, before any dialog opens.
    const answer = await station.desk.call('importScreeningList', {
      format: 'bank-csv',
      publishedOn: '2026-02-30',
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(station.services.screening.listsInForce()).toEqual([]);
    // The same file with a day of the calendar is the list in force, dated by the admin.
    const day = new Date(bank.clock.read() - 86_400_000).toISOString().slice(0, 10);
    const kept = await importFile(station, 'bank-csv', 'bank.csv', bankCsv(LISTED), day);
    expect(kept.ok).toBe(true);
    expect(station.services.screening.listsInForce()).toMatchObject([
      { list: 'bank', publishedOn: day, entryCount: 2 },
    ]);
  });

  it('refuses a file older than the list in force, which stays (D155)', async () => {
    const station = await adminDesk();
    const dayAgo = (days: number) =>
      new Date(bank.clock.read() - days * 86_400_000).toISOString().slice(0, 10);
    const newer = [
      ...LISTED,
      { reference: 'QDi.403', kind: 'individual' as const, parts: ['Ali', 'Kony'] },
    ];
    expect(
      (
        await importFile(
          station,
          'un-xml',
          'consolidated.xml',
          unXml(newer, `${dayAgo(1)}T08:00:00Z`),
        )
      ).ok,
    ).toBe(true);
    const before = station.services.screening.listsInForce();
    // Last week's file, still in the Downloads folder, chosen by mistake.
    const answer = await importFile(
      station,
      'un-xml',
      'consolidated (1).xml',
      unXml(LISTED, `${dayAgo(4)}T08:00:00Z`),
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
    expect(!answer.ok && answer.error.message).toBe(
      `This file was not imported: it is the UN Security Council consolidated list of ${dayAgo(4)}, older than the one in force, of ${dayAgo(1)}. Import the publisher's newest file; the list in force stays in force.`,
    );
    expectWordedAnswer((answer as { error: { message: string } }).error, 'screening.import.older');
    expect(station.services.screening.listsInForce()).toEqual(before);
    // A file of the same day, or a newer one, is the list in force.
    expect(
      (
        await importFile(
          station,
          'un-xml',
          'consolidated.xml',
          unXml(newer, `${dayAgo(1)}T09:00:00Z`),
        )
      ).ok,
    ).toBe(true);
    expect(station.services.screening.listsInForce()).toMatchObject([
      { list: 'un', publishedOn: dayAgo(1), entryCount: 3 },
    ]);
  });

  it('names the line of the first letter that is not UTF-8, in a list saved as ANSI', async () => {
    const station = await adminDesk();
    const day = new Date(bank.clock.read() - 86_400_000).toISOString().slice(0, 10);
    // Saved by Excel as "CSV (Comma delimited)": Windows-1252, é is the byte 0xE9.
    const listed = [...LISTED, { reference: 'B-3', kind: 'entity' as const, parts: ['Société X'] }];
    const path = join(dir, 'bank-ansi.csv');
    writeFileSync(path, Buffer.from(bankCsv(listed), 'latin1'));
    desktop.dialogs.answer('openFile', path);
    const answer = await station.desk.call('importScreeningList', {
      format: 'bank-csv',
      publishedOn: day,
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
    expect(!answer.ok && answer.error.message).toMatch(
      /^This file was not imported: line 4: the file is not UTF-8 text\./,
    );
    expect(station.services.screening.listsInForce()).toEqual([]);
  });

  it('refuses a date of birth in the bank’s list that is no day, naming its line', async () => {
    const station = await adminDesk();
    const day = new Date(bank.clock.read() - 86_400_000).toISOString().slice(0, 10);
    // 25 March 1970 typed day before month: the matcher would hold it against the real date.
    const listed = [{ ...LISTED[1]!, birth: '1970-25-03' }, LISTED[0]!];
    const answer = await importFile(station, 'bank-csv', 'bank.csv', bankCsv(listed), day);
    expect(answer).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
    expect(!answer.ok && answer.error.message).toMatch(
      /^This file was not imported: line 2: the date of birth "1970-25-03" is not a date: write YYYY-MM-DD, YYYY-MM or YYYY\./,
    );
    expect(station.services.screening.listsInForce()).toEqual([]);
  });

  it('names the reference the bank’s list gives twice, and both its lines', async () => {
    const station = await adminDesk();
    const day = new Date(bank.clock.read() - 86_400_000).toISOString().slice(0, 10);
    // The row copied down in a spreadsheet: the same entry on lines 2 and 4.
    const [header, first, second] = bankCsv(LISTED).split('\n');
    const twice = [header, first, second, first, ''].join('\r\n');
    const answer = await importFile(station, 'bank-csv', 'bank.csv', twice, day);
    expect(answer).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
    expect(!answer.ok && answer.error.message).toBe(
      "This file was not imported: line 4: the reference QDi.401 is already on line 2: each entry has a reference of its own. The list in force stays in force; import the list's own file, whole.",
    );
    const words = expectWordedAnswer(
      (answer as { error: { message: string } }).error,
      'screening.file.refused',
    );
    expect(words.fr).toMatch(/QDi\.401/);
    expect(station.services.screening.listsInForce()).toEqual([]);
  });
});
