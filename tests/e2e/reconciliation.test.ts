import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { RtgsDraft } from '@shared/domain/transfer-drafts';
import { valueDateOf } from '../../electron/main/statements/statement-views';
import { camt053, mt940, type StatementSpec } from '../../scripts/bench/statement-files';
import { rtgsDraft } from '../main/engine/drafts';
import { axeFindings, describeFindings } from './support/axe';
import { useE2eApp } from './support/e2e-app';
import { AUDITOR, CLERK, SUPERVISOR } from './support/people';
import { eventually, followNav, textOf } from './support/page';
import { screenshots, SCREENSHOTS_DIR } from './support/screenshots';
import { signInAs, signOut } from './support/sign-in';

/*
 * The reconciliation with the bank (D103–D106) in Chromium on the harness: transfers sent from two
 * of the branch's accounts, one answer lost; a supervisor imports the bank's camt.053 of the one
 * (a charge, a return and a transfer missing from it) and its MT940 of the other, reads the four
 * lists, settles the breaks by keyboard with a reason and records the unknown outcome as paid from
 * the statement; a malformed file is refused naming its line; the month is saved as PDF and CSV.
 */
const app = useE2eApp();
const files = mkdtempSync(join(tmpdir(), 'remit-statements-'));
const JANE = { accountNumber: '0011547896523', name: 'Jane Wanjiku' };
const PETER = { accountNumber: '0011547896531', name: 'Peter Kamau' };

