import { describe, expect, test } from 'vitest';
import { TUESDAY_MORNING, useE2eApp } from './support/e2e-app';
import { ADMIN, SUPERVISOR } from './support/people';
import { restoredBackup } from './support/restored-backup';
import { screenshots } from './support/screenshots';
import { eventually, followNav, openRoute, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';

/*
 * D144: a backup made while a transfer was being sent holds it in `sending` with no attempt; the
 * PC went on to send it and the bank paid. Restored, it is an outcome unknown for a supervisor,
 * never "not sent" (which would let the clerk send it again), and the receipt says why.
 */
describe('a backup made while a transfer was being sent, restored', () => {
  const restored = restoredBackup([], { inFlight: '55.00' });
  // The app starts after the journal's last row, as a PC restarted after a restore would.
  const app = useE2eApp({
    at: TUESDAY_MORNING + 30 * 60_000,
    operators: 'none',
    beforeStart: restored.beforeStart,
  });

  test('the supervisor finds it outcome unknown, with why, and the bank paid it once', async () => {
    const { page, harness } = app();
    app().takeMainErrors();
    const [reference] = restored.sentInFlight;
    expect(harness.services.sandbox!.transaction(reference!)?.processedCount).toBe(1);

    await signInAs(page, ADMIN);
    await followNav(page, 'nav-journal-check');
    await page.getByTestId('journal-restore-confirmation').fill('RESTORED');
    await page.getByTestId('journal-restore-submit').click();
    await page.getByTestId('journal-restore-result').waitFor();

    await signOut(page);
    await signInAs(page, SUPERVISOR);
    await openRoute(page, `/receipts/${reference}`);
    const outcome = page.getByTestId('receipt-outcome');
    await eventually(() => textOf(page.getByTestId('receipt-message'))).toBe(
      'This transfer was being sent when the backup this journal was restored from was made, and the PC may have gone on to send it. The service may have received it: a supervisor must confirm with the bank before anything is sent again.',
    );
    expect(await textOf(page.getByTestId('receipt-outcome-title'))).toBe(
      '⚠ Outcome unknown – do not send again',
    );
    await screenshots(page, 'restore-in-flight-unknown', outcome);
    expect(harness.services.journal.transfers.getByReference(reference!)).toMatchObject({
      state: 'unknown',
    });
  });
});
