import { afterAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../electron/main/services';
import { CLERK, confirmedRepeat, rtgsDraft } from '../engine/engine-fixture';
import { headOffice, replicationWorkstations } from './replication-fixture';
import { behindTheTriggers } from '../journal/fixtures';

/**
 * Head office's acknowledgements at the workstation (D97): kept only when signed by head office
 * for this workstation and naming the hash its outbox holds; a signed one that does not match is
 * a finding, which stops the journal.
 */

const office = headOffice();

/** One more RTGS transfer, the same details again as the customer asked (D46). */
async function sendAnother(services: Services): Promise<string> {
  const sent = await services.transfers.send(confirmedRepeat(services, rtgsDraft()), CLERK);
  if (!sent.ok) throw new Error(sent.error.message);
  return sent.value.reference;
}
const { workstation, cleanUp } = replicationWorkstations(office);
afterAll(() => cleanUp());

describe("head office's acknowledgement", () => {
  it('is kept once signed and matching, and says what still waits and since when', async () => {
    const { services, ack } = await workstation();
    expect(services.replication.status()).toEqual({
      waiting: 0,
      oldestWaitingAt: null,
      lastAck: { seq: ack.seq, at: ack.at },
    });
    // A redelivered acknowledgement (its answer was lost) is taken, not kept twice.
    expect(services.replication.acknowledge(ack, office.trust)).toEqual({
      ok: true,
      value: { kept: false, seq: ack.seq },
    });

    await sendAnother(services);
    const status = services.replication.status();
    expect(status.waiting).toBe(services.journal.outbox.lastSeq() - ack.seq);
    expect(status.waiting).toBeGreaterThan(0);
    expect(status.oldestWaitingAt).toBe(services.journal.outbox.record(ack.seq + 1)!.at);
    expect(services.seal.problem()).toBeNull();
  });

  it('is refused, and not kept, unless signed by head office for this workstation', async () => {
    const { services, ack } = await workstation();
    const impostor = headOffice(office.trust.workstationId);
    const later = impostor.ack(ack.seq, ack.head, '2026-11-25T09:00:00.000Z');
    const unsigned = services.replication.acknowledge(later, office.trust);
    expect(unsigned).toMatchObject({ ok: false, error: { code: 'ack-unsigned' } });
    const elsewhere = headOffice('ws-other-7');
    const other = services.replication.acknowledge(elsewhere.ack(ack.seq, ack.head), office.trust);
    expect(other).toMatchObject({
      ok: false,
      error: {
        code: 'ack-other-workstation',
        text: { key: 'replication.refused.otherWorkstation' },
      },
    });
    expect(services.replication.status().lastAck).toEqual({ seq: ack.seq, at: ack.at });
    // Not head office's word: refused, and nothing about the journal is concluded from it.
    expect(services.seal.problem()).toBeNull();
  });

  it('is a finding when signed but naming another hash than the outbox holds', async () => {
    const { services, ack } = await workstation();
    const forked = office.ack(ack.seq, 'e'.repeat(64), '2026-11-25T09:00:00.000Z');
    expect(services.replication.acknowledge(forked, office.trust)).toMatchObject({
      ok: false,
      error: { code: 'ack-differs' },
    });
    const [finding] = services.replication.findings();
    expect(finding).toMatchObject({ kind: 'ack-differs', seq: ack.seq });
    expect(finding!.message).toMatch(/^The outbox no longer holds what head office acknowledged/);
    expect(services.seal.problem()?.text?.key).toBe('replication.ackDiffers');
    expect(services.replication.status().lastAck?.at).toBe(ack.at);
  });

  it('is a finding when it acknowledges changes this journal does not hold', async () => {
    const { services, ack } = await workstation();
    const beyond = office.ack(ack.seq + 5, 'd'.repeat(64));
    expect(services.replication.acknowledge(beyond, office.trust).ok).toBe(false);
    expect(services.replication.findings()[0]!.message).toMatch(
      new RegExp(
        `^Head office acknowledged ${ack.seq + 5} changes on .*, but this journal's outbox holds only ${ack.seq}:`,
      ),
    );
  });

  it('recomputes the changes it newly acknowledges: one rewritten in place is named', async () => {
    const { services, ack } = await workstation();
    await sendAnother(services);
    while (services.replication.hashPending().hashed > 0);
    const last = services.journal.outbox.lastSeq();
    const head = services.journal.outbox.record(last)!.hash!;
    const edited = services.replication
      .batch(ack.seq, 500)
      .find((change) => change.table === 'transfers' && change.op === 'insert')!;
    behindTheTriggers(
      services.journal.path,
      'outbox',
      `UPDATE outbox SET row = json_set(row, '$.amount', '1.00') WHERE seq = ?`,
      edited.seq,
    );
    // Head office received the change before it was rewritten, and acknowledges what it holds.
    expect(services.replication.acknowledge(office.ack(last, head), office.trust)).toMatchObject({
      ok: false,
      error: { code: 'ack-differs' },
    });
    expect(services.replication.findings()[0]).toMatchObject({
      kind: 'change-edited',
      seq: edited.seq,
      table: 'transfers',
    });
    expect(services.replication.status().lastAck?.seq).toBe(ack.seq);
  });

  it('keeps a true acknowledgement, and names a row rewritten since its last change', async () => {
    const { services, ack } = await workstation();
    const reference = await sendAnother(services);
    while (services.replication.hashPending().hashed > 0);
    const last = services.journal.outbox.lastSeq();
    behindTheTriggers(
      services.journal.path,
      'transfers',
      "UPDATE transfers SET recipient_name = 'Someone Else' WHERE reference = ?",
      reference,
    );
    const taken = services.replication.acknowledge(
      office.ack(last, services.journal.outbox.record(last)!.hash!),
      office.trust,
    );
    expect(taken).toEqual({ ok: true, value: { kept: true, seq: last } });
    expect(services.replication.findings()).toMatchObject([
      { kind: 'row-differs', table: 'transfers', key: reference },
    ]);
    expect(services.seal.problem()?.alteredRow).toEqual({
      table: 'transfers',
      key: reference,
    });
    expect(ack.seq).toBeLessThan(last);
  });
});
