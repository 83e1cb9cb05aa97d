import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StatementView } from '@shared/domain/bank-statements';
import { remitDeskContract } from '@shared/ipc/contract';
import { valueDateOf } from '../../../electron/main/statements/statement-views';
import { camt053, mt940, type StatementEntry } from '../../../scripts/bench/statement-files';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { parseCsv } from '../../support/csv';
import { rawJournal } from '../journal/fixtures';
import { useHarnessDesktop } from '../../support/harness-printer';
import { rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation, ORIGIN, PEOPLE, valueOf, type DeskStation } from '../operators/desk-fixture';

/*
 * The reconciliation with the bank (D103–D106) through the router, as the window calls it: a
 * supervisor imports a camt.053 and an MT940 statement of transfers the clerk sent, reads the four
 * lists, settles breaks with a reason (sealed, audited), records an unknown outcome as paid from
 * the statement through the settle path; a file imported twice changes nothing; a statement of
 * another account, of days not over or with a bad line is refused whole; only supervisors
 * change anything, and every payload is checked.
 */

const ACCOUNT = '0011547896523';

describe('the reconciliation with the bank over IPC', () => {
  const bank = useFileBank();
  const { dir, desktop } = useHarnessDesktop('remit-desk-statements-');

  /** The clerk sends four transfers; the third's answer is lost (its outcome unknown). */
  async function sentFour() {
    const station = await deskStation(bank, { desktop });
    await station.desk.signIn('clerk');
    const send = async (amount: string) =>
      valueOf(await station.desk.call('sendTransfer', rtgsDraft({ transfer: { amount } })));
    const paid = await send('1500.00');
    const byBankId = await send('2300.00');
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-after-processing', times: 1 });
    const unknown = await send('3100.00');
    const missing = await send('4200.00');
    expect(unknown.state).toBe('unknown');
    const record = (reference: string) =>
      station.services.journal.transfers.getByReference(reference)!;
    const bankId = (reference: string) =>
      bank.sandbox.transactions().find((t) => t.reference === reference)!.transactionId!;
    return {
      ...station,
      paid,
      byBankId,
      unknown,
      missing,
      day: valueDateOf(record(paid.reference)),
      bankId,
    };
  }

  function file(name: string, content: string): string {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  }

  async function imported(station: DeskStation, format: 'camt053' | 'mt940', path: string) {
    desktop.dialogs.answer('openFile', path);
    return station.desk.call('importBankStatement', { format });
  }

  function entries(s: Awaited<ReturnType<typeof sentFour>>): StatementEntry[] {
    return [
      {
        direction: 'debit',
        amount: '1500.00',
        valueDate: s.day,
        reference: s.paid.reference,
        bankReference: s.bankId(s.paid.reference),
        counterparty: 'John Kamau',
      },
      {
        // The bank kept no reference: its own id names the transfer.
        direction: 'debit',
        amount: '2300.00',
        valueDate: s.day,
        reference: null,
        bankReference: s.bankId(s.byBankId.reference),
      },
      {
        direction: 'debit',
        amount: '3100.00',
        valueDate: s.day,
        reference: s.unknown.reference,
        bankReference: s.bankId(s.unknown.reference),
      },
      {
        direction: 'debit',
        amount: '35.00',
        valueDate: s.day,
        bankReference: 'CHG-20261125',
        description: 'RTGS charges',
      },
      {
        direction: 'credit',
        amount: '1500.00',
        valueDate: s.day,
        reference: s.paid.reference,
        bankReference: 'RTN-8812',
        returned: { code: 'AC04', text: 'Beneficiary account closed' },
      },
    ];
  }

  const kinds = (view: StatementView) =>
    view.items.map((i) => [i.kind, i.reason, i.transfer?.reference ?? i.line?.bankReference]);

  it('imports a camt.053 statement and lists the four lists; breaks settle once, sealed and audited', async () => {
    const s = await sentFour();
    const { desk, services } = s;
    await desk.signIn('supervisor');
    const path = file(
      'camt053-day.xml',
      camt053({
        account: ACCOUNT,
        currency: 'KES',
        statementId: `STMT-${s.day}`,
        sequence: '330',
        from: s.day,
        to: s.day,
        opening: '500000.00',
        entries: entries(s),
      }),
    );
    const first = valueOf(await imported(s, 'camt053', path));
    expect(first).toMatchObject({ alreadyImported: false });
    const [summary] = first!.statements;
    expect(summary).toMatchObject({
      account: ACCOUNT,
      statementId: `STMT-${s.day}`,
      format: 'camt053',
      fileName: 'camt053-day.xml',
      lineCount: 5,
      counts: { matched: 3, appOnly: 1, bankOnly: 2, amountDiffers: 0, open: 3 },
    });
    const view = valueOf(await desk.call('bankStatement', { id: summary!.id }));
    expect(kinds(view)).toEqual([
      ['matched', 'paid', s.paid.reference],
      ['matched', 'paid', s.byBankId.reference],
      ['matched', 'outcome-unknown', s.unknown.reference],
      ['bank-only', 'not-found', 'CHG-20261125'],
      ['bank-only', 'return', s.paid.reference],
      ['app-only', 'not-in-statement', s.missing.reference],
    ]);
    expect(view.items[2]).toMatchObject({ settleable: true });
    expect(view.items[4]!.line).toMatchObject({ returnReason: 'Beneficiary account closed' });

    // The same file again changes nothing: no row, no audit row.
    const audit = services.journal.audit.entries().length;
    const again = valueOf(await imported(s, 'camt053', path));
    expect(again).toMatchObject({ alreadyImported: true, statements: [{ id: summary!.id }] });
    expect(services.journal.audit.entries().length).toBe(audit);
    expect(valueOf(await desk.call('bankStatements', undefined)).statements).toHaveLength(1);

    // A break settles with a reason, once; a match is no break.
    const fee = { statement: summary!.id, item: 4 };
    expect(await desk.call('settleStatementBreak', { ...fee, reason: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', fields: [{ path: 'reason' }] },
    });
    const settled = valueOf(
      await desk.call('settleStatementBreak', {
        ...fee,
        reason: 'Bank charges for the day, booked to the branch expense account',
      }),
    );
    expect(settled.items[3]!.resolution).toMatchObject({
      operatorId: 'sup-1',
      reason: 'Bank charges for the day, booked to the branch expense account',
    });
    expect(settled.summary.counts.open).toBe(2);
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'sup-1',
      action: 'statement.break-settled',
      details: { statement: summary!.id, item: 4, kind: 'bank-only', reason: 'not-found' },
    });
    await desk.signIn('otherSupervisor');
    expect(
      await desk.call('settleStatementBreak', { ...fee, reason: 'Settling it a second time' }),
    ).toMatchObject({ ok: false, error: { code: 'settled-already' } });
    expect(
      await desk.call('settleStatementBreak', {
        statement: summary!.id,
        item: 1,
        reason: 'Nothing to settle here at all',
      }),
    ).toMatchObject({ ok: false, error: { code: 'not-a-break' } });

    // The unknown outcome the statement shows paid is settled through the settle path.
    const fromStatement = valueOf(
      await desk.call('settleFromStatement', { statement: summary!.id, item: 3 }),
    );
    expect(fromStatement.items[2]).toMatchObject({
      settleable: false,
      transfer: { state: 'succeeded', transactionId: s.bankId(s.unknown.reference) },
    });
    expect(services.settlements.history(s.unknown.reference)!.settlements).toEqual([
      expect.objectContaining({
        outcome: 'succeeded',
        operatorId: 'sup-2',
        note: `Paid on the bank's statement STMT-${s.day} of account ${ACCOUNT}, line 3.`,
      }),
    ]);
    // Settled now: the settle path's own check answers a second try.
    expect(
      await desk.call('settleFromStatement', { statement: summary!.id, item: 3 }),
    ).toMatchObject({ ok: false, error: { code: 'not-waiting' } });
    expect(
      await desk.call('settleFromStatement', { statement: summary!.id, item: 4 }),
    ).toMatchObject({ ok: false, error: { code: 'not-settleable' } });
    expect(services.journal.rowSeals.startCheck({ everything: true }).found).toBeNull();
    // The new tables replicate to head office.
    const outbox = services.journal.outbox;
    const tables = new Set(outbox.recordsFrom(1, outbox.lastSeq()).map((record) => record.table));
    expect([...tables]).toEqual(
      expect.arrayContaining([
        'bank_statements',
        'statement_lines',
        'statement_items',
        'statement_resolutions',
      ]),
    );

    // The month: its view, its CSV (formula-safe) and its PDF.
    const month = s.day.slice(0, 7);
    const monthView = valueOf(await desk.call('reconciliationMonth', { month }));
    expect(monthView).toMatchObject({
      month,
      statements: 1,
      totals: [
        {
          currency: 'KES',
          lines: 5,
          debits: '6935.00',
          credits: '1500.00',
          matched: 3,
          bankOnly: 2,
          appOnly: 1,
          settled: 1,
          open: 2,
        },
      ],
    });
    const csv = join(dir, `reconciliation-${month}.csv`);
    desktop.dialogs.answer('saveFile', csv);
    expect(await desk.call('exportReconciliationMonthCsv', { month })).toMatchObject({
      ok: true,
      value: { file: csv, rows: 5 },
    });
    const [header, ...rows] = parseCsv(readFileSync(csv, 'utf8').replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 4)).toEqual(['Section', 'Day', 'Currency', 'Lines']);
    expect(rows.map((row) => row[0])).toEqual(['Day', 'Month total', 'Break', 'Break', 'Break']);
    expect(rows.find((row) => row[14] === 'In the statement, not in the journal')).toBeDefined();
    const pdf = join(dir, `reconciliation-${month}.pdf`);
    desktop.dialogs.answer('saveFile', pdf);
    expect(await desk.call('printReconciliationMonth', { month, output: 'pdf' })).toMatchObject({
      ok: true,
      value: { file: pdf },
    });
    const printed = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(printed).toContain(`Reconciliation with the bank, ${month}`);
    expect(printed).toContain('Bank charges for the day');
    expect(printed).toContain('Returned by the bank');
  });

  it('imports an MT940 statement; refuses another account, days not over, a bad line', async () => {
    const s = await sentFour();
    const { desk, services } = s;
    await desk.signIn('supervisor');
    const spec = {
      account: ACCOUNT,
      currency: 'KES',
      statementId: `S${s.day.replaceAll('-', '')}`,
      sequence: '331/1',
      from: s.day,
      to: s.day,
      opening: '500000.00',
      entries: entries(s).map((e) => (e.amount === '2300.00' ? { ...e, amount: '2330.00' } : e)),
    };
    const source = mt940(spec);
    const view = valueOf(await imported(s, 'mt940', file('day.sta', source)));
    expect(view!.statements[0]).toMatchObject({
      format: 'mt940',
      counts: { matched: 2, amountDiffers: 1, bankOnly: 2, appOnly: 1 },
    });

    const audit = services.journal.audit.entries().length;
    const other = mt940({ ...spec, account: '9999000011', statementId: 'OTHER' });
    expect(await imported(s, 'mt940', file('other.sta', other))).toMatchObject({
      ok: false,
      error: {
        code: 'statement-refused',
        message: expect.stringMatching(
          /^This statement is for account 9999000011, which is not one the branch pays from/,
        ),
      },
    });
    const tomorrow = new Date(Date.parse(`${s.day}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const future = mt940({ ...spec, statementId: 'LATER', from: tomorrow, to: tomorrow });
    expect(await imported(s, 'mt940', file('later.sta', future))).toMatchObject({
      ok: false,
      error: { code: 'statement-refused', message: expect.stringContaining('after today') },
    });
    const overlapping = mt940({ ...spec, statementId: 'AGAIN', sequence: '332/1' });
    expect(await imported(s, 'mt940', file('again.sta', overlapping))).toMatchObject({
      ok: false,
      error: { code: 'statement-refused', message: expect.stringContaining('already covers') },
    });
    const changed = source.replace(':86:RTGS charges', ':86:RTGS fees');
    expect(await imported(s, 'mt940', file('changed.sta', changed))).toMatchObject({
      ok: false,
      error: { code: 'statement-refused', message: expect.stringContaining('with other content') },
    });
    const badLine = source.replace(/:61:(\d{10})D35,00/, ':61:$1D35.00');
    const lineNumber = badLine.split('\n').findIndex((l) => l.includes('D35.00')) + 1;
    expect(await imported(s, 'mt940', file('bad.sta', badLine))).toMatchObject({
      ok: false,
      error: {
        code: 'statement-invalid',
        message: expect.stringMatching(
          new RegExp(`^This statement was not imported: line ${lineNumber}: :61: `),
        ),
        text: { key: 'statements.file.refused', values: { line: lineNumber } },
      },
    });
    expect(services.journal.audit.entries().length).toBe(audit);
    expect(valueOf(await desk.call('bankStatements', undefined)).statements).toHaveLength(1);
  });

  it('a break settled outside the app stops the journal and names the row', async () => {
    const s = await sentFour();
    const { desk, dataDir } = s;
    await desk.signIn('supervisor');
    const source = camt053({
      account: ACCOUNT,
      currency: 'KES',
      statementId: 'STMT-EDIT',
      from: s.day,
      to: s.day,
      opening: '500000.00',
      entries: entries(s).slice(3, 4),
    });
    const { id } = valueOf(await imported(s, 'camt053', file('edit.xml', source)))!.statements[0]!;
    const raw = rawJournal(join(dataDir, JOURNAL_FILE_NAME));
    sealFunctionsWithoutKey(raw);
    raw
      .prepare(
        `INSERT INTO statement_resolutions (item, at, operator_id, reason)
         SELECT id, '2026-11-25T10:00:00.000Z', 'sup-1', 'Written outside the app' FROM statement_items
         WHERE statement = ? AND n = 1`,
      )
      .run(id);
    raw.close();
    const answer = await desk.call('bankStatement', { id });
    expect(answer).toMatchObject({ ok: false, error: { code: 'journal-check-failed' } });
    expect(JSON.stringify(answer)).toContain('The settled break');
  });

  it('audits the month saved as CSV and printed: who, which month and where, nothing cancelled', async () => {
    const s = await sentFour();
    const { desk, services } = s;
    await desk.signIn('auditor');
    const month = s.day.slice(0, 7);
    const monthFiles = () =>
      services.journal.audit
        .entries()
        .filter((row) => row.action.startsWith('statement.month-'))
        .map(({ operatorId, action, details }) => ({ operatorId, action, details }));
    desktop.dialogs.answer('saveFile', null);
    expect(await desk.call('exportReconciliationMonthCsv', { month })).toMatchObject({ ok: false });
    expect(monthFiles()).toEqual([]);

    const csv = join(dir, `reconciliation-audited-${month}.csv`);
    desktop.dialogs.answer('saveFile', csv);
    const exported = valueOf(await desk.call('exportReconciliationMonthCsv', { month }));
    expect(
      valueOf(await desk.call('printReconciliationMonth', { month, output: 'printer' })),
    ).toMatchObject({ file: null });
    expect(monthFiles()).toEqual([
      {
        operatorId: PEOPLE.auditor.operatorId,
        action: 'statement.month-exported',
        details: { month, file: csv, rows: exported.rows },
      },
      {
        operatorId: PEOPLE.auditor.operatorId,
        action: 'statement.month-printed',
        details: { month, output: 'printer', file: null },
      },
    ]);
  });

  it('lets only supervisors change anything, an auditor read, and checks sender and payload', async () => {
    const s = await sentFour();
    const { desk, services } = s;
    const writes = {
      importBankStatement: { format: 'camt053' },
      settleStatementBreak: { statement: 1, item: 1, reason: 'A reason long enough' },
      settleFromStatement: { statement: 1, item: 1 },
    } as const;
    for (const person of ['clerk', 'admin', 'compliance', 'auditor'] as const) {
      await desk.signIn(person);
      for (const [name, payload] of Object.entries(writes)) {
        const entries = services.journal.audit.entries().length;
        expect(
          await desk.call(name as keyof typeof writes, payload),
          `${person} ${name}`,
        ).toMatchObject({
          ok: false,
          error: { code: 'wrong-role' },
        });
        expect(services.journal.audit.entries().length).toBe(entries);
      }
    }
    for (const person of ['clerk', 'admin', 'compliance'] as const) {
      await desk.signIn(person);
      expect(await desk.call('bankStatements', undefined)).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
    }
    await desk.signIn('auditor');
    expect(await desk.call('bankStatements', undefined)).toMatchObject({ ok: true });
    expect(await desk.call('reconciliationMonth', { month: s.day.slice(0, 7) })).toMatchObject({
      ok: true,
    });

    await desk.signIn('supervisor');
    for (const [name, payload] of [
      ['importBankStatement', { format: 'ofx' }],
      ['importBankStatement', { format: 'camt053', path: '/etc/passwd' }],
      ['bankStatement', { id: 'one' }],
      ['settleStatementBreak', { statement: 1, item: 0, reason: 'A reason long enough' }],
      ['settleStatementBreak', { statement: 1, item: 1, reason: `Bank\u200b said so, twice` }],
      ['reconciliationMonth', { month: '2026-13' }],
      ['printReconciliationMonth', { month: '2026-11', output: 'fax' }],
    ] as const) {
      expect(await desk.call(name, payload), `${name} ${JSON.stringify(payload)}`).toMatchObject({
        ok: false,
        error: { code: 'invalid-request' },
      });
    }
    expect(await desk.call('bankStatement', { id: 404 })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    // A frame of another origin is refused before anything else.
    const { createRemitDeskIpc } = await import('../../../electron/main/ipc/remit-desk-ipc');
    const { silentLogger } = await import('../../../electron/main/logging/logger');
    const ipc = createRemitDeskIpc({
      services,
      operators: desk.operators,
      version: 'test',
      trustedOrigin: ORIGIN,
      log: silentLogger,
      send: () => undefined,
    });
    try {
      const answer = await ipc.router.handle(
        remitDeskContract.operations.bankStatements.channel,
        { senderFrame: { url: 'https://evil.example/', parent: null } },
        undefined,
      );
      expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    } finally {
      ipc.dispose();
    }
  });
});
