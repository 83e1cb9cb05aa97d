import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS, SIGNATURE_HEADER } from '@shared/api/paths';
import type { TransferHistory } from '@shared/domain/settlements';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { Services } from '../../../electron/main/services';
import { CLERK } from '../engine/engine-fixture';
import { confirmedRepeat, imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation, PEOPLE } from '../operators/desk-fixture';
import { createSettlementService } from '../../../electron/main/transfers/settlements';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';
import { textIn, wordedIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

/**
 * A supervisor settles a transfer whose outcome is unknown after checking with the bank, through
 * the IPC operations the supervisor's screen calls, on a real journal, keyring and sandbox bank.
 */
describe('settling a transfer whose outcome is unknown', () => {
  const bank = useFileBank();

  const workstation = () => deskStation(bank);

  async function sendUnknown(
    services: Services,
    fault: 'hang' | 'reset-before-processing' | 'reset-after-processing',
    draft: TransferDraft = rtgsDraft(),
  ) {
    bank.sandbox.setFault({
      route: draft.kind,
      fault,
      times: 1,
      ...(fault === 'hang' ? { processed: true } : {}),
    });
    const sent = await services.transfers.send(confirmedRepeat(services, draft), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('unknown');
    return sent.value;
  }

  function unwrap<T>(
    result: { ok: true; value: T } | { ok: false; error: { message: string } },
  ): T {
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }

  it('shows the transfer with its attempts and what came back, and never a token or key', async () => {
    const { services, desk, store } = await workstation();
    const receipt = await sendUnknown(services, 'reset-after-processing');
    await desk.signIn('supervisor');
    const history = unwrap(await desk.call('transferHistory', { reference: receipt.reference }));
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    expect(history).toMatchObject({
      receipt: { reference: receipt.reference, state: 'unknown' },
      body: record.body,
      settlements: [],
      settleable: true,
    });
    expect(history.attempts).toEqual([
      expect.objectContaining({ n: 1, httpStatus: null, response: null, notProcessed: false }),
    ]);
    expect(history.attempts[0]!.error).toMatch(/^connection-lost/);
    // In words for the supervisor, as main reads the journaled try (D62).
    expect(history.attempts[0]).toMatchObject({
      happened: expect.stringMatching(
        /^No answer: the connection was lost before an answer\. The bank may have received the transfer\.$/,
      ),
      statusText: null,
      bankMessage: null,
    });
    // The page names the bank and the purpose as the receipt screen does, never a bare code.
    const shown = services.transfers.receipt(receipt.reference)!;
    expect(shown.bankName).toBeTruthy();
    expect(history.receipt.bankName).toBe(shown.bankName);
    const listed = services.journal.purposes
      .load(services.environment)
      ?.purposes.find((p) => p.code === receipt.purposeCode)?.value;
    expect(listed).toBeTruthy();
    expect(history.purposeName).toBe(listed);
    // The receipt itself carries the name, for a supervisor's receipt screen, which has no list.
    const seen = unwrap(await desk.call('getReceipt', { reference: receipt.reference }));
    expect(seen.purposeCode).toBe(receipt.purposeCode);
    expect(seen.purposeName).toBe(listed);
    // What the screen gets carries no secret: not the token, not the key, not a credential.
    const text = JSON.stringify(history);
    expect(text).not.toMatch(/Bearer|Authorization|PRIVATE KEY/i);
    const token = (await store.tokenCache.load())?.accessToken;
    expect(token).toBeTruthy();
    expect(text).not.toContain(token);
    for (const secret of Object.values((await store.credentials())!)) {
      expect(text).not.toContain(secret);
    }
  });

  it('records "succeeded" with the bank\'s transactionId; the transfer and its attempts stay as written', async () => {
    const { services, desk } = await workstation();
    const receipt = await sendUnknown(services, 'reset-after-processing');
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    const attemptsBefore = services.journal.transfers.attempts(record.id);
    await desk.signIn('supervisor');

    // Without the id: told once that it is required and what to type, not that it holds the
    // wrong characters; nothing is recorded.
    const empty = await desk.call('settleTransfer', {
      reference: receipt.reference,
      outcome: 'succeeded',
      transactionId: '',
    });
    expect(empty).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(!empty.ok && 'fields' in empty.error ? empty.error.fields : null).toEqual([
      {
        path: 'transactionId',
        message: expect.stringMatching(
          /^Bank's transaction id is required: type the id the bank gave for this transfer/,
        ),
      },
    ]);
    expect(services.journal.settlements.forTransfer(record.id)).toEqual([]);

    const settled = unwrap(
      await desk.call('settleTransfer', {
        reference: receipt.reference,
        outcome: 'succeeded',
        transactionId: 'BANK-TX-7781',
        note: 'Confirmed by Mary at the bank operations desk',
      }),
    );
    expect(settled.receipt).toMatchObject({
      state: 'succeeded',
      transactionId: 'BANK-TX-7781',
      message:
        'The bank confirmed it received this transfer, as transaction BANK-TX-7781 (checked by supervisor Grace Achieng (sup-1)).',
    });
    expect(settled.settlements).toEqual([
      expect.objectContaining({
        operatorId: 'sup-1',
        outcome: 'succeeded',
        fromState: 'unknown',
        toState: 'succeeded',
        transactionId: 'BANK-TX-7781',
        note: 'Confirmed by Mary at the bank operations desk',
      }),
    ]);
    expect(settled.settleable).toBe(false);
    const after = services.journal.transfers.getByReference(receipt.reference)!;
    expect(after).toMatchObject({
      body: record.body,
      amount: record.amount,
      operatorId: CLERK,
      createdAt: record.createdAt,
    });
    expect(services.journal.transfers.attempts(record.id)).toEqual(attemptsBefore);
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'sup-1',
      action: 'transfer.settled',
      details: {
        reference: receipt.reference,
        outcome: 'succeeded',
        from: 'unknown',
        state: 'succeeded',
        sentBy: CLERK,
      },
    });
    expect(services.journal.audit.verify().ok).toBe(true);

    // Settled once: a second supervisor's record is refused, and says what it is now.
    await desk.signIn('otherSupervisor');
    const again = await desk.call('settleTransfer', {
      reference: receipt.reference,
      outcome: 'still_unknown',
      note: 'Asked again',
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'not-waiting' } });
    // Said with its message, the state's name inside it in the supervisor's language (D93).
    const words = expectWordedAnswer(
      (again as { error: { message: string } }).error,
      'send.settle.notWaiting',
    );
    expect(words.fr).toContain(`« ${textIn('fr', 'states.label.succeeded')} »`);
    // Its attempts read in the supervisor's language, as the history handler words them (D93).
    const said = (language: 'en' | 'fr') =>
      wordedIn(language, () => services.settlements.history(receipt.reference)!).attempts.map(
        (attempt) => attempt.happened,
      );
    expect(said('fr')).not.toEqual(said('en'));
    expect(said('en')).toEqual(
      services.settlements.history(receipt.reference)!.attempts.map((a) => a.happened),
    );
  });

  it('records "failed" as never arrived (not sent) or refused (rejected), and "still unknown" with a note', async () => {
    const { services, desk } = await workstation();
    const lost = await sendUnknown(services, 'reset-before-processing');
    const refused = await sendUnknown(services, 'reset-after-processing', imtDraft());
    await desk.signIn('supervisor');

    const noted = unwrap(
      await desk.call('settleTransfer', {
        reference: lost.reference,
        outcome: 'still_unknown',
        note: 'Bank cannot see it yet; call back at 14:00',
      }),
    );
    expect(noted.receipt.state).toBe('unknown');
    expect(noted.settleable).toBe(true);
    expect(noted.settlements.map((s) => [s.outcome, s.toState])).toEqual([
      ['still_unknown', 'unknown'],
    ]);

    const never = unwrap(
      await desk.call('settleTransfer', {
        reference: lost.reference,
        outcome: 'failed',
        failure: 'never_arrived',
        note: 'Bank has no record of this reference',
      }),
    );
    expect(never.receipt).toMatchObject({
      state: 'not_sent',
      stateLabel: 'Not sent: no money moved',
    });
    expect(never.settlements.map((s) => s.outcome)).toEqual(['still_unknown', 'failed']);

    const no = unwrap(
      await desk.call('settleTransfer', {
        reference: refused.reference,
        outcome: 'failed',
        failure: 'refused',
        note: 'Wallet provider refused: account closed',
      }),
    );
    expect(no.receipt.state).toBe('rejected');
    expect(no.receipt.message).toMatch(/refused this transfer .* No money moved\.$/);
  });

  it('refuses a settlement by the operator who sent it, whatever their role now', async () => {
    const { services, desk } = await workstation();
    const receipt = await sendUnknown(services, 'reset-after-processing');
    // The clerk who sent it has since become a supervisor (an admin changed the role).
    const refused = services.settlements.settle(
      { reference: receipt.reference, outcome: 'failed', failure: 'never_arrived', note: 'Mine' },
      { operatorId: CLERK, role: 'supervisor' },
    );
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'own-transfer',
        message: `You sent transfer ${receipt.reference} yourself, so you cannot settle it: another supervisor must check it with the bank.`,
      },
    });
    const resend = await services.transfers.resend(
      { reference: receipt.reference, note: 'Bank says it never arrived' },
      { operatorId: CLERK.toUpperCase(), role: 'admin' },
    );
    expect(resend).toMatchObject({ ok: false, error: { code: 'own-transfer' } });
    expect(services.journal.transfers.getByReference(receipt.reference)!.state).toBe('unknown');
    await desk.signIn('supervisor');
    expect(
      await desk.call('settleTransfer', {
        reference: receipt.reference,
        outcome: 'succeeded',
        transactionId: 'X',
        extra: 1,
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('re-sends the same body under the same reference when the bank confirms it never arrived: processed once', async () => {
    const { services, desk, recorder } = await workstation();
    const lost = await sendUnknown(services, 'reset-before-processing');
    expect(bank.sandbox.transaction(lost.reference)).toBeUndefined();
    const record = services.journal.transfers.getByReference(lost.reference)!;
    const firstAttempts = services.journal.transfers.attempts(record.id);
    await desk.signIn('supervisor');

    const resent = unwrap(
      await desk.call('resendTransfer', {
        reference: lost.reference,
        note: 'Bank confirms reference unknown to them (call ref 55)',
      }),
    );
    expect(resent.receipt).toMatchObject({ reference: lost.reference, state: 'succeeded' });
    expect(resent.receipt.transactionId).toBe(
      bank.sandbox.transaction(lost.reference)!.transactionId,
    );
    expect(bank.sandbox.transaction(lost.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 0,
    });
    // The first attempt stays; the re-send's attempts come after it.
    expect(resent.attempts.map((a) => a.n)).toEqual([1, 2]);
    // As journaled, and in words besides (D62).
    const { transferId, ...firstAttempt } = firstAttempts[0]!;
    expect(transferId).toBe(record.id);
    expect(resent.attempts[0]).toMatchObject(firstAttempt);
    expect(services.journal.transfers.attempts(record.id)[0]).toEqual(firstAttempts[0]);
    expect(resent.attempts[1]).toMatchObject({ httpStatus: 200 });
    expect(resent.settlements).toEqual([
      expect.objectContaining({ outcome: 'resend', fromState: 'unknown', toState: 'sending' }),
    ]);
    // The very text journaled went out twice, signed each time, and nothing else was sent.
    const posts = recorder.to(SERVICE_PATHS.rtgs);
    expect(posts.map((p) => p.body)).toEqual([record.body, record.body]);
    expect(posts.map((p) => typeof p.headers[SIGNATURE_HEADER])).toEqual(['string', 'string']);
    expect(services.journal.transfers.getByReference(lost.reference)!.body).toBe(record.body);
    // The settlement moves it back to sending, then the re-send's attempt and its outcome, each
    // with its row of the keyed chain.
    const trail = services.journal.audit.entries().slice(-4);
    expect(trail.map((e) => e.action)).toEqual([
      'transfer.settled',
      'transfer.attempt-started',
      'transfer.attempt-finished',
      'transfer.outcome',
    ]);
    expect(trail[0]).toMatchObject({
      operatorId: 'sup-1',
      details: { reference: lost.reference, outcome: 'resend', from: 'unknown', state: 'sending' },
    });
    expect(trail[3]).toMatchObject({ operatorId: 'sup-1', details: { state: 'succeeded' } });
  });

  it('a re-send of a transfer the bank did hold is answered from its books, never paid twice', async () => {
    const { services, desk } = await workstation();
    const held = await sendUnknown(services, 'reset-after-processing', imtDraft());
    await desk.signIn('supervisor');
    const resent = unwrap(
      await desk.call('resendTransfer', {
        reference: held.reference,
        note: 'Bank said it never arrived (it had)',
      }),
    );
    expect(resent.receipt.state).toBe('succeeded');
    expect(bank.sandbox.transaction(held.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 1,
    });
  });

  it('lets only one of two supervisors re-send at once, and refuses to re-send an accepted transfer', async () => {
    const { services } = await workstation();
    const lost = await sendUnknown(services, 'reset-before-processing');
    const [a, b] = await Promise.all([
      services.transfers.resend(
        { reference: lost.reference, note: 'Never arrived' },
        { operatorId: 'sup-1', role: 'supervisor' },
      ),
      services.transfers.resend(
        { reference: lost.reference, note: 'Never arrived' },
        { operatorId: 'sup-2', role: 'supervisor' },
      ),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(a.ok ? b : a).toMatchObject({ ok: false, error: { code: 'not-waiting' } });
    expect(bank.sandbox.transaction(lost.reference)?.processedCount).toBe(1);
    expect(services.journal.transfers.getByReference(lost.reference)!.state).toBe('succeeded');

    // Accepted but not final: the bank has it, so it is never sent again.
    const pending = seedTransfer(services.journal, { state: 'accepted_pending' });
    expect(
      await services.transfers.resend(
        { reference: pending.reference, note: 'Never arrived' },
        { operatorId: 'sup-1', role: 'supervisor' },
      ),
    ).toMatchObject({ ok: false, error: { code: 'outcome-not-possible' } });
    expect(services.journal.transfers.attempts(pending.id)).toEqual([]);
  });
});

describe('settling a transfer accepted but not final', () => {
  it('can be refused or confirmed, but never "never arrived" and never re-sent', async () => {
    const journal = openTempJournal();
    const settlements = createSettlementService({
      journal,
      now: () => Date.parse('2026-11-24T10:00:00Z'),
    });
    const pending = seedTransfer(journal, { state: 'accepted_pending', transactionId: 'TX-1' });
    const by = { operatorId: PEOPLE.supervisor.operatorId, role: 'supervisor' } as const;

    expect(
      settlements.settle(
        {
          reference: pending.reference,
          outcome: 'failed',
          failure: 'never_arrived',
          note: 'x y z',
        },
        by,
      ),
    ).toMatchObject({ ok: false, error: { code: 'outcome-not-possible' } });
    expect(
      settlements.settle(
        { reference: pending.reference, outcome: 'succeeded', transactionId: 'TX-2' },
        by,
      ),
    ).toMatchObject({ ok: false, error: { code: 'transaction-id-differs' } });
    const confirmed = settlements.settle(
      { reference: pending.reference, outcome: 'succeeded', transactionId: 'TX-1' },
      by,
    );
    expect(confirmed.ok && (confirmed.value as TransferHistory).receipt.state).toBe('succeeded');
  });
});
