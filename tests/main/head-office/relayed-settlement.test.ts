import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTER_SETTLEMENT_ACTION,
  createCounterSettlements,
} from '../../../electron/main/branch-desk/counter-settlements';
import { applyMessage } from '../../../electron/main/transfers/relayed-messages';
import { seedTransfer } from '../journal/seed-transfers';
import { contactOf, enrolledCounters, type EnrolledCounter } from './enrolled-counters';
import { useRealHeadOffice } from './real-head-office-fixture';

/*
 * D136 against head office itself (PGlite, plain HTTP on loopback): a supervisor at Counter 2
 * settles Counter 1's transfer; Counter 1 applies it at its next contact, checking head office's
 * signature, once; a refusal comes back to Counter 2's desk; a re-send cannot be asked at all.
 */
const office = useRealHeadOffice('remit-hq-relay-');
let a: EnrolledCounter;
let b: EnrolledCounter;
/** D151: Counter 1's journal stopped (services.ts wires it to the seal's problem). */
let aStopped = false;
/** How many of Counter 1's contacts came to what the other counters asked. */
let aAsked = 0;

// Enrolled once for the file (the fixture's head office starts first): its afterAll closes them.
beforeAll(async () => {
  const counters = await enrolledCounters(office.hq, office.stores, 2, {
    deps: (journal) => ({
      applyMessage: (signed, message) =>
        applyMessage({ journal, now: Date.now, timeZone: () => 'Africa/Nairobi' }, signed, message),
      journalStopped: () => {
        if (journal !== a?.journal) return false;
        aAsked += 1;
        return aStopped;
      },
    }),
    opened: office.kept,
  });
  [a, b] = [counters[0]!, counters[1]!];
}, 120_000);

const toA = () => a.service.branchDesk()!.workstationId;
const replyTo = async (messageId: string) => {
  const sent = await b.service.messages.sent();
  if (!sent.ok) throw new Error(sent.error.message);
  return sent.value.messages.find((m) => m.message.messageId === messageId)?.reply ?? null;
};

