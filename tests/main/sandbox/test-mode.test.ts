import { describe, expect, it } from 'vitest';
import { getToken, imtBody, readySandbox, rtgsBody, send, withField } from './harness';

/** What a client sees in the test environment: no answer until it gives up. */
async function givesUp(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toMatchObject({ name: 'TimeoutError' });
}

describe('sandbox in test mode (interface: IMT answers only in the live environment)', () => {
  it('records a valid IMT in the ledger but never answers it', async () => {
    const sandbox = await readySandbox({ mode: 'test' });
    const token = await getToken(sandbox);
    const body = imtBody();
    await givesUp(send(sandbox, 'imt', body, { token, signal: AbortSignal.timeout(300) }));
    expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
      operation: 'imt',
      outcome: 'accepted',
      mode: 'test',
      held: true,
      processedCount: 1,
      answer: { status: true, data: { status: 'SUCCESS' } },
    });
    // The same reference again (the client never resends it, but a trainer may): still silent.
    await givesUp(send(sandbox, 'imt', body, { token, signal: AbortSignal.timeout(300) }));
    expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 1,
    });
  });

  it('stays silent for an invalid IMT too, and records nothing', async () => {
    const sandbox = await readySandbox({ mode: 'test' });
    const body = withField(imtBody(), 'transfer.amount', '10');
    await givesUp(send(sandbox, 'imt', body, { signal: AbortSignal.timeout(300) }));
    expect(sandbox.transactions()).toEqual([]);
  });

  it('still answers RTGS sends', async () => {
    const sandbox = await readySandbox({ mode: 'test' });
    expect((await send(sandbox, 'rtgs', rtgsBody())).status).toBe(200);
  });

  it('close() finishes while IMT requests are held', async () => {
    const sandbox = await readySandbox({ mode: 'test' });
    const token = await getToken(sandbox);
    const pending = Array.from({ length: 3 }, () =>
      send(sandbox, 'imt', imtBody(), { token }).catch((e: Error) => e),
    );
    await expect.poll(() => sandbox.transactions().length).toBe(3);
    await sandbox.close();
    for (const result of await Promise.all(pending)) expect(result).toBeInstanceOf(Error);
  });

  it('a held IMT is answered with its recorded answer once the sandbox runs live', async () => {
    const testMode = await readySandbox({ mode: 'test' });
    const body = imtBody();
    await givesUp(send(testMode, 'imt', body, { signal: AbortSignal.timeout(300) }));
    const recorded = testMode.transaction(body.transfer.reference)!;
    await testMode.close();
    const live = await readySandbox({ dataDir: testMode.dataDir, mode: 'live' });
    const answer = await send(live, 'imt', body);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(recorded.answer);
  });
});
