/**
 * The tables the row seal covers (D68), what names a row of each for the admin, and what the
 * start reads of them. Each entry is a table the app decides from; see row-seal.ts for how a new
 * one is added.
 */

export interface SealedTable {
  /** A few rows, read as a whole: every row, and the set of them, checked at every start. */
  readonly whole: boolean;
  /** The columns that name a row for the admin. */
  readonly naming: readonly string[];
  /** What grows with each new row, for the start's "written since the last check" (default rowid). */
  readonly newer?: string;
  /** Rows a later action may still act on, whatever their age: checked at every start too. */
  readonly open?: string;
}

/**
 * The states a send can still leave from: a restart's recovery (reserved, sending), a
 * supervisor's re-send (unknown) and a compliance officer's release (held, D78). A settlement of
 * the others reads and verifies its row.
 */
// catalog-ignore: SQL, not words
const SENDABLE_STATES = "('reserved', 'sending', 'unknown', 'held')";

export const SEALED_TABLES = {
  settings: { whole: true, naming: ['key'] },
  operators: { whole: true, naming: ['operator_id'] },
  branch_source_accounts: { whole: true, naming: ['environment', 'position'] },
  branch_banks: { whole: true, naming: ['environment', 'position'] },
  branch_wallets: { whole: true, naming: ['environment', 'position'] },
  reference_state: { whole: true, naming: ['id'] },
  // catalog-ignore: SQL, not words
  transfers: { whole: false, naming: ['reference'], open: `state IN ${SENDABLE_STATES}` },
  // The attempts recovery and a re-send decide from: those of the transfers above, finished or
  // not (an unknown transfer's last attempt says whether it was processed). Found through the
  // attempts' (transfer_id, n) index: a test of `finished_at` would read every attempt.
  attempts: {
    whole: false,
    naming: ['transfer_id', 'n'],
    open: `transfer_id IN (SELECT id FROM transfers WHERE state IN ${SENDABLE_STATES})`,
  },
  settlements: { whole: false, naming: ['id'] },
  day_closings: { whole: false, naming: ['day'] },
  backups: { whole: false, naming: ['id'] },
  receipt_prints: { whole: false, naming: ['id'] },
  control_marks: { whole: false, naming: ['transfer_id', 'mark'], newer: 'transfer_id' },
  transfer_approvals: { whole: false, naming: ['approval_id'] },
  draft_refusals: { whole: false, naming: ['draft_id'] },
  suspicion_flags: { whole: false, naming: ['id'] },
  flag_reviews: { whole: false, naming: ['flag_id'] },
  unreconciled_references: { whole: false, naming: ['environment', 'reference'] },
  reference_reconciliations: { whole: false, naming: ['entry_id'] },
  row_seal_sets: { whole: false, naming: ['table_name'] },
  row_seal_marks: { whole: false, naming: ['table_name'] },
  sanctions_lists: { whole: false, naming: ['id'] },
  transfer_screenings: { whole: false, naming: ['transfer_id'] },
  compliance_decisions: { whole: false, naming: ['transfer_id'] },
  outbox_acks: { whole: false, naming: ['seq'] },
  // D103–D106: the bank's statements, their lines, the matching's result and settled breaks.
  bank_statements: { whole: false, naming: ['account', 'statement_id'] },
  statement_lines: { whole: false, naming: ['statement', 'n'] },
  statement_items: { whole: false, naming: ['statement', 'n'] },
  statement_resolutions: { whole: false, naming: ['item'] },
  // D115: the version of head office's operator changes applied here.
  head_office_operator_sync: { whole: true, naming: ['id'] },
  // D118: the tellers' opening floats and their counts at the end of the day.
  teller_floats: { whole: false, naming: ['id'] },
  teller_counts: { whole: false, naming: ['id'] },
  // D120: returns and recalls of transfers, and their refund receipts' prints.
  transfer_returns: { whole: false, naming: ['transfer_id'] },
  refund_receipt_prints: { whole: false, naming: ['return_id', 'copy_number'] },
  // D136: messages head office held for this workstation, applied or refused once each.
  head_office_messages: { whole: false, naming: ['message_id'] },
  // D159: a held transfer's later screenings, each with the matches it found first.
  transfer_rescreenings: { whole: false, naming: ['id'] },
} as const satisfies Record<string, SealedTable>;

export type SealedTableName = keyof typeof SEALED_TABLES;
export const SEALED_TABLE_NAMES = Object.keys(SEALED_TABLES) as SealedTableName[];
export type WholeTableName = {
  [T in SealedTableName]: (typeof SEALED_TABLES)[T]['whole'] extends true ? T : never;
}[SealedTableName];
export const WHOLE_TABLE_NAMES = SEALED_TABLE_NAMES.filter(
  (table): table is WholeTableName => SEALED_TABLES[table].whole,
);

/** The tables whose start check reads only what is new (and open): the rest are read whole. */
export const MARKED_TABLE_NAMES = SEALED_TABLE_NAMES.filter(
  (table) => !SEALED_TABLES[table].whole && table !== 'row_seal_sets' && table !== 'row_seal_marks',
);

/**
 * What the start reads of a table: the rows written since `@since` and those still open. Each
 * part must find its rows through an index (the million-row bench's start, and a test, hold it).
 */
export function startQueryOf(table: SealedTableName): string {
  const { open }: SealedTable = SEALED_TABLES[table];
  const where = [`${newerColumnOf(table)} > @since`, ...(open ? [open] : [])].join(' OR ');
  return `SELECT * FROM ${table} WHERE ${where}`;
}

/** The column that grows with each new row of `table`: how far the start has read it. */
export function newerColumnOf(table: SealedTableName): string {
  return (SEALED_TABLES[table] as SealedTable).newer ?? 'rowid';
}
