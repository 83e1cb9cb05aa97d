import { CHECKED_OFFLINE_MARK, marksOfCodes } from '@shared/domain/control-marks';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { NEEDS_SUPERVISOR, STATE_LABELS, type TransferState } from '@shared/domain/transfer-states';
import type { BranchPlace, BranchTransferRow } from '../../../hq/protocol/branch-desk';

/*
 * D127: the branch's receipt log is this workstation's journal and head office's copy of the
 * other counters, merged newest first. Each side is paged on its own (the journal by row id, head
 * office by its keyset place); the page's cursor holds where each side stands, so the next page
 * starts after the last row of each that was shown, and no row is shown twice or skipped.
 */

/** Where each side stands: null before its first row, 'end' once every row of it was shown. */
export interface BranchCursor {
  local: number | null | 'end';
  remote: BranchPlace | null | 'end';
}

const PREFIX = 'b.';

export function branchCursorText(cursor: BranchCursor): string {
  return PREFIX + Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor a branch page gave; null for a cursor that is not one (then start at the top). */
export function readBranchCursor(text: string | undefined): BranchCursor | null {
  if (!text?.startsWith(PREFIX)) return null;
  try {
    const o = JSON.parse(Buffer.from(text.slice(PREFIX.length), 'base64url').toString('utf8')) as {
      local?: unknown;
      remote?: unknown;
    };
    const local = o.local;
    const localOk =
      local === null || local === 'end' || (Number.isSafeInteger(local) && (local as number) > 0);
    const remote = o.remote as BranchPlace | null | 'end';
    const remoteOk =
      remote === null ||
      remote === 'end' ||
      (typeof remote === 'object' &&
        typeof remote.createdAt === 'string' &&
        !Number.isNaN(Date.parse(remote.createdAt)) &&
        typeof remote.workstationId === 'string' &&
        Number.isSafeInteger(remote.transferId));
    return localOk && remoteOk ? { local: local as BranchCursor['local'], remote } : null;
  } catch {
    return null;
  }
}

/** Another counter's transfer as the log shows a row: head office's copy, marked with its counter. */
export function rowOfBranch(row: BranchTransferRow): TransferLogRow {
  const state = row.state as TransferState;
  const marks = marksOfCodes(row.marks);
  return {
    reference: row.reference,
    kind: row.kind as TransferLogRow['kind'],
    state,
    stateLabel: STATE_LABELS[state],
    waiting: NEEDS_SUPERVISOR.includes(state),
    amount: row.amount,
    currency: row.currency,
    sourceName: row.sourceName,
    sourceAccount: row.sourceAccount,
    senderName: row.senderName,
    customer: null,
    desk: null,
    recipientName: row.recipientName,
    recipientAccount: row.recipientAccount,
    destinationCountry: row.destinationCountry,
    transactionId: row.transactionId,
    operatorId: row.operatorId,
    createdAt: row.createdAt,
    reportable: marks.reportable,
    split: marks.split,
    splitWindows: marks.splitWindows,
    checkedOffline: row.marks.includes(CHECKED_OFFLINE_MARK),
    returned: null,
    counter: { number: row.workstationNumber, own: false, workstationId: row.workstationId },
  };
}

export interface LocalSide {
  rows: readonly TransferLogRow[];
  /** Each row's journal id, in the rows' order. */
  ids: readonly number[];
  nextAfterId: number | null;
}

export interface RemoteSide {
  rows: readonly BranchTransferRow[];
  next: BranchPlace | null;
}

export interface MergedPage {
  rows: TransferLogRow[];
  /** Null once both sides are shown to their end. */
  next: BranchCursor | null;
}

/**
 * The newest `limit` rows of both sides (this workstation's first at the same instant), each
 * transfer once, and where each side stands after them. `remote` null: head office was not read
 * for this page, so its side stays where it stood.
 */
export function mergeBranchPage(
  cursor: BranchCursor,
  ownNumber: number,
  local: LocalSide | null,
  remote: RemoteSide | null,
  limit: number,
): MergedPage {
  type Entry =
    | { side: 'local'; at: number; row: TransferLogRow; id: number }
    | { side: 'remote'; at: number; row: TransferLogRow; place: BranchPlace };
  const entries: Entry[] = [];
  for (const [i, row] of (local?.rows ?? []).entries()) {
    entries.push({
      side: 'local',
      at: Date.parse(row.createdAt),
      row: { ...row, counter: { number: ownNumber, own: true } },
      id: local!.ids[i]!,
    });
  }
  for (const row of remote?.rows ?? []) {
    const { createdAt, workstationId, transferId } = row;
    entries.push({
      side: 'remote',
      at: Date.parse(createdAt),
      row: rowOfBranch(row),
      place: { createdAt, workstationId, transferId },
    });
  }
  // Stable: the journal's order and head office's are each kept; this workstation's first on a tie.
  entries.sort((a, b) => b.at - a.at || (a.side === b.side ? 0 : a.side === 'local' ? -1 : 1));
  const shown = entries.slice(0, limit);
  const seen = new Set<string>();
  const rows: TransferLogRow[] = [];
  for (const entry of shown) {
    const key = `${entry.row.counter?.number ?? 0}:${entry.row.reference}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(entry.row);
  }
  const lastLocal = shown.filter((e) => e.side === 'local').at(-1);
  const lastRemote = shown.filter((e) => e.side === 'remote').at(-1);
  const next: BranchCursor = { local: cursor.local, remote: cursor.remote };
  if (local) {
    const atEnd = local.nextAfterId === null && lastLocal?.id === local.ids.at(-1);
    if (local.rows.length === 0 || atEnd) next.local = 'end';
    else if (lastLocal) next.local = lastLocal.id;
  }
  if (remote) {
    const lastRead = remote.rows.at(-1);
    const atEnd =
      remote.next === null &&
      lastRemote?.place.workstationId === lastRead?.workstationId &&
      lastRemote?.place.transferId === lastRead?.transferId;
    if (remote.rows.length === 0 || atEnd) next.remote = 'end';
    else if (lastRemote) next.remote = lastRemote.place;
  }
  return { rows, next: next.local === 'end' && next.remote === 'end' ? null : next };
}
