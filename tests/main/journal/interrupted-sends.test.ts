import { describe, expect, it } from 'vitest';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';
import { openTempJournal, reservation } from './fixtures';

// D22: a send that stopped without an answer is settled at start by what its attempts prove
// (journal/interrupted-sends.ts), through the transfers repository.

const SENDING = { operatorId: 'clerk-1', action: TRANSFER_ACTIONS.sending };
const OUTCOME = { operatorId: 'clerk-1', action: TRANSFER_ACTIONS.outcome };
const AT = '2026-11-22T10:05:00.000Z';

describe('transfers in the journal', () => {
  describe('recovery at start', () => {
    it('turns sending into outcome unknown when an attempt may have reached the service', () => {
      const journal = openTempJournal();
      const { id } = journal.transfers.reserve(reservation());
      journal.transfers.move(id, 'reserved', { state: 'sending' }, AT, SENDING);
      journal.transfers.startAttempt(id, AT); // killed while waiting for the answer
      const { unknown, notSent } = journal.transfers.recoverInterrupted(AT);
      expect(unknown.map((t) => t.id)).toEqual([id]);
      expect(notSent).toEqual([]);
      expect(journal.transfers.get(id)).toMatchObject({
        state: 'unknown',
        errorCode: 'interrupted',
      });
      expect(journal.transfers.attempts(id)[0]).toMatchObject({
        finishedAt: AT,
        error: expect.stringMatching(/interrupted/),
      });
    });

    it('turns sending into not sent when no attempt started or each was refused unprocessed', () => {
      const journal = openTempJournal();
      const none = journal.transfers.reserve(reservation());
      journal.transfers.move(none.id, 'reserved', { state: 'sending' }, AT, SENDING);
      const refused = journal.transfers.reserve(reservation());
      journal.transfers.move(refused.id, 'reserved', { state: 'sending' }, AT, SENDING);
      const n = journal.transfers.startAttempt(refused.id, AT);
      journal.transfers.finishAttempt(
        refused.id,
        n,
        {
          httpStatus: null,
          response: null,
          error: 'refused: ECONNREFUSED | connect ECONNREFUSED 10.0.0.1:443',
          notProcessed: true,
        },
        AT,
      );
      const forbidden = journal.transfers.reserve(reservation());
      journal.transfers.move(forbidden.id, 'reserved', { state: 'sending' }, AT, SENDING);
      const f = journal.transfers.startAttempt(forbidden.id, AT);
      journal.transfers.finishAttempt(
        forbidden.id,
        f,
        { httpStatus: 403, response: '{}', error: null, notProcessed: true },
        AT,
      );
      const { unknown, notSent } = journal.transfers.recoverInterrupted(AT);
      expect(unknown).toEqual([]);
      expect(notSent.map((t) => t.id).sort()).toEqual([none.id, refused.id, forbidden.id].sort());
    });

    it.each([
      'unreachable: net::ERR_NETWORK_CHANGED',
      'unreachable: net::ERR_INTERNET_DISCONNECTED',
      'tls: net::ERR_SSL_PROTOCOL_ERROR',
      'ECONNREFUSED',
    ])(
      'does not believe an attempt an older version journaled as not processed on evidence that no longer counts: %s',
      (error) => {
        const journal = openTempJournal();
        const { id } = journal.transfers.reserve(reservation());
        journal.transfers.move(id, 'reserved', { state: 'sending' }, AT, SENDING);
        const n = journal.transfers.startAttempt(id, AT);
        journal.transfers.finishAttempt(
          id,
          n,
          { httpStatus: null, response: null, error, notProcessed: true },
          AT,
        );
        const { unknown, notSent } = journal.transfers.recoverInterrupted(AT);
        expect(notSent).toEqual([]);
        expect(unknown.map((t) => t.id)).toEqual([id]);
        expect(journal.transfers.get(id)).toMatchObject({
          state: 'unknown',
          errorCode: 'interrupted',
        });
        journal.close();
      },
    );

    it('turns reserved into not sent and leaves final transfers alone', () => {
      const journal = openTempJournal();
      const reserved = journal.transfers.reserve(reservation());
      const done = journal.transfers.reserve(reservation());
      journal.transfers.move(done.id, 'reserved', { state: 'sending' }, AT, SENDING);
      journal.transfers.move(done.id, 'sending', { state: 'succeeded' }, AT, OUTCOME);
      const { notSent } = journal.transfers.recoverInterrupted(AT);
      expect(notSent.map((t) => t.id)).toEqual([reserved.id]);
      expect(journal.transfers.get(done.id)?.state).toBe('succeeded');
      expect(journal.transfers.recoverInterrupted(AT)).toEqual({ unknown: [], notSent: [] });
      // The app, not the service, decided: each settlement is audited once, without an operator.
      expect(journal.audit.entries().filter((e) => e.action === 'transfer.interrupted')).toEqual([
        expect.objectContaining({
          operatorId: null,
          details: {
            reference: reserved.reference,
            from: 'reserved',
            state: 'not_sent',
            transactionId: null,
            errorCode: 'interrupted',
          },
        }),
      ]);
      expect(journal.audit.verify().ok).toBe(true);
    });
  });
});
