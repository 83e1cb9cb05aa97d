import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { Services } from '../../../electron/main/services';
import { CLERK, recordingFetch, transferRows } from '../engine/engine-fixture';
import { confirmedRepeat, imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';

/** The shortest request timeout the settings allow (the hang test waits for it, once). */
const NETWORK = { connectTimeoutMs: 2_000, requestTimeoutMs: 5_000 };

/**
 * D7: a request that may have reached the service and got no answer is "outcome unknown". It is
 * never sent again, by this send, by the next one, or by the next start of the app.
 */
describe('a send that may have reached the bank but got no answer', () => {
  const bank = useFileBank();
  const { teardown } = bank;

  async function workstation() {
    const recorder = recordingFetch();
    teardown.add(() => recorder.close());
    const station = await bank.station({
      network: NETWORK,
      services: { http: () => recorder.fetch },
    });
    expect((await station.services.purposes.list()).ok).toBe(true);
    return { ...station, recorder };
  }

  async function send(services: Services, draft: TransferDraft = rtgsDraft()) {
    const sent = await services.transfers.send(confirmedRepeat(services, draft), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  it('a timeout: unknown after exactly one attempt; the next draft gets a new reference; a restart sends nothing', async () => {
    const station = await workstation();
    const { services, recorder } = station;
    bank.sandbox.setFault({ route: 'rtgs', fault: 'hang', processed: true, times: 1 });

    const lost = await send(services);
    expect(lost.state).toBe('unknown');
    expect(lost.stateLabel).toBe('Outcome unknown: a supervisor must confirm with the bank');
    expect(lost.message).toBe(
      'The service did not answer in time. The service may have received this transfer: do not send it again. A supervisor must confirm the outcome with the bank.',
    );
    const record = services.journal.transfers.getByReference(lost.reference)!;
    expect(record).toMatchObject({ state: 'unknown', errorCode: 'timeout' });
    const attempts = services.journal.transfers.attempts(record.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      n: 1,
      httpStatus: null,
      response: null,
      notProcessed: false,
    });
    expect(attempts[0]!.error).toMatch(/^timeout: /);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
    expect(bank.sandbox.transaction(lost.reference)?.processedCount).toBe(1);

    // The clerk starts a new transfer: a new reference, never the unanswered one. (The same
    // details again would be stopped by the duplicate guard until a supervisor settles it.)
    const next = await send(services, rtgsDraft({ transfer: { amount: '2000.00' } }));
    expect(next.state).toBe('succeeded');
    expect(next.reference > lost.reference).toBe(true);

    // The next start of the app leaves the unknown transfer for a supervisor and sends nothing.
    await services.close();
    const restarted = await bank.station({
      dataDir: station.dataDir,
      stores: station.stores,
      services: { http: () => recorder.fetch },
    });
    expect(restarted.services.journal.transfers.getByReference(lost.reference)?.state).toBe(
      'unknown',
    );
    expect(restarted.services.journal.transfers.attempts(record.id)).toHaveLength(1);
    expect(transferRows(restarted.services.journal.path).map((r) => r.state)).toEqual([
      'unknown',
      'succeeded',
    ]);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(2);
    expect(bank.sandbox.transaction(lost.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 0,
    });
  });

  it('the connection drops after the bank booked it: unknown, one attempt, processed once', async () => {
    const { services, recorder } = await workstation();
    bank.sandbox.setFault({ route: 'imt', fault: 'reset-after-processing', times: 1 });
    const receipt = await send(services, imtDraft());
    expect(receipt.state).toBe('unknown');
    expect(receipt.message).toBe(
      'The connection was lost while the transfer was being sent. The service may have received this transfer: do not send it again. A supervisor must confirm the outcome with the bank.',
    );
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    expect(record.errorCode).toBe('connection-lost');
    expect(services.journal.transfers.attempts(record.id)).toEqual([
      expect.objectContaining({ httpStatus: null, notProcessed: false }),
    ]);
    expect(recorder.to(SERVICE_PATHS.imt)).toHaveLength(1);
    expect(bank.sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
  });

  it('the connection drops before the bank booked it: still unknown and not retried, the app cannot tell', async () => {
    const { services, recorder } = await workstation();
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-before-processing', times: 1 });
    const receipt = await send(services);
    expect(receipt.state).toBe('unknown');
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
    expect(bank.sandbox.transaction(receipt.reference)).toBeUndefined();
  });
});
