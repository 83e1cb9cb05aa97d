import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_ENTRIES } from '../../../hq/protocol/wire';
import {
  createHeadOfficeClient,
  type HeadOfficeLink,
} from '../../../electron/main/head-office/head-office-client';
import { postToHeadOffice } from '../../../electron/main/head-office/pinned-transport';
import {
  createReplicationSender,
  SENDER_BACKOFF,
  type ReplicationSender,
  type SenderDeps,
  type SenderTimers,
} from '../../../electron/main/head-office/replication-sender';
import { fail } from '@shared/result';
import type { RetryPolicy } from '../../../electron/main/bank/retry-policy';
import { generateWorkstationKey } from '../../../electron/main/head-office/workstation-key';
import { silentLogger } from '../../../electron/main/logging/logger';
import { MemoryOutbox } from './memory-outbox';
import {
  startScriptedHeadOffice,
  WORKSTATION_ID,
  type ScriptedHeadOffice,
} from './scripted-head-office';

/*
 * D100: the background sender against a head office over real TLS. Time is the test's: each
 * timer the sender sets is held until the test fires it, so a backoff's delays can be read.
 */

class HeldTimers implements SenderTimers {
  pending: { ms: number; run: () => void }[] = [];
  after(ms: number, run: () => void) {
    const entry = { ms, run };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((e) => e !== entry);
    };
  }
  /** Runs what is due now (delay 0). */
  runDue(): void {
    const due = this.pending.filter((e) => e.ms === 0);
    this.pending = this.pending.filter((e) => e.ms !== 0);
    for (const entry of due) entry.run();
  }
  /** The one waiting timer's delay, which the test then lets pass. */
  fireNext(): number {
    const next = this.pending.shift();
    if (!next) throw new Error('No timer is waiting.');
    next.run();
    return next.ms;
  }
}

const client = createHeadOfficeClient({
  fetch: postToHeadOffice,
  timeouts: () => ({ connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 }),
});
const key = generateWorkstationKey();

