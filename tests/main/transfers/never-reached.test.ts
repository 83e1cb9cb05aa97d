import { Agent, fetch as undiciFetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { SANDBOX_CREDENTIALS } from '../../../electron/main/sandbox/sandbox';
import { bindingOf } from '../../../electron/main/keys/token-binding';
import { CLERK, FAST_RETRY } from '../engine/engine-fixture';
import { imtDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { untrustedTlsFront } from '../../support/tls-front';

/**
 * D7, the failures that prove the request never reached the service, through the engine over real
 * sockets: the transfer is not sent, retried under the same reference, and the bank processed
 * nothing. (A refused connection: refused-connection.test.ts; the failures that leave the outcome
 * unknown: unknown-outcome.test.ts and fresh-connection.test.ts.) A live token bound to the
 * address is in the keychain, so the send itself is what meets the failure.
 */
describe('a send that never reached the bank', () => {
  const bank = useFileBank();
  const { teardown, clock } = bank;

  async function stationAt(baseUrl: string) {
    const sleeps: number[] = [];
    const station = await bank.station({
      baseUrl,
      services: { sleep: async (ms) => void sleeps.push(ms) },
    });
    await station.store.tokenCache.save({
      accessToken: 'live-token-for-this-address',
      expiresAt: clock.now + 15 * 60_000,
      binding: bindingOf(baseUrl, SANDBOX_CREDENTIALS),
    });
    return { ...station, sleeps };
  }

  async function sendImt(station: Awaited<ReturnType<typeof stationAt>>) {
    const sent = await station.services.transfers.send(imtDraft(), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    const record = station.services.journal.transfers.getByReference(sent.value.reference)!;
    return {
      receipt: sent.value,
      record,
      attempts: station.services.journal.transfers.attempts(record.id),
    };
  }

  it('a certificate the workstation does not trust: refused in the handshake, not sent, the bank saw nothing', async () => {
    const front = await untrustedTlsFront(bank.sandbox.port);
    teardown.add(() => front.close());
    const station = await stationAt(front.url);

    const { receipt, record, attempts } = await sendImt(station);
    expect(receipt.state).toBe('not_sent');
    expect(receipt.message).toMatch(/No money moved/);
    expect(record.errorCode).toBe('not-sent');
    expect(attempts).toHaveLength(FAST_RETRY.maxAttempts);
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ httpStatus: null, notProcessed: true });
      expect(attempt.error).toMatch(/^certificate: .*DEPTH_ZERO_SELF_SIGNED_CERT/);
    }
    expect(station.sleeps).toHaveLength(FAST_RETRY.maxAttempts - 1);
    // Each try reached the front's handshake and went no further.
    expect(front.handshakes()).toBeGreaterThanOrEqual(FAST_RETRY.maxAttempts);
    expect(front.bytesForwarded()).toBe(0);
    expect(bank.sandbox.transaction(receipt.reference)).toBeUndefined();

    // The front does forward what gets past the handshake: a client that accepts any certificate
    // reaches the sandbox through it and gets its answer.
    const trusting = new Agent({ connect: { rejectUnauthorized: false } });
    teardown.add(() => trusting.close());
    const answer = await undiciFetch(`${front.url}${SERVICE_PATHS.paymentPurposes}`, {
      dispatcher: trusting,
    });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(front.bytesForwarded()).toBeGreaterThan(0);
  });

  it('a name that does not resolve: not sent, retried, nothing anywhere', async () => {
    const station = await stationAt('https://remit-desk-bank.invalid');
    const { receipt, attempts } = await sendImt(station);
    expect(receipt.state).toBe('not_sent');
    expect(attempts).toHaveLength(FAST_RETRY.maxAttempts);
    expect(attempts.every((a) => /^dns: .*ENOTFOUND/.test(a.error ?? ''))).toBe(true);
    expect(attempts.every((a) => a.notProcessed)).toBe(true);
    expect(bank.sandbox.transaction(receipt.reference)).toBeUndefined();
  });
  it('journals each answer before the back-off ends, so a crash while waiting finds it', async () => {
    // The answer commits with the outcome when the send ends with it, or on its own at the next
    // turn of the event loop when the send goes on: before any timer the back-off waits on fires.
    const finishedDuringBackOff: (string | null)[][] = [];
    const station = await bank.station({
      baseUrl: 'https://remit-desk-bank.invalid',
      services: {
        sleep: async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
          const sending = station.services.journal.transfers.inState('sending');
          finishedDuringBackOff.push(
            station.services.journal.transfers.attempts(sending[0]!.id).map((a) => a.finishedAt),
          );
        },
      },
    });
    await station.store.tokenCache.save({
      accessToken: 'live-token-for-this-address',
      expiresAt: clock.now + 15 * 60_000,
      binding: bindingOf('https://remit-desk-bank.invalid', SANDBOX_CREDENTIALS),
    });
    const sent = await station.services.transfers.send(imtDraft(), CLERK);
    expect(sent.ok && sent.value.state).toBe('not_sent');
    expect(finishedDuringBackOff).toHaveLength(FAST_RETRY.maxAttempts - 1);
    finishedDuringBackOff.forEach((finished, i) => {
      expect(finished).toHaveLength(i + 1);
      expect(finished.every((at) => at !== null)).toBe(true);
    });
  });
});
