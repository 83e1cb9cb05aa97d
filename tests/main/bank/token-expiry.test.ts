import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS, SIGNATURE_HEADER } from '@shared/api/paths';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { Services } from '../../../electron/main/services';
import { CLERK, startBank, recordedWorkstation } from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';
import { testClock } from '../engine/test-clock';
import { imtDraft, rtgsDraft, confirmedRepeat } from '../engine/drafts';

const MINUTE = 60_000;

/** D1: a token lives about 15 minutes; the sandbox issues them for exactly 15. */
describe('access tokens over a working session', () => {
  const file = useFileKey();
  const { teardown } = file;

  async function send(services: Services, draft: TransferDraft) {
    // The same details again on purpose: the clerk confirms each as a second transfer (D46).
    const sent = await services.transfers.send(confirmedRepeat(services, draft), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  const bearer = (headers: Record<string, string>) => headers['Authorization'];

  /**
   * A recorded workstation on a test clock and the sandbox bank, whose clock runs `bankAhead()`
   * ms ahead of the workstation's (behind when negative; read at each request).
   */
  async function workstationAndBank(bankAhead: () => number = () => 0) {
    const clock = testClock();
    const sandbox = await startBank({ now: () => clock.now + bankAhead() });
    teardown.add(() => sandbox.close());
    const station = await recordedWorkstation({ sandbox, key: file.key, clock, teardown });
    return { clock, sandbox, ...station };
  }

  it('asks for a new token when the clock has passed the old one’s lifetime between two sends', async () => {
    const { clock, sandbox, services, recorder } = await workstationAndBank();

    const first = await send(services, imtDraft());
    clock.advance(16 * MINUTE);
    const second = await send(services, imtDraft());

    expect([first.state, second.state]).toEqual(['succeeded', 'succeeded']);
    expect(recorder.to(SERVICE_PATHS.token)).toHaveLength(2);
    const sends = recorder.to(SERVICE_PATHS.imt);
    expect(sends.map((s) => s.status)).toEqual([200, 200]);
    expect(bearer(sends[1]!.headers)).not.toBe(bearer(sends[0]!.headers));
    // Each send went once: the old token was never tried after it expired.
    for (const receipt of [first, second]) {
      const record = services.journal.transfers.getByReference(receipt.reference)!;
      expect(services.journal.transfers.attempts(record.id)).toHaveLength(1);
      expect(sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
    }
  });

  it('keeps using a live token for the next send, and across a restart of the app (keychain cache)', async () => {
    const { clock, sandbox, ...station } = await workstationAndBank();
    const { recorder } = station;
    await send(station.services, imtDraft());
    clock.advance(5 * MINUTE);
    await send(station.services, imtDraft());
    expect(recorder.to(SERVICE_PATHS.token)).toHaveLength(1);

    await station.services.close();
    const restarted = await file.restart(station, {
      sandbox,
      clock,
      services: { http: () => recorder.fetch },
    });
    clock.advance(5 * MINUTE);
    const third = await send(restarted.services, imtDraft());
    expect(third.state).toBe('succeeded');
    expect(recorder.to(SERVICE_PATHS.token)).toHaveLength(1);
    const sends = recorder.to(SERVICE_PATHS.imt);
    expect(new Set(sends.map((s) => bearer(s.headers))).size).toBe(1);
  });

  it('the bank expired the token while the app still thinks it valid: 401, renewed once, the same reference re-sent and processed once', async () => {
    // The bank's clock runs ahead of the workstation's: what the app believes has minutes left
    // is already dead at the bank.
    let skew = 0;
    const { sandbox, services, recorder } = await workstationAndBank(() => skew);
    expect((await services.purposes.list()).ok).toBe(true); // gets the token
    skew = 15 * MINUTE;

    const receipt = await send(services, rtgsDraft());
    expect(receipt.state).toBe('succeeded');
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    const attempts = services.journal.transfers.attempts(record.id);
    expect(attempts.map((a) => [a.n, a.httpStatus, a.notProcessed])).toEqual([
      [1, 401, true],
      [2, 200, false],
    ]);
    expect(JSON.parse(attempts[0]!.response!)).toMatchObject({ error_code: 'UNAUTHORIZED' });
    expect(recorder.to(SERVICE_PATHS.token)).toHaveLength(2);

    const sends = recorder.to(SERVICE_PATHS.rtgs);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.body).toBe(sends[0]!.body);
    expect(JSON.parse(sends[1]!.body!).transfer.reference).toBe(receipt.reference);
    expect(bearer(sends[1]!.headers)).not.toBe(bearer(sends[0]!.headers));
    // Signed again for the repeat (RSASSA-PKCS1-v1_5 is deterministic: same key, same text).
    expect(sends[1]!.headers[SIGNATURE_HEADER]).toBe(sends[0]!.headers[SIGNATURE_HEADER]);
    expect(sandbox.transaction(receipt.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 0,
    });
  });
  it('two sends that meet the expired token at once renew it only once between them', async () => {
    let skew = 0;
    const { sandbox, services, recorder } = await workstationAndBank(() => skew);
    expect((await services.purposes.list()).ok).toBe(true);
    skew = 15 * MINUTE;

    // Two customers' transfers at once (one customer's twice would stop as a repeat, D46).
    const receipts = await Promise.all([
      send(services, imtDraft()),
      send(services, imtDraft({ transfer: { amount: '2600.00' } })),
    ]);
    expect(receipts.map((r) => r.state)).toEqual(['succeeded', 'succeeded']);
    expect(recorder.to(SERVICE_PATHS.token)).toHaveLength(2);
    for (const receipt of receipts) {
      const record = services.journal.transfers.getByReference(receipt.reference)!;
      const statuses = services.journal.transfers.attempts(record.id).map((a) => a.httpStatus);
      expect([[200], [401, 200]]).toContainEqual(statuses);
      expect(sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
    }
  });
  it('a workstation clock 20 minutes ahead of the bank’s still gets and uses tokens', async () => {
    // D1's expiresIn is an instant on the bank's clock; read against a fast workstation clock it
    // would already be past, and every send would stop at sign-in.
    const { clock, services, recorder } = await workstationAndBank(() => -20 * MINUTE);
    const first = await send(services, imtDraft());
    expect(first).toMatchObject({ state: 'succeeded', message: null });
    clock.advance(10 * MINUTE);
    const second = await send(services, imtDraft());
    expect(second.state).toBe('succeeded');
    // The token lives its 15 minutes by the workstation's clock too: one sign-in for both.
    expect(recorder.to(SERVICE_PATHS.token)).toHaveLength(1);
    clock.advance(6 * MINUTE);
    const third = await send(services, imtDraft());
    expect(third.state).toBe('succeeded');
    expect(recorder.to(SERVICE_PATHS.token)).toHaveLength(2);
    const record = services.journal.transfers.getByReference(third.reference)!;
    expect(services.journal.transfers.attempts(record.id).map((a) => a.httpStatus)).toEqual([200]);
  });
});
