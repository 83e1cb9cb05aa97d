import { ok, type AppError, type Result } from '@shared/result';
import type { EarlierSetupItem } from '@shared/domain/earlier-setup';
import type {
  JournalCheckView,
  JournalProblem,
  JournalRestoreView,
  JournalStatusView,
} from '@shared/domain/journal-check';
import type { ChainPoint, JournalKeychain } from '../keys/journal-keychain';
import { silentLogger, type AppLogger } from '../logging/logger';
import type { Journal } from './journal';
import { checkFile, checkInFull } from './seal-check';
import { HeadMirror } from './seal-head-mirror';
import { confirmRestore } from './seal-restore';
import { earlierSetupOf, startChain } from './seal-start';
import { rowProblem } from './seal-rows';
import type { RestoreError, SealDeps, SealError, SealState } from './seal-state';

// The seal's pieces: seal-start.ts (key, seal, check at start), seal-head-mirror.ts (the
// keychain's head follows the commits), seal-check.ts (the full check), seal-restore.ts (a
// restored backup confirmed), seal-state.ts (findings and words), seal-audit-rows.ts (its rows).
export {
  AUDIT_CHECKED,
  AUDIT_RESTORED,
  AUDIT_RESTORE_REFUSED,
  AUDIT_SEALED,
  type RestoredDetails,
  type SealedDetails,
} from './seal-audit-rows';
export type { RestoreError, SealError } from './seal-state';

export interface JournalSeal {
  /** Why the journal cannot be trusted, or null while every check has passed. */
  problem(): JournalProblem | null;
  /** What the start-up check read: rows read, for the record and the tests. */
  readonly startCheck: { rowsRead: number; from: ChainPoint | null; sealedRowsRead: number };
  /** The last finding and the last full check, for the admin's screen. */
  status(): JournalStatusView;
  /**
   * What an earlier setup left in the keychain when this journal was new, while no operator exists
   * yet to decide about it (operators/ decides, environment/earlier-setup.ts acts).
   */
  earlierSetup(): EarlierSetupItem[] | null;
  /**
   * SQLite's check of every page of the file (D40), which a start reads only in part: damage found
   * is kept like a broken chain (nothing is sent, only admins sign in) and the checked point is
   * cleared, so the next start checks the whole file again and refuses it. Null when it passed.
   * Reads the whole file: seconds on a journal of a million transfers.
   */
  checkFile(): JournalProblem | null;
  /**
   * Checks the file's pages, then every row, a batch at a time, and records the outcome (an audit
   * row too).
   */
  checkInFull(operatorId: string): Promise<Result<JournalCheckView, AppError<'keychain-failed'>>>;
  /**
   * An admin's confirmation (D34) that the journal is a restored backup. Only a journal whose
   * every row is sound (checked again here, in full) and which ends before the keychain's head is
   * one: the confirmation is then recorded in the chain with the head it replaces, the keychain's
   * head moves to that row, and sending and sign-in open again. Anything else is refused and
   * recorded, and stops what it stopped before. Nothing is deleted.
   */
  confirmRestore(operatorId: string): Promise<Result<JournalRestoreView, RestoreError>>;
  /** Resolves once the keychain holds the head of everything committed so far. */
  flush(): Promise<void>;
  /**
   * A finding of a check outside the seal (the copy at head office, D97): the same stop as a
   * broken chain (nothing is sent, only admins sign in, the next start checks every row again).
   * The first finding stands; a later one is only logged.
   */
  report(problem: JournalProblem): void;
}

export interface SealOptions {
  journal: Journal;
  keychain: JournalKeychain;
  now: () => number;
  /** For a new journal: what the environments' keychain entries still hold from before. */
  earlierSecrets: () => Promise<EarlierSetupItem[]>;
  log?: AppLogger;
  /** Rows per step of a full check, between which other work runs. */
  batchRows?: number;
}

/**
 * Keys the journal's audit chain, checks it, and keeps the keychain's copy of its head up to date.
 *
 * At start: the key comes from the keychain (made there the first time, with an `audit.sealed` row
 * that also seals any rows written before keys existed). The rows after the last checked row are
 * checked, and the chain must reach the head the keychain holds, so rows removed from the end show
 * too. Only the new rows are read, so a start stays fast on a long journal; a failure is named by a
 * full check, since an earlier row may be the first bad one. A failure is kept, never repaired:
 * the checked point is cleared, so the next start checks everything again, and the head is no
 * longer moved, so it keeps saying how far the journal reached.
 *
 * A journal with no rows at all is new. If the keychain holds a head, an earlier journal was
 * deleted, moved or renamed: the new journal's first row records that head and what else the
 * keychain holds (earlierSecrets), for the first admin to decide about, and the head moves to the
 * new journal. The key is kept, so the earlier file can still be checked by support.
 */
export async function sealJournal(options: SealOptions): Promise<Result<JournalSeal, SealError>> {
  const { journal, keychain, now } = options;
  const log = options.log ?? silentLogger;
  const started = await startChain({ ...options, log });
  if (!started.ok) return started;
  const { startCheck } = started.value;
  const state: SealState = {
    problem: started.value.problem,
    mirroring: started.value.mirroring,
    reported: null,
    lastFullCheck: null,
    restoreConfirmed: null,
  };
  const head = new HeadMirror({ journal, keychain, log, isMirroring: () => state.mirroring });
  journal.audit.onAppend(() => head.follow());
  // A row read for a decision that does not carry its seal stops the journal as a broken chain
  // does (D68): only admins sign in, nothing is sent, the next start checks everything again.
  journal.rowSeals.onBreak((found) => {
    log.error('A journal row failed its seal when read.', { table: found.table });
    if (state.problem) return;
    state.problem = rowProblem(journal.path, found);
    state.mirroring = false;
    void keychain.saveChecked(null).catch(() => undefined);
  });
  const deps: SealDeps = {
    journal,
    keychain,
    log,
    iso: () => new Date(now()).toISOString(),
    batchRows: options.batchRows,
    state,
    head,
  };
  return ok({
    problem: () => state.problem,
    startCheck,
    status: () => ({
      problem: state.problem,
      rowsReadAtStart: startCheck.rowsRead,
      lastFullCheck: state.lastFullCheck,
      restoreConfirmed: state.restoreConfirmed,
    }),
    earlierSetup: () => earlierSetupOf(journal),
    checkFile: () => checkFile(deps),
    checkInFull: (operatorId) => checkInFull(deps, operatorId),
    confirmRestore: (operatorId) => confirmRestore(deps, operatorId),
    flush: () => head.flush(),
    report: (problem) => {
      log.error('The journal failed a check.', { firstBadRow: problem.firstBadRow });
      // Kept even under an earlier finding, which a restore's confirmation or a full check may
      // clear: this one only the next start's checks can (D145).
      state.reported ??= problem;
      if (state.problem) return;
      state.problem = problem;
      state.mirroring = false;
      void keychain.saveChecked(null).catch(() => undefined);
    },
  });
}
