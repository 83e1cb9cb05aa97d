import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { E2E_BANK_IDENTITY, useE2eApp } from '../../e2e/support/e2e-app';
import {
  openBankConnection,
  saveCredentials,
  saveServiceAddress,
} from '../../e2e/support/bank-setup';
import { ADMIN, CLERK, SUPERVISOR } from '../../e2e/support/people';
import {
  environmentSecrets,
  knownSecrets,
  leaks,
  pageEvidence,
  pageHeldState,
  type PageEvidence,
  type Secret,
} from '../../e2e/support/secrets';
import { eventually, routeOf, textOf } from '../../e2e/support/page';
import { fillOperatorForm } from '../../e2e/support/operator-form';
import { signInAs, signOut } from '../../e2e/support/sign-in';
import { waitForPurposes } from '../../e2e/support/transfer-forms';
import { sendRtgsAndImt } from '../../e2e/support/review';
import { expectStep } from '../../e2e/support/wizard';
import { parseCsv } from '../../support/csv';
import { pdfText } from '../../support/pdf';
import { choseOwnPassword } from '../../support/first-password';

/*
 * A full flow through the app's own operations on the harness, from an empty workstation: the
 * first admin and the first-launch wizard on the sandbox bank (with the clerk and the supervisor
 * created in it); the bank's test service set up on the Bank connection page (address, typed
 * credentials, a key made there, its registration sheet saved as PDF); a clerk's RTGS and IMT
 * sends and the IMT's original receipt printed (the harness's printer makes a PDF); a supervisor's
 * reprint of it and the end of day saved as PDF, the receipt log exported as CSV and a backup of the journal, each through
 * its IPC operation. Then none of the test secrets (credentials of both environments, the token,
 * each private key whole, by line and as its base64 body, the operators' passwords, the harness
 * and sandbox operator tokens) is in the journal file and its WAL (raw bytes), the log, the PDFs
 * (text and bytes), the CSV, the backup, any IPC answer or event, or the page: DOM, fields,
 * storage, IndexedDB and every Pinia store's state, read after each step as well as at the end.
 */
