import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { AUDIT_KEYS_ESCROWED } from '../../electron/main/journal/key-escrow';
import { AUDIT_RESTORED } from '../../electron/main/journal/journal-seal';
import { openEscrow } from '../../electron/main/keys/journal-escrow';
import { tamper, TEST_DATABASE_KEY } from '../main/journal/fixtures';
import { screenshots } from './support/screenshots';
import { useE2eApp, type PageGlobals } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { restoredBackup } from './support/restored-backup';
import { eventually, fieldError, focusedTestId, followNav, routeOf, textOf } from './support/page';
import { signIn, signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The admin checks the whole journal from the screen next to Operators. Then someone edits the
 * journal file with another program: the next check names the row and says what to do, and from
 * then on only admins can sign in, and no admin can pass the edit off as a restored backup.
 */
describe('the journal check', () => {
  const app = useE2eApp();

  test('the admin opens it next to Operators and checks every row', async () => {
    const { page, harness } = app();
    await signInAs(page, ADMIN);
    await followNav(page, 'nav-journal-check');
    await eventually(() => routeOf(page)).toBe('/journal');
    expect(await textOf(page.locator('h1'))).toBe('Journal check');
    await eventually(() => textOf(page.getByTestId('journal-state'))).toMatch(
      /^The check at this start read the \d+ audit rows? written since the last check, and found nothing wrong\.$/,
    );

    await page.getByTestId('check-journal').click();
    const result = page.getByTestId('journal-check-result');
    await result.waitFor();
    const rows = harness.services.journal.audit.last()!.seq - 1; // the check's own row follows
    expect(await textOf(result)).toMatch(
      new RegExp(
        `^Nothing wrong found All ${rows} audit rows were checked at 2026-11-24 \\d\\d:\\d\\d EAT: none was changed, removed or added out of turn\\.$`,
      ),
    );
    // The outcome takes the focus: it is what the admin must read.
    await eventually(() => result.evaluate((e) => e === e.ownerDocument.activeElement)).toBe(true);
    // A sound journal has no restore to confirm.
    expect(await page.getByTestId('journal-restore').count()).toBe(0);
  });

  test('a row edited with another program is named, with what to do', async () => {
    const { page, harness } = app();
    tamper(harness.services.journal.path, `UPDATE audit SET operator_id = 'someone' WHERE seq = 3`);
    await page.getByTestId('check-journal').click();
    const result = page.getByTestId('journal-check-result');
    await eventually(() => result.getAttribute('role')).toBe('alert');
    expect(await textOf(result)).toMatch(
      /^The journal failed its check at audit row 3 Audit row 3 was changed after it was written\. The journal \(.+\) has been tampered with or damaged\. Keep the file as it is \(do not delete, move or edit it\) and call support\. Until support has looked at it, nothing can be sent and only admins can sign in\.$/,
    );
    // Opened again, the screen shows the finding without a new check.
    await page.reload();
    await eventually(() => textOf(page.getByTestId('journal-problem'))).toContain(
      'Audit row 3 was changed after it was written.',
    );
    // Nothing was repaired: the edited row is as the other program left it.
    expect(harness.services.journal.audit.entry(3)?.operatorId).toBe('someone');
  });

  test('an edited journal cannot be confirmed as a restored backup, not even from the page', async () => {
    const { page, harness } = app();
    expect(await page.getByTestId('journal-restore').count()).toBe(0);
    const answer = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).remitDesk.confirmJournalRestore({
        confirmation: 'RESTORED',
      }),
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'not-a-restored-backup',
        message: expect.stringMatching(
          /^This journal cannot be confirmed as a restored backup\. Audit row 3 was changed after it was written\./,
        ),
      },
    });
    expect(harness.services.seal.problem()?.firstBadRow).toBe(3);
  });

  test('a clerk can no longer sign in, and is told why', async () => {
    const { page, harness } = app();
    await signOut(page);
    await signIn(page, CLERK);
    await eventually(() => textOf(page.getByTestId('sign-in-error'))).toMatch(
      /^Only admins can sign in now\. Audit row 3 was changed after it was written\..*call support\./,
    );
    expect(routeOf(page)).toBe('/sign-in');
    expect(harness.operators.current()).toBeNull();
  });

  test('the admin still can', async () => {
    const { page } = app();
    await signInAs(page, ADMIN);
  });
});

/*
 * A journal restored from a backup, as the supervisor's guide says: the keychain's head is the
 * last row the replaced journal reached, beyond the backup's end. The start says so; nothing is
 * sent and only admins sign in until an admin confirms it on the Journal check screen.
 */