describe('a settlement asked at another counter of the branch', () => {
  it('is applied once at the owning counter, and its refusal comes back in its code', async () => {
    const transfer = seedTransfer(a.journal, { state: 'unknown', operatorId: 'clerk.brian' });
    const messageId = randomUUID();
    const sent = await b.service.messages.send({
      messageId,
      to: toA(),
      kind: 'settlement',
      reference: transfer.reference,
      payload: { outcome: 'succeeded', transactionId: 'TX-4410', note: 'Bank confirmed' },
      senderId: 'super.grace',
      senderName: 'Grace Njeri',
    });
    expect(sent).toMatchObject({ ok: true, value: { reply: null, message: { fromNumber: 2 } } });
    expect(await replyTo(messageId)).toBeNull();

    await contactOf(a, () => a.journal.transfers.get(transfer.id)!.state === 'succeeded');
    expect(a.journal.transfers.get(transfer.id)).toMatchObject({ transactionId: 'TX-4410' });
    expect(a.journal.headOfficeMessages.find(messageId)).toMatchObject({ outcome: 'applied' });
    expect(await replyTo(messageId)).toMatchObject({ outcome: 'applied', state: 'succeeded' });

    // Asked again once it was settled: Counter 1's own rules refuse it, and the desk reads why.
    const again = randomUUID();
    await b.service.messages.send({
      messageId: again,
      to: toA(),
      kind: 'settlement',
      reference: transfer.reference,
      payload: { outcome: 'still_unknown', note: 'Asked the bank again' },
      senderId: 'super.grace',
      senderName: 'Grace Njeri',
    });
    await contactOf(a, () => a.journal.headOfficeMessages.find(again) !== null);
    expect(await replyTo(again)).toMatchObject({ outcome: 'refused', refusal: 'not-waiting' });
    expect(a.journal.settlements.forTransfer(transfer.id)).toHaveLength(1);
  });

  it('waits at head office while the owning counter’s journal is stopped, then applies (D151)', async () => {
    const transfer = seedTransfer(a.journal, { state: 'unknown', operatorId: 'clerk.brian' });
    const messageId = randomUUID();
    aStopped = true;
    try {
      await b.service.messages.send({
        messageId,
        to: toA(),
        kind: 'settlement',
        reference: transfer.reference,
        payload: { outcome: 'succeeded', transactionId: 'TX-5510', note: 'Bank confirmed' },
        senderId: 'super.grace',
        senderName: 'Grace Njeri',
      });
      // A whole contact of Counter 1's (its push acknowledged, then what it reads): nothing taken.
      const askedBefore = aAsked;
      await contactOf(a, () => aAsked > askedBefore);
      expect(a.journal.transfers.get(transfer.id)!.state).toBe('unknown');
      expect(a.journal.headOfficeMessages.find(messageId)).toBeNull();
      expect(await replyTo(messageId)).toBeNull();
    } finally {
      aStopped = false;
    }
    await contactOf(a, () => a.journal.transfers.get(transfer.id)!.state === 'succeeded');
    expect(await replyTo(messageId)).toMatchObject({ outcome: 'applied', state: 'succeeded' });
  });

  it('is audited at the asking counter once head office took it, naming who asked what', async () => {
    const transfer = seedTransfer(a.journal, { state: 'unknown', operatorId: 'clerk.brian' });
    const desk = createCounterSettlements({
      headOffice: b.service,
      journal: b.journal,
      now: Date.now,
    });
    const asked = () =>
      b.journal.audit
        .entries()
        .filter((row) => row.action === COUNTER_SETTLEMENT_ACTION)
        .map(({ operatorId, details }) => ({ operatorId, details }));
    const before = asked().length;
    const grace = { operatorId: 'super.grace', role: 'supervisor' } as const;
    const request = {
      workstationId: toA(),
      reference: transfer.reference,
      outcome: 'failed',
      failure: 'never_arrived',
      note: 'Bank has no record of it',
    } as const;
    expect(await desk.ask(request, grace)).toEqual({
      ok: true,
      value: { reference: transfer.reference, counter: 1 },
    });
    const [entry] = asked().slice(before);
    expect(entry).toEqual({
      operatorId: 'super.grace',
      details: {
        reference: transfer.reference,
        counter: 1,
        workstation: toA(),
        messageId: expect.any(String),
        outcome: 'failed',
        failure: 'never_arrived',
        note: 'Bank has no record of it',
      },
    });
    // A second ask while the first waits is refused by head office: nothing was asked.
    expect(await desk.ask(request, grace)).toMatchObject({
      ok: false,
      error: { code: 'settlement-pending' },
    });
    expect(asked()).toHaveLength(before + 1);
  });

  it('refuses a message head office did not sign, and applies nothing of it', async () => {
    const transfer = seedTransfer(a.journal, { state: 'unknown', operatorId: 'clerk.brian' });
    const messageId = randomUUID();
    await b.service.messages.send({
      messageId,
      to: toA(),
      kind: 'settlement',
      reference: transfer.reference,
      payload: { outcome: 'still_unknown', note: 'Asked the bank' },
      senderId: 'super.grace',
      senderName: 'Grace Njeri',
    });
    // Rewritten at head office after it signed: the counter finds the signature does not match.
    await office.hq.db.query('ALTER TABLE workstation_messages DISABLE TRIGGER USER');
    await office.hq.db.query(
      `UPDATE workstation_messages SET message = replace(message, 'Asked the bank', 'Resend it')
        WHERE message_id = $1`,
      [messageId],
    );
    await office.hq.db.query('ALTER TABLE workstation_messages ENABLE TRIGGER USER');
    await contactOf(a, () => a.service.status().problem !== null);
    expect(a.service.status().problem?.message).toMatch(/head office/i);
    expect(a.journal.headOfficeMessages.find(messageId)).toBeNull();
    expect(a.journal.settlements.forTransfer(transfer.id)).toEqual([]);
  });
});