const app = useE2eApp({ operators: 'none' });
const out = mkdtempSync(join(tmpdir(), 'remit-desk-secrets-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** What an admin types for the bank's test service: never to be seen again outside the keychain. */
const TEST_CREDENTIALS = {
  apiKey: 'uat-api-key-sec5ab19',
  merchantCode: 'UATMERCHSEC5',
  consumerSecret: 'uat-consumer-secret-sec5c7e2',
};
const PASSWORDS: Secret[] = [ADMIN, CLERK, SUPERVISOR].map((p) => ({
  name: `password of ${p.operatorId}`,
  value: p.password,
}));
const TYPED: Secret[] = Object.entries(TEST_CREDENTIALS).map(([name, value]) => ({
  name: `typed test credential ${name}`,
  value,
}));

/** What the page held after each step (the end state alone would miss what a sign-out clears). */
const snapshots: PageEvidence['texts'] = [];
const references: { rtgs: string; imt: string } = { rtgs: '', imt: '' };
const written = { sheet: '', copy: '', endOfDay: '', csv: '', backup: '' };

async function snapshot(step: string): Promise<void> {
  const e2e = app();
  await e2e.quiet();
  const held = await pageHeldState(e2e.page);
  expect(held.found, 'the app’s pinia instance').toBe(true);
  snapshots.push(
    ...held.stores.map((s) => ({ where: `${step}: Pinia store ${s.id}`, text: s.state })),
    { where: `${step}: Pinia state`, text: held.pinia },
    { where: `${step}: IndexedDB`, text: held.indexedDb },
    { where: `${step}: page HTML`, text: await e2e.page.content() },
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Raw bytes as latin1, so a secret's ASCII bytes are found wherever SQLite or a PDF put them. */
const bytesOf = (path: string) => readFileSync(path).toString('latin1');
const nameOf = (path: string) => path.split(/[\\/]/).pop()!;

describe('no secret at rest after a full flow through the app', () => {
  test('the first admin and the first-launch wizard on the sandbox, with a clerk and a supervisor', async () => {
    const { page, harness } = app();
    await fillOperatorForm(page, ADMIN);
    await page.getByTestId('operator-submit').click();
    await expectStep(page, 'workstation', 'Workstation');
    await page.getByLabel('Workstation number', { exact: true }).fill('42');
    await page.getByTestId('workstation-branch-name').fill('Kisumu Branch');
    await page.getByTestId('workstation-branch-code').fill('KE-042');
    await page.getByTestId('workstation-country').selectOption('KE');
    await page.getByTestId('section-save').click();

    await expectStep(page, 'bankIdentity', 'Bank identity');
    await page.getByTestId('identity-legal-name').fill(E2E_BANK_IDENTITY.legalName);
    await page.getByTestId('identity-branch-address').fill(E2E_BANK_IDENTITY.branchAddress);
    await page.getByTestId('identity-complaints').fill(E2E_BANK_IDENTITY.complaintsContact);
    await page.getByTestId('identity-licence').fill(E2E_BANK_IDENTITY.licenceLine);
    await page.getByTestId('section-save').click();

    await expectStep(page, 'environment', 'Environment');
    await page.getByTestId('wizard-environment-sandbox').check();
    await page.getByTestId('wizard-choose-environment').click();
    await expectStep(page, 'branchLists', 'Branch lists');
    await page.getByTestId('wizard-next').click();
    // The holidays may wait (D51); the summary lists them for later.
    await expectStep(page, 'rtgsCalendar', 'RTGS calendar');
    await page.getByTestId('wizard-next').click();
    await expectStep(page, 'signingKey', 'Signing key');
    await page.getByTestId('wizard-next').click();
    await expectStep(page, 'check', 'Connection check');
    await page.getByTestId('check-connection').click();
    await eventually(() => textOf(page.getByTestId('check-result'))).toMatch(
      /^The connection works/,
    );
    await page.getByTestId('wizard-next').click();

    await expectStep(page, 'operators', 'Operators');
    for (const person of [CLERK, SUPERVISOR]) {
      await fillOperatorForm(page, person);
      await page.getByTestId('operator-submit').click();
      await eventually(() => textOf(page.getByTestId('wizard-operator-outcome'))).toBe(
        `${person.displayName} can sign in now as ${person.role}, and must then choose a new password. Tell them the one you typed in person.`,
      );
    }
    await page.getByTestId('wizard-next').click();
    await expectStep(page, 'summary', 'Summary');
    await page.getByTestId('wizard-finish').click();
    await eventually(() => routeOf(page)).toBe('/operators');
    expect(harness.services.firstLaunch.needed()).toBe(false);
    await snapshot('after the wizard');
  });

  test('the admin sets up the bank’s test service: address, typed credentials, a key and its sheet', async () => {
    const { page, harness } = app();
    await openBankConnection(page, 'test');
    await saveServiceAddress(page, { baseUrl: 'https://uat.bank.example' });
    await saveCredentials(page, TEST_CREDENTIALS);
    await page.getByRole('button', { name: 'Generate key' }).click();
    await page.getByTestId('key-created').waitFor();
    written.sheet = join(out, 'sheet.pdf');
    harness.desktop.dialogs.answer('saveFile', written.sheet);
    await page.getByTestId('save-key-sheet-current').click();
    await eventually(() => textOf(page.getByTestId('key-document-outcome-current'))).toBe(
      'The registration sheet is saved as sheet.pdf.',
    );
    await snapshot('after the test service’s setup');
    await signOut(page);
  });

  test('a clerk sends an RTGS and an IMT and prints the IMT’s original receipt', async () => {
    const { page, harness } = app();
    // The forced change at a first sign-in is first-launch.test.ts's (D80).
    for (const person of [CLERK, SUPERVISOR]) {
      choseOwnPassword(harness.services.journal, person.operatorId);
    }
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    Object.assign(references, await sendRtgsAndImt(page));
    await page.getByTestId('receipt-print-printer').click();
    await eventually(() => textOf(page.getByTestId('receipt-printed'))).toBe(
      "The original (customer's and bank's copies) went to the printer.",
    );
    expect(harness.desktop.printer.printed()).toHaveLength(1);
    await snapshot('after the sends');
    await signOut(page);
  });

  test('a supervisor saves a reprint and the end of day as PDF, exports the log as CSV and backs the journal up', async () => {
    const { page, harness } = app();
    await signInAs(page, SUPERVISOR);
    await page.evaluate((hash) => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
    }, `/transfers/${references.imt}`);
    await eventually(() => textOf(page.locator('h1'))).toContain(references.imt);
    written.copy = join(out, 'copy1.pdf');
    harness.desktop.dialogs.answer('saveFile', written.copy);
    await page.getByTestId('receipt-print-pdf').click();
    await eventually(() => textOf(page.getByTestId('receipt-printed'))).toBe(
      `COPY 1 (customer's and bank's copies) was saved to ${written.copy}.`,
    );

    await page.getByTestId('nav-receipt-log').click();
    await page.getByTestId('log-search').click();
    await eventually(() => textOf(page.getByTestId('log-summary'))).toBe(
      '2 transfers, newest first.',
    );
    written.csv = join(out, 'log.csv');
    harness.desktop.dialogs.answer('saveFile', written.csv);
    await page.getByTestId('log-export').click();
    await eventually(() => textOf(page.getByTestId('log-export-done'))).toBe(
      `2 transfers written to ${written.csv}.`,
    );

    await page.getByTestId('nav-end-of-day').click();
    await eventually(() => routeOf(page)).toBe('/end-of-day');
    written.endOfDay = join(out, 'end-of-day.pdf');
    harness.desktop.dialogs.answer('saveFile', written.endOfDay);
    await page.getByTestId('eod-pdf').click();
    await eventually(() => textOf(page.getByTestId('eod-notice'))).toBe(
      `The end of day was saved to ${written.endOfDay}.`,
    );

    const backups = join(out, 'backups');
    mkdirSync(backups);
    harness.desktop.dialogs.answer('chooseFolder', backups);
    await page.getByTestId('nav-supervisor-home').click();
    await page.getByTestId('supervisor-backup').click();
    await eventually(() => textOf(page.getByTestId('backup-done'))).toContain(
      'The journal was copied and checked: 2 transfers',
    );
    written.backup = filesUnder(backups)[0] ?? '';
    expect(nameOf(written.backup)).toMatch(/\.sqlite$/);
    await snapshot('after the supervisor’s files');
  });

  test('none of the secrets is in the journal, log, PDFs, CSV, backup, IPC answers or the page', async () => {
    const e2e = app();
    const { harness } = e2e;
    const sandbox = await knownSecrets(e2e);
    const test = await environmentSecrets(e2e, 'test', 'test service ');
    // A scan for a secret the keychain does not hold proves nothing.
    expect(sandbox.held).toEqual({ credentials: true, privateKey: true, token: true });
    expect(test.held).toEqual({ credentials: true, privateKey: true, token: false });
    expect(await e2e.secretStore('test').credentials()).toMatchObject(TEST_CREDENTIALS);
    const secrets = [...sandbox.secrets, ...test.secrets, ...TYPED, ...PASSWORDS];
    expect(secrets.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'private key PEM, base64 body',
        'test service private key PEM, base64 body',
        'access token',
        'test service stored credential consumerSecret',
      ]),
    );

    const journalFiles = filesUnder(e2e.dataDir).filter((f) =>
      nameOf(f).startsWith(JOURNAL_FILE_NAME),
    );
    expect(journalFiles.map(nameOf)).toEqual(
      expect.arrayContaining([JOURNAL_FILE_NAME, `${JOURNAL_FILE_NAME}-wal`]),
    );
    const printed = harness.desktop.printer.printed().map((p) => p.path);
    const pdfs = [written.sheet, written.copy, written.endOfDay, ...printed];
    for (const pdf of pdfs) expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(written.copy)).toContain(references.imt);
    expect(pdfText(written.endOfDay)).toContain('End of day 2026-11-24');
    const csvRows = parseCsv(readFileSync(written.csv).subarray(3).toString('utf8'));
    expect(csvRows.map((row) => row[0]).sort()).toEqual(
      ['Reference', references.rtgs, references.imt].sort(),
    );

    const evidence = await pageEvidence(e2e);
    const channels = new Set((await e2e.ipcAnswers()).map((a) => a.channel));
    for (const channel of [
      'setup:first-admin',
      'first-launch:finish',
      'bank:save-credentials',
      'bank:generate-key',
      'bank:print-key-sheet',
      'transfers:send',
      'receipts:print',
      'reports:print-end-of-day',
      'reports:export-csv',
      'journal:backup',
    ]) {
      expect(channels, `the IPC answers recorded hold ${channel}`).toContain(channel);
    }
    const texts = [
      ...evidence.texts,
      ...snapshots,
      ...journalFiles.map((f) => ({ where: `journal file ${nameOf(f)}`, text: bytesOf(f) })),
      ...pdfs.flatMap((f) => [
        { where: `PDF text ${nameOf(f)}`, text: pdfText(f) },
        { where: `PDF text without spaces ${nameOf(f)}`, text: pdfText(f).replace(/\s+/g, '') },
        { where: `PDF bytes ${nameOf(f)}`, text: bytesOf(f) },
      ]),
      { where: 'CSV', text: bytesOf(written.csv) },
      { where: 'backup', text: bytesOf(written.backup) },
      // As main's modules hand it to the logger, before the redaction the log file adds.
      {
        where: 'log',
        // An Error's message and stack are not own enumerable fields: spell them out.
        text: JSON.stringify(e2e.log, (_key, value: unknown) =>
          value instanceof Error ? `${value.name}: ${value.message}\n${value.stack ?? ''}` : value,
        ),
      },
    ];
    expect(leaks({ texts }, secrets)).toEqual([]);
    // The scan finds a secret where there is one.
    for (const secret of [
      PASSWORDS[0]!,
      TYPED[2]!,
      secrets.find((s) => s.name.endsWith('body'))!,
    ]) {
      expect(leaks({ texts: [{ where: 'probe', text: `x${secret.value}x` }] }, secrets)).toContain(
        `probe: ${secret.name}`,
      );
    }
  });
});
