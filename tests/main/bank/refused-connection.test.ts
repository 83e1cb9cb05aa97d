import { describe, expect, it } from 'vitest';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import type { Services } from '../../../electron/main/services';
import {
  CLERK,
  FAST_RETRY,
  freePort,
  startBank,
  tempDir,
  testWorkstation,
  transferRows,
  type WorkstationOptions,
} from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';
import { testClock } from '../engine/test-clock';
import { imtDraft, rtgsDraft } from '../engine/drafts';

/**
 * D7: a refused connection proves the request never reached the service, so it is retried with
 * backoff under the same reference; the backoff's sleep is the test's hook to bring the bank up.
 */
describe('a bank that refuses connections', () => {
  const file = useFileKey();
  const { teardown } = file;
  const clock = testClock();

  /** The bank on a fixed port and folder, so it can be stopped and started again as the same bank. */
  async function bankAt(port: number, dataDir: string): Promise<Sandbox> {
    const sandbox = await startBank({ clock, port, dataDir });
    teardown.add(() => sandbox.close());
    return sandbox;
  }

  /**
   * A workstation on `at` whose backoff sleeps are written down; `during` runs in each sleep (the
   * test's hook to bring the bank up).
   */
  async function stationWithSleeps(
    at: Pick<WorkstationOptions, 'sandbox' | 'baseUrl'>,
    during: () => Promise<unknown> = () => Promise.resolve(),
  ) {
    const sleeps: number[] = [];
    const { services } = await testWorkstation({
      ...at,
      key: file.key,
      clock,
      teardown,
      services: {
        sleep: async (ms) => {
          sleeps.push(ms);
          await during();
        },
      },
    });
    return { services, sleeps };
  }

  async function send(services: Services, draft: TransferDraft = imtDraft()) {
    const sent = await services.transfers.send(draft, CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  it('retries the same request while the bank is down and succeeds when it comes up during the backoff', async () => {
    const port = await freePort();
    const bankDir = tempDir('remit-desk-bank-');
    const first = await bankAt(port, bankDir);
    let restarted: Promise<Sandbox> | null = null;
    const { services, sleeps } = await stationWithSleeps({ sandbox: first }, () => {
      restarted ??= bankAt(port, bankDir);
      return restarted;
    });
    // The purpose list leaves a live token behind, so the send goes straight to the send request.
    expect((await services.purposes.list()).ok).toBe(true);
    await first.close();

    const receipt = await send(services, rtgsDraft());
    expect(receipt).toMatchObject({ state: 'succeeded', message: null });
    const bank = await restarted!;
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeLessThanOrEqual(FAST_RETRY.maxDelayMs);

    const record = services.journal.transfers.getByReference(receipt.reference)!;
    const attempts = services.journal.transfers.attempts(record.id);
    expect(attempts.map((a) => [a.n, a.httpStatus, a.notProcessed])).toEqual([
      [1, null, true],
      [2, 200, false],
    ]);
    expect(attempts[0]!.error).toMatch(/^refused: .*ECONNREFUSED/);
    expect(bank.transaction(receipt.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 0,
      request: { transfer: { reference: receipt.reference } },
    });
  });

  it('retries the sign-in too when nothing listened yet, and sends once the bank is up', async () => {
    const port = await freePort();
    let bank: Promise<Sandbox> | null = null;
    const { services, sleeps } = await stationWithSleeps(
      { baseUrl: `http://127.0.0.1:${port}` },
      () => {
        bank ??= bankAt(port, tempDir('remit-desk-bank-')).then((sandbox) => {
          const registered = sandbox.registerPublicKey(file.key.publicPem);
          if (!registered.ok) throw new Error(registered.error.message);
          return sandbox;
        });
        return bank;
      },
    );
    const receipt = await send(services);
    expect(receipt.state).toBe('succeeded');
    expect(sleeps).toHaveLength(1);
    // The refused sign-in is not an attempt of the transfer: only the send request is.
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    expect(services.journal.transfers.attempts(record.id)).toEqual([
      expect.objectContaining({ n: 1, httpStatus: 200 }),
    ]);
    expect((await bank!).transaction(receipt.reference)?.processedCount).toBe(1);
  });

  it('gives up after the last try: not sent, "No money moved", and the reference is never used again', async () => {
    const port = await freePort();
    const bankDir = tempDir('remit-desk-bank-');
    const first = await bankAt(port, bankDir);
    const { services, sleeps } = await stationWithSleeps({ sandbox: first });
    expect((await services.purposes.list()).ok).toBe(true);
    await first.close();

    const burned = await send(services, rtgsDraft());
    expect(burned.state).toBe('not_sent');
    expect(burned.stateLabel).toBe('Not sent: no money moved');
    expect(burned.message).toBe(
      'The service could not be reached. No money moved. You can send it again as a new transfer.',
    );
    const record = services.journal.transfers.getByReference(burned.reference)!;
    expect(record.errorCode).toBe('not-sent');
    const attempts = services.journal.transfers.attempts(record.id);
    expect(attempts).toHaveLength(FAST_RETRY.maxAttempts);
    expect(attempts.every((a) => a.notProcessed && a.httpStatus === null)).toBe(true);
    expect(attempts.every((a) => /^refused: /.test(a.error ?? ''))).toBe(true);
    expect(sleeps).toHaveLength(FAST_RETRY.maxAttempts - 1);
    expect(
      services.journal.audit.entries().filter((e) => e.details['reference'] === burned.reference),
    ).toEqual([
      expect.objectContaining({ action: 'transfer.reserved' }),
      expect.objectContaining({ action: 'transfer.sending' }),
      ...attempts.flatMap((a) => [
        expect.objectContaining({ action: 'transfer.attempt-started' }),
        expect.objectContaining({
          action: 'transfer.attempt-finished',
          details: expect.objectContaining({ attempt: a.n, notProcessed: true }),
        }),
      ]),
      expect.objectContaining({
        action: 'transfer.outcome',
        details: expect.objectContaining({ state: 'not_sent', errorCode: 'not-sent' }),
      }),
    ]);

    // The bank is back: the clerk sends the same details again, as a new transfer.
    const bank = await bankAt(port, bankDir);
    const again = await send(services, rtgsDraft());
    expect(again.state).toBe('succeeded');
    expect(again.reference).not.toBe(burned.reference);
    expect(again.reference > burned.reference).toBe(true);
    expect(bank.transaction(burned.reference)).toBeUndefined();
    expect(bank.transaction(again.reference)?.processedCount).toBe(1);
    expect(transferRows(services.journal.path).map((r) => [r.reference, r.state])).toEqual([
      [burned.reference, 'not_sent'],
      [again.reference, 'succeeded'],
    ]);
  });

  it('gives up when it cannot even sign in: not sent, no attempt, no money moved', async () => {
    const port = await freePort();
    const { services, sleeps } = await stationWithSleeps({ baseUrl: `http://127.0.0.1:${port}` });
    const receipt = await send(services);
    expect(receipt.state).toBe('not_sent');
    expect(receipt.message).toBe(
      'The service cannot be reached to sign in. Check the network connection and try again. No money moved. You can send it again as a new transfer.',
    );
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    expect(services.journal.transfers.attempts(record.id)).toEqual([]);
    expect(sleeps).toHaveLength(FAST_RETRY.maxAttempts - 1);
  });
});
