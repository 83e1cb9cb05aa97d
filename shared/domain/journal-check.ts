import type { MessageRef } from '../i18n/catalog';
import type { UnreconciledView } from './unreconciled';

/** Why the journal cannot be trusted: the first audit row that is wrong, and what to do. */
export interface JournalProblem {
  firstBadRow: number;
  /** Names the row and says what to do (keep the file, call support). */
  message: string;
  /** `message`'s words, for the admin's window to word in their language (D65, D93). */
  text?: MessageRef;
  /**
   * Set only when every row the journal holds is sound but it ends before the last row this
   * workstation wrote (the head the keychain holds): rows were removed from its end, or a backup
   * was restored. Only then may an admin confirm that it is a restored backup.
   */
  endsBeforeHead?: { lastRow: number; headRow: number };
  /**
   * Set when SQLite's check of the file's pages failed (D40): the file itself is damaged, whatever
   * its rows say; firstBadRow is then 0.
   */
  fileDamaged?: true;
  /**
   * Set when a row the app decides from does not carry its seal (D68): its table and the values
   * that name it; firstBadRow is then 0.
   */
  alteredRow?: { table: string; key: string };
}

/** The outcome of a check of the whole journal, as the admin's screen shows it. */
export type JournalCheckView =
  | { ok: true; rowsChecked: number; checkedAt: string }
  | ({ ok: false; checkedAt: string } & JournalProblem);

/** The word an admin types to confirm that the journal is a restored backup. */
export const RESTORE_CONFIRMATION_WORD = 'RESTORED';

/** An admin's statement that a journal ending before the keychain's head is a restored backup. */
export interface JournalRestoreConfirmation {
  /** RESTORE_CONFIRMATION_WORD, typed. */
  confirmation: string;
}

/** A confirmed restore: what was checked, and where the chain goes on from. */
export interface JournalRestoreView {
  confirmedAt: string;
  /** The admin who confirmed it: id and name. */
  operatorId: string;
  operatorName: string;
  /** Every row of the restored journal, checked against the key. */
  rowsChecked: number;
  /** The last row the replaced journal reached, as the keychain held it. */
  replacedHeadRow: number;
  /** The restored journal's last row before the confirmation. */
  restoredHeadRow: number;
  /** The audit row that records the confirmation: the keychain's head from now on. */
  confirmationRow: number;
  /**
   * D69: the references issued after the backup that the journal does not hold, kept for a
   * supervisor to reconcile with the bank (with any still open from before); set by the answer to
   * the confirmation.
   */
  unreconciled?: UnreconciledView[];
}

/** The journal's state for the admin's screen: the last finding, and the last full check. */
export interface JournalStatusView {
  problem: JournalProblem | null;
  /** Audit rows the check at start read: only those written since the last check. */
  rowsReadAtStart: number;
  lastFullCheck: JournalCheckView | null;
  /** A restore an admin confirmed since this start, or null. */
  restoreConfirmed: JournalRestoreView | null;
}
