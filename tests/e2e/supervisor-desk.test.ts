import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { checkJournalCopy } from '../../electron/main/journal/journal-copy';
import { TEST_DATABASE_KEY } from '../main/journal/fixtures';
import { wrongRoleError } from '../../electron/main/ipc/router';
import { remitDeskContract } from '@shared/ipc/contract';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import { parseCsv } from '../support/csv';
import { pdfPages, pdfPageSizeMm, pdfText } from '../support/pdf';
import type { PageGlobals } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CHECKER, CLERK, seedChecker, SUPERVISOR } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, followNav, openMoreLogFilters, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, type RtgsEntry } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The supervisor desk on the harness: a clerk sends and prints the originals, a supervisor finds
 * transfers in the log, settles each kind of unknown outcome (and re-sends one under its own
 * reference), reprints (COPY 1, then COPY 2 on the 80 mm roll), closes the day with totals checked
 * against the journal, exports the log as CSV and backs the journal up. A clerk calling the new
 * operations from the page is refused.
 */
const app = useE2eApp();
const folder = mkdtempSync(join(tmpdir(), 'remit-desk-desk-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const BRANCH = {
  number: 42,
  branchName: 'Kisumu branch',
  branchCode: 'KSM-01',
  countryCode: 'KE' as const,
};
const HOSTILE = '=HYPERLINK("http://x","y")';
const IDENTITY = {
  legalName: 'Example Bank Kenya PLC',
  branchAddress: 'Oginga Odinga Street 12, Kisumu',
  complaintsContact: 'complaints@example.co.ke, +254 20 000 0000',
  licenceLine: 'Licensed by the Central Bank of Kenya',
};

/** Each send differs in amount or recipient: the duplicate guard stops a repeat of a waiting one. */
const SENDS: { entry: RtgsEntry; fault: string | null }[] = [
  { entry: JANE_TO_JOHN, fault: null },
  { entry: { ...JANE_TO_JOHN, recipientName: HOSTILE, amount: '250.25' }, fault: null },
  { entry: { ...JANE_TO_JOHN, amount: '300' }, fault: 'reset-after-processing' },
  { entry: { ...JANE_TO_JOHN, amount: '400' }, fault: 'reset-before-processing' },
  { entry: { ...JANE_TO_JOHN, amount: '500' }, fault: 'reset-before-processing' },
  { entry: { ...JANE_TO_JOHN, amount: '600' }, fault: 'reset-after-processing' },
];
const references: string[] = [];

function call(page: Page, name: string, request?: unknown) {
  return page.evaluate(
    ([op, payload]) =>
      (
        (globalThis as unknown as PageGlobals).remitDesk as unknown as Record<
          string,
          (r?: unknown) => Promise<{ ok: boolean; error?: { code: string; message: string } }>
        >
      )[op as string]!(payload),
    [name, request] as const,
  );
}

async function openTransfer(page: Page, reference: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, `#/transfers/${reference}`));
  await eventually(() => textOf(page.locator('h1'))).toContain(reference);
}

