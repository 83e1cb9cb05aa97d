import type { AppError } from '@shared/result';
import type {
  JournalCheckView,
  JournalProblem,
  JournalRestoreView,
} from '@shared/domain/journal-check';
import { keychainTrouble } from '../keys/secret-store';
import type { ChainPoint, JournalKeychain } from '../keys/journal-keychain';
import type { AppLogger } from '../logging/logger';
import type { AuditVerification } from './audit-log';
import type { Journal } from './journal';
import type { HeadMirror } from './seal-head-mirror';
import { ref, type MessageRef } from '@shared/i18n/catalog';
import { saidOf, saying, worded } from '@shared/i18n/worded';

// What the journal seal knows while the app runs, what its steps are given, and its findings in
// words.

export type SealError = AppError<'journal-key-unavailable'>;
export type RestoreError = AppError<'not-a-restored-backup' | 'keychain-failed'>;

/** The seal's findings, read by the app's gates and the admin's screen, changed by its checks. */
export interface SealState {
  /** Why the journal cannot be trusted, or null while every check has passed. */
  problem: JournalProblem | null;
  /** Whether the keychain's head follows the commits: not while a finding stands. */
  mirroring: boolean;
  /**
   * The first finding of a check outside the seal (the copy at head office, D97, D145), which no
   * check of this journal alone can clear: a full check or a restore's confirmation that passes
   * leaves it standing for the rest of the run; the next start's checks find it again.
   */
  reported: JournalProblem | null;
  lastFullCheck: JournalCheckView | null;
  restoreConfirmed: JournalRestoreView | null;
}

/** What the checks after start are given (journal-seal.ts builds it once). */
export interface SealDeps {
  journal: Journal;
  keychain: JournalKeychain;
  log: AppLogger;
  /** The time now, as written in the audit rows. */
  iso(): string;
  /** Rows per step of a full check, between which other work runs. */
  batchRows: number | undefined;
  state: SealState;
  head: HeadMirror;
}

export type FailedVerification = Extract<AuditVerification, { ok: false }>;

const STOPPED = ref('journal.seal.stopped');

/** A failed check as the admin reads it: an edit or damage, or rows missing from the end. */
export function problemOf(
  path: string,
  found: FailedVerification,
  head: ChainPoint | null,
): JournalProblem {
  // Every row before the first missing one passed: the walk reports the end only after them.
  if (found.problem === 'removed-at-end' && head) {
    const lastRow = found.seq - 1;
    return {
      firstBadRow: found.seq,
      ...saying('journal.seal.endsBeforeHead', {
        what: found.finding,
        path,
        lastRow,
        headRow: head.seq,
        stopped: ref('journal.seal.stoppedUntilConfirmed'),
      }),
      endsBeforeHead: { lastRow, headRow: head.seq },
    };
  }
  return {
    firstBadRow: found.seq,
    ...saying('journal.seal.tampered', { what: found.finding, path, stopped: STOPPED }),
  };
}

/** A record in the keychain that cannot be read, found at start: the keychain's own words. */
export function damagedRecordProblem(
  damaged: { message: string; text?: MessageRef },
  firstBadRow: number,
): JournalProblem {
  return {
    firstBadRow,
    ...saying('journal.seal.damagedRecord', { damaged: saidOf(damaged), stopped: STOPPED }),
  };
}

/** SQLite's check of the file's pages found damage (its own words, which name no language). */
export function damagedFileProblem(path: string, found: string[]): JournalProblem {
  return {
    firstBadRow: 0,
    fileDamaged: true,
    ...saying('journal.seal.fileDamaged', {
      path,
      found: found.slice(0, 3).join('; '),
      stopped: STOPPED,
    }),
  };
}

export function keychainStartError(error: unknown, path: string): SealError {
  return worded('journal-key-unavailable', 'journal.seal.keychainUnusable', {
    path,
    reason: keychainTrouble(error),
  });
}

/**
 * What could not be done (`what`), then the keychain's own trouble, each worded in the
 * operator's language (D93).
 */
export function keychainFailed(what: MessageRef, error: unknown): AppError<'keychain-failed'> {
  return worded('keychain-failed', 'journal.keychainFailed', {
    what,
    trouble: keychainTrouble(error),
  });
}

/**
 * Records in the keychain where the next start checks from (null: from the first row, after a
 * finding). A failure is logged: the next start then checks more rows, never fewer.
 */
export function saveCheckedPoint(deps: SealDeps, point: ChainPoint | null): Promise<void> {
  return deps.keychain.saveChecked(point).catch((error: unknown) =>
    deps.log.warn('The journal check could not be recorded in the OS keychain.', {
      error: String(error),
    }),
  );
}