describe('the replication sender', () => {
  let office: ScriptedHeadOffice;
  let outbox: MemoryOutbox;
  let timers: HeldTimers;
  let sender: ReplicationSender;
  let link: HeadOfficeLink;

  beforeAll(async () => {
    office = await startScriptedHeadOffice();
    // Enrolled as the app would be: head office holds the workstation's public key.
    await client.enrol(
      { origin: office.origin, fingerprint: office.certificate.fingerprint },
      { code: 'ABCD-EFGH-JKLM-NPQR', publicKey: key.publicKeyPem, label: 'T' },
    );
    link = {
      origin: office.origin,
      fingerprint: office.certificate.fingerprint,
      workstationId: WORKSTATION_ID,
      privateKeyPem: () => Promise.resolve(key.privateKeyPem),
      headOfficeKey: office.publicKey,
    };
  });
  afterAll(() => office.close());

  let warnings: { message: string; details?: Record<string, unknown> }[];

  function start(
    options: {
      enrolled?: () => HeadOfficeLink | null;
      backoff?: RetryPolicy;
      afterPush?: SenderDeps['afterPush'];
    } = {},
  ) {
    outbox = new MemoryOutbox();
    timers = new HeldTimers();
    office.stored.length = 0;
    warnings = [];
    sender = createReplicationSender({
      outbox,
      client,
      link: options.enrolled ?? (() => link),
      log: { ...silentLogger, warn: (message, details) => warnings.push({ message, details }) },
      timers,
      random: () => 0.5,
      ...(options.backoff ? { backoff: options.backoff } : {}),
      ...(options.afterPush ? { afterPush: options.afterPush } : {}),
    });
  }
  afterEach(() => sender.close());

  async function round(): Promise<void> {
    timers.runDue();
    await sender.settled();
  }

  it('returns from a wake at once, then pushes every change in order, in batches', async () => {
    start();
    outbox.add(MAX_BATCH_ENTRIES * 2 + 7);
    const pushes = office.heard.length;
    expect(sender.wake()).toBeUndefined();
    // Nothing is sent by the wake itself: only its timer runs the push.
    expect(office.heard.length).toBe(pushes);
    await round();
    expect(office.heard.length - pushes).toBe(3);
    expect(office.stored.map((c) => c.seq)).toEqual(outbox.changes.map((c) => c.seq));
    expect(outbox.status()).toMatchObject({ waiting: 0, oldestWaitingAt: null });
    expect(outbox.lastAck?.seq).toBe(MAX_BATCH_ENTRIES * 2 + 7);
    expect(sender.problem()).toBeNull();
  });

  it('pushes a change committed while a push is under way right after it', async () => {
    start();
    outbox.add(2);
    sender.wake();
    timers.runDue();
    outbox.add(1);
    sender.wake();
    await sender.settled();
    await round();
    expect(office.stored.map((c) => c.seq)).toEqual([1, 2, 3]);
  });

  it('does nothing before enrolment', async () => {
    start({ enrolled: () => null });
    outbox.add(3);
    const heard = office.heard.length;
    sender.wake();
    await round();
    expect(office.heard.length).toBe(heard);
    expect(sender.problem()).toBeNull();
  });

  it('backs off, capped and jittered, while head office is away, then drains in order', async () => {
    // The app's backoff with its cap brought down to 4 s, to be reached in three tries.
    start({ backoff: { ...SENDER_BACKOFF, maxDelayMs: 4_000 } });
    outbox.add(4);
    office.script({ hang: true }, { hang: true }, { hang: true });
    sender.wake();
    await round();
    expect(sender.problem()).toMatchObject({ stopped: false });
    expect(sender.problem()?.message).toContain('did not answer within 1 second');
    // A commit meanwhile does not cut the wait short: only the backoff's timer tries again.
    sender.wake();
    expect(timers.pending.map((t) => t.ms)).toEqual([1_000]);
    const delays = [timers.pending[0]!.ms];
    for (let i = 0; i < 2; i += 1) {
      timers.fireNext();
      await sender.settled();
      delays.push(timers.pending[0]!.ms);
    }
    // Half (random 0.5) of a ceiling that doubles from 2 s up to the cap: 1 s, 2 s, 2 s.
    expect(delays).toEqual([1_000, 2_000, 2_000]);
    timers.fireNext();
    await sender.settled();
    expect(sender.problem()).toBeNull();
    expect(office.stored.map((c) => c.seq)).toEqual([1, 2, 3, 4]);
  });

  it('stops on a revocation, says so, and sends nothing more', async () => {
    start();
    outbox.add(2);
    office.script({
      status: 403,
      refusal: { refused: 'revoked', message: 'This workstation was revoked on 3 May.' },
    });
    sender.wake();
    await round();
    expect(sender.problem()).toEqual({
      message:
        'Head office has revoked this workstation: nothing more is sent to it. Head office said: This workstation was revoked on 3 May. If this PC is still in use, ask head office.',
      text: expect.objectContaining({ key: 'headOffice.sender.revoked' }) as unknown,
      stopped: true,
    });
    // D145: handed to the journal, which stops on it (tests/main/head-office/real-head-office).
    expect(outbox.refusals.map((r) => r.refused)).toEqual(['revoked']);
    const heard = office.heard.length;
    sender.wake();
    await round();
    expect(timers.pending).toEqual([]);
    expect(office.heard.length).toBe(heard);
  });

  it('hands a revocation met by the contact after the push to the journal too (D145)', async () => {
    const revoked = { refused: 'revoked' as const, message: 'Replaced on 3 May.' };
    start({
      afterPush: () =>
        Promise.resolve(fail({ code: 'refused' as const, message: 'Refused.', refusal: revoked })),
    });
    outbox.add(1);
    sender.wake();
    await round();
    expect(sender.problem()).toMatchObject({ stopped: true });
    expect(outbox.refusals).toEqual([revoked]);
  });

  it('shows a refused push (a gap) and does not retry it in a loop', async () => {
    start();
    outbox.add(2);
    office.script({
      status: 409,
      refusal: { refused: 'gap', message: 'Expected change 1, got change 5.', seq: 1 },
    });
    sender.wake();
    await round();
    expect(sender.problem()).toMatchObject({ stopped: true });
    expect(sender.problem()?.message).toContain('Expected change 1, got change 5.');
    expect(timers.pending).toEqual([]);
    expect(office.stored).toEqual([]);
    expect(outbox.refusals.map((r) => r.refused)).toEqual(['gap']);
  });

  it('sends again what head office acknowledged and then lost, and says so (D117)', async () => {
    start();
    outbox.add(5);
    sender.wake();
    await round();
    expect(outbox.lastAck?.seq).toBe(5);
    // Head office restored from a copy that holds only changes 1 and 2.
    office.stored.length = 2;
    outbox.add(1);
    sender.wake();
    await round();
    expect(office.stored.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(outbox.lastAck?.seq).toBe(6);
    expect(sender.problem()).toBeNull();
    const pushed = office.heard
      .filter((h) => h.path === '/api/v1/push')
      .slice(-2)
      .map((h) => (JSON.parse(h.body) as { changes: { seq: number }[] }).changes.map((c) => c.seq));
    expect(pushed).toEqual([[6], [3, 4, 5, 6]]);
    expect(warnings.filter((w) => w.message.includes('no longer holds'))).toEqual([
      {
        message: expect.stringContaining('restored from an older copy') as unknown,
        details: { from: 3, acknowledged: 5 },
      },
    ]);
  });

  it('stops when head office asks again for the changes it was just sent', async () => {
    start();
    outbox.add(4);
    sender.wake();
    await round();
    const gap = { refused: 'gap' as const, message: 'Expected change 2.', seq: 2 };
    office.script({ status: 409, refusal: gap }, { status: 409, refusal: gap });
    outbox.add(1);
    sender.wake();
    await round();
    expect(sender.problem()).toMatchObject({ stopped: true });
    expect(sender.problem()?.message).toContain('Expected change 2.');
    expect(warnings.filter((w) => w.message.includes('no longer holds'))).toHaveLength(1);
  });

  it('halves a batch head office finds too large', async () => {
    start();
    outbox.add(10);
    office.script({ status: 413, refusal: { refused: 'too-large', message: 'Too large.' } });
    sender.wake();
    await round();
    const pushed = office.heard
      .slice(-3)
      .map((h) => (JSON.parse(h.body) as { changes: [] }).changes.length);
    expect(pushed).toEqual([10, 5, 5]);
    expect(office.stored).toHaveLength(10);
  });

  it('stops before pushing while the journal differs from head office’s copy', async () => {
    start();
    outbox.add(1);
    outbox.found = [MemoryOutbox.finding(1)];
    const heard = office.heard.length;
    sender.wake();
    await round();
    expect(office.heard.length).toBe(heard);
    expect(sender.problem()).toMatchObject({
      stopped: true,
      message: expect.stringMatching(/^Change 1 is missing from the outbox\./) as unknown,
    });
  });

  it('stops on an acknowledgement that does not agree with the outbox', async () => {
    start();
    outbox.add(2);
    sender.wake();
    await round();
    // The outbox's change 2 was rewritten after head office acknowledged it: a later ack of it
    // names the disagreement.
    outbox.changes[1]!.hash = '1'.repeat(64);
    outbox.lastAck = null;
    outbox.add(1);
    office.script({ status: 200, raw: JSON.stringify(office.ack()) });
    sender.wake();
    await round();
    expect(sender.problem()).toMatchObject({
      stopped: true,
      message: expect.stringContaining('differs from what head office acknowledged') as unknown,
    });
  });
});
