import { describe, expect, test } from 'vitest';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The bank answers 400 DUPLICATE_REFERENCE: it already holds a transfer under this reference, and
 * it may be this very one (an earlier copy of the request reached it). The clerk must not read
 * "rejected, no money moved", which invites sending it again: the receipt is the unknown outcome,
 * with the do-not-send-again notice, for a supervisor to confirm with the bank.
 */
const app = useE2eApp();

describe('a send answered DUPLICATE_REFERENCE', () => {
  test('the clerk sees the unknown outcome and the do-not-send-again notice, never "no money moved"', async () => {
    const { page, harness } = app();
    const sandbox = harness.services.sandbox!;
    await signInAs(page, CLERK);
    await fillRtgsForm(page, JANE_TO_JOHN);
    sandbox.setFault({ route: 'rtgs', fault: 'duplicate-reference', times: 1 });
    await reviewTransfer(page);
    const reference = await confirmAndWaitForReceipt(page);

    const receipt = page.getByTestId('receipt');
    expect(await receipt.getAttribute('data-state')).toBe('unknown');
    expect(await textOf(page.getByTestId('receipt-state'))).toBe(STATE_LABELS.unknown);
    expect(await textOf(page.getByTestId('receipt-do-not-resend'))).toBe(
      'Do not send again – a supervisor must confirm',
    );
    expect(await textOf(page.getByTestId('receipt-message'))).toBe(
      `The service answered that reference ${reference} was already used, so the bank may already hold this transfer. Do not send it again. A supervisor must confirm the outcome with the bank.`,
    );
    expect(await textOf(receipt)).not.toMatch(/no money moved/i);
    expect(await textOf(receipt)).not.toContain(STATE_LABELS.rejected);

    const [transfer, ...others] = app().transfers();
    expect(others).toEqual([]);
    expect(transfer).toMatchObject({
      reference,
      state: 'unknown',
      errorCode: 'duplicate-reference',
    });
    // One request reached the bank and it was not repeated; the bank does hold the transfer.
    expect(harness.services.journal.transfers.attempts(transfer!.id)).toHaveLength(1);
    expect(sandbox.transaction(reference)).toMatchObject({ processedCount: 1, replayedCount: 0 });
    expect(harness.services.needsSupervisor()).toBe(1);
  });
});
