import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { serviceOrigin } from '@shared/domain/base-url';
import { journaledAsNotSent } from '@shared/domain/transport-failures';
import type { Services } from '../../../electron/main/services';
import { rawJournal } from '../journal/fixtures';
import { CLERK, confirmedRepeat, imtDraft, recordedWorkstation } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';

interface AttemptRow {
  n: number;
  finished_at: string | null;
  http_status: number | null;
  error: string | null;
  not_processed: number | null;
}

/**
 * D107: a send whose client already holds its token and signing key commits the first attempt's
 * start with the reservation and the move to `sending`, one durable commit instead of two; a send
 * that must first fetch them journals the attempt's start on its own, right before its request,
 * as before. Seen from a second connection to the journal file, which reads only what committed.
 */
describe('the first attempt committed with the reservation', () => {
  const file = useFileBank();
  const opened: { close(): void }[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) db.close();
  });

  /**
   * The attempts another connection finds committed when the send reports it is reserved (the
   * reservation has committed, and no request has been written yet), by reference.
   */
  function attemptsAtReservation(services: Services): Map<string, AttemptRow[]> {
    const db = rawJournal(services.journal.path, { readonly: true });
    opened.push(db);
    const read = db.prepare(
      `SELECT a.* FROM attempts a JOIN transfers t ON t.id = a.transfer_id
       WHERE t.reference = ? ORDER BY a.n`,
    );
    const seen = new Map<string, AttemptRow[]>();
    services.onSendProgress((progress) => {
      if (progress.stage === 'reserved') {
        seen.set(progress.reference, read.all(progress.reference) as AttemptRow[]);
      }
    });
    return seen;
  }

  const send = async (services: Services) => {
    const sent = await services.transfers.send(confirmedRepeat(services, imtDraft()), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  };

  it('fetches the first token after the reservation; later sends start their attempt with it', async () => {
    const { services, recorder } = await recordedWorkstation({
      sandbox: file.sandbox,
      key: file.key,
      clock: file.clock,
      teardown: file.teardown,
    });
    const atReservation = attemptsAtReservation(services);

    const first = await send(services);
    expect(first.state).toBe('succeeded');
    // No token in hand yet: nothing of the attempt committed with the reservation.
    expect(atReservation.get(first.reference)).toEqual([]);
    const paths = recorder.calls.map((call) => new URL(call.url).pathname);
    expect(paths).toEqual([SERVICE_PATHS.token, SERVICE_PATHS.imt]);

    const second = await send(services);
    expect(second.state).toBe('succeeded');
    // The token and the key are in hand: the attempt's start committed with the reservation,
    // before its request was written, and the request went without a token call.
    expect(atReservation.get(second.reference)).toEqual([
      expect.objectContaining({ n: 1, finished_at: null, http_status: null }),
    ]);
    expect(recorder.calls.slice(2).map((call) => new URL(call.url).pathname)).toEqual([
      SERVICE_PATHS.imt,
    ]);
    const record = services.journal.transfers.getByReference(second.reference)!;
    expect(services.journal.transfers.attempts(record.id)).toEqual([
      expect.objectContaining({ n: 1, httpStatus: 200, notProcessed: false }),
    ]);
    expect(file.sandbox.transaction(second.reference)?.processedCount).toBe(1);
    // The audit rows say the same, in the order they did before (D68's check reads them).
    const actions = services.journal.audit
      .entries()
      .filter((entry) => entry.details['reference'] === second.reference)
      .map((entry) => entry.action);
    expect(actions).toEqual([
      'transfer.reserved',
      'transfer.sending',
      'transfer.attempt-started',
      'transfer.attempt-finished',
      'transfer.outcome',
    ]);
  });

  it('journals an attempt started with the reservation whose request never left as not sent', async () => {
    const { services, store, recorder } = await recordedWorkstation({
      sandbox: file.sandbox,
      key: file.key,
      clock: file.clock,
      teardown: file.teardown,
    });
    const atReservation = attemptsAtReservation(services);
    expect((await send(services)).state).toBe('succeeded');

    // The credentials change while the token is still in hand: the send commits its attempt's
    // start, then finds the token bound to the old credentials, asks for a new one, and the
    // service refuses the new credentials. No request of the transfer was written.
    const wrong = { apiKey: 'not-this-merchant', merchantCode: 'RDNOBODY', consumerSecret: 'x' };
    await store.saveCredentials(wrong, serviceOrigin(file.sandbox.url)!);
    const calls = recorder.calls.length;
    const refused = await send(services);

    expect(refused.state).toBe('not_sent');
    expect(atReservation.get(refused.reference)).toEqual([
      expect.objectContaining({ n: 1, finished_at: null }),
    ]);
    expect(recorder.calls.slice(calls).map((call) => new URL(call.url).pathname)).toEqual([
      SERVICE_PATHS.token,
    ]);
    expect(file.sandbox.transaction(refused.reference)).toBeUndefined();
    const record = services.journal.transfers.getByReference(refused.reference)!;
    const [attempt, ...more] = services.journal.transfers.attempts(record.id);
    expect(more).toEqual([]);
    expect(attempt).toMatchObject({ n: 1, httpStatus: null, response: null, notProcessed: true });
    expect(attempt!.finishedAt).not.toBeNull();
    // Read again by today's rules, as the start's recovery reads it: proven never to have left.
    expect(journaledAsNotSent(attempt!.error)).toBe(true);
  });
});
