import { describe, expect, it } from 'vitest';
import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { DEFAULT_SETTINGS } from '@shared/domain/settings';
import { endOfDayDocument } from '../../../electron/main/reports/end-of-day-document';

const row = (reference: string, marks: Partial<TransferLogRow>): TransferLogRow => ({
  reference,
  kind: 'imt',
  state: 'succeeded',
  stateLabel: 'Sent',
  waiting: false,
  amount: '1500.00',
  currency: 'KES',
  sourceName: 'Jane <Wanjiku>',
  sourceAccount: '0011547896523',
  senderName: 'Jane <Wanjiku>',
  recipientName: 'Faith Achieng',
  recipientAccount: '254712345678',
  destinationCountry: 'KE',
  transactionId: null,
  operatorId: 'clerk1',
  createdAt: '2026-11-24T07:00:00.000Z',
  reportable: false,
  split: false,
  splitWindows: [],
  ...marks,
});

function report(marked: TransferLogRow[]): EndOfDayReport {
  return {
    day: '2026-11-24',
    timeZone: 'Africa/Nairobi',
    fromInstant: '2026-11-23T21:00:00.000Z',
    toInstant: '2026-11-24T21:00:00.000Z',
    generatedAt: '2026-11-24T18:00:00.000Z',
    lines: [],
    byOperator: [],
    waiting: [],
    marked,
    learnt: [],
    returns: [],
    environment: 'live',
    closing: null,
  };
}

const print = (marked: TransferLogRow[]) =>
  endOfDayDocument({
    report: report(marked),
    identity: { ...DEFAULT_SETTINGS.bankIdentity, legalName: 'Test Bank Ltd' },
    workstation: { ...DEFAULT_SETTINGS.workstation, branchName: 'Moi Avenue' },
    operatorName: (id) => `Name of ${id}`,
    printedAt: Date.parse('2026-11-24T18:00:00.000Z'),
    printedBy: 'Sam Supervisor',
  }).html;

describe('the printed end of day', () => {
  it("lists the day's reportable transfers and split series with their marks in words", () => {
    const html = print([
      row('100000000001', { split: true, splitWindows: ['day'] }),
      row('100000000002', {
        reportable: true,
        split: true,
        splitWindows: ['24h', '30d'],
        amount: '6000.00',
      }),
    ]);
    const section = html.slice(html.indexOf('Reportable and split series'));
    expect(section).toContain('100000000001');
    // Thousands separators, as the screen shows amounts.
    // D81: each series with the windows that found it; an old mark's series was of a branch day.
    expect(section).toMatch(
      /100000000002<.*6,000\.00 KES<\/td><td>Reportable; Split series \(24 hours, 30 days\)</,
    );
    expect(section).toMatch(/100000000001<.*<td>Split series \(branch day\)</);
    // Names are escaped like every other cell of the sheet.
    expect(section).toContain('Jane &lt;Wanjiku&gt;');
  });

  it('says so when nothing of the day is marked', () => {
    expect(print([])).toContain('No transfer of this day is reportable or part of a split series.');
  });

  it("names the branch's zone with the closing and the printing times", () => {
    // 21:30 UTC: half past midnight on the 25th in Nairobi, the night after the day.
    const { html } = endOfDayDocument({
      report: {
        ...report([]),
        // A day closed before two people closed days names the one (D114).
        closing: {
          closedAt: '2026-11-24T21:30:00.000Z',
          closedBy: 'super.grace',
          preparedAt: null,
          checkedBy: null,
          checkedAt: null,
        },
      },
      identity: DEFAULT_SETTINGS.bankIdentity,
      workstation: DEFAULT_SETTINGS.workstation,
      operatorName: () => 'Grace Njeri',
      printedAt: Date.parse('2026-11-24T21:31:05.000Z'),
      printedBy: 'Grace Njeri',
    });
    expect(html).toContain('Closed 2026-11-25 00:30:00 EAT by Grace Njeri');
    expect(html).toContain('Printed 2026-11-25 00:31:05 EAT by Grace Njeri');
    // The day's zone in words, not by its IANA name.
    expect(html).toContain('<h1>End of day 2026-11-24, East Africa Time (EAT)</h1>');
    expect(html).not.toContain('Africa/Nairobi');
  });
});
