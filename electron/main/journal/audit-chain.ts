import { createHash, createHmac, type KeyObject } from 'node:crypto';
import type { ChainPoint } from '../keys/journal-keychain';
import { text, type MessageArgs, type MessageKey, type MessageRef } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';

export type { ChainPoint } from '../keys/journal-keychain';

/**
 * The arithmetic of the audit chain, without SQLite: what each row's MAC is, and what makes a row
 * wrong. audit-log.ts stores and reads the rows; journal-seal.ts decides what a result means.
 *
 * Two kinds of row, marked per row in `audit.chain`:
 * - `sha256`: rows written before the chain was keyed (schema 4 and older). Their hash is a plain
 *   SHA-256 of the row and the hash before it, which anyone can recompute after an edit.
 * - `hmac-sha256`: every row written since. The MAC is an HMAC-SHA256 with the workstation's audit
 *   key, which lives in the OS keychain and never in the journal, so an edit cannot be re-sealed
 *   by whoever edits the file. The first keyed row carries the last unkeyed hash as its `prev`, so
 *   the old rows are sealed too: changing any of them changes the hash that row's MAC covers.
 * A `sha256` row after an `hmac-sha256` row is refused: the kinds only ever go one way.
 */
export const GENESIS_HASH = '0'.repeat(64);

export const CHAIN_KINDS = ['sha256', 'hmac-sha256'] as const;
export type ChainKind = (typeof CHAIN_KINDS)[number];

export interface AuditRow {
  seq: number;
  at: string;
  operator_id: string | null;
  action: string;
  details: string;
  prev_hash: string;
  hash: string;
  chain: ChainKind;
}

/**
 * D98: a journal rebuilt from head office holds the replaced workstation's audit rows, whose MACs
 * were made with a key lost with that PC. Each row the rebuild copied (after checking it against
 * the replication chain and head office's signed acknowledgement) is sealed again under this
 * workstation's key in `audit_rebuilt`, and the row after the last of them is the rebuild's mark,
 * a keyed row naming that last row. Up to the mark a row is checked against its rebuilt seal
 * instead of its MAC; the mark and every row after it as any row is.
 */
export const AUDIT_REBUILT = 'journal.rebuilt';

/** What the rebuild's mark records (with the acknowledgement it rebuilt to). */
export interface RebuiltDetails {
  /** The last audit row copied from head office: every row up to it is a rebuilt row. */
  rebuiltThrough: number;
}

/** An audit row with its rebuilt seal beside it (null: none). */
export type AuditRowRead = AuditRow & { rebuilt_mac?: string | null };

/** The seal of an audit row a rebuild copied (D98): its whole row, its MAC included. */
export function rebuiltMac(key: KeyObject | null, row: AuditRow): string {
  if (!key) throw new AuditKeyMissingError();
  return createHmac('sha256', key)
    .update(JSON.stringify(['rebuilt', ...keyedFields(row), row.hash]))
    .digest('hex');
}

/** Whether `row` carries its seal: its MAC, or up to a rebuild's mark its rebuilt seal (D98). */
export function rowIsSealed(
  key: KeyObject | null,
  row: AuditRowRead,
  rebuiltThrough: number | null,
): boolean {
  if (rebuiltThrough !== null && row.seq <= rebuiltThrough) {
    return typeof row.rebuilt_mac === 'string' && row.rebuilt_mac === rebuiltMac(key, row);
  }
  return rowMac(key, row) === row.hash;
}

/** Whether `row`, after the last rebuilt one, is the rebuild's mark naming it (D98). */
function isRebuildMark(row: AuditRow, rebuiltThrough: number): boolean {
  if (row.action !== AUDIT_REBUILT || row.chain !== 'hmac-sha256') return false;
  try {
    return (JSON.parse(row.details) as Partial<RebuiltDetails>).rebuiltThrough === rebuiltThrough;
  } catch {
    return false;
  }
}

export type AuditProblem =
  | 'edited'
  | 'missing'
  | 'relinked'
  | 'removed-at-end'
  | 'unkeyed'
  /** A transfer row that no longer says what its audit rows recorded (transfer-records.ts). */
  | 'record-differs'
  /** A row the app decides from that does not carry its seal (row-seal.ts, D68). */
  | 'row-altered';

export interface ChainBreak {
  seq: number;
  problem: AuditProblem;
  /** What is wrong with the row, as a sentence. */
  what: string;
  /** `what`'s message, for each language to word (D65, D93). */
  finding: MessageRef;
}

