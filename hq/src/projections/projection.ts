import type { Change } from '../../protocol/wire';
import type { ProjectedWorkstation } from '../replication/projections';

/*
 * The console reads a workstation's replicated journal changes into tables of head office's own,
 * in the transaction that stores them (D102), through the ingest's ChangeProjection hook (D95). It
 * must not refuse a batch: a row it cannot read is left out of the reading (the stored change is
 * still the record), never a reason to stop a workstation's replication.
 */

export type { ChangeProjection, ProjectedWorkstation } from '../replication/projections';

/** The workstation as the console's tables record it: with its branch's IANA zone. */
export interface ProjectedDesk extends ProjectedWorkstation {
  /** The console's dates are the branch's calendar days, its times the branch's clock. */
  timeZone: string;
}

/** A journal row, as the outbox wrote it: json_object of every column. */
export type JournalRow = Record<string, unknown>;

/** The row of a change, or null for a delete or a row that is not a JSON object. */
export function rowOf(change: Change): JournalRow | null {
  if (change.row === null) return null;
  try {
    const row: unknown = JSON.parse(change.row);
    return row !== null && typeof row === 'object' && !Array.isArray(row)
      ? (row as JournalRow)
      : null;
  } catch {
    return null;
  }
}

/** The key of a change (`{"id":7}`), or null when it is not a JSON object. */
export function keyOf(change: Change): JournalRow | null {
  try {
    const key: unknown = JSON.parse(change.key);
    return key !== null && typeof key === 'object' && !Array.isArray(key)
      ? (key as JournalRow)
      : null;
  } catch {
    return null;
  }
}

export function textOf(row: JournalRow, column: string): string | null {
  const value = row[column];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

export function integerOf(row: JournalRow, column: string): number | null {
  const value = row[column];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** A change's integer key column: from its key, else from its row (a key the outbox wrote short). */
export function integerKey(column: string) {
  return (key: JournalRow, row: JournalRow | null): number | null =>
    integerOf(key, column) ?? (row ? integerOf(row, column) : null);
}

/** An ISO instant the journal wrote, or null when it is not one. */
export function instantOf(row: JournalRow, column: string): string | null {
  const value = textOf(row, column);
  return value !== null && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

/**
 * The last image of each key among `changes` of one table, in order of their last change: a batch
 * may insert a transfer and update it twice, and one statement can write each row only once.
 * A delete is kept as `row: null`.
 */
export function lastImages<K>(
  changes: readonly Change[],
  keyFrom: (key: JournalRow, row: JournalRow | null) => K | null,
  identity: (key: K) => string,
): { key: K; row: JournalRow | null }[] {
  const last = new Map<string, { key: K; row: JournalRow | null }>();
  for (const change of changes) {
    const row = change.op === 'delete' ? null : rowOf(change);
    const rawKey = keyOf(change);
    const key = rawKey === null ? null : keyFrom(rawKey, row);
    if (key === null) continue;
    if (change.op !== 'delete' && row === null) continue;
    const id = identity(key);
    last.delete(id);
    last.set(id, { key, row });
  }
  return [...last.values()];
}