describe('the supervisor desk', () => {
  test('a clerk sends, prints the original of each receipt, and may not print it twice', async () => {
    const { page, harness } = app();
    const settings = harness.services.settings;
    const saved = settings.update('bankIdentity', IDENTITY, ADMIN.operatorId);
    expect(saved.ok ? null : saved.error).toBeNull();
    expect(
      settings.update('workstation', { ...BRANCH, receiptPaper: 'a4' }, ADMIN.operatorId).ok,
    ).toBe(true);

    await signInAs(page, CLERK);
    for (const [i, send] of SENDS.entries()) {
      if (i > 0) await page.getByTestId('new-rtgs').click();
      await fillRtgsForm(page, send.entry);
      if (send.fault) {
        harness.services.sandbox!.setFault({ route: 'rtgs', fault: send.fault as never });
      }
      await reviewTransfer(page);
      references.push(await confirmAndWaitForReceipt(page));
      harness.services.sandbox!.clearFaults();
      if (i === 0) {
        await page.getByTestId('receipt-print-printer').click();
        await eventually(() => textOf(page.getByTestId('receipt-printed'))).toBe(
          "The original (customer's and bank's copies) went to the printer.",
        );
        await screenshots(page, 'receipt-printed-clerk', page.getByTestId('receipt-printed'));
        // A second print by the clerk would be a reprint: a supervisor's.
        await page.getByTestId('receipt-print-printer').click();
        await eventually(() => textOf(page.getByTestId('receipt-print-error'))).toContain(
          'Ask a supervisor for a copy',
        );
      }
    }
    const states = app()
      .transfers()
      .map((t) => t.state);
    expect(states).toEqual(['succeeded', 'succeeded', 'unknown', 'unknown', 'unknown', 'unknown']);

    const printed = harness.desktop.printer.printed();
    expect(printed).toHaveLength(1);
    const text = pdfText(printed[0]!.path);
    const first = app().transfers()[0]!;
    for (const expected of [
      IDENTITY.legalName,
      IDENTITY.branchAddress,
      IDENTITY.complaintsContact,
      IDENTITY.licenceLine,
      "Customer's copy",
      "Bank's copy",
      'Original',
      'Transfer receipt',
      references[0]!,
      first.transactionId!,
      STATE_LABELS.succeeded,
      'RTGS bank transfer',
      '1,000.50 Kenyan shillings (KES)',
      'One thousand Kenyan shillings and fifty cents',
      'Jane Wanjiku',
      'John Otieno',
      // The customer's copy masks the accounts, the bank's shows them whole.
      '*********6523',
      '*********7404',
      '0011547896523',
      '1100194977404',
      'Kenya',
      'School fees',
      'Served by',
      CLERK.displayName,
      'Instruction form number',
      "Customer's signature",
      "Teller's stamp",
      'TRAINING – NOT A REAL TRANSFER',
      // Every printed time names the branch's zone (D32).
      ' EAT',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('COPY 1');
    const size = pdfPageSizeMm(printed[0]!.path);
    expect(size.pages).toBe(2);
    expect(size.widthMm).toBeCloseTo(210, 0);
    expect(size.heightMm).toBeCloseTo(297, 0);
    // The clerk's second click was refused and printed nothing, but the first one is audited.
    const prints = harness.services.journal.audit
      .entries()
      .filter((row) => row.action === 'receipt.printed');
    expect(prints.map((row) => [row.operatorId, row.details])).toEqual([
      [
        CLERK.operatorId,
        expect.objectContaining({ reference: references[0], copy: 'original', output: 'printer' }),
      ],
    ]);
  });

  test('every new operation called from the page by a clerk is refused', async () => {
    const { page } = app();
    const requests: Record<string, unknown> = {
      logOperators: undefined,
      printEndOfDay: { day: '2026-11-24', output: 'pdf' },
      exportLogCsv: { filters: {} },
      backupJournal: undefined,
      transferHistory: { reference: references[2] },
      settleTransfer: { reference: references[2], outcome: 'still_unknown', note: 'asked' },
      resendTransfer: { reference: references[3], note: 'the bank says it never arrived' },
      endOfDay: { day: '2026-11-24' },
      prepareDayClose: { day: '2026-11-24' },
      closeDay: { day: '2026-11-24', checker: { operatorId: 'x', password: 'y' } },
    };
    for (const [name, request] of Object.entries(requests)) {
      const answer = await call(page, name, request);
      const access = remitDeskContract.operations[name as 'logOperators'].access;
      expect(answer, name).toEqual({
        ok: false,
        error: wrongRoleError('clerk', access),
      });
    }
    // A clerk's log holds only their own transfers, and a reprint is refused.
    const reprint = await call(page, 'printReceipt', { reference: references[0], output: 'pdf' });
    expect(reprint).toMatchObject({ ok: false, error: { code: 'reprint-not-allowed' } });
    await signOut(page);
  });

  test('a supervisor finds transfers in the log by its filters and by text', async () => {
    const { page } = app();
    await signInAs(page, SUPERVISOR);
    await eventually(() => textOf(page.getByTestId('supervisor-waiting'))).toBe(
      '4 transfers are waiting for a supervisor (outcome unknown, or accepted but not final).',
    );
    await screenshots(page, 'supervisor-home');
    await page.getByTestId('supervisor-open-waiting').click();
    await eventually(() => textOf(page.getByTestId('log-summary'))).toBe(
      '4 transfers, newest first.',
    );
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { activeElement: { tagName: string } | null } })
            .document.activeElement?.tagName,
      ),
    ).toBe('H1');
    expect(await textOf(page.locator('h1'))).toBe('Waiting for a supervisor');
    const waiting = await page
      .getByTestId('log-row')
      .evaluateAll((rows) =>
        rows.map((row) => (row as unknown as { dataset: { reference: string } }).dataset.reference),
      );
    expect(waiting).toEqual([...references.slice(2)].reverse());
    await screenshots(page, 'receipt-log-waiting');

    // Text: a part of the hostile name, and part of a reference.
    await page.getByTestId('log-reset').click();
    await eventually(() => textOf(page.getByTestId('log-summary'))).toBe(
      '6 transfers, newest first.',
    );
    await page.getByTestId('log-text').fill('HYPERLINK');
    await page.getByTestId('log-search').click();
    await eventually(() => page.getByTestId('log-row').count()).toBe(1);
    expect(await page.getByTestId('log-row').getAttribute('data-reference')).toBe(references[1]);
    await page.getByTestId('log-text').fill(references[4]!.slice(-6));
    await page.getByTestId('log-search').click();
    await eventually(() => page.getByTestId('log-row').first().getAttribute('data-reference')).toBe(
      references[4],
    );
    // Filters: state, operator (by name), currency, kind, dates.
    await page.getByTestId('log-text').fill('');
    await openMoreLogFilters(page);
    await page.getByTestId('log-state').selectOption('succeeded');
    await page.getByTestId('log-operator').selectOption(CLERK.operatorId);
    await page.getByTestId('log-currency').selectOption('KES');
    await page.getByTestId('log-kind').selectOption('rtgs');
    await page.getByTestId('log-search').click();
    await eventually(() => textOf(page.getByTestId('log-summary'))).toBe(
      '2 transfers, newest first.',
    );
    await screenshots(page, 'receipt-log-filtered');
    await screenshots(page, 'receipt-log-rows', page.getByTestId('log-row').first());
    await page.getByTestId('log-kind').selectOption('imt');
    await page.getByTestId('log-search').click();
    await eventually(() => textOf(page.getByTestId('log-summary'))).toBe(
      'No transfer matches these filters.',
    );
    await page.getByTestId('log-reset').click();
    await page.getByTestId('log-from').fill('2026-11-25');
    await page.getByTestId('log-search').click();
    await eventually(() => textOf(page.getByTestId('log-summary'))).toBe(
      'No transfer matches these filters.',
    );
    await page.getByTestId('log-text').fill('ab');
    await page.getByTestId('log-search').click();
    await eventually(() => textOf(page.getByTestId('log-filter-error'))).toContain(
      'at least 3 characters',
    );
  });

  test('settles each kind of unknown outcome, and re-sends one the bank never received', async () => {
    const { page, harness } = app();
    const sandbox = harness.services.sandbox!;
    const [, , processed, neverA, neverB, refusedOne] = references as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];

    // Still unknown, with a note: it keeps waiting.
    await openTransfer(page, processed);
    // The attempts load after the heading: wait for them rather than read the list once.
    await eventually(() => page.getByTestId('settle-attempt').count()).toBe(1);
    expect(await textOf(page.getByTestId('settle-summary'))).toContain(
      `300.00 KES to John Otieno from Jane Wanjiku · sent 2026-11-24`,
    );
    expect(await textOf(page.getByTestId('settle-summary'))).toContain(
      `by ${CLERK.displayName} (${CLERK.operatorId})`,
    );
    await screenshots(page, 'settle-unknown');
    await screenshots(page, 'settle-attempts', page.getByTestId('settle-attempts'));
    await page.getByTestId('settle-choice-still_unknown').check();
    await page.getByTestId('settle-submit').click();
    await eventually(() => textOf(page.locator('.settle__record form'))).toContain(
      // An empty note is told first that it is required (D62), not how long it must be.
      'Note is required: write what the bank said, and who said it.',
    );
    await page.getByTestId('settle-note').fill('Called the bank, Mary at operations: checking');
    await page.getByTestId('settle-submit').click();
    await eventually(() => textOf(page.getByTestId('settle-saved'))).toBe(
      `Recorded: ${STATE_LABELS.unknown}.`,
    );
    // Succeeded, with the bank's transaction id.
    const bankId = sandbox.transaction(processed)!.transactionId!;
    await page.getByTestId('settle-choice-succeeded').check();
    // Without the id: it is required, and the message says what to type (D62).
    await page.getByTestId('settle-submit').click();
    await eventually(() => textOf(page.locator('.settle__record form'))).toContain(
      "Bank's transaction id is required: type the id the bank gave for this transfer",
    );
    expect(await textOf(page.locator('.settle__record form'))).not.toContain('may hold only');
    await screenshots(
      page,
      'settle-transaction-id-required',
      page.getByTestId('settle-transaction-id'),
    );
    await page.getByTestId('settle-transaction-id').fill(bankId);
    await page.getByTestId('settle-submit').click();
    await eventually(() => textOf(page.getByTestId('settle-saved'))).toBe(
      `Recorded: ${STATE_LABELS.succeeded}.`,
    );
    await screenshots(page, 'settle-recorded');
    expect(await textOf(page.getByTestId('settle-history'))).toContain(bankId);

    // Failed: never arrived; and refused.
    await openTransfer(page, neverA);
    await page.getByTestId('settle-choice-never_arrived').check();
    await page.getByTestId('settle-note').fill('Bank confirms it never arrived (Peter, RTGS desk)');
    await page.getByTestId('settle-submit').click();
    await eventually(() => textOf(page.getByTestId('settle-saved'))).toBe(
      `Recorded: ${STATE_LABELS.not_sent}.`,
    );
    await openTransfer(page, refusedOne);
    await page.getByTestId('settle-choice-refused').check();
    await page.getByTestId('settle-note').fill('Bank refused it: account closed');
    await page.getByTestId('settle-submit').click();
    await eventually(() => textOf(page.getByTestId('settle-saved'))).toBe(
      `Recorded: ${STATE_LABELS.rejected}.`,
    );
    // The receipt's reason names the supervisor who checked, before their id.
    expect(
      app()
        .transfers()
        .find((t) => t.reference === refusedOne)!.errorMessage,
    ).toBe(
      `The bank confirmed it refused this transfer (checked by supervisor ${SUPERVISOR.displayName} (${SUPERVISOR.operatorId})). No money moved.`,
    );

    // Re-send under the same reference: the sandbox never had it, and now processes it once.
    expect(sandbox.transaction(neverB)).toBeUndefined();
    await openTransfer(page, neverB);
    await page.getByTestId('settle-choice-resend').check();
    await page.getByTestId('settle-note').fill('Bank confirms it never arrived (Peter)');
    await page.getByTestId('settle-submit').click();
    await eventually(() => textOf(page.getByTestId('settle-saved'))).toBe(
      `Recorded: ${STATE_LABELS.succeeded}.`,
    );
    await eventually(() => page.getByTestId('settle-attempt').count()).toBe(2);
    expect(sandbox.transaction(neverB)?.processedCount).toBe(1);
    const byRef = new Map(
      app()
        .transfers()
        .map((t) => [t.reference, t]),
    );
    expect(byRef.get(neverB)).toMatchObject({ state: 'succeeded' });
    expect(byRef.get(processed)).toMatchObject({ state: 'succeeded', transactionId: bankId });
    expect(byRef.get(neverA)).toMatchObject({ state: 'not_sent' });
    expect(byRef.get(refusedOne)).toMatchObject({ state: 'rejected' });
    expect(harness.services.needsSupervisor()).toBe(0);
  });

  test('a reprint is COPY 1 on A4 and COPY 2 on the 80 mm roll, each audited', async () => {
    const { page, harness } = app();
    const pdfA4 = join(folder, 'copy1.pdf');
    harness.desktop.dialogs.answer('saveFile', pdfA4);
    await openTransfer(page, references[0]!);
    await page.getByTestId('receipt-print-pdf').click();
    await eventually(() => textOf(page.getByTestId('receipt-printed'))).toBe(
      `COPY 1 (customer's and bank's copies) was saved to ${pdfA4}.`,
    );
    const a4 = pdfText(pdfA4);
    expect(a4.match(/COPY 1/g)).toHaveLength(2);
    expect(a4).toContain('One thousand Kenyan shillings and fifty cents');
    expect(a4).toContain(`by ${SUPERVISOR.displayName}`);
    expect(pdfPageSizeMm(pdfA4).pages).toBe(2);
    expect(pdfPageSizeMm(pdfA4).widthMm).toBeCloseTo(210, 0);

    const settings = harness.services.settings;
    expect(
      settings.update('workstation', { ...BRANCH, receiptPaper: 'roll80' }, ADMIN.operatorId).ok,
    ).toBe(true);
    const roll = join(folder, 'copy2.pdf');
    harness.desktop.dialogs.answer('saveFile', roll);
    await page.getByTestId('receipt-print-pdf').click();
    await eventually(() => textOf(page.getByTestId('receipt-printed'))).toContain('COPY 2');
    // A narrow roll wraps long lines: read it as running text.
    const thermal = pdfText(roll).replace(/\s+/g, ' ');
    for (const expected of [
      'COPY 2',
      references[0]!,
      "Customer's copy",
      "Bank's copy",
      '*********6523',
      '0011547896523',
      '1,000.50 Kenyan shillings (KES)',
      IDENTITY.licenceLine,
      "Teller's stamp",
      'TRAINING – NOT A REAL TRANSFER',
    ]) {
      expect(thermal, expected).toContain(expected);
    }
    // D54: each copy on one piece of the roll, cut as long as it is.
    const pieces = pdfPages(roll);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) expect(piece.widthMm).toBeCloseTo(80, 0);
    expect(pieces[0]!.text).toContain("Customer's copy");
    expect(pieces[0]!.text).not.toContain("Bank's copy");
    expect(pieces[1]!.text).toContain("Bank's copy");
    expect(pieces[1]!.text).toContain('Instruction form number');
    const copies = harness.services.journal.audit
      .entries()
      .filter((row) => row.action === 'receipt.printed')
      .map((row) => [row.operatorId, (row.details as { copy: string }).copy]);
    expect(copies).toEqual([
      [CLERK.operatorId, 'original'],
      [SUPERVISOR.operatorId, 'COPY 1'],
      [SUPERVISOR.operatorId, 'COPY 2'],
    ]);
  });

  test('records the bank’s return of a sent transfer, prints the refund, and marks the log', async () => {
    const { page, harness } = app();
    const reference = references[0]!;
    await openTransfer(page, reference);
    const panel = page.getByTestId('transfer-return');
    await page.getByTestId('return-return').check();
    await page.getByTestId('return-bank-reference').fill('KCB-RET-0042');
    await page.getByTestId('return-bank-date').fill('2026-11-24');
    await page.getByTestId('return-reason').selectOption('account-closed');
    await page.getByTestId('return-note').fill('Account closed last week');
    await page.getByTestId('return-submit').click();
    await eventually(() => textOf(page.getByTestId('return-saved'))).toBe(
      'Recorded: Returned by the bank. Print the refund receipt for the customer.',
    );
    expect(await textOf(page.getByTestId('return-shown'))).toContain(SUPERVISOR.displayName);
    // Grouped as every amount on the counter's screens.
    expect(await textOf(panel)).toContain('Amount refunded 1,000.50 KES');
    await screenshots(page, 'transfer-returned', panel);

    const refund = join(folder, 'refund.pdf');
    harness.desktop.dialogs.answer('saveFile', refund);
    await page.getByTestId('refund-pdf').click();
    await eventually(() => textOf(page.getByTestId('refund-printed'))).toBe(
      `Refund receipt saved to ${refund}.`,
    );
    const printed = pdfText(refund).replace(/\s+/g, ' ');
    for (const expected of [
      'Refund receipt',
      reference,
      'KCB-RET-0042',
      'One thousand Kenyan shillings and fifty cents',
      "Customer's signature: refund received",
    ]) {
      expect(printed, expected).toContain(expected);
    }

    await followNav(page, 'nav-receipt-log');
    await eventually(() => routeOf(page)).toBe('/log');
    const row = page.locator('tr', { has: page.getByText(reference, { exact: true }) });
    await eventually(() => textOf(row.getByTestId('log-returned'))).toBe('Returned on 2026-11-24');
    expect(await page.getByTestId('log-returned').count()).toBe(1);
  });

  test('the end of day adds up to the journal, exports a safe CSV and closes', async () => {
    const { page, harness } = app();
    await followNav(page, 'nav-end-of-day');
    await eventually(() => routeOf(page)).toBe('/end-of-day');
    await page.getByTestId('eod-day').fill('2026-11-24');
    await page.getByTestId('eod-show').click();
    await eventually(() => textOf(page.getByTestId('eod-headline'))).toContain('6 transfers');
    const lines = await page.getByTestId('eod-line').allInnerTexts();
    // From the journal: succeeded 1000.50 + 250.25 + 300.00 + 500.00; not sent 400; rejected 600.
    const journal = app().transfers();
    const sum = (state: string) =>
      journal
        .filter((t) => t.state === state)
        .reduce((cents, t) => cents + BigInt(t.amount.replace('.', '')), 0n);
    expect(sum('succeeded')).toBe(205075n);
    // Thousands separators, as the clerk's screens show amounts; the CSV keeps main's text.
    expect(lines.join('\n')).toContain('2,050.75 KES');
    expect(lines.join('\n')).toContain('400.00 KES');
    expect(lines.join('\n')).toContain('600.00 KES');
    expect(await page.getByTestId('eod-operator-line').first().innerText()).toContain(
      `${CLERK.displayName} (${CLERK.operatorId})`,
    );
    // The return recorded above is learnt this day, pointing at its transfer.
    expect(await textOf(page.getByTestId('eod-returns'))).toBe(
      `${references[0]} · Returned · 1,000.50 KES (transfer of 2026-11-24)`,
    );
    await screenshots(page, 'end-of-day-returns', page.getByTestId('eod-returns'));
    await screenshots(page, 'end-of-day');
    await screenshots(page, 'end-of-day-operators', page.getByTestId('eod-operator-line').first());

    const csvFile = join(folder, 'day.csv');
    harness.desktop.dialogs.answer('saveFile', csvFile);
    await page.getByTestId('eod-csv').click();
    await eventually(() => textOf(page.getByTestId('eod-csv-done'))).toBe(
      `The end of day 2026-11-24 was written to ${csvFile}.`,
    );
    // The report itself, with the screen's exact totals; the log's CSV holds the transfers.
    const bytes = readFileSync(csvFile);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header!.slice(0, 8)).toEqual([
      'Day',
      'Section',
      'Operator',
      'Kind',
      'Currency',
      'State',
      'Transfers',
      'Total',
    ]);
    const totals = rows.filter((row) => row[1] === 'Totals per kind, currency and state');
    expect(totals.map((row) => row[7]).sort()).toEqual(['2050.75', '400.00', '600.00']);
    expect(totals.reduce((n, row) => n + Number(row[6]), 0)).toBe(6);
    const perOperator = rows.filter((row) => row[1] === 'Per operator');
    expect(perOperator.map((row) => row[2])).toContain(CLERK.displayName);

    const pdf = join(folder, 'eod.pdf');
    harness.desktop.dialogs.answer('saveFile', pdf);
    await page.getByTestId('eod-pdf').click();
    await eventually(() => textOf(page.getByTestId('eod-notice'))).toBe(
      `The end of day was saved to ${pdf}.`,
    );
    const printed = pdfText(pdf);
    expect(printed).toContain('End of day 2026-11-24, East Africa Time (EAT)');
    // Grouped as on the screen; the CSV above keeps main's text.
    expect(printed).toContain('2,050.75 KES');
    expect(printed).toContain(CLERK.displayName);
    expect(pdfPageSizeMm(pdf).widthMm).toBeCloseTo(210, 0);

    // D114: a second supervisor checks the closing at this desk, with their own password.
    await seedChecker(harness);
    await page.getByTestId('eod-close').click();
    await eventually(() => page.getByTestId('day-checker').isVisible()).toBe(true);
    await page.getByTestId('checker-id').fill(CHECKER.operatorId);
    await page.getByTestId('checker-password').fill(CHECKER.password);
    await screenshots(page, 'end-of-day-checker', page.getByTestId('day-checker'));
    await page.getByTestId('eod-close-confirm').click();
    await eventually(() => textOf(page.getByTestId('eod-closed'))).toContain(
      `${SUPERVISOR.displayName} (${SUPERVISOR.operatorId})`,
    );
    expect(await textOf(page.getByTestId('eod-closed'))).toContain(`Checked 2026-11-24`);
    expect(await textOf(page.getByTestId('eod-closed'))).toContain(
      `${CHECKER.displayName} (${CHECKER.operatorId})`,
    );
    const closed = harness.services.journal.audit
      .entries()
      .filter((r) => r.action === 'day.closed');
    expect(closed).toHaveLength(1);
  });

  test('the log exports as CSV with progress, and the journal backs up to a chosen folder', async () => {
    const { page, harness } = app();
    await followNav(page, 'nav-receipt-log');
    await openMoreLogFilters(page);
    await page.getByTestId('log-state').selectOption('succeeded');
    await page.getByTestId('log-search').click();
    await eventually(() => textOf(page.getByTestId('log-summary'))).toBe(
      '4 transfers, newest first.',
    );
    const csvFile = join(folder, 'succeeded.csv');
    harness.desktop.dialogs.answer('saveFile', csvFile);
    await page.getByTestId('log-export').click();
    await eventually(() => textOf(page.getByTestId('log-export-done'))).toBe(
      `4 transfers written to ${csvFile}.`,
    );
    const bytes = readFileSync(csvFile);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(5);
    expect(rows[0]![0]).toBe('Reference');
    // A name that a spreadsheet would run as a formula is written as text, in the recipient's
    // column, found by its header: the customer's columns came before it (D77).
    const recipient = rows[0]!.indexOf('Recipient');
    expect(recipient).toBeGreaterThan(0);
    expect(rows.map((row) => row[recipient])).toContain(`'${HOSTILE}`);
    expect(bytes.toString('utf8')).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(rows.find((row) => row[0] === references[0])![5]).toBe('1000.50');
    const events = await app().events();
    expect(events.some((e) => e.includes('"task":"csv"'))).toBe(true);

    const backups = mkdtempSync(join(folder, 'backups-'));
    harness.desktop.dialogs.answer('chooseFolder', backups);
    await followNav(page, 'nav-supervisor-home');
    await page.getByTestId('supervisor-backup').click();
    await eventually(() => textOf(page.getByTestId('backup-done'))).toContain(
      'The journal was copied and checked: 6 transfers',
    );
    await screenshots(page, 'backup-done', page.getByTestId('backup-done'));
    const file = (await textOf(page.getByTestId('backup-done'))).match(/in (\/.+\.sqlite)\./)![1]!;
    expect(file.startsWith(backups)).toBe(true);
    const check = checkJournalCopy(file, TEST_DATABASE_KEY);
    expect(check).toMatchObject({ ok: true, transfers: 6 });
    expect((await app().events()).some((e) => e.includes('"task":"backup"'))).toBe(true);
  });
});
