import { describe, expect, test } from 'vitest';
import { tamper } from '../main/journal/fixtures';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { eventually, routeOf, signIn, signInAs, signOut, textOf } from './support/ui';

/*
 * The admin checks the whole journal from the screen next to Operators. Then someone edits the
 * journal file with another program: the next check names the row and says what to do, and from
 * then on only admins can sign in.
 */
const app = useE2eApp();

describe('the journal check', () => {
  test('the admin opens it next to Operators and checks every row', async () => {
    const { page, harness } = app();
    await signInAs(page, ADMIN);
    await page.getByTestId('nav-journal-check').click();
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
        `^Nothing wrong found All ${rows} audit rows were checked at 2026-11-24 \\d\\d:\\d\\d: none was changed, removed or added out of turn\\.$`,
      ),
    );
    // The outcome takes the focus: it is what the admin must read.
    expect(await result.evaluate((e) => e === e.ownerDocument.activeElement)).toBe(true);
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
