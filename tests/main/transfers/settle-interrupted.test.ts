import { describe, expect, it } from 'vitest';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';
import { openTempJournal, reservation } from '../journal/fixtures';

const SENDING = { operatorId: 'clerk-1', action: TRANSFER_ACTIONS.sending };
const OUTCOME = { operatorId: 'clerk-1', action: TRANSFER_ACTIONS.outcome };
const AT = '2026-11-24T08:00:00.000Z';
const LATER = '2026-11-24T08:00:07.000Z';

/**
 * The transfer service settles one send whose client call failed inside this process while other
 * sends are still on the wire: settling one must not touch the others' rows or open attempts.
 */
describe('settling one interrupted transfer', () => {
  function inFlight(journal: ReturnType<typeof openTempJournal>) {
    const record = journal.transfers.reserve(reservation({ at: AT }));
    journal.transfers.move(record.id, 'reserved', { state: 'sending' }, AT, SENDING);
    const n = journal.transfers.startAttempt(record.id, AT);
    return { id: record.id, n };
  }

  it('leaves another in-flight transfer and its open attempt untouched', () => {
    const journal = openTempJournal();
    const broken = inFlight(journal);
    const other = inFlight(journal);
    const otherBefore = journal.transfers.get(other.id);

    const settled = journal.transfers.settleInterrupted(broken.id, LATER);
    expect(settled).toMatchObject({ state: 'unknown', errorCode: 'interrupted' });
    expect(journal.transfers.attempts(broken.id)).toEqual([
      expect.objectContaining({ finishedAt: LATER, notProcessed: false }),
    ]);

    expect(journal.transfers.get(other.id)).toEqual(otherBefore);
    expect(journal.transfers.attempts(other.id)).toEqual([
      expect.objectContaining({ n: other.n, finishedAt: null, error: null }),
    ]);

    // The other send's answer still lands where it belongs.
    const response = '{"status":true,"code":0,"data":{"transactionId":"SBX1","status":"SUCCESS"}}';
    journal.transfers.finishAttempt(
      other.id,
      other.n,
      { httpStatus: 200, response, error: null, notProcessed: false },
      LATER,
    );
    journal.transfers.move(
      other.id,
      'sending',
      { state: 'succeeded', transactionId: 'SBX1' },
      LATER,
      OUTCOME,
    );
    expect(journal.transfers.get(other.id)).toMatchObject({
      state: 'succeeded',
      transactionId: 'SBX1',
    });
    expect(journal.transfers.attempts(other.id)[0]).toMatchObject({ httpStatus: 200, response });
    journal.close();
  });

  it('settles a transfer whose every attempt was refused unprocessed as not sent, alone', () => {
    const journal = openTempJournal();
    const refused = inFlight(journal);
    journal.transfers.finishAttempt(
      refused.id,
      refused.n,
      { httpStatus: null, response: null, error: 'refused: ECONNREFUSED', notProcessed: true },
      AT,
    );
    const other = inFlight(journal);
    const reserved = journal.transfers.reserve(reservation({ at: AT }));

    expect(journal.transfers.settleInterrupted(refused.id, LATER)).toMatchObject({
      state: 'not_sent',
      errorCode: 'interrupted',
    });
    expect(journal.transfers.get(other.id)?.state).toBe('sending');
    expect(journal.transfers.attempts(other.id)[0]?.finishedAt).toBeNull();
    expect(journal.transfers.get(reserved.id)?.state).toBe('reserved');
    journal.close();
  });

  it('leaves a transfer that already has its answer as it is', () => {
    const journal = openTempJournal();
    const done = inFlight(journal);
    journal.transfers.move(done.id, 'sending', { state: 'rejected', errorCode: 'X' }, AT, OUTCOME);
    const before = journal.transfers.get(done.id);
    expect(journal.transfers.settleInterrupted(done.id, LATER)).toEqual(before);
    journal.close();
  });
});
