import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MessagePayload, WorkstationMessage } from '../../../hq/protocol/workstation-messages';
import { MESSAGE_ACTIONS } from '../../../electron/main/journal/head-office-messages-repo';
import { applyMessage } from '../../../electron/main/transfers/relayed-messages';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';
import type { Journal } from '../../../electron/main/journal/journal';

/*
 * D136: a message from another counter applied at the owning counter, on a real journal: a
 * settlement through this counter's own rules, once by the message's id; its refusals kept and
 * replied as they are; a re-send never relayed; a reprint audited "at Counter N".
 */

const NOW = Date.parse('2026-11-24T10:00:00Z');

function messageFor(
  reference: string,
  payload: MessagePayload,
  over: Partial<WorkstationMessage> = {},
): { signed: { text: string; signature: string }; message: WorkstationMessage } {
  const message: WorkstationMessage = {
    messageId: randomUUID(),
    branchCode: 'NBO01',
    to: 'ws-a',
    toNumber: 1,
    from: 'ws-b',
    fromNumber: 2,
    kind: 'copyNumber' in payload ? 'reprint' : 'settlement',
    reference,
    payload,
    senderId: 'super.grace',
    senderName: 'Grace Njeri',
    sentAt: '2026-11-24T09:59:00.000Z',
    ...over,
  };
  return { signed: { text: JSON.stringify(message), signature: 'c2lnbmVk' }, message };
}

const apply = (journal: Journal, m: ReturnType<typeof messageFor>) =>
  applyMessage({ journal, now: () => NOW, timeZone: () => 'Africa/Nairobi' }, m.signed, m.message);

const auditOf = (journal: Journal, action: string) =>
  journal.audit.entries().filter((entry) => entry.action === action);

describe('a message from another counter, applied here', () => {
  it('settles through this counter’s rules once, whatever the times it is fetched', () => {
    const journal = openTempJournal();
    const transfer = seedTransfer(journal, { state: 'unknown', operatorId: 'clerk.brian' });
    const m = messageFor(transfer.reference, {
      outcome: 'succeeded',
      transactionId: 'TX-77',
      note: 'Bank confirmed by phone',
    });
    expect(apply(journal, m)).toEqual({ outcome: 'applied', refusal: null, state: 'succeeded' });
    expect(journal.transfers.get(transfer.id)).toMatchObject({
      state: 'succeeded',
      transactionId: 'TX-77',
    });
    const settlements = journal.settlements.forTransfer(transfer.id);
    expect(settlements).toEqual([
      expect.objectContaining({ operatorId: 'super.grace', outcome: 'succeeded' }),
    ]);
    // Fetched again (the reply lost): answered as kept, applied once.
    expect(apply(journal, m)).toEqual({ outcome: 'applied', refusal: null, state: 'succeeded' });
    expect(journal.settlements.forTransfer(transfer.id)).toHaveLength(1);
    const kept = journal.headOfficeMessages.find(m.message.messageId);
    expect(kept).toMatchObject({ outcome: 'applied', message: m.signed.text, fromNumber: 2 });
    expect(auditOf(journal, MESSAGE_ACTIONS.applied)).toEqual([
      expect.objectContaining({
        operatorId: 'super.grace',
        details: expect.objectContaining({ reference: transfer.reference, counter: 2 }),
      }),
    ]);
  });

  it('refuses what its own settlement refuses, keeps the refusal and changes nothing', () => {
    const journal = openTempJournal();
    const settled = seedTransfer(journal, { state: 'succeeded', transactionId: 'TX-1' });
    const late = messageFor(settled.reference, {
      outcome: 'still_unknown',
      note: 'Asked the bank',
    });
    expect(apply(journal, late)).toEqual({
      outcome: 'refused',
      refusal: 'not-waiting',
      state: 'succeeded',
    });
    expect(journal.settlements.forTransfer(settled.id)).toEqual([]);
    expect(journal.headOfficeMessages.find(late.message.messageId)).toMatchObject({
      outcome: 'refused',
      refusal: 'not-waiting',
    });
    expect(auditOf(journal, MESSAGE_ACTIONS.refused)).toHaveLength(1);

    // The supervisor who sent it cannot settle their own transfer at another counter either.
    const own = seedTransfer(journal, { state: 'unknown', operatorId: 'super.grace' });
    const mine = messageFor(own.reference, { outcome: 'still_unknown', note: 'Asked the bank' });
    expect(apply(journal, mine)).toMatchObject({ outcome: 'refused', refusal: 'own-transfer' });

    // Never arrived is for an unknown outcome only; an accepted one stays as it is.
    const pending = seedTransfer(journal, { state: 'accepted_pending', transactionId: 'TX-9' });
    const never = messageFor(pending.reference, {
      outcome: 'failed',
      failure: 'never_arrived',
      note: 'Bank has no trace',
    });
    expect(apply(journal, never)).toMatchObject({
      outcome: 'refused',
      refusal: 'outcome-not-possible',
      state: 'accepted_pending',
    });
    const unknownRef = messageFor('319999999999', { outcome: 'still_unknown', note: 'x' });
    expect(apply(journal, unknownRef)).toMatchObject({ refusal: 'not-found', state: '' });
  });

  it('never sends again: a re-send in a message is refused and the transfer stays unknown', () => {
    const journal = openTempJournal();
    const transfer = seedTransfer(journal, { state: 'unknown' });
    const resend = messageFor(transfer.reference, {
      outcome: 'resend',
      note: 'Never arrived',
    } as unknown as MessagePayload);
    expect(apply(journal, resend)).toEqual({
      outcome: 'refused',
      refusal: 'resend-not-relayed',
      state: 'unknown',
    });
    expect(journal.transfers.attempts(transfer.id)).toEqual([]);
    expect(journal.transfers.get(transfer.id)!.state).toBe('unknown');
  });

  it('audits a reprint made at another counter in this counter’s trail', () => {
    const journal = openTempJournal();
    const transfer = seedTransfer(journal, { state: 'succeeded', transactionId: 'TX-5' });
    const m = messageFor(transfer.reference, {
      copyNumber: 2,
      printedAt: '2026-11-24T09:58:00.000Z',
    });
    expect(apply(journal, m)).toEqual({ outcome: 'applied', refusal: null, state: 'succeeded' });
    apply(journal, m);
    expect(auditOf(journal, MESSAGE_ACTIONS.reprintedElsewhere)).toEqual([
      expect.objectContaining({
        operatorId: 'super.grace',
        details: expect.objectContaining({
          reference: transfer.reference,
          copy: 'COPY 2',
          counter: 2,
        }),
      }),
    ]);
  });
});
