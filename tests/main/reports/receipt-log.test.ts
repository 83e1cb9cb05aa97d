import { SPLIT_MARKS } from '@shared/domain/control-marks';
import { rawJournal } from '../journal/fixtures';
import { RowSeals } from '../../../electron/main/journal/row-seal';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/operators';
import type { TransferLogFilters } from '@shared/domain/transfer-log';
import { validateTransferLogQuery } from '@shared/schemas/supervisor-schemas';
import { walksSpan, type LogFilter } from '../../../electron/main/journal/transfer-log';
import { migrate } from '../../../electron/main/journal/migrations';
import * as supervisorDesk from '../../../electron/main/journal/migrations/006-supervisor-desk';
import { SETTLEMENT_ACTION } from '../../../electron/main/journal/settlements-repo';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { createReceiptLog } from '../../../electron/main/reports/receipt-log';
import { openTempJournal, tempDataDir, TEST_AUDIT_KEY } from '../journal/fixtures';
import { seedTransfer, type SeedTransfer } from '../journal/seed-transfers';

const NAIROBI = 'Africa/Nairobi';
const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };
const CLERK_1: Session = { operatorId: 'clerk-1', role: 'clerk' };
const CLERK_2: Session = { operatorId: 'clerk-2', role: 'clerk' };

function logOn(journal = openTempJournal()) {
  return {
    journal,
    log: createReceiptLog({ journal, timeZone: () => NAIROBI, country: () => 'KE' }),
  };
}

function references(rows: { reference: string }[]): string[] {
  return rows.map((row) => row.reference);
}

