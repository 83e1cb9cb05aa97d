import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { BranchPlace, BranchTransferRow } from '../../../hq/protocol/branch-desk';
import { CHECKED_OFFLINE_MARK } from '@shared/domain/control-marks';
import { remoteRow } from './branch-rows';
import type { Session } from '@shared/domain/operators';
import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import { otherCountersOf } from '../../../electron/main/branch-desk/branch-log-csv';
import type { HeadOfficeService } from '../../../electron/main/head-office/head-office-service';
import { createCsvExport } from '../../../electron/main/reports/csv-export';
import { createReceiptLog } from '../../../electron/main/reports/receipt-log';
import { parseCsv } from '../../support/csv';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';

/*
 * D132: the receipt log's CSV of an enrolled workstation's desk: this counter's rows, then every
 * other counter's from head office, page after page, the counter in a last column. A clerk's file
 * and a workstation not enrolled keep the columns they had; head office not answering writes no
 * half file.
 */

const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };
const CLERK: Session = { operatorId: 'clerk-1', role: 'clerk' };

/** Head office as the desk reads it: two pages, or a refusal on the second. */
function headOffice(secondFails = false) {
  const asked: (BranchPlace | null)[] = [];
  const next: BranchPlace = {
    createdAt: '2026-11-24T02:00:00.000Z',
    workstationId: 'ws-2',
    transferId: 2,
  };
  const service: Pick<HeadOfficeService, 'branchDesk' | 'branchTransfers'> = {
    branchDesk: () => ({ workstationId: 'ws-3', number: 3, branchCode: 'KSM-01' }),
    branchTransfers: async ({ after }) => {
      asked.push(after);
      if (after === null) {
        return ok({
          workstationId: 'ws-3',
          asked: '',
          branchCode: 'KSM-01',
          at: '2026-11-24T10:00:00.000Z',
          rows: [checkedOffline(remoteRow(3, 3)), remoteRow(2, 2)],
          next,
          workstations: [],
        });
      }
      if (secondFails)
        return fail(worded('unreachable', 'headOffice.client.unreachable', { address: 'hq' }));
      return ok({
        workstationId: 'ws-3',
        asked: '',
        branchCode: 'KSM-01',
        at: '2026-11-24T10:00:00.000Z',
        rows: [remoteRow(1, 1)],
        next: null,
        workstations: [],
      });
    },
  };
  return { service, asked, next };
}

/** D133: another counter's row it checked alone carries the code among its marks. */
function checkedOffline(row: BranchTransferRow): BranchTransferRow {
  return { ...row, marks: [...row.marks, CHECKED_OFFLINE_MARK] };
}

function setUp(secondFails = false) {
  const journal = openTempJournal();
  const mine = seedTransfer(journal, {
    at: '2026-11-24T08:00:00.000Z',
    operatorId: 'clerk-1',
    checkedOffline: true,
  });
  const hq = headOffice(secondFails);
  const csv = createCsvExport({
    log: createReceiptLog({ journal, timeZone: () => 'Africa/Nairobi' }),
    timeZone: () => 'Africa/Nairobi',
    otherCounters: (filters, session) => otherCountersOf(hq.service, filters, session),
  });
  const file = join(mkdtempSync(join(tmpdir(), 'remit-branch-csv-')), 'log.csv');
  return { csv, hq, file, mine: mine.reference };
}

const read = (file: string) => parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));

describe("the receipt log's CSV over the branch", () => {
  test("this counter's rows, then the others' page after page, each with its counter", async () => {
    const { csv, hq, file, mine } = setUp();
    const written = await csv.exportLog({}, SUPERVISOR, file);
    expect(written).toMatchObject({ ok: true, value: { rows: 4 } });
    const [headers, ...rows] = read(file);
    expect(headers!.at(-1)).toBe('Counter');
    expect(rows.map((row) => [row[0], row.at(-1)])).toEqual([
      [mine, 'Counter 3 (this counter)'],
      ['R2-3', 'Counter 2'],
      ['R2-2', 'Counter 2'],
      ['R2-1', 'Counter 2'],
    ]);
    // Every row has every column; the other counter's fees and customer's columns are empty.
    expect(new Set(rows.map((row) => row.length))).toEqual(new Set([headers!.length]));
    const other = Object.fromEntries(headers!.map((h, i) => [h, rows[1]![i]]));
    expect(other).toMatchObject({
      Amount: '20.00',
      Recipient: 'Dalia',
      Fee: '',
      Operator: 'clerk2',
    });
    expect(hq.asked).toEqual([null, hq.next]);
    // D128, D133: the marks column says which were checked alone, here and at another counter.
    const marks = headers!.indexOf('Reporting marks');
    expect(rows.map((row) => row[marks])).toEqual([
      'Checked offline',
      'Reportable; Split series (24 hours); Checked offline',
      'Reportable; Split series (24 hours)',
      'Reportable; Split series (24 hours)',
    ]);
  });

  test("a clerk's file is their own, without the counter column", async () => {
    const { csv, hq, file } = setUp();
    expect(await csv.exportLog({}, CLERK, file)).toMatchObject({ ok: true, value: { rows: 1 } });
    expect(read(file)[0]).not.toContain('Counter');
    expect(hq.asked).toEqual([]);
  });

  test('head office not answering a page writes no file, and says why', async () => {
    const { csv, file } = setUp(true);
    const written = await csv.exportLog({}, SUPERVISOR, file);
    expect(written).toMatchObject({ ok: false, error: { code: 'head-office-unavailable' } });
    expect(existsSync(file)).toBe(false);
  });
});
