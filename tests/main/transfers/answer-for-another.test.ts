import { describe, expect, it } from 'vitest';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { Services } from '../../../electron/main/services';
import { CLERK } from '../engine/engine-fixture';
import { confirmedRepeat, imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation } from '../operators/desk-fixture';
import { textIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

/**
 * D150: a success that names another transfer proves nothing about the one sent. The sandbox's
 * `replayed-answer` fault hands a send the route's previous success, as a cache or a proxy that
 * mixes answers up would: the transfer is outcome unknown for a supervisor, never "sent" under
 * another transfer's transaction id, and a supervisor cannot settle it with that id either.
 */
describe('an answer that names another transfer', () => {
  const bank = useFileBank();

  async function send(services: Services, draft: TransferDraft) {
    const sent = await services.transfers.send(confirmedRepeat(services, draft), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    return sent.value;
  }

  async function replayedAfter(services: Services, first: TransferDraft, second: TransferDraft) {
    const paid = await send(services, first);
    expect(paid.state).toBe('succeeded');
    bank.sandbox.setFault({ route: first.kind, fault: 'replayed-answer', times: 1 });
    return { paid, replayed: await send(services, second) };
  }

  it('an RTGS answered with the previous transfer’s success is unknown, and why is said', async () => {
    const { services, desk } = await deskStation(bank);
    const { paid, replayed } = await replayedAfter(
      services,
      rtgsDraft({ transfer: { amount: '1200.00' } }),
      rtgsDraft({ transfer: { amount: '3400.00' } }),
    );
    expect(replayed).toMatchObject({ state: 'unknown', transactionId: null });
    expect(replayed.message).toBe(
      textIn('en', 'send.outcome.otherReference', {
        named: paid.reference,
        reference: replayed.reference,
      }),
    );
    const record = services.journal.transfers.getByReference(replayed.reference)!;
    expect(record).toMatchObject({ errorCode: 'answer-for-another', transactionId: null });
    // The bank never had it; only a supervisor, asking the bank, may say so and send it again.
    expect(bank.sandbox.transaction(replayed.reference)).toBeUndefined();
    expect(services.journal.transfers.attempts(record.id)).toHaveLength(1);

    await desk.signIn('supervisor');
    const history = await desk.call('transferHistory', { reference: replayed.reference });
    if (!history.ok) throw new Error(history.error.message);
    expect(history.value.attempts[0]).toMatchObject({
      httpStatus: 200,
      happened: textIn('en', 'send.attempts.otherReference', { named: paid.reference }),
    });
  });

  it('an IMT answered with a transaction id this journal holds for another transfer is unknown', async () => {
    const { services } = await deskStation(bank);
    const { paid, replayed } = await replayedAfter(
      services,
      imtDraft({ transfer: { amount: '1500.00' } }),
      imtDraft({ transfer: { amount: '2600.00' } }),
    );
    // The IMT answer echoes no reference: its transaction id is the only tell.
    expect(replayed).toMatchObject({ state: 'unknown', transactionId: null });
    expect(replayed.message).toBe(
      textIn('en', 'send.outcome.transactionIdHeld', {
        transactionId: paid.transactionId!,
        other: paid.reference,
      }),
    );
    expect(bank.sandbox.transaction(replayed.reference)).toBeUndefined();
    // The paid one keeps its id: it alone holds it.
    expect(services.journal.transfers.getByTransactionId(paid.transactionId!)?.reference).toBe(
      paid.reference,
    );
  });

  it('a supervisor cannot settle a transfer with another transfer’s transaction id', async () => {
    const { services, desk } = await deskStation(bank);
    const { paid, replayed } = await replayedAfter(
      services,
      rtgsDraft({ transfer: { amount: '5100.00' } }),
      rtgsDraft({ transfer: { amount: '5200.00' } }),
    );
    await desk.signIn('supervisor');
    const refused = await desk.call('settleTransfer', {
      reference: replayed.reference,
      outcome: 'succeeded',
      transactionId: paid.transactionId!,
      note: 'Read off the bank’s screen',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'transaction-id-differs' } });
    if (refused.ok) return;
    const said = expectWordedAnswer(refused.error, 'send.settle.transactionIdHeld');
    expect(said.en).toContain(`already recorded for transfer ${paid.reference}`);
    const record = services.journal.transfers.getByReference(replayed.reference)!;
    expect(record.state).toBe('unknown');
    expect(services.journal.settlements.forTransfer(record.id)).toEqual([]);

    // The id the bank really gave is taken.
    const settled = await desk.call('settleTransfer', {
      reference: replayed.reference,
      outcome: 'succeeded',
      transactionId: 'BANK-TX-5200',
      note: 'Confirmed by Mary at the bank operations desk',
    });
    expect(settled).toMatchObject({
      ok: true,
      value: { receipt: { state: 'succeeded', transactionId: 'BANK-TX-5200' } },
    });
  });
});