describe('the receipt log', () => {
  it('lists every transfer newest first, a page at a time, each exactly once', () => {
    const { journal, log } = logOn();
    const seeded = Array.from({ length: 7 }, (_, i) =>
      seedTransfer(journal, { at: `2026-11-24T08:0${i}:00.000Z` }),
    );
    const newestFirst = references(seeded).reverse();

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = log.page({ limit: 3, ...(cursor ? { cursor } : {}) }, SUPERVISOR);
      expect(page.rows.length).toBeLessThanOrEqual(3);
      seen.push(...references(page.rows));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);

    // A transfer recorded while the supervisor pages does not shift the pages already read.
    const first = log.page({ limit: 3 }, SUPERVISOR);
    const added = seedTransfer(journal);
    const second = log.page({ limit: 3, cursor: first.nextCursor! }, SUPERVISOR);
    expect(references(second.rows)).toEqual(newestFirst.slice(3, 6));
    expect(references(log.page({ limit: 1 }, SUPERVISOR).rows)).toEqual([added.reference]);
  });

  it('shows names and numbers from the signed body, and the state in words', () => {
    const { journal, log } = logOn();
    seedTransfer(journal, {
      kind: 'imt',
      recipientName: 'Faith Njeri',
      recipient: '+254712345678',
      state: 'unknown',
      amount: '250.50',
    });
    expect(log.page({}, SUPERVISOR).rows[0]).toMatchObject({
      kind: 'imt',
      amount: '250.50',
      currency: 'KES',
      sourceName: 'Jane Wanjiku',
      recipientName: 'Faith Njeri',
      recipientAccount: '+254712345678',
      state: 'unknown',
      stateLabel: 'Outcome unknown: a supervisor must confirm with the bank',
      waiting: true,
      operatorId: 'clerk-1',
    });
  });

  it('reads days in the branch zone: 23:30 in Nairobi belongs to that day, 00:30 to the next', () => {
    const { journal, log } = logOn();
    const lateMonday = seedTransfer(journal, { at: '2026-11-23T20:30:00.000Z' }); // 23:30 EAT
    const earlyTuesday = seedTransfer(journal, { at: '2026-11-23T21:30:00.000Z' }); // 00:30 EAT
    const wednesday = seedTransfer(journal, { at: '2026-11-25T09:00:00.000Z' });

    const monday = log.page({ from: '2026-11-23', to: '2026-11-23' }, SUPERVISOR);
    expect(references(monday.rows)).toEqual([lateMonday.reference]);
    expect(monday.timeZone).toBe(NAIROBI);
    expect(references(log.page({ from: '2026-11-24' }, SUPERVISOR).rows)).toEqual([
      wednesday.reference,
      earlyTuesday.reference,
    ]);
    expect(references(log.page({ to: '2026-11-24' }, SUPERVISOR).rows)).toEqual([
      earlyTuesday.reference,
      lateMonday.reference,
    ]);
  });

  it('filters by kind, state, operator and currency, and "waiting" is unknown plus accepted-pending', () => {
    const { journal, log } = logOn();
    const rtgs = seedTransfer(journal, { kind: 'rtgs', operatorId: 'clerk-1' });
    const imt = seedTransfer(journal, { kind: 'imt', operatorId: 'clerk-2', currency: 'KES' });
    const unknown = seedTransfer(journal, { state: 'unknown', currency: 'USD' });
    const pending = seedTransfer(journal, { state: 'accepted_pending', operatorId: 'clerk-2' });
    const rejected = seedTransfer(journal, { state: 'rejected' });

    const run = (filters: TransferLogFilters) => references(log.page(filters, SUPERVISOR).rows);
    expect(run({ kind: 'imt' })).toEqual([imt.reference]);
    expect(run({ state: 'rejected' })).toEqual([rejected.reference]);
    expect(run({ state: 'waiting' })).toEqual([pending.reference, unknown.reference]);
    expect(run({ operatorId: 'clerk-2' })).toEqual([pending.reference, imt.reference]);
    expect(run({ currency: 'USD' })).toEqual([unknown.reference]);
    expect(run({ kind: 'rtgs', operatorId: 'clerk-1', state: 'succeeded' })).toEqual([
      rtgs.reference,
    ]);
    expect(run({ state: 'waiting', operatorId: 'clerk-2' })).toEqual([pending.reference]);
  });

  it('gives a clerk only their own transfers, whatever the request asks for', () => {
    const { journal, log } = logOn();
    const mine = seedTransfer(journal, { operatorId: 'clerk-1', recipientName: 'Peter Mugisha' });
    const theirs = seedTransfer(journal, { operatorId: 'clerk-2', recipientName: 'Peter Mugisha' });

    expect(references(log.page({}, CLERK_1).rows)).toEqual([mine.reference]);
    expect(references(log.page({ operatorId: 'clerk-2' }, CLERK_1).rows)).toEqual([mine.reference]);
    expect(references(log.page({ text: theirs.reference }, CLERK_1).rows)).toEqual([]);
    expect(references(log.page({ text: 'mugisha' }, CLERK_1).rows)).toEqual([mine.reference]);
    expect(references(log.page({}, CLERK_2).rows)).toEqual([theirs.reference]);
    expect(references(log.page({}, { operatorId: 'adm', role: 'admin' }).rows)).toEqual([
      theirs.reference,
      mine.reference,
    ]);
  });

  it('finds any part of a reference, transactionId, name, account or mobile number', () => {
    const { journal, log } = logOn();
    const rtgs = seedTransfer(journal, {
      sourceName: 'Aïsha Uwase',
      sourceAccount: '0011547896523',
      recipientName: 'John Otieno',
      recipient: '1100194977404',
      transactionId: 'TXN-88120045',
    });
    // No run of zeros in the others' numbers: the references' tails are a shared counter's
    // (seed-transfers.ts, one per worker of files), so one could match "0022…" or "…000111".
    const imt = seedTransfer(journal, {
      kind: 'imt',
      sourceAccount: '4422334455667',
      senderName: 'Grace Achieng',
      senderMobile: '+254722333111',
      recipientName: 'Faith Njeri',
      recipient: '+254712345678',
      state: 'unknown',
    });
    seedTransfer(journal, {
      recipientName: 'Mary Nyambura',
      sourceName: 'Samuel Kato',
      sourceAccount: '9991112223331',
      recipient: '7774445556662',
    });

    const find = (text: string) => references(log.page({ text }, SUPERVISOR).rows);
    expect(find(rtgs.reference)).toEqual([rtgs.reference]);
    expect(find(rtgs.reference.slice(-6))).toEqual([rtgs.reference]);
    expect(find('88120')).toEqual([rtgs.reference]);
    expect(find('aisha')).toEqual([rtgs.reference]); // case and accents do not matter
    expect(find('OTIENO')).toEqual([rtgs.reference]);
    expect(find('7896')).toEqual([rtgs.reference]); // inside the source account
    expect(find('019497')).toEqual([rtgs.reference]); // inside the recipient's account
    expect(find('achieng')).toEqual([imt.reference]); // the IMT sender
    expect(find('722333')).toEqual([imt.reference]); // the sender's mobile
    expect(find('712345678')).toEqual([imt.reference]); // the recipient's mobile, local digits
    expect(find('faith njeri')).toEqual([imt.reference]); // every word must match
    expect(find('faith otieno')).toEqual([]);
    expect(find('"quoted"')).toEqual([]); // quotes are text, not search syntax

    // A transactionId the bank gives later (a supervisor's settlement) is found too.
    journal.transfers.move(
      imt.id,
      'unknown',
      { state: 'succeeded', transactionId: 'BANK-55501' },
      '2026-11-24T09:00:00.000Z',
      { operatorId: SUPERVISOR.operatorId, action: SETTLEMENT_ACTION },
    );
    expect(find('55501')).toEqual([imt.reference]);
    // Search and filters together.
    expect(references(log.page({ text: '254', kind: 'imt' }, SUPERVISOR).rows)).toEqual([
      imt.reference,
    ]);
    expect(references(log.page({ text: '254', kind: 'rtgs' }, SUPERVISOR).rows)).toEqual([]);
  });

  it('finds a mobile number in any spelling, however it was stored (D60)', () => {
    const { journal, log } = logOn();
    const national = seedTransfer(journal, {
      kind: 'imt',
      recipient: '0712345678',
      senderMobile: '+254733000222',
    });
    const international = seedTransfer(journal, {
      kind: 'imt',
      recipient: '+256772123456',
      senderMobile: '0722000111',
    });
    seedTransfer(journal, { kind: 'imt', recipient: '+254712345679', senderMobile: '0733000333' });

    const find = (text: string) => references(log.page({ text }, SUPERVISOR).rows);
    for (const typed of [
      '+254712345678',
      '254712345678',
      '0712345678',
      '+254 712 345 678',
      '0712 345 678',
      '254 712 345678',
    ]) {
      expect(find(typed), typed).toEqual([national.reference]);
    }
    // Another country's wallet, typed with its code and no +, or as the Ugandan national number.
    expect(find('256772123456')).toEqual([international.reference]);
    expect(find('0772 123 456')).toEqual([international.reference]);
    // The sender's mobile, stored nationally, found by its international spelling.
    expect(find('+254722000111')).toEqual([international.reference]);
    // Digits that are no mobile number are searched as typed, their groups as one number.
    expect(find('0896 523')).toEqual([]);
    expect(find(national.reference.slice(0, 6))).toContain(national.reference);
  });

  it('finds a transfer by its amount however it is typed, with the other filters (D60)', () => {
    const { journal, log } = logOn();
    const kes = seedTransfer(journal, { amount: '25000.00', currency: 'KES' });
    const usd = seedTransfer(journal, { amount: '25000.00', currency: 'USD' });
    seedTransfer(journal, { amount: '2500.00' });
    seedTransfer(journal, { amount: '250000.00' });
    const later = seedTransfer(journal, {
      kind: 'imt',
      amount: '25000.00',
      at: '2026-11-25T08:00:00.000Z',
    });

    const find = (filters: TransferLogFilters) => references(log.page(filters, SUPERVISOR).rows);
    for (const amount of ['25000', '25,000', '25000.00', '25,000.0', ' 25000 ']) {
      expect(find({ amount }), amount).toEqual([later.reference, usd.reference, kes.reference]);
    }
    expect(find({ amount: '25,000', currency: 'KES' })).toEqual([later.reference, kes.reference]);
    expect(find({ amount: '25000', from: '2026-11-24', to: '2026-11-24' })).toEqual([
      usd.reference,
      kes.reference,
    ]);
    expect(find({ amount: '25000', kind: 'imt' })).toEqual([later.reference]);
    expect(find({ amount: '25000', text: later.reference })).toEqual([later.reference]);
    expect(find({ amount: '2,500.5' })).toEqual([]);
    // The CSV reads the same rows, in pages of any size.
    expect(references([...log.pages({ amount: '25,000' }, SUPERVISOR, 1)].flat())).toEqual([
      later.reference,
      usd.reference,
      kes.reference,
    ]);
  });

  it('pages through search results newest first', () => {
    const { journal, log } = logOn();
    const matches = Array.from({ length: 5 }, () =>
      seedTransfer(journal, { recipientName: 'Mary Nyambura' }),
    );
    seedTransfer(journal, { recipientName: 'Peter Mugisha' });
    const first = log.page({ text: 'nyambura', limit: 2 }, SUPERVISOR);
    const second = log.page({ text: 'nyambura', limit: 2, cursor: first.nextCursor! }, SUPERVISOR);
    const third = log.page({ text: 'nyambura', limit: 2, cursor: second.nextCursor! }, SUPERVISOR);
    expect([...first.rows, ...second.rows, ...third.rows].map((r) => r.reference)).toEqual(
      references(matches).reverse(),
    );
    expect(third.nextCursor).toBeNull();
  });

  it('refuses searches shorter than three characters and inverted date ranges, in words', () => {
    expect(validateTransferLogQuery({ text: 'jo' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/at least 3 characters/) },
    });
    expect(validateTransferLogQuery({ from: '2026-11-24', to: '2026-11-23' })).toMatchObject({
      ok: false,
      error: { message: 'Last day must be on or after the first day.' },
    });
    expect(validateTransferLogQuery({ state: 'waiting', limit: 500 })).toMatchObject({ ok: false });
    expect(validateTransferLogQuery({ sql: '1=1' })).toMatchObject({ ok: false });
    expect(validateTransferLogQuery({ state: 'waiting', text: 'jane 0896' })).toMatchObject({
      ok: true,
    });
    // Digits in groups are one number, whatever the size of each group.
    expect(validateTransferLogQuery({ text: '0712 34 56 78' })).toMatchObject({ ok: true });
    expect(validateTransferLogQuery({ amount: '25,000' })).toMatchObject({ ok: true });
    expect(validateTransferLogQuery({ amount: '25 thousand' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Type the amount in figures/) },
    });
  });

  it('makes transfers journaled before this version searchable when the journal is upgraded', () => {
    const dir = tempDataDir();
    const db = rawJournal(join(dir, JOURNAL_FILE_NAME));
    // A journal of the version just before 006-supervisor-desk.ts, which added the search index.
    migrate(db, supervisorDesk.version - 1);
    db.prepare(
      `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
        recipient_name, recipient_account, source_account, operator_id, environment, state,
        transaction_id, created_at, updated_at)
       VALUES ('201234567890', 'd1', 'rtgs', ?, '10.00', 'KES', 'KE', 'Old Timer', '1100194977404',
        '0011547896523', 'clerk-1', 'test', 'succeeded', 'OLD-TX-1', '2026-01-05T08:00:00.000Z',
        '2026-01-05T08:00:00.000Z')`,
    ).run(
      JSON.stringify({
        source: { name: 'Early Customer', accountNumber: '0011547896523' },
        destination: { name: 'Old Timer', accountNumber: '1100194977404' },
        transfer: { reference: '201234567890', amount: '10.00' },
      }),
    );
    db.close();

    const { log } = logOn(openTempJournal(dir));
    for (const text of ['early customer', 'timer', 'OLD-TX', '4567']) {
      expect(references(log.page({ text }, SUPERVISOR).rows)).toEqual(['201234567890']);
    }
  });
});

