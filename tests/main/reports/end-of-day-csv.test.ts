import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import {
  END_OF_DAY_SECTIONS,
  endOfDayCsvRecords,
  writeEndOfDayCsv,
} from '../../../electron/main/reports/end-of-day-csv';
import { parseCsv } from '../../support/csv';

const waitingRow: TransferLogRow = {
  reference: '100000000007',
  kind: 'rtgs',
  state: 'unknown',
  stateLabel: 'Outcome unknown: a supervisor must check it',
  waiting: true,
  amount: '600.00',
  currency: 'KES',
  sourceName: 'Jane Wanjiku',
  sourceAccount: '0011547896523',
  senderName: 'Jane Wanjiku',
  recipientName: '=HYPERLINK("http://x","y")',
  recipientAccount: '1100194977404',
  destinationCountry: 'KE',
  transactionId: null,
  operatorId: 'clerk.brian',
  createdAt: '2026-11-24T08:00:00.000Z',
  reportable: false,
  split: false,
  splitWindows: [],
};

/** The day's KES RTGS sent, all by clerk.brian: a line of the day and of the clerk alike. */
const rtgsSent = {
  kind: 'rtgs',
  currency: 'KES',
  state: 'succeeded',
  stateLabel: 'Sent',
  count: 2,
  total: '2050.75',
  fees: '150.00',
} as const;

const REPORT: EndOfDayReport = {
  day: '2026-11-24',
  timeZone: 'Africa/Nairobi',
  fromInstant: '2026-11-23T21:00:00.000Z',
  toInstant: '2026-11-24T21:00:00.000Z',
  generatedAt: '2026-11-24T18:00:00.000Z',
  lines: [
    rtgsSent,
    {
      kind: 'imt',
      currency: 'UGX',
      state: 'succeeded',
      stateLabel: 'Sent',
      count: 1,
      total: '1000000.00',
      fees: '0.00',
    },
  ],
  byOperator: [{ operatorId: 'clerk.brian', ...rtgsSent }],
  waiting: [waitingRow],
  marked: [{ ...waitingRow, reference: '100000000008', reportable: true, recipientName: 'Faith' }],
  learnt: [],
  returns: [],
  environment: 'test',
  closing: null,
};

const names = (id: string) => (id === 'clerk.brian' ? 'Brian Otieno' : id);

describe("the end of day's CSV", () => {
  it("holds the report's own totals, per operator, the waiting list and the marks, one section a row", () => {
    const records = endOfDayCsvRecords(REPORT, names);
    expect(records.map((r) => r.section)).toEqual([
      END_OF_DAY_SECTIONS.prepared,
      END_OF_DAY_SECTIONS.checked,
      END_OF_DAY_SECTIONS.totals,
      END_OF_DAY_SECTIONS.totals,
      END_OF_DAY_SECTIONS.operators,
      END_OF_DAY_SECTIONS.waiting,
      END_OF_DAY_SECTIONS.marked,
    ]);
    // Not closed yet: the two signatures' rows stand blank, as the sheet's lines to sign.
    expect(records[0]).toMatchObject({ operator: '', at: '' });
    records.splice(0, 2);
    expect(records[1]).toMatchObject({
      day: '2026-11-24',
      kind: 'Mobile wallet (IMT)',
      currency: 'UGX',
      count: '1',
      total: '1000000.00',
    });
    expect(records[2]).toMatchObject({ operator: 'Brian Otieno', total: '2050.75' });
    expect(records[3]).toMatchObject({ reference: '100000000007', total: '600.00', count: '' });
    expect(records[4]).toMatchObject({ reference: '100000000008', marks: 'Reportable' });
  });

  it('names who prepared and who checked a closed day, and lists what was learnt that day', () => {
    const closed: EndOfDayReport = {
      ...REPORT,
      closing: {
        closedAt: '2026-11-24T15:10:00.000Z',
        closedBy: 'sup-1',
        preparedAt: '2026-11-24T15:05:00.000Z',
        checkedBy: 'sup-2',
        checkedAt: '2026-11-24T15:10:00.000Z',
      },
      learnt: [
        {
          reference: '100000000003',
          transferDay: '2026-11-23',
          outcome: 'succeeded',
          toState: 'succeeded',
          at: '2026-11-24T07:30:00.000Z',
          operatorId: 'sup-1',
        },
      ],
    };
    const people = (id: string) => ({ 'sup-1': 'Grace Achieng', 'sup-2': 'Samuel Kato' })[id] ?? id;
    const records = endOfDayCsvRecords(closed, people);
    expect(records.slice(0, 2)).toMatchObject([
      { section: 'Prepared by', operator: 'Grace Achieng', at: '2026-11-24 18:05:00 EAT' },
      { section: 'Checked by', operator: 'Samuel Kato', at: '2026-11-24 18:10:00 EAT' },
    ]);
    expect(records.at(-1)).toMatchObject({
      section: END_OF_DAY_SECTIONS.learnt,
      reference: '100000000003',
      transferDay: '2026-11-23',
      recorded: 'Confirmed by the bank as received',
      state: 'Sent: accepted by the service',
      operator: 'Grace Achieng',
      at: '2026-11-24 10:30:00 EAT',
    });
    const french = endOfDayCsvRecords(closed, people, 'fr');
    expect(french[0]).toMatchObject({ section: 'Préparée par', operator: 'Grace Achieng' });
  });

  it('is written with a byte-order mark and spreadsheet-safe cells', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'eod-csv-')), 'day.csv');
    const written = await writeEndOfDayCsv(REPORT, names, file);
    expect(written).toMatchObject({ ok: true, value: { rows: 7 } });
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header!.slice(0, 3)).toEqual(['Day', 'Section', 'Operator']);
    expect(rows).toHaveLength(7);
    expect(rows[5]).toContain(`'=HYPERLINK("http://x","y")`);
  });

  it('says what went wrong, in words, when the folder cannot be written', async () => {
    const written = await writeEndOfDayCsv(REPORT, names, '/nonexistent-folder/day.csv');
    expect(written).toMatchObject({ ok: false, error: { code: 'cannot-write' } });
    expect(written.ok ? '' : written.error.message).toContain('Choose a folder you can write to');
  });
});