/** A finding's English sentence and its message, which names what it found by codes alone (D87). */
export function finding<K extends MessageKey>(
  key: K,
  ...args: MessageArgs<K>
): { what: string; finding: MessageRef } {
  const { message: what, text: finding } = saying(key, ...args);
  return { what, finding };
}

export function rowMac(key: KeyObject | null, row: Omit<AuditRow, 'hash'>): string {
  if (row.chain === 'sha256') {
    return createHash('sha256')
      .update(
        JSON.stringify([row.prev_hash, row.seq, row.at, row.operator_id, row.action, row.details]),
      )
      .digest('hex');
  }
  if (!key) throw new AuditKeyMissingError();
  return createHmac('sha256', key)
    .update(JSON.stringify(keyedFields(row)))
    .digest('hex');
}

/** What a keyed row's MAC covers, in order. */
function keyedFields(row: Omit<AuditRow, 'hash'>): unknown[] {
  return [row.chain, row.prev_hash, row.seq, row.at, row.operator_id, row.action, row.details];
}

export class AuditKeyMissingError extends Error {
  constructor() {
    super(text('journal.audit.noKey'));
    this.name = 'AuditKeyMissingError';
  }
}

/**
 * Walks the chain row by row from a point already trusted (or from the start). Each `next` checks
 * one row against the one before it; `end` checks that the chain reaches the head the keychain
 * holds. Nothing here reads the database, so a caller can feed rows in batches.
 */
export class ChainWalk {
  private expected: number;
  private prev: string;
  private keyed: boolean;

  constructor(
    private readonly key: KeyObject | null,
    start: { seq: number; mac: string; keyed: boolean } | null,
    private readonly head: ChainPoint | null,
    /** D98: the last row a rebuild copied from head office, or null for a journal never rebuilt. */
    private readonly rebuiltThrough: number | null = null,
  ) {
    this.expected = (start?.seq ?? 0) + 1;
    this.prev = start?.mac ?? GENESIS_HASH;
    this.keyed = start?.keyed ?? false;
  }

  /** The last row checked (null before any). */
  get last(): ChainPoint | null {
    return this.expected === 1 ? null : { seq: this.expected - 1, mac: this.prev };
  }

  next(row: AuditRowRead): ChainBreak | null {
    if (row.seq !== this.expected) {
      return {
        seq: this.expected,
        problem: 'missing',
        ...finding('journal.audit.missing', { seq: this.expected }),
      };
    }
    if (row.prev_hash !== this.prev) {
      return {
        seq: row.seq,
        problem: 'relinked',
        ...finding('journal.audit.relinked', { seq: row.seq, previous: row.seq - 1 }),
      };
    }
    if (row.chain !== 'hmac-sha256' && (this.keyed || row.chain !== 'sha256')) {
      return {
        seq: row.seq,
        problem: 'unkeyed',
        ...finding('journal.audit.unkeyed', { seq: row.seq }),
      };
    }
    if (!rowIsSealed(this.key, row, this.rebuiltThrough)) {
      return {
        seq: row.seq,
        problem: 'edited',
        ...finding('journal.audit.edited', { seq: row.seq }),
      };
    }
    if (this.rebuiltThrough !== null && row.seq === this.rebuiltThrough + 1) {
      if (!isRebuildMark(row, this.rebuiltThrough)) {
        return {
          seq: row.seq,
          problem: 'edited',
          ...finding('journal.audit.notRebuildMark', { seq: row.seq }),
        };
      }
    }
    if (this.head && row.seq === this.head.seq && row.hash !== this.head.mac) {
      return {
        seq: row.seq,
        problem: 'edited',
        ...finding('journal.audit.notOurs', { seq: row.seq }),
      };
    }
    this.prev = row.hash;
    this.keyed ||= row.chain === 'hmac-sha256';
    this.expected += 1;
    return null;
  }

  /** After the last row: rows the keychain's head says were written must all be there. */
  end(): ChainBreak | null {
    const last = this.expected - 1;
    // D98: rebuilt rows vouch for nothing until the rebuild's mark says it finished.
    if (this.rebuiltThrough !== null && last <= this.rebuiltThrough) {
      const seq = this.rebuiltThrough + 1;
      return { seq, problem: 'missing', ...finding('journal.audit.rebuildUnfinished', { seq }) };
    }
    if (this.head && last < this.head.seq) {
      const first = last + 1;
      return {
        seq: first,
        problem: 'removed-at-end',
        ...(first === this.head.seq
          ? finding('journal.audit.lastMissing', { seq: first })
          : finding('journal.audit.lastOnesMissing', { first, last: this.head.seq })),
      };
    }
    return null;
  }
}