describe('the receipt log on a large journal', () => {
  const filters: [string, LogFilter][] = [
    ['no filter', {}],
    ['one operator', { operatorId: 'clerk-1' }],
    ['one state', { states: ['succeeded'] }],
    ['waiting', { states: ['unknown', 'accepted_pending'] }],
    ['a kind', { kind: 'imt' }],
    ['a currency', { currency: 'USD' }],
    ['a kind and a currency', { kind: 'rtgs', currency: 'KES' }],
    ['a day', { fromInstant: '2026-11-23T21:00:00.000Z', toInstant: '2026-11-24T21:00:00.000Z' }],
    [
      "a clerk's day",
      {
        operatorId: 'clerk-1',
        fromInstant: '2026-11-23T21:00:00.000Z',
        toInstant: '2026-11-24T21:00:00.000Z',
      },
    ],
    ['a state since a day', { states: ['unknown'], fromInstant: '2026-11-23T21:00:00.000Z' }],
    ['words', { words: ['jane', '0896'] }],
    ['words and filters', { words: ['0896'], operatorId: 'clerk-1', kind: 'rtgs' }],
    ['split series', { marked: 'split' }],
    ['reportable or split in a day', { marked: 'either', fromInstant: '2026-11-23T21:00:00.000Z' }],
    ['an amount', { amount: '25000.00' }],
    ['an amount and a currency', { amount: '25000.00', currency: 'KES' }],
    [
      "an amount in a clerk's day",
      {
        amount: '25000.00',
        operatorId: 'clerk-1',
        fromInstant: '2026-11-23T21:00:00.000Z',
        toInstant: '2026-11-24T21:00:00.000Z',
      },
    ],
    ['an amount, waiting', { amount: '25000.00', states: ['unknown', 'accepted_pending'] }],
    ['an amount and words', { amount: '25000.00', words: ['712345678'] }],
    ['a name and five or more digits (D76)', { words: ['jane', '712345678'] }],
  ];

  /**
   * Speed is for the benchmarks; what a test can hold is the plan. Every page, first or later,
   * searches an index (or the trigram index, for words): no step reads the whole table.
   */
  it.each(filters)('%s: every page searches an index, never the whole table', (_name, filter) => {
    const { journal } = logOn();
    seedTransfer(journal);
    for (const afterId of [null, 12345]) {
      const plan = journal.log.explain(filter, afterId);
      const tableSteps = plan.filter((step) => /^(SCAN|SEARCH) t\b/.test(step));
      expect(tableSteps.length, plan.join(' | ')).toBeGreaterThan(0);
      for (const step of tableSteps) {
        expect(step).toMatch(/^SEARCH t USING (INDEX|INTEGER PRIMARY KEY|COVERING INDEX)/);
      }
      if (filter.words) {
        expect(plan[0]).toMatch(/^SCAN s VIRTUAL TABLE INDEX \d+:M/);
        // The trigram index hands matches over newest first: no sort of every match.
        expect(plan).not.toContain('USE TEMP B-TREE FOR ORDER BY');
      }
      if (filter.amount && !filter.words) {
        expect(plan[0]).toMatch(
          /^SEARCH t USING INDEX transfers_amount \(amount=\? AND rowid<\?\)/,
        );
      }
      // Only a date range or several states put the rows they found in order; the others read
      // them in order off the index, so a page stops after its rows. An amount's index drives
      // even then: its entries are in id order.
      const sorts = plan.includes('USE TEMP B-TREE FOR ORDER BY');
      const bounded = filter.fromInstant !== undefined || (filter.states?.length ?? 0) > 1;
      expect(sorts).toBe(bounded && !filter.words && !filter.amount);
    }
  });

  /**
   * A range's rows are sorted to be paged: what is sorted is ids read off the index alone, and
   * only the page's rows are read, so a page of a busy day (or of a CSV of 100 days) does not read
   * every row of its range.
   */
  const ranges = filters.filter(
    ([, filter]) =>
      !filter.words &&
      !filter.amount &&
      !filter.kind &&
      !filter.currency &&
      (filter.fromInstant !== undefined || (filter.states?.length ?? 0) > 1),
  );
  it.each(ranges)('%s: a range is paged on ids from the index alone', (_name, filter) => {
    const { journal } = logOn();
    for (const afterId of [null, 12345]) {
      const plan = journal.log.explain(filter, afterId);
      const picks = plan.filter((step) => /^SEARCH t\b/.test(step));
      expect(picks, plan.join(' | ')).toEqual([expect.stringMatching(/USING COVERING INDEX/)]);
      expect(plan).toContain('SEARCH transfers USING INTEGER PRIMARY KEY (rowid=?)');
    }
  });
});

