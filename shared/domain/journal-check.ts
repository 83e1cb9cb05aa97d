/** Why the journal cannot be trusted: the first audit row that is wrong, and what to do. */
export interface JournalProblem {
  firstBadRow: number;
  /** Names the row and says what to do (keep the file, call support). */
  message: string;
}

/** The outcome of a check of the whole journal, as the admin's screen shows it. */
export type JournalCheckView =
  | { ok: true; rowsChecked: number; checkedAt: string }
  | ({ ok: false; checkedAt: string } & JournalProblem);

/** The journal's state for the admin's screen: the last finding, and the last full check. */
export interface JournalStatusView {
  problem: JournalProblem | null;
  /** Audit rows the check at start read: only those written since the last check. */
  rowsReadAtStart: number;
  lastFullCheck: JournalCheckView | null;
}
