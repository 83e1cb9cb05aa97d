import { changeHash } from '../../../hq/protocol/chain';
import { GENESIS, type Ack, type Change, type Refusal } from '../../../hq/protocol/wire';
import { fail, ok } from '@shared/result';
import { ref, text } from '@shared/i18n/catalog';
import type { SenderOutbox } from '../../../electron/main/head-office/replication-sender';
import type { ReplicationFinding } from '../../../electron/main/replication/replication-journal';

/*
 * What the sender asks of the journal's side of replication, over an array, for the sender's own
 * tests: changes hashed in order when asked, an acknowledgement kept once its head agrees with the
 * chain, and findings a test sets. The journal's own (SQLite, triggers, D97) is what the
 * workstation's services run, tested with head office in tests/e2e/head-office-*.
 */
export class MemoryOutbox implements SenderOutbox {
  readonly changes: (Omit<Change, 'prev' | 'hash'> & Partial<Change>)[] = [];
  lastAck: Ack | null = null;
  found: ReplicationFinding[] = [];

  add(count = 1, row = '{"value":"x"}'): void {
    for (let i = 0; i < count; i += 1) {
      const seq = this.changes.length + 1;
      this.changes.push({
        seq,
        at: new Date(Date.UTC(2026, 4, 4, 8, 0, seq)).toISOString(),
        table: 'settings',
        op: 'insert',
        key: JSON.stringify({ key: `k${seq}` }),
        row,
      });
    }
  }

  hashPending() {
    let prev = GENESIS;
    let hashed = 0;
    for (const change of this.changes) {
      if (!change.hash) {
        change.prev = prev;
        change.hash = changeHash({ ...change, prev });
        hashed += 1;
      }
      prev = change.hash;
    }
    return { hashed, through: this.changes.length };
  }

  batch(afterSeq: number, limit = 500): Change[] {
    return this.changes
      .filter((c) => c.seq > afterSeq && c.hash)
      .slice(0, limit)
      .map((c) => ({ ...c }) as Change);
  }

  acknowledge(ack: Ack) {
    const held = this.changes[ack.seq - 1];
    if ((held?.hash ?? GENESIS) !== ack.head) {
      return fail({
        code: 'ack-differs' as const,
        message: `Change ${ack.seq} differs from what head office acknowledged.`,
      });
    }
    // As the journal does: an acknowledgement below the highest kept is taken, not kept.
    const kept = ack.seq > (this.lastAck?.seq ?? -1);
    if (kept) this.lastAck = ack;
    return ok({ kept, seq: ack.seq });
  }

  status() {
    const acked = this.lastAck?.seq ?? 0;
    const waiting = this.changes.filter((c) => c.seq > acked);
    const lastAck = this.lastAck ? { seq: this.lastAck.seq, at: this.lastAck.at } : null;
    return { waiting: waiting.length, oldestWaitingAt: waiting[0]?.at ?? null, lastAck };
  }

  findings(): ReplicationFinding[] {
    return this.found;
  }

  /** Head office's refusals the sender handed over (D145); the journal's own stops on some. */
  readonly refusals: Refusal[] = [];

  refused(refusal: Refusal): boolean {
    this.refusals.push(refusal);
    return false;
  }

  /** A finding of the journal's checks, as they report one: change `seq` gone from the outbox. */
  static finding(seq: number): ReplicationFinding {
    const values = { seq, path: '/journal.sqlite' };
    return {
      kind: 'change-missing',
      table: null,
      key: null,
      seq,
      message: text('replication.changeMissing', values),
      text: ref('replication.changeMissing', values),
    };
  }
}
