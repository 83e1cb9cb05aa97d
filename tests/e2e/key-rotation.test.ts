import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { keyOnScreen, openBankConnection, screenshots } from './support/bank-setup';
import { eventually, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * Key rotation on the built-in sandbox bank, through the screens: a new key waits while the
 * current one goes on signing; a clerk's transfer before the admin's confirmation is signed by
 * the old key, one after it by the new key, and the bank accepts both.
 */
const app = useE2eApp();

const keys = { old: '', next: '' };

/** Each customer's transfer of its own amount: the same twice would stop at the review (D46). */
async function clerkSendsRtgs(page: Page, amount: string): Promise<string> {
  await signInAs(page, CLERK);
  await waitForPurposes(page);
  await fillRtgsForm(page, { ...JANE_TO_JOHN, amount });
  await reviewTransfer(page);
  const reference = await confirmAndWaitForReceipt(page);
  expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');
  await signOut(page);
  return reference;
}

describe('key rotation', () => {
  test('the admin makes a new key, which waits while the current key signs', async () => {
    const { page, harness } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, ADMIN);
    await openBankConnection(page, 'sandbox');
    keys.old = (await keyOnScreen(page, 'current')).fingerprintHex;

    await page.getByText('Make or import a new key (key rotation)…').click();
    await page.getByTestId('rotation').getByRole('button', { name: 'Generate key' }).click();
    await page.getByTestId('pending-key-notice').waitFor();
    expect(await textOf(page.getByTestId('key-created'))).toBe(
      'A 2048-bit key is stored as the new key. The built-in sandbox bank registered it.',
    );
    keys.next = (await keyOnScreen(page, 'pending')).fingerprintHex;
    expect(keys.next).not.toBe(keys.old);
    expect((await keyOnScreen(page, 'current')).fingerprintHex).toBe(keys.old);
    expect(
      harness.services
        .sandbox!.publicKeys()
        .map((k) => k.fingerprint)
        .sort(),
    ).toEqual([keys.old, keys.next].sort());
    await screenshots(page, 'bank-connection-rotation-pending');
    await signOut(page);
  });

  test('a transfer before the confirmation is signed by the current key', async () => {
    const { page, harness } = app();
    const reference = await clerkSendsRtgs(page, '1,000.5');
    expect(harness.services.sandbox!.transaction(reference)?.signatureKey).toBe(keys.old);
  });

  test('the admin confirms the bank registered the new key; it takes over and the old one goes', async () => {
    const { page, harness } = app();
    await signInAs(page, ADMIN);
    await openBankConnection(page, 'sandbox');
    const use = page.getByTestId('confirm-rotation');
    expect(await use.isDisabled()).toBe(true);
    await page
      .getByLabel('The bank confirmed that it registered the new key with the fingerprint above.')
      .check();
    await use.click();
    await eventually(() => textOf(page.getByTestId('rotation-outcome'))).toBe(
      'The new key signs from now on. The old key is deleted from the keychain.',
    );
    expect((await keyOnScreen(page, 'current')).fingerprintHex).toBe(keys.next);
    expect(await page.getByTestId('pending-key-notice').count()).toBe(0);
    const store = app().secretStore('sandbox');
    expect(await store.pendingPrivateKeyPem()).toBeNull();
    const actions = harness.services.journal.audit.entries().map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['bank.key-created', 'bank.key-rotation-confirmed']),
    );
    await signOut(page);
  });

  test('a transfer after the confirmation is signed by the new key, and the bank accepted both', async () => {
    const { page, harness } = app();
    const reference = await clerkSendsRtgs(page, '1,200');
    const sandbox = harness.services.sandbox!;
    expect(sandbox.transaction(reference)?.signatureKey).toBe(keys.next);
    expect(sandbox.transactions().map((t) => t.outcome)).toEqual(['accepted', 'accepted']);
  });
});