describe('a journal restored from a backup', () => {
  /** The highest reference the replaced journal issued: the backup does not know it. */
  const restored = restoredBackup(['20.00']);
  const app = useE2eApp({ operators: 'none', beforeStart: restored.beforeStart });

  test('the start says the journal ends before the last row written, and only admins sign in', async () => {
    const { page, harness } = app();
    expect(app().takeMainErrors()).toEqual([
      expect.stringMatching(/^The journal failed its check at start\./),
    ]);
    await signIn(page, CLERK);
    await eventually(() => textOf(page.getByTestId('sign-in-error'))).toMatch(
      /^Only admins can sign in now\. Audit rows \d+ to \d+, the last ones written, are missing\. The journal \(.+\) ends at audit row \d+, but this workstation wrote up to row \d+: rows were removed from its end, or a backup was restored\. If an admin restored a backup as the supervisor's guide says, they confirm it on the Journal check screen\./,
    );
    expect(harness.operators.current()).toBeNull();
  });

  test('the admin confirms it on the Journal check screen by typing the word', async () => {
    const { page, harness } = app();
    await signInAs(page, ADMIN);
    await followNav(page, 'nav-journal-check');
    const problem = harness.services.seal.problem()!;
    const { lastRow, headRow } = problem.endsBeforeHead!;
    await eventually(() =>
      textOf(page.locator('[data-testid="journal-problem"] .notice__title')),
    ).toBe(`The journal ends at audit row ${lastRow}, before the last row this workstation wrote`);
    expect(await textOf(page.getByTestId('journal-restore'))).toContain(
      `Every row the journal holds is sound, but it ends at audit row ${lastRow} and this workstation wrote up to row ${headRow}.`,
    );

    // Anything but the word is refused on the form, and the focus stays on the field.
    await page.getByTestId('journal-restore-confirmation').fill('yes');
    await page.getByTestId('journal-restore-submit').click();
    await eventually(() => textOf(fieldError(page, 'confirmation'))).toBe(
      'Type RESTORED, in capitals, to confirm that this journal is a backup you restored.',
    );
    await eventually(() => focusedTestId(page)).toBe('journal-restore-confirmation');
    expect(harness.services.seal.problem()).not.toBeNull();

    await page.getByTestId('journal-restore-confirmation').fill('RESTORED');
    await page.getByTestId('journal-restore-submit').click();
    const done = page.getByTestId('journal-restore-result');
    await done.waitFor();
    const row = harness.services.journal.audit.entries().find((e) => e.action === AUDIT_RESTORED)!;
    expect(await textOf(done)).toMatch(
      new RegExp(
        `^Restored backup confirmed All ${row.seq - 1} audit rows were checked at 2026-11-24 \\d\\d:\\d\\d EAT\\. The confirmation is audit row ${row.seq}, by ${ADMIN.displayName} \\(${ADMIN.operatorId}\\): it replaces the keychain’s record of row ${headRow} as the journal’s last row\\.`,
      ),
    );
    await eventually(() => done.evaluate((e) => e === e.ownerDocument.activeElement)).toBe(true);
    expect(await page.getByTestId('journal-restore').count()).toBe(0);
    expect(harness.services.seal.problem()).toBeNull();
  });

  test('the clerk signs in and sends again, under a reference after every one ever issued', async () => {
    const { page, harness } = app();
    await signOut(page);
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    const reference = (await confirmAndWaitForReceipt(page)).replace(/\D/g, '');
    expect(BigInt(reference)).toBeGreaterThan(BigInt(restored.sentAfter[0]!));
    expect(harness.services.sandbox?.transaction(reference)?.processedCount).toBe(1);
  });

  test('and the whole journal checks clean', async () => {
    const { page } = app();
    await signOut(page);
    await signInAs(page, ADMIN);
    await followNav(page, 'nav-journal-check');
    await page.getByTestId('check-journal').click();
    await eventually(() => textOf(page.getByTestId('journal-check-result'))).toMatch(
      /^Nothing wrong found All \d+ audit rows were checked/,
    );
  });
});

/*
 * D70: the admin saves the journal's keys, sealed with a passphrase, for head office: refused
 * while the passphrase is short or typed twice differently, then written where the save dialog
 * says, opening with that passphrase to the keys the journal is encrypted with.
 */
describe('the keys for head office', () => {
  const app = useE2eApp();

  test('the admin seals them with a passphrase typed twice and saves the file', async () => {
    const { page, harness } = app();
    await signInAs(page, ADMIN);
    await followNav(page, 'nav-journal-check');
    await eventually(() => routeOf(page)).toBe('/journal');
    const form = page.getByTestId('journal-keys-export');
    expect(await textOf(form.locator('h2'))).toBe('Keys for head office');

    await page.getByTestId('journal-keys-passphrase').fill('too short');
    await page.getByTestId('journal-keys-repeat').fill('too short');
    await page.getByTestId('journal-keys-submit').click();
    await eventually(() => textOf(fieldError(page, 'passphrase'))).toBe(
      'The passphrase must have at least 12 characters. Choose a longer one and give it to head office apart from the file.',
    );
    await eventually(() => focusedTestId(page)).toBe('journal-keys-passphrase');
    await screenshots(page, 'journal-keys-refused', form);

    const passphrase = 'Kisumu mango river 2026';
    await page.getByTestId('journal-keys-passphrase').fill(passphrase);
    await page.getByTestId('journal-keys-repeat').fill(`${passphrase}.`);
    await page.getByTestId('journal-keys-submit').click();
    await eventually(() => textOf(fieldError(page, 'repeat'))).toBe(
      'The two passphrases are not the same. Type the same passphrase twice.',
    );

    const file = join(mkdtempSync(join(tmpdir(), 'remit-desk-escrow-')), 'keys.rdkeys');
    harness.desktop.dialogs.answer('saveFile', file);
    await page.getByTestId('journal-keys-repeat').fill(passphrase);
    await page.getByTestId('journal-keys-submit').click();
    const done = page.getByTestId('journal-keys-exported');
    await eventually(() => textOf(done)).toBe(
      `The key file was saved as ${file}. Hand it to head office, and tell them the passphrase apart from the file (not in the same email). The export is in the audit log.`,
    );
    await eventually(() => done.evaluate((e) => e === e.ownerDocument.activeElement)).toBe(true);
    // The passphrase is not left in the form.
    expect(await page.getByTestId('journal-keys-passphrase').inputValue()).toBe('');
    await screenshots(page, 'journal-keys-saved', form);

    const opened = await openEscrow(readFileSync(file, 'utf8'), passphrase);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.databaseKey.equals(TEST_DATABASE_KEY)).toBe(true);
    expect(harness.services.journal.audit.entries().at(-1)).toMatchObject({
      action: AUDIT_KEYS_ESCROWED,
      operatorId: ADMIN.operatorId,
    });
  });
});
