import type { JournalProblem } from '@shared/domain/journal-check';
import { zonedTimeText } from '@shared/domain/zoned-time';
import { type MessageArgs, type MessageKey, type MessageRef } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';
import type { Refusal } from '../../../hq/protocol/wire';
import type { KeptAck } from '../journal/outbox';
import type { ChainFinding } from '../journal/outbox-chain';
import type { RowMismatch } from '../journal/outbox-compare';

/**
 * What the checks of the journal's copy at head office find (D97), in words: the row or the
 * change, and what differs from what head office acknowledged. A finding stops the journal as a
 * broken seal does; the message names the row by its table's words and its key.
 */

export type ReplicationFindingKind =
  | 'row-differs'
  | 'row-gone'
  | 'row-unrecorded'
  | 'change-edited'
  | 'change-relinked'
  | 'change-missing'
  | 'ack-differs'
  | 'ack-beyond'
  | 'head-office-refused'
  | 'head-office-revoked'
  | 'workstation-key-missing';

export interface ReplicationFinding {
  kind: ReplicationFindingKind;
  /** The row's table and the values that name it (a transfer's reference), when one is named. */
  table: string | null;
  key: string | null;
  /** The outbox's change it is about, when one is. */
  seq: number | null;
  /** In English, for the log and the tests. */
  message: string;
  /** For the renderer to word in the operator's language. */
  text: MessageRef;
}

/** What a finding is worded with: the journal's file, head office's last acknowledgement, the zone. */
export interface FindingContext {
  path: string;
  ack: KeptAck | null;
  timeZone: string;
}

function worded<K extends MessageKey>(
  kind: ReplicationFindingKind,
  where: { table: string | null; key: string | null; seq: number | null },
  key: K,
  ...args: MessageArgs<K>
): ReplicationFinding {
  return { kind, ...where, ...saying(key, ...args) };
}

/** A replicated row that does not match its latest record. */
export function rowFinding(found: RowMismatch, context: FindingContext): ReplicationFinding {
  const { path, ack } = context;
  const where = { table: found.table, key: found.naming, seq: found.seq };
  const values = { table: found.table, key: found.naming, path };
  if (found.kind === 'no-row') return worded('row-gone', where, 'replication.rowGone', values);
  if (found.kind === 'no-record') {
    return worded('row-unrecorded', where, 'replication.rowUnrecorded', values);
  }
  if (ack && found.seq !== null && found.seq <= ack.seq) {
    return worded('row-differs', where, 'replication.rowDiffers', {
      ...values,
      at: zonedTimeText(ack.at, context.timeZone),
    });
  }
  return worded('row-differs', where, 'replication.rowDiffersUnsent', values);
}

/** A break in the outbox's chain, or a chain that no longer reaches head office's acknowledgement. */
export function chainFinding(
  found: ChainFinding,
  context: FindingContext & { last: number },
): ReplicationFinding {
  const { path, ack } = context;
  const at = ack ? zonedTimeText(ack.at, context.timeZone) : '';
  const where = { table: found.table, key: found.naming, seq: found.seq };
  const named = { seq: found.seq, table: found.table ?? '', key: found.naming ?? '', path };
  switch (found.kind) {
    case 'missing':
      return worded('change-missing', where, 'replication.changeMissing', { seq: found.seq, path });
    case 'relinked':
      return worded('change-relinked', where, 'replication.changeRelinked', named);
    case 'edited':
      return worded('change-edited', where, 'replication.changeEdited', named);
    case 'ack-differs':
      return worded('ack-differs', where, 'replication.ackDiffers', { seq: found.seq, at, path });
    case 'short':
      return worded('ack-beyond', where, 'replication.ackBeyond', {
        seq: found.seq,
        at,
        last: context.last,
        path,
      });
  }
}

/**
 * The push refusals after which nothing this journal writes can reach head office again (D145):
 * a fork or a broken chain (head office holds another history of this workstation: an older
 * copy of the journal is in use, a restored backup, or the outbox was rewritten), and a
 * revocation (another PC took the workstation over, or head office withdrew it).
 */
export const REFUSALS_THAT_STOP_THE_JOURNAL: ReadonlySet<Refusal['refused']> = new Set([
  'fork',
  'broken-chain',
  'revoked',
]);

/** Head office's refusal of a push, one of those above, as a finding that stops the journal. */
export function refusalFinding(refusal: Refusal, path: string): ReplicationFinding {
  const where = { table: null, key: null, seq: refusal.seq ?? null };
  const values = { said: refusal.message, path };
  return refusal.refused === 'revoked'
    ? worded('head-office-revoked', where, 'replication.headOfficeRevoked', values)
    : worded('head-office-refused', where, 'replication.headOfficeRefused', values);
}

/**
 * D146: an enrolled journal on a PC whose keychain holds no key of the workstation's (another
 * PC's backup opened with head office's key file, D75, which carries the journal's keys only; or
 * the entry removed): nothing written here could be signed for head office.
 */
export function keyMissingFinding(path: string): ReplicationFinding {
  const where = { table: null, key: null, seq: null };
  return worded('workstation-key-missing', where, 'replication.workstationKeyMissing', { path });
}

/** A finding as the journal's stop shows it to an admin (journal-seal.ts `report`). */
export function problemOf(finding: ReplicationFinding): JournalProblem {
  return {
    firstBadRow: 0,
    ...(finding.table !== null && finding.key !== null
      ? { alteredRow: { table: finding.table, key: finding.key } }
      : {}),
    message: finding.message,
    text: finding.text,
  };
}