function file(name: string, content: string): string {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

interface Sent {
  reference: string;
  transactionId: string;
  day: string;
}

async function send(draft: RtgsDraft, lost = false): Promise<Sent> {
  const { harness } = app();
  const sandbox = harness.services.sandbox!;
  if (lost) sandbox.setFault({ route: 'rtgs', fault: 'reset-after-processing', times: 1 });
  const sent = await harness.services.transfers.send(draft, CLERK.operatorId);
  if (!sent.ok) throw new Error(sent.error.message);
  const { reference } = sent.value;
  const record = harness.services.journal.transfers.getByReference(reference)!;
  return {
    reference,
    transactionId: sandbox.transaction(reference)!.transactionId!,
    day: valueDateOf(record),
  };
}

let jane: { paid: Sent; unknown: Sent; missing: Sent };
let peter: { paid: Sent; other: Sent };

function janeStatement(): StatementSpec {
  const day = jane.paid.day;
  return {
    account: JANE.accountNumber,
    currency: 'KES',
    statementId: `KCB-${day}-0330`,
    sequence: '330',
    from: day,
    to: day,
    opening: '845000.00',
    entries: [
      {
        direction: 'debit',
        amount: '1500.00',
        valueDate: day,
        reference: jane.paid.reference,
        bankReference: jane.paid.transactionId,
        counterparty: 'John Otieno',
      },
      {
        direction: 'debit',
        amount: '3100.00',
        valueDate: day,
        reference: jane.unknown.reference,
        bankReference: jane.unknown.transactionId,
        counterparty: 'John Otieno',
      },
      {
        direction: 'debit',
        amount: '120.00',
        valueDate: day,
        bankReference: 'CHG-RTGS-1124',
        description: 'RTGS charges',
      },
      {
        direction: 'credit',
        amount: '1500.00',
        valueDate: day,
        reference: jane.paid.reference,
        bankReference: 'RTN-55120',
        returned: { code: 'AC04' },
      },
    ],
  };
}

describe('the reconciliation with the bank', () => {
  test('a supervisor imports the camt.053 statement and reads the four lists', async () => {
    const { page, harness } = app();
    expect((await harness.services.purposes.list()).ok).toBe(true);
    jane = {
      paid: await send(rtgsDraft({ source: JANE, transfer: { amount: '1500.00' } })),
      unknown: await send(rtgsDraft({ source: JANE, transfer: { amount: '3100.00' } }), true),
      missing: await send(rtgsDraft({ source: JANE, transfer: { amount: '4200.00' } })),
    };
    peter = {
      paid: await send(rtgsDraft({ source: PETER, transfer: { amount: '2750.00' } })),
      other: await send(rtgsDraft({ source: PETER, transfer: { amount: '980.00' } })),
    };
    await signInAs(page, SUPERVISOR);
    await followNav(page, 'nav-reconciliation');
    await page.getByTestId('statements-none').waitFor();
    const accounts = page.getByTestId('statements-accounts');
    expect(await textOf(accounts)).toBe('The 12 accounts the branch pays from');
    await accounts.locator('summary').click();
    expect(await textOf(accounts)).toContain('Jane Wanjiku (0011547896523, KES)');
    await accounts.locator('summary').click();
    harness.desktop.dialogs.answer('openFile', file('camt053-jane.xml', camt053(janeStatement())));
    await page.getByTestId('statement-choose').click();
    await eventually(() => textOf(page.getByTestId('statements-outcome'))).toBe(
      'The statement was imported: 4 lines, 3 breaks to settle.',
    );
    await page.getByTestId('statement-heading').waitFor();
    expect(await textOf(page.getByTestId('statement-heading'))).toBe(
      `Statement KCB-${jane.paid.day}-0330 of Jane Wanjiku (0011547896523)`,
    );
    const list = (kind: string) => page.getByTestId(`statement-list-${kind}`);
    expect(await textOf(list('matched'))).toContain(jane.paid.reference);
    expect(await textOf(list('matched'))).toContain('Outcome unknown in the journal');
    expect(await textOf(list('app-only'))).toContain(jane.missing.reference);
    expect(await textOf(list('app-only'))).toContain(
      'The journal says it was paid; the statement does not show it',
    );
    const bankOnly = await textOf(list('bank-only'));
    expect(bankOnly).toContain('No transfer of the journal has this reference');
    expect(bankOnly).toContain('Returned by the bank: Account closed (AC04)');
    expect(await textOf(list('amount-differs'))).toContain('None.');
    // Words, not codes: no state, kind or reason code alone on the page.
    expect(await textOf(page.getByTestId('statements'))).not.toMatch(
      /\b(app-only|bank-only|amount-differs|not-found|outcome-unknown|no-money-moved)\b/,
    );
    const onStatement = await axeFindings(page);
    expect(onStatement, describeFindings('a statement', onStatement)).toEqual([]);
    await screenshots(page, 'reconciliation-statement');
    await screenshots(page, 'reconciliation-breaks', list('bank-only'));
  });

  test('breaks are settled by keyboard with a reason, and the unknown outcome recorded as paid', async () => {
    const { page, harness } = app();
    // The charge: Tab-reachable button, a dialog whose reason takes the focus.
    await page.getByTestId('statement-settle-3').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('statement-settle-dialog');
    await dialog.waitFor();
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document
            .activeElement?.id,
      ),
    ).toBe('statement-reason');
    await page.keyboard.type('fees');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('statement-reason-error'))).toBe(
      'The reason must be at least 10 characters.',
    );
    await page
      .getByTestId('statement-reason')
      .fill('Bank charges for the RTGS of the day, booked to the branch expense account');
    const inDialog = await axeFindings(page);
    expect(inDialog, describeFindings('the settle dialog', inDialog)).toEqual([]);
    await screenshots(page, 'reconciliation-settle-dialog');
    await page.getByTestId('statement-reason').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('statements-outcome'))).toBe(
      'Line 3 is settled.',
    );
    expect(await textOf(page.getByTestId('statement-settled-3'))).toContain('Grace Njeri');

    await page.getByTestId('statement-paid-2').click();
    await eventually(() => textOf(page.getByTestId('statements-outcome'))).toBe(
      `Transfer ${jane.unknown.reference} is recorded as paid, with the statement as the bank’s confirmation.`,
    );
    expect(harness.services.journal.transfers.getByReference(jane.unknown.reference)).toMatchObject(
      { state: 'succeeded', transactionId: jane.unknown.transactionId },
    );

    for (const n of [4, 5]) {
      await page.getByTestId(`statement-settle-${n}`).click();
      await page
        .getByTestId('statement-reason')
        .fill(
          n === 4
            ? 'Account closed: the bank returned it, the customer was refunded at the counter'
            : 'Called the bank: it was booked the next morning, on tomorrow’s statement',
        );
      await page.getByTestId('statement-settle-submit').click();
      await eventually(() => textOf(page.getByTestId('statements-outcome'))).toBe(
        `Line ${n} is settled.`,
      );
    }
    expect(
      await textOf(
        page.getByTestId(`statement-row-${harness.services.statements.list().statements[0]!.id}`),
      ),
    ).toMatch(/ 0 Open$/);
    expect(
      harness.services.journal.audit
        .entries()
        .filter((e) => e.action === 'statement.break-settled'),
    ).toHaveLength(3);
    await screenshots(page, 'reconciliation-settled');
  });

  test('an MT940 statement of the other account is matched; a malformed one is refused naming its line', async () => {
    const { page, harness } = app();
    const day = peter.paid.day;
    const spec: StatementSpec = {
      account: PETER.accountNumber,
      currency: 'KES',
      statementId: `STA${day.replaceAll('-', '')}`,
      sequence: '88/1',
      from: day,
      to: day,
      opening: '120000.00',
      entries: [
        {
          direction: 'debit',
          amount: '2750.00',
          valueDate: day,
          reference: peter.paid.reference,
          bankReference: peter.paid.transactionId,
        },
        {
          // The bank debited another amount than the transfer's.
          direction: 'debit',
          amount: '890.00',
          valueDate: day,
          reference: peter.other.reference,
          bankReference: peter.other.transactionId,
        },
      ],
    };
    const source = mt940(spec);
    const broken = source.replace(':61:', ':61:2611').replace(/:62F:C/, ':62F:X');
    const brokenLine = broken.split('\n').findIndex((line) => line.startsWith(':61:2611')) + 1;
    await page.getByTestId('statement-format').selectOption('mt940');
    harness.desktop.dialogs.answer('openFile', file('peter-broken.sta', broken));
    await page.getByTestId('statement-choose').click();
    await eventually(() => textOf(page.getByTestId('statements-outcome'))).toMatch(
      new RegExp(`^This statement was not imported: line ${brokenLine}: :61: “`),
    );
    await screenshots(page, 'reconciliation-refused', page.getByTestId('statements-outcome'));

    harness.desktop.dialogs.answer('openFile', file('peter.sta', source));
    await page.getByTestId('statement-choose').click();
    await eventually(() => textOf(page.getByTestId('statements-outcome'))).toBe(
      'The statement was imported: 2 lines, 1 break to settle.',
    );
    // The lists are read after the outcome is shown: wait for the break to be listed.
    const differsList = page.getByTestId('statement-list-amount-differs');
    await eventually(() => textOf(differsList)).toContain(peter.other.reference);
    const differs = await textOf(differsList);
    expect(differs).toContain('In the journal: 980.00 KES');
    expect(differs).toContain('Another amount than the transfer’s');

    // The same file again changes nothing.
    harness.desktop.dialogs.answer('openFile', file('peter-again.sta', source));
    await page.getByTestId('statement-choose').click();
    await eventually(() => textOf(page.getByTestId('statements-outcome'))).toBe(
      'This statement was imported before: nothing changed.',
    );
    expect(harness.services.statements.list().statements).toHaveLength(2);
  });

  test('the month sums the days and breaks, saved as PDF and CSV; an auditor reads it', async () => {
    const { page, harness } = app();
    await page.getByTestId('statements-month').click();
    await page.getByTestId('reconciliation-month-totals').waitFor();
    expect(await textOf(page.getByTestId('reconciliation-month-count'))).toBe(
      '2 statements in this month.',
    );
    const breaks = await textOf(page.getByTestId('reconciliation-month-breaks'));
    expect(breaks).toContain('Bank charges for the RTGS of the day');
    expect(breaks).toContain('Open');
    const onMonth = await axeFindings(page);
    expect(onMonth, describeFindings('the month view', onMonth)).toEqual([]);
    await screenshots(page, 'reconciliation-month');

    const pdf = join(files, 'month.pdf');
    harness.desktop.dialogs.answer('saveFile', pdf);
    await page.getByTestId('reconciliation-month-pdf').click();
    await eventually(() => textOf(page.getByTestId('reconciliation-month-outcome'))).toBe(
      `Saved to ${pdf}.`,
    );
    const printed = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(printed).toContain('Reconciliation with the bank,');
    expect(printed).toContain('Account closed: the bank returned it');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      pdf,
      join(SCREENSHOTS_DIR, 'reconciliation-month-pdf'),
    ]);

    const csv = join(files, 'month.csv');
    harness.desktop.dialogs.answer('saveFile', csv);
    await page.getByTestId('reconciliation-month-csv').click();
    await eventually(() => textOf(page.getByTestId('reconciliation-month-outcome'))).toBe(
      `Saved to ${csv}.`,
    );
    const text = readFileSync(csv, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFSection,Day,Currency,Lines,Debits,Credits,Matched,Journal only,Statement only,Amount differs,Settled,Open,Statement,Account,Break,Why,Reference,Bank reference,Amount,Resolution,Settled by,Settled at',
    );

    await signOut(page);
    await signInAs(page, AUDITOR);
    await followNav(page, 'nav-reconciliation');
    await page.getByTestId('statements-table').waitFor();
    expect(await page.getByTestId('statements-import').count()).toBe(0);
    await page
      .getByTestId(`statement-open-${harness.services.statements.list().statements[0]!.id}`)
      .click();
    await page.getByTestId('statement-heading').waitFor();
    expect(await page.locator('[data-testid^="statement-settle-"]').count()).toBe(0);
  });
});
