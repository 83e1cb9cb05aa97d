import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rawJournal } from './fixtures';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
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
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
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
});
