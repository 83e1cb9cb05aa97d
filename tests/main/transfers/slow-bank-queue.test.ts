import { describe, expect, it } from 'vitest';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { CLERK, recordingFetch } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';

/*
 * D55: a send's request timeout counts from when the request goes out, after it waited for the
 * sends before it (one at a time, each on a connection of its own: D13). A bank slow enough that
 * a queue of sends takes longer than one request timeout must not make "outcome unknown" of
 * sends it answered in time: each waits its turn and then has its whole time on the wire. The
 * sandbox bank on 127.0.0.1 answers every send after 0.7 seconds; the request timeout is the
 * shortest the settings allow, 5 seconds, below the queue's length (the last sends wait longer).
 */
const NETWORK = { connectTimeoutMs: 2_000, requestTimeoutMs: 5_000 };
const SENDS = 12;

describe('a slow bank and a queue of sends from one workstation', () => {
  const bank = useFileBank();

  /** Every draft its own: amount, and the customer's instruction form (no repeat of another). */
  function drafts(): TransferDraft[] {
    return Array.from({ length: SENDS }, (_, i) => {
      const amount = `${1000 + i}.00`;
      const instruction = { formNumber: `IF-2026/Q${i}`, idAndSignatureChecked: true as const };
      return i % 3 === 2
        ? imtDraft({ instruction, transfer: { amount } })
        : rtgsDraft({ instruction, transfer: { amount } });
    });
  }

  it('every send started at once is accepted once, none left unknown', async () => {
    const recorder = recordingFetch(NETWORK.connectTimeoutMs);
    bank.teardown.add(() => recorder.close());
    const { services } = await bank.station({
      network: NETWORK,
      services: { http: () => recorder.fetch },
    });
    expect((await services.purposes.list()).ok).toBe(true);
    for (const route of ['rtgs', 'imt'] as const) {
      bank.sandbox.setFault({ route, fault: 'latency', ms: 700 });
    }

    const sent = await Promise.all(drafts().map((draft) => services.transfers.send(draft, CLERK)));

    const receipts = sent.map((result) => {
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      return result.value;
    });
    expect(receipts.map((r) => r.state)).toEqual(Array.from({ length: SENDS }, () => 'succeeded'));
    expect(services.needsSupervisor()).toBe(0);
    for (const receipt of receipts) {
      // The bank booked each once, and each went out once: one attempt, no retry.
      expect(bank.sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
      const record = services.journal.transfers.getByReference(receipt.reference)!;
      expect(services.journal.transfers.attempts(record.id)).toHaveLength(1);
    }
    // And the bank holds nothing else: no copy under another reference.
    expect(
      bank.sandbox
        .transactions()
        .map((t) => t.reference)
        .sort(),
    ).toEqual(receipts.map((r) => r.reference).sort());
  });

  it('a send that cannot get its turn in time is not sent, and nothing of it reached the bank', async () => {
    const recorder = recordingFetch(NETWORK.connectTimeoutMs);
    bank.teardown.add(() => recorder.close());
    const { services } = await bank.station({
      network: NETWORK,
      // Room for one send of 2 seconds before it, not two: the last of three waits too long.
      services: { http: () => recorder.fetch, turnTimeoutMs: 3_000 },
    });
    expect((await services.purposes.list()).ok).toBe(true);
    bank.sandbox.setFault({ route: 'rtgs', fault: 'latency', ms: 2_000 });

    const sent = await Promise.all(
      drafts()
        .filter((draft) => draft.kind === 'rtgs')
        .slice(0, 3)
        .map((draft) => services.transfers.send(draft, CLERK)),
    );

    const receipts = sent.map((result) => {
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      return result.value;
    });
    expect(receipts.map((r) => r.state).sort()).toEqual(['not_sent', 'succeeded', 'succeeded']);
    const given = receipts.find((r) => r.state === 'not_sent')!;
    expect(given.message).toBe(
      "It was still waiting for this workstation's earlier transfers to go out, and never left the workstation. No money moved. You can send it again as a new transfer.",
    );
    expect(bank.sandbox.transaction(given.reference)).toBeUndefined();
    const record = services.journal.transfers.getByReference(given.reference)!;
    // Journaled as provably not sent, so a restart would never call it unknown either.
    expect(services.journal.transfers.attempts(record.id)).toEqual([
      expect.objectContaining({ n: 1, httpStatus: null, notProcessed: true }),
    ]);
    expect(receipts.filter((r) => bank.sandbox.transaction(r.reference))).toHaveLength(2);
  });
});
