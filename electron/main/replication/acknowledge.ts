import { ackIsSigned } from '../../../hq/protocol/chain';
import { GENESIS, type Ack } from '../../../hq/protocol/wire';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { worded } from '@shared/i18n/worded';
import type { Journal } from '../journal/journal';
import { chainFinding, rowFinding, type FindingContext, type ReplicationFinding } from './findings';
import { contextOf, drain, latestAck, named, short } from './replication-check';

/** What enrolment gave the workstation: its id at head office, and head office's public key. */
export interface HeadOfficeTrust {
  workstationId: string;
  /** Head office's Ed25519 public key (SPKI PEM), which signs every acknowledgement. */
  publicKey: string;
}

export type AckRefusal = AppError<'ack-unsigned' | 'ack-other-workstation' | 'ack-differs'>;

/** An acknowledgement taken: whether it was kept (a higher seq than any before) and its seq. */
export interface AckTaken {
  kept: boolean;
  seq: number;
}

export interface AcknowledgeDeps {
  journal: Journal;
  timeZone: () => string;
  now: () => number;
  /** Told of a finding: the journal stops (journal-seal.ts `report`). */
  found: (finding: ReplicationFinding) => void;
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * Head office's acknowledgement of the changes up to `ack.seq` (D97), checked before it is kept:
 * signed with head office's key for this workstation, and naming the hash this journal's outbox
 * holds at that seq, which the changes it newly acknowledges must reach, recomputed from the last
 * one kept. One that does not match this journal is a finding (it stops the journal) and is not
 * kept; one that is not head office's is only refused. Once kept, the rows those changes recorded
 * last are compared with them: a row rewritten meanwhile is a finding too.
 */
export function acknowledge(
  deps: AcknowledgeDeps,
  ack: Ack,
  trust: HeadOfficeTrust,
): Result<AckTaken, AckRefusal> {
  if (ack.workstationId !== trust.workstationId) {
    return fail(
      worded('ack-other-workstation', 'replication.refused.otherWorkstation', {
        workstation: String(ack.workstationId),
      }),
    );
  }
  if (!wellFormed(ack) || !ackIsSigned(trust.publicKey, ack)) {
    return fail(worded('ack-unsigned', 'replication.refused.unsigned'));
  }
  const { journal } = deps;
  const before = latestAck(journal);
  if (before === undefined) return fail(differs());
  const from = { seq: before?.seq ?? 0, head: before?.head ?? GENESIS };
  const context = contextOf(deps, { ...ack, receivedAt: new Date(deps.now()).toISOString() });
  const finding = chainFindingOf(journal, ack, from, context);
  if (finding) {
    deps.found(finding);
    return fail(differs());
  }
  const kept = ack.seq > (before?.seq ?? -1);
  if (kept) journal.outbox.keepAck(ack, context.ack!.receivedAt);
  // The acknowledgement is head office's true word; a row that no longer says what it recorded
  // is this journal's finding.
  const [row] = ack.seq > from.seq ? journal.outbox.recordedRows(from.seq, ack.seq) : [];
  if (row) deps.found(rowFinding(row, context));
  return ok({ kept, seq: ack.seq });
}

/** What is wrong with `ack` against the outbox, from the last acknowledged change on. */
function chainFindingOf(
  journal: Journal,
  ack: Ack,
  from: { seq: number; head: string },
  context: FindingContext,
): ReplicationFinding | null {
  if (ack.seq === 0) {
    return ack.head === GENESIS ? null : chainFinding(short(ack), { ...context, last: 0 });
  }
  const record = journal.outbox.record(ack.seq);
  if (!record || record.hash === null) {
    const last = (journal.outbox.firstUnhashed() ?? journal.outbox.lastSeq() + 1) - 1;
    return chainFinding(short(ack), { ...context, last });
  }
  if (record.hash !== ack.head) {
    return chainFinding(named('ack-differs', record), { ...context, last: ack.seq });
  }
  // An acknowledgement at or below the last kept one (a redelivery) has nothing new to walk.
  if (ack.seq <= from.seq) return null;
  const broken = drain(journal.outbox.chain({ from, through: ack.seq, ack }));
  return broken ? chainFinding(broken, { ...context, last: ack.seq }) : null;
}

function wellFormed(ack: Ack): boolean {
  return (
    Number.isSafeInteger(ack.seq) &&
    ack.seq >= 0 &&
    typeof ack.head === 'string' &&
    HEX64.test(ack.head) &&
    typeof ack.at === 'string' &&
    typeof ack.signature === 'string'
  );
}

function differs(): AckRefusal {
  return worded('ack-differs', 'replication.refused.differs');
}
