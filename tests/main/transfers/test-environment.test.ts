import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import type { Services } from '../../../electron/main/services';
import {
  CLERK,
  createTeardown,
  generateTestKey,
  recordingFetch,
  startBank,
  testWorkstation,
} from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';
import { imtDraft, rtgsDraft } from '../engine/drafts';

/**
 * The interface: "The IMT send returns a response only in the live environment." The sandbox in
 * test mode books an IMT send and never answers it; D7 records that as sent, no response.
 */
describe('the test environment, which never answers IMT sends', () => {
  const teardown = createTeardown();
  const clock = testClock();
  let sandbox: Sandbox;
  let services: Services;
  let recorder: ReturnType<typeof recordingFetch>;

  beforeAll(async () => {
    const key = generateTestKey();
    sandbox = await startBank({ clock, mode: 'test' });
    teardown.add(() => sandbox.close());
    recorder = recordingFetch();
    teardown.add(() => recorder.close());
    ({ services } = await testWorkstation({
      sandbox,
      key,
      clock,
      teardown,
      network: { connectTimeoutMs: 2_000, requestTimeoutMs: 5_000 },
      services: { http: () => recorder.fetch },
    }));
    expect((await services.purposes.list()).ok).toBe(true);
  });
  afterAll(() => teardown.run());

  it('records an IMT send as "sent, no response (test environment)", after one attempt, not retried', async () => {
    const sent = await services.transfers.send(imtDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    const receipt = sent.value;
    expect(receipt).toMatchObject({
      state: 'no_response_test',
      stateLabel: 'Sent, no response (test environment)',
      environment: 'test',
      transactionId: null,
    });
    expect(receipt.message).toBe(
      'Sent to the test environment, which does not answer mobile-wallet transfers. Recorded as sent, no response.',
    );
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    expect(record).toMatchObject({ state: 'no_response_test', errorCode: 'no-response-test' });
    const attempts = services.journal.transfers.attempts(record.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.error).toMatch(/^timeout: /);
    expect(recorder.to(SERVICE_PATHS.imt)).toHaveLength(1);
    expect(sandbox.transaction(receipt.reference)).toMatchObject({
      mode: 'test',
      held: true,
      processedCount: 1,
    });
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'transfer.outcome',
      details: { reference: receipt.reference, state: 'no_response_test' },
    });
  });

  it('still answers RTGS sends there', async () => {
    const sent = await services.transfers.send(rtgsDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('succeeded');
    expect(sandbox.transaction(sent.value.reference)?.processedCount).toBe(1);
  });
});
