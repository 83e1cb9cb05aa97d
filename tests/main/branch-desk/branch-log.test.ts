import { describe, expect, test } from 'vitest';
import type { Session } from '@shared/domain/operators';
import { ok } from '@shared/result';
import {
  createBranchLog,
  LOG_SEARCHED_ACTION,
  type BranchLogDeps,
} from '../../../electron/main/branch-desk/branch-log';
import { createReceiptLog } from '../../../electron/main/reports/receipt-log';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';
import { remoteRow } from './branch-rows';

/*
 * D143: a search of the log by words is a search for a person, so it is on the record: who, when
 * and the words, once a search (its first page), whether the log is this counter's alone or the
 * branch's through head office.
 */

const SUPERVISOR: Session = { operatorId: 'super.grace', role: 'supervisor' };
const CLERK: Session = { operatorId: 'clerk.brian', role: 'clerk' };
const NOW = Date.parse('2026-11-27T09:30:00.000Z');

function logOn(enrolled: boolean) {
  const journal = openTempJournal();
  const headOffice: BranchLogDeps['headOffice'] = {
    branchDesk: () =>
      enrolled ? { workstationId: 'ws-1', number: 1, branchCode: 'KSM-01' } : null,
    branchTransfers: () =>
      Promise.resolve(
        ok({
          workstationId: 'ws-1',
          asked: '',
          branchCode: 'KSM-01',
          at: new Date(NOW).toISOString(),
          rows: [remoteRow(1, 5)],
          next: null,
          workstations: [],
        }),
      ),
  };
  const log = createBranchLog({
    receiptLog: createReceiptLog({
      journal,
      timeZone: () => 'Africa/Nairobi',
      country: () => 'KE',
    }),
    headOffice,
    timeZone: () => 'Africa/Nairobi',
    journal,
    now: () => NOW,
  });
  const searches = () =>
    journal.audit
      .entries()
      .filter((entry) => entry.action === LOG_SEARCHED_ACTION)
      .map(({ at, operatorId, details }) => ({ at, operatorId, details }));
  return { journal, log, searches };
}

describe.each([
  { name: "this counter's log", enrolled: false },
  { name: "the branch's log through head office", enrolled: true },
])('a search by words in $name', ({ enrolled }) => {
  test('is audited once, with who searched and the words as typed, trimmed', async () => {
    const { journal, log, searches } = logOn(enrolled);
    for (let i = 0; i < 3; i += 1) seedTransfer(journal, { recipientName: 'Amina Odhiambo' });
    const first = await log.page({ text: '  amina odhiambo ', limit: 2 }, SUPERVISOR);
    expect(first.rows.length).toBeGreaterThan(0);
    expect(searches()).toEqual([
      {
        at: '2026-11-27T09:30:00.000Z',
        operatorId: 'super.grace',
        details: { words: 'amina odhiambo' },
      },
    ]);
    // The next page continues the same search: no second entry.
    await log.page({ text: 'amina odhiambo', limit: 2, cursor: first.nextCursor! }, SUPERVISOR);
    expect(searches()).toHaveLength(1);
  });

  test("a clerk's search of their own transfers is on the record too", async () => {
    const { log, searches } = logOn(enrolled);
    await log.page({ text: '0712345678' }, CLERK);
    expect(searches()).toEqual([
      expect.objectContaining({ operatorId: 'clerk.brian', details: { words: '0712345678' } }),
    ]);
  });

  test('filters without words select transfers, not people, and are not recorded', async () => {
    const { journal, log, searches } = logOn(enrolled);
    const entries = journal.audit.entries().length;
    await log.page({ state: 'waiting', currency: 'KES' }, SUPERVISOR);
    await log.page({ text: '   ' }, SUPERVISOR);
    expect(searches()).toEqual([]);
    expect(journal.audit.entries()).toHaveLength(entries);
  });
});
