import type { JournalProblem } from '@shared/domain/journal-check';
import type { AppLogger } from '../logging/logger';
import type { ChainBreak } from './audit-chain';
import type { Journal } from './journal';
import { SCHEMA_VERSION } from './migrations';
import { isCorruption } from './open-journal';
import type { RowCheck, RowSealBreak } from './row-seal-error';
import { damagedFileProblem } from './seal-state';
import { AUDIT_ROWS_SEALED, type RowsSealedDetails, type SealedDetails } from './seal-audit-rows';
import { ref } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';

// The journal seal's side of the row seal (D68, row-seal.ts): rows written before the key sealed
// once, with their audit row; the rows' check at start, in the full check, and a finding in words.

export const ROW_ALTERED = 'row-altered' as const;

/**
 * Seals the rows a migration left without a seal, once per schema version, with an audit row in
 * the same transaction. Afterwards a row without its seal is a finding, never sealed again: an
 * edit cannot be laundered by clearing its seal. Null when there was nothing to do.
 */
export function sealRowsOnce(journal: Journal, at: string): RowsSealedDetails | null {
  if (sealedVersion(journal) >= SCHEMA_VERSION) return null;
  return journal.transaction(() => {
    const details = sealUnsealedRows(journal);
    journal.audit.append({
      at,
      operatorId: null,
      action: AUDIT_ROWS_SEALED,
      details: { ...details },
    });
    return details;
  });
}

/** Seals the rows written before the key, for the caller's audit row (in its transaction). */
export function sealUnsealedRows(journal: Journal): RowsSealedDetails {
  return { schemaVersion: SCHEMA_VERSION, rows: journal.rowSeals.sealUnsealed() };
}

/**
 * The schema version whose rows were last sealed: by the journal's first keyed row (a new or
 * pre-key journal) or by the last sealing of its own (an upgrade); 0 when none. Only rows whose
 * MAC is right count.
 */
function sealedVersion(journal: Journal): number {
  const versionAt = (seq: number | null, of: (details: unknown) => unknown): number => {
    const entry = seq === null ? undefined : journal.audit.sealedEntry(seq);
    const version = entry ? of(entry.details) : undefined;
    return typeof version === 'number' ? version : 0;
  };
  return Math.max(
    versionAt(
      journal.audit.firstKeyedSeq(),
      (details) => (details as Partial<SealedDetails>).rowsSealed?.schemaVersion,
    ),
    versionAt(
      journal.rowSeals.lastSealing(),
      (details) => (details as Partial<RowsSealedDetails>).schemaVersion,
    ),
  );
}

/**
 * The rows' check at start (row-seal.ts says which rows): a finding, or null. `everything` when
 * no check has passed since the last finding (the keychain's checked point is cleared then), so a
 * finding made when a row was read stands at the next start too.
 */
export function checkRowsAtStart(
  journal: Journal,
  log: AppLogger,
  everything: boolean,
): { problem: JournalProblem | null; rowsRead: number } {
  let checked: RowCheck;
  try {
    checked = journal.rowSeals.startCheck({ everything });
  } catch (error) {
    // A page the rows are on is damaged: a finding, as SQLite's own check would make it (D40).
    if (!isCorruption(error)) throw error;
    log.error('The journal file failed its check at start.', { error: String(error) });
    return { problem: damagedFileProblem(journal.path, [String(error)]), rowsRead: 0 };
  }
  const { rowsRead, found } = checked;
  if (!found) return { problem: null, rowsRead };
  log.error('A journal row failed its seal at start.', { table: found.table });
  return { problem: rowProblem(journal.path, found), rowsRead };
}

/** A row that does not carry its seal, as the admin reads it: the same stop as a broken chain. */
export function rowProblem(path: string, found: RowSealBreak): JournalProblem {
  return {
    firstBadRow: 0,
    alteredRow: { table: found.table, key: found.key },
    ...saying('journal.seal.tampered', {
      what: found.finding,
      path,
      stopped: ref('journal.seal.stopped'),
    }),
  };
}

/** The full check's rows: every sealed table, a batch at a time, other work between batches. */
export async function firstRowBreak(
  journal: Journal,
  batchRows: number | undefined,
  nextTurn: () => Promise<void>,
): Promise<ChainBreak | null> {
  const steps = journal.rowSeals.verification(batchRows);
  let step = steps.next();
  while (!step.done) {
    await nextTurn();
    step = steps.next();
  }
  const { found } = step.value;
  return found ? { seq: 0, problem: ROW_ALTERED, what: found.what, finding: found.finding } : null;
}