describe('every row of a filter, as the CSV export reads it', () => {
  /**
   * A day (in Nairobi, 2026-11-24) whose rows share timestamps, one recorded while the clock was
   * set back (earlier than the row before it), and one in the middle of the ids that belongs to
   * the day before (the clock set back further), with transfers of the days around it.
   */
  function aDayOfTransfers() {
    const { journal, log } = logOn();
    const at = (time: string) => `2026-11-24T${time}.000Z`;
    const seeds: SeedTransfer[] = [
      { at: '2026-11-23T20:59:59.999Z' }, // 23:59 the day before
      { at: at('05:00:00'), operatorId: 'clerk-1' },
      { at: at('05:00:00'), operatorId: 'clerk-2', state: 'unknown' },
      { at: at('05:00:00'), operatorId: 'clerk-1', kind: 'imt' },
      { at: at('06:00:00'), state: 'rejected' },
      { at: at('04:00:00'), operatorId: 'clerk-1', state: 'accepted_pending' }, // clock set back
      { at: '2026-11-23T12:00:00.000Z', operatorId: 'clerk-1' }, // the day before, id in the day's
      { at: at('06:00:00'), kind: 'imt', state: 'unknown' },
      { at: at('07:30:00'), operatorId: 'clerk-2', currency: 'USD' },
      { at: at('07:30:00'), operatorId: 'clerk-1' },
      { at: '2026-11-24T21:00:00.000Z' }, // 00:00 the day after
    ];
    const seeded = seeds.map((seed) => seedTransfer(journal, seed));
    return { journal, log, seeded };
  }

  const TUESDAY = { from: '2026-11-24', to: '2026-11-24' } as const;
  const cases: [string, TransferLogFilters, Session][] = [
    ['a day', TUESDAY, SUPERVISOR],
    ['a day, waiting', { ...TUESDAY, state: 'waiting' }, SUPERVISOR],
    ['a day, one state', { ...TUESDAY, state: 'succeeded' }, SUPERVISOR],
    ['a day, a kind', { ...TUESDAY, kind: 'imt' }, SUPERVISOR],
    ['a day, a currency', { ...TUESDAY, currency: 'USD' }, SUPERVISOR],
    ["a clerk's day", TUESDAY, CLERK_1],
    ['from a day on', { from: '2026-11-24' }, SUPERVISOR],
    ['up to a day', { to: '2026-11-24' }, SUPERVISOR],
    ['waiting, any day', { state: 'waiting' }, SUPERVISOR],
    ['no filter', {}, SUPERVISOR],
  ];

  it.each(cases)(
    '%s: every matching row once, newest recorded first, in pages of any size',
    (_name, filters, session) => {
      const { log, seeded } = aDayOfTransfers();
      // What the log shows, one page after another: the order the export must keep.
      const shown: string[] = [];
      let cursor: string | undefined;
      do {
        const page = log.page({ ...filters, limit: 1, ...(cursor ? { cursor } : {}) }, session);
        shown.push(...references(page.rows));
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(
        references(seeded.filter((record) => shown.includes(record.reference))).reverse(),
      );
      for (const pageSize of [1, 2, 3, 500]) {
        expect(references([...log.pages(filters, session, pageSize)].flat())).toEqual(shown);
      }
    },
  );

  it('finds nothing, without paging, in a range with no transfers', () => {
    const { log } = aDayOfTransfers();
    expect([...log.pages({ from: '2026-12-01', to: '2026-12-02' }, SUPERVISOR, 2)]).toEqual([]);
  });

  it("walks a dense range down the table's ids within the range's span, never sorting it", () => {
    const { journal, log } = aDayOfTransfers();
    const filter = log.filterFor(TUESDAY, SUPERVISOR);
    const span = journal.log.span(filter)!;
    // The span holds the day's first and last ids, the row of the day before between them too.
    expect(span).toEqual({ lowest: 2, highest: 10, count: 8 });
    expect(journal.log.explainSpan(filter)).toEqual([
      expect.stringMatching(/^SEARCH t USING COVERING INDEX transfers_created_at/),
    ]);
    for (const afterId of [null, 5]) {
      expect(journal.log.explain(filter, afterId, 50, span)).toEqual([
        'SEARCH t USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)',
      ]);
    }
  });

  it("pages a day of one kind or currency down its span: the day's index lacks them", () => {
    const { journal, log } = aDayOfTransfers();
    const dayOf = (filters: TransferLogFilters) => log.filterFor(filters, SUPERVISOR);
    const span = { lowest: 2, highest: 10, count: 8 };
    expect(journal.log.pageSpan(dayOf({ ...TUESDAY, kind: 'imt' }))).toEqual(span);
    expect(journal.log.pageSpan(dayOf({ ...TUESDAY, currency: 'USD' }))).toEqual(span);
    // Whose transfers with a state: the operator's index with the day lacks the state.
    expect(
      journal.log.pageSpan(dayOf({ ...TUESDAY, operatorId: 'clerk-1', state: 'waiting' })),
    ).toEqual({ lowest: 2, highest: 10, count: 6 });
    // The day's own index holds a day, a day's states and a clerk's day: it finds the page.
    for (const filters of [TUESDAY, { ...TUESDAY, state: 'waiting' as const }]) {
      expect(journal.log.pageSpan(dayOf(filters))).toBeUndefined();
    }
    expect(journal.log.pageSpan(log.filterFor(TUESDAY, CLERK_1))).toBeUndefined();
    // No transfer that day: no page to read at all.
    const december = { from: '2026-12-01', to: '2026-12-01', kind: 'imt' } as const;
    expect(journal.log.pageSpan(dayOf(december))).toBeNull();
    expect(log.page(december, SUPERVISOR).rows).toEqual([]);
  });

  it("leaves a sparse span to the index: a day's row recorded far from the others", () => {
    const { journal, log } = logOn();
    for (let i = 0; i < 3; i += 1) seedTransfer(journal, { at: '2026-11-24T05:00:00.000Z' });
    for (let i = 0; i < 6; i += 1) seedTransfer(journal, { at: '2026-11-25T05:00:00.000Z' });
    seedTransfer(journal, { at: '2026-11-24T06:00:00.000Z', kind: 'imt' }); // the clock set back
    const filter = log.filterFor({ ...TUESDAY, kind: 'imt' }, SUPERVISOR);
    expect(journal.log.span(filter)).toEqual({ lowest: 1, highest: 10, count: 4 });
    expect(journal.log.pageSpan(filter)).toBeUndefined();
    expect(log.page({ ...TUESDAY, kind: 'imt' }, SUPERVISOR).rows).toHaveLength(1);
  });

  it('walks the span when reading it costs less than walking the range once a page', () => {
    // 100,000 rows of 100 days, in pages of 500: the span, once.
    expect(walksSpan({ lowest: 900_001, highest: 1_000_000, count: 100_000 }, 500)).toBe(true);
    // The waiting transfers of all time: a thousand rows spread over a million ids.
    expect(walksSpan({ lowest: 1, highest: 1_000_000, count: 1_000 }, 500)).toBe(false);
    // Rejected transfers of 100 days (3%): six pages of 3,000 index entries beat 100,000 rows.
    expect(walksSpan({ lowest: 900_001, highest: 1_000_000, count: 3_000 }, 500)).toBe(false);
  });
});

describe('the lines the CSV export writes', () => {
  it('reads each as the log reads its row: from the signed body, else the column beside it', () => {
    const dir = tempDataDir();
    const { journal, log } = logOn(openTempJournal(dir));
    seedTransfer(journal, { recipientName: 'Wanjiku, "Jane"', sourceName: '=HYPERLINK()' });
    seedTransfer(journal, { kind: 'imt', recipient: '+254712345678', state: 'unknown' });
    seedTransfer(journal, { currency: 'USD', state: 'rejected', transactionId: 'TX-9' });
    // Journaled by hand: a body with an amount in figures, no source and a numeric mobile number,
    // so each of those is read from its column, and a name and country that are not the columns'
    // (the body's are read); and reporting marks on two transfers. Sealed with the journal's key,
    // as the app's own connection seals what it writes (D68).
    const db = rawJournal(join(dir, JOURNAL_FILE_NAME));
    new RowSeals(db).useKey(TEST_AUDIT_KEY);
    db.prepare(
      `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
        recipient_name, recipient_account, source_account, operator_id, environment, state,
        transaction_id, created_at, updated_at)
       VALUES ('209999999999', 'd-odd', 'imt', ?, '10.00', 'KES', 'UG', 'Column Name', '0700000000',
        '0011547896523', 'clerk-2', 'test', 'succeeded', NULL, '2026-11-24T09:00:00.000Z',
        '2026-11-24T09:00:00.000Z')`,
    ).run(
      JSON.stringify({
        transfer: { amount: 10, currencyCode: 'KES' },
        destination: { mobileNumber: 700, name: 'Body Name', countryCode: 'TZ' },
      }),
    );
    const mark = db.prepare(
      `INSERT INTO control_marks (transfer_id, mark, series, at) VALUES (?, ?, NULL, '2026-11-24T09:00:00.000Z')`,
    );
    mark.run(1, 'reportable');
    mark.run(2, 'split');
    mark.run(2, 'reportable');
    // D81: a series' marks name their windows, and the CSV line reads each of them.
    mark.run(3, 'split-30d');
    mark.run(3, 'split-24h');
    db.close();

    const rows = [...log.pages({}, SUPERVISOR, 2)].flat();
    const lines = [...log.lines({}, SUPERVISOR, 2)].flat();
    expect(lines).toHaveLength(4);
    expect(
      lines.map(
        // prettier-ignore
        ([, reference, kind, state, createdAt, amount, currency, sourceName, sourceAccount,
          recipientName, recipientAccount, destinationCountry, transactionId, operatorId,
          reportable, splitMarks]) => ({
          reference, kind, state, createdAt, amount, currency, sourceName, sourceAccount,
          recipientName, recipientAccount, destinationCountry, transactionId, operatorId,
          reportable: reportable === 1, split: splitMarks !== null,
          windows: (splitMarks?.split(',') ?? []).sort(),
        }),
      ),
    ).toEqual(
      rows.map(
        // prettier-ignore
        ({ reference, kind, state, createdAt, amount, currency, sourceName, sourceAccount,
          recipientName, recipientAccount, destinationCountry, transactionId, operatorId,
          reportable, split, splitWindows }) => ({
          reference, kind, state, createdAt, amount, currency, sourceName, sourceAccount,
          recipientName, recipientAccount, destinationCountry, transactionId, operatorId,
          reportable, split, windows: splitWindows.map((window) => SPLIT_MARKS[window]).sort(),
        }),
      ),
    );
    expect(rows.map((row) => [row.sourceName, row.amount, row.recipientAccount])).toContainEqual([
      '',
      '10.00',
      '0700000000',
    ]);
    expect(rows.map((row) => [row.recipientName, row.destinationCountry])).toContainEqual([
      'Body Name',
      'TZ',
    ]);
    expect(rows.filter((row) => row.reportable)).toHaveLength(2);
    expect(rows.map((row) => row.splitWindows).filter((windows) => windows.length > 0)).toEqual(
      expect.arrayContaining([['day'], ['24h', '30d']]),
    );
  });
});

describe('the receipt log, head office out of reach', () => {
  it('marks and finds the transfers checked offline, for the supervisor (D133)', () => {
    const { journal, log } = logOn();
    const online = seedTransfer(journal);
    const offline = seedTransfer(journal, { checkedOffline: true });
    const rows = log.page({}, SUPERVISOR).rows;
    expect(rows.map((row) => [row.reference, row.checkedOffline])).toEqual([
      [offline.reference, true],
      [online.reference, false],
    ]);
    expect(references(log.page({ marked: 'checked-offline' }, SUPERVISOR).rows)).toEqual([
      offline.reference,
    ]);
  });
});
