import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import {
  JournalConflictError,
  TRANSFER_ACTIONS,
} from '../../../electron/main/journal/transfers-repo';
import { openTempJournal, reservation } from './fixtures';

const SENDING = { operatorId: 'clerk-1', action: TRANSFER_ACTIONS.sending };
const OUTCOME = { operatorId: 'clerk-1', action: TRANSFER_ACTIONS.outcome };
const AT = '2026-11-22T10:05:00.000Z';

describe('transfers in the journal', () => {
  it('reserves a transfer with its exact body, reference and counter in one commit', () => {
    const journal = openTempJournal();
    const r = reservation();
    const record = journal.transfers.reserve(r);
    expect(record).toMatchObject({
      reference: r.reference,
      body: r.body,
      state: 'reserved',
      amount: '1000.00',
    });
    expect(journal.transfers.lastCounter()).toBe(r.counter);
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'transfer.reserved',
      operatorId: 'clerk-1',
      details: { reference: r.reference },
    });
  });

  it('refuses a counter that is not after the last one, and a reused reference or draft', () => {
    const journal = openTempJournal();
    const first = reservation();
    journal.transfers.reserve(first);
    expect(() => journal.transfers.reserve(reservation({ counter: first.counter }))).toThrow(
      JournalConflictError,
    );
    expect(() => journal.transfers.reserve(reservation({ reference: first.reference }))).toThrow(
      /UNIQUE/,
    );
    expect(() => journal.transfers.reserve(reservation({ draftId: first.draftId }))).toThrow(
      /UNIQUE/,
    );
    // Nothing of the refused reservations was kept, not even the counter.
    expect(journal.transfers.lastCounter()).toBe(first.counter);
  });

  it('moves only along the state machine, and only from the state it is in', () => {
    const journal = openTempJournal();
    const { id } = journal.transfers.reserve(reservation());
    expect(() =>
      journal.transfers.move(id, 'reserved', { state: 'succeeded' }, AT, OUTCOME),
    ).toThrow(/cannot move/);
    journal.transfers.move(id, 'reserved', { state: 'sending' }, AT, SENDING);
    expect(() => journal.transfers.move(id, 'reserved', { state: 'sending' }, AT, SENDING)).toThrow(
      /no longer in state/,
    );
    const done = journal.transfers.move(
      id,
      'sending',
      { state: 'succeeded', serviceStatus: 'SUCCESS', transactionId: 'TX1' },
      AT,
      OUTCOME,
    );
    expect(done).toMatchObject({
      state: 'succeeded',
      serviceStatus: 'SUCCESS',
      transactionId: 'TX1',
      updatedAt: AT,
    });
    expect(() =>
      journal.transfers.move(id, 'succeeded', { state: 'rejected' }, AT, OUTCOME),
    ).toThrow(/cannot move/);
  });

  it('commits every move with its audit row, whoever moves it', () => {
    const journal = openTempJournal();
    const r = reservation();
    const { id } = journal.transfers.reserve(r);
    journal.transfers.move(id, 'reserved', { state: 'sending' }, AT, SENDING);
    expect(journal.audit.entries().at(-1)).toEqual({
      seq: 2,
      at: AT,
      operatorId: 'clerk-1',
      action: 'transfer.sending',
      details: {
        reference: r.reference,
        from: 'reserved',
        state: 'sending',
        transactionId: null,
        errorCode: null,
      },
    });
    // A refused move writes neither the state nor a row.
    expect(() => journal.transfers.move(id, 'reserved', { state: 'sending' }, AT, SENDING)).toThrow(
      /no longer in state/,
    );
    expect(journal.audit.entries()).toHaveLength(2);
    expect(journal.audit.verify().ok).toBe(true);
  });

  it('audits each attempt’s start and its end, binding the answer text', () => {
    const journal = openTempJournal();
    const r = reservation();
    const { id } = journal.transfers.reserve(r);
    const n = journal.transfers.startAttempt(id, AT);
    const response = '{"status":true}';
    journal.transfers.finishAttempt(
      id,
      n,
      { httpStatus: 200, response, error: null, notProcessed: false },
      AT,
    );
    // A second completion changes nothing and records nothing.
    journal.transfers.finishAttempt(
      id,
      n,
      { httpStatus: 500, response: 'x', error: null, notProcessed: true },
      AT,
    );
    expect(journal.audit.entries().slice(1)).toEqual([
      expect.objectContaining({
        action: 'transfer.attempt-started',
        operatorId: 'clerk-1',
        details: { reference: r.reference, attempt: 1 },
      }),
      expect.objectContaining({
        action: 'transfer.attempt-finished',
        operatorId: 'clerk-1',
        details: {
          reference: r.reference,
          attempt: 1,
          httpStatus: 200,
          notProcessed: false,
          responseSha256: createHash('sha256').update(response).digest('hex'),
        },
      }),
    ]);
  });

  it('records every attempt with the whole response, once', () => {
    const journal = openTempJournal();
    const { id } = journal.transfers.reserve(reservation());
    const n1 = journal.transfers.startAttempt(id, AT);
    journal.transfers.finishAttempt(
      id,
      n1,
      { httpStatus: null, response: null, error: 'ECONNREFUSED', notProcessed: true },
      AT,
    );
    const n2 = journal.transfers.startAttempt(id, AT);
    const body =
      '{"status":true,"code":0,"message":"ok","data":{"transactionId":"T","status":"SUCCESS"}}';
    journal.transfers.finishAttempt(
      id,
      n2,
      { httpStatus: 200, response: body, error: null, notProcessed: false },
      AT,
    );
    // A finished attempt is history: a second finish changes nothing.
    expect(() =>
      journal.transfers.finishAttempt(
        id,
        n2,
        { httpStatus: 500, response: 'x', error: null, notProcessed: false },
        AT,
      ),
    ).not.toThrow();
    expect(journal.transfers.attempts(id)).toEqual([
      expect.objectContaining({
        n: 1,
        httpStatus: null,
        error: 'ECONNREFUSED',
        notProcessed: true,
      }),
      expect.objectContaining({ n: 2, httpStatus: 200, response: body, notProcessed: false }),
    ]);
  });

  it('does not let SQL change what was sent, or delete transfers and attempts', () => {
    const journal = openTempJournal();
    const { id, reference } = journal.transfers.reserve(reservation());
    journal.transfers.startAttempt(id, AT);
    journal.close();
    const raw = new Database(journal.path);
    expect(() => raw.prepare("UPDATE transfers SET body = '{}' WHERE id = ?").run(id)).toThrow(
      /immutable/,
    );
    expect(() => raw.prepare("UPDATE transfers SET amount = '1.00' WHERE id = ?").run(id)).toThrow(
      /immutable/,
    );
    expect(() =>
      raw.prepare("UPDATE transfers SET reference = '999999999999' WHERE id = ?").run(id),
    ).toThrow(/immutable/);
    expect(() => raw.prepare('DELETE FROM transfers WHERE id = ?').run(id)).toThrow(
      /never deleted/,
    );
    expect(() => raw.prepare('DELETE FROM attempts').run()).toThrow(/never deleted/);
    expect(
      (raw.prepare('SELECT reference FROM transfers').get() as { reference: string }).reference,
    ).toBe(reference);
    raw.close();
  });

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
