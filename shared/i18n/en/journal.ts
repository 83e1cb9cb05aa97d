import { rowNamed, wordFor } from '../lists';
import type { Said } from '../messages';

/** Each sealed table's row, named for the admin by the columns that identify it. */
export const named = {
  settings: ({ key }: { key: string }) => `The setting "${key}"`,
  operators: ({ key }: { key: string }) => `The operator account ${key}`,
  branch_source_accounts: ({ key }: { key: string }) => `The branch source account ${key}`,
  branch_banks: ({ key }: { key: string }) => `The branch bank ${key}`,
  branch_wallets: ({ key }: { key: string }) => `The branch mobile wallet ${key}`,
  reference_state: ({ key }: { key: string }) => `The reference counter ${key}`,
  transfers: ({ key }: { key: string }) => `Transfer ${key}`,
  attempts: ({ key }: { key: string }) => `The attempt ${key}`,
  settlements: ({ key }: { key: string }) => `The settlement ${key}`,
  day_closings: ({ key }: { key: string }) => `The closing of the day ${key}`,
  backups: ({ key }: { key: string }) => `The backup record ${key}`,
  receipt_prints: ({ key }: { key: string }) => `The receipt print ${key}`,
  control_marks: ({ key }: { key: string }) => `The compliance mark ${key}`,
  transfer_approvals: ({ key }: { key: string }) => `The supervisor's approval ${key}`,
  draft_refusals: ({ key }: { key: string }) => `The supervisor's refusal of draft ${key}`,
  suspicion_flags: ({ key }: { key: string }) => `The suspicion flag ${key}`,
  flag_reviews: ({ key }: { key: string }) => `The compliance review of suspicion flag ${key}`,
  unreconciled_references: ({ key }: { key: string }) =>
    `The reference to reconcile with the bank ${key}`,
  reference_reconciliations: ({ key }: { key: string }) =>
    `The bank's answer recorded for entry ${key}`,
  row_seal_sets: ({ key }: { key: string }) => `The seal over the table ${key}`,
  row_seal_marks: ({ key }: { key: string }) => `The start check's mark for the table ${key}`,
  sanctions_lists: ({ key }: { key: string }) => `The imported sanctions list ${key}`,
  transfer_screenings: ({ key }: { key: string }) => `The screening of transfer ${key}`,
  transfer_rescreenings: ({ key }: { key: string }) =>
    `The later screening ${key} of a held transfer`,
  compliance_decisions: ({ key }: { key: string }) =>
    `The compliance officer's decision on transfer ${key}`,
  outbox_acks: ({ key }: { key: string }) => `Head office's acknowledgement of change ${key}`,
  bank_statements: ({ key }: { key: string }) => `The bank statement ${key}`,
  statement_lines: ({ key }: { key: string }) => `Line ${key} of a bank statement`,
  statement_items: ({ key }: { key: string }) => `The reconciliation of bank statement line ${key}`,
  statement_resolutions: ({ key }: { key: string }) =>
    `The settled break ${key} of a bank statement`,
  teller_floats: ({ key }: { key: string }) => `The opening float ${key}`,
  teller_counts: ({ key }: { key: string }) => `The cash count ${key}`,
  transfer_returns: ({ key }: { key: string }) => `The return or recall of transfer ${key}`,
  refund_receipt_prints: ({ key }: { key: string }) => `The print ${key} of a refund receipt`,
  audit: ({ key }: { key: string }) => `Audit row ${key}`,
};

/** A table held whole, as a list of rows. */
const lists = {
  settings: 'the settings',
  operators: 'the operator accounts',
  branch_source_accounts: "the branch's source accounts",
  branch_banks: "the branch's banks",
  branch_wallets: "the branch's mobile wallets",
  reference_state: 'the reference counter',
  head_office_operator_sync: "the version of head office's operators applied",
};

/** The journal's own words: opening it, its seal and audit chain, a restore, what a stop left. */
export const journal = {
  open: {
    newerVersion: ({ path, version }: { path: string; version: number }) =>
      `The journal at ${path} was written by a newer version of Remit Desk (schema ${version}). Install that version or newer; this one will not change the file.`,
    notSqlite: 'not a readable SQLite database',
    inUse: ({ path }: { path: string }) =>
      `The journal at ${path} is in use by another program (is Remit Desk already open?). Close it and start again.`,
    cannotOpen: ({ path, reason }: { path: string; reason: string }) =>
      `The journal at ${path} cannot be opened (${reason}). Check that the disk is available and the folder is writable, then start again.`,
    damaged: ({ path, detail }: { path: string; detail: string }) =>
      `The journal at ${path} is damaged (${detail}). Sending is disabled. Do not delete or move the file: it is the record of what was sent. Call support.`,
    keyMissing: ({ path }: { path: string }) =>
      `The journal at ${path} is encrypted, and this workstation's keychain does not hold its key: it was made on another workstation. An admin imports head office's key escrow file for it, with its passphrase. Do not delete or move the file.`,
    keyMismatch: ({ path }: { path: string }) =>
      `The journal at ${path} cannot be read with this workstation's key. If it was copied from another workstation (a backup restored on a new PC), an admin imports head office's key escrow file for it; otherwise it is damaged. Do not delete or move the file. Call support.`,
  },
  audit: {
    noKey: 'The audit log has no key yet: the journal must be sealed before anything is written.',
    missing: ({ seq }: { seq: number }) => `Audit row ${seq} is missing.`,
    relinked: ({ seq, previous }: { seq: number; previous: number }) =>
      `Audit row ${seq} does not follow row ${previous}.`,
    unkeyed: ({ seq }: { seq: number }) =>
      `Audit row ${seq} is not sealed with the journal's key, though the rows before it are.`,
    edited: ({ seq }: { seq: number }) => `Audit row ${seq} was changed after it was written.`,
    notOurs: ({ seq }: { seq: number }) =>
      `Audit row ${seq} is not the row this workstation wrote there.`,
    lastMissing: ({ seq }: { seq: number }) =>
      `Audit row ${seq}, the last one written, is missing.`,
    lastOnesMissing: ({ first, last }: { first: number; last: number }) =>
      `Audit rows ${first} to ${last}, the last ones written, are missing.`,
    checkedMissing: ({ seq }: { seq: number }) =>
      `Audit row ${seq}, which was checked before, is missing.`,
    changedSinceCheck: ({ seq }: { seq: number }) =>
      `Audit row ${seq} was changed after it was checked.`,
    notRebuildMark: ({ seq }: { seq: number }) =>
      `Audit row ${seq} should record the journal's rebuild from head office, and does not.`,
    rebuildUnfinished: ({ seq }: { seq: number }) =>
      `The journal's rebuild from head office did not finish: audit row ${seq}, which records it, is missing.`,
    /** What a failed check says after what it found: what to do, and what not to. */
    broken: ({ what }: { what: Said }) =>
      `${what} The journal has been tampered with or damaged. Keep the journal file as it is (do not delete, move or edit it) and call support.`,
  },
  records: {
    noAuditRow: ({ reference }: { reference: string }) =>
      `Transfer ${reference} has no audit row: it was not reserved by Remit Desk.`,
    detailsDiffer: ({ reference, seq }: { reference: string; seq: number }) =>
      `Transfer ${reference} no longer holds the amount or the signed details that audit row ${seq} recorded when it was reserved.`,
    stateDiffers: ({ reference, seq }: { reference: string; seq: number }) =>
      `Transfer ${reference} no longer holds the state that audit row ${seq} recorded.`,
  },
  seal: {
    stopped: 'Until support has looked at it, nothing can be sent and only admins can sign in.',
    stoppedUntilConfirmed: 'Until then, nothing can be sent and only admins can sign in.',
    tampered: ({ what, path, stopped }: { what: Said; path: string; stopped: Said }) =>
      `${what} The journal (${path}) has been tampered with or damaged. Keep the file as it is (do not delete, move or edit it) and call support. ${stopped}`,
    endsBeforeHead: (v: {
      what: Said;
      path: string;
      lastRow: number;
      headRow: number;
      stopped: Said;
    }) =>
      `${v.what} The journal (${v.path}) ends at audit row ${v.lastRow}, but this workstation wrote up to row ${v.headRow}: rows were removed from its end, or a backup was restored. If an admin restored a backup as the supervisor's guide says, they confirm it on the Journal check screen. If not, keep the file as it is (do not delete, move or edit it) and call support. ${v.stopped}`,
    fileDamaged: ({ path, found, stopped }: { path: string; found: string; stopped: Said }) =>
      `The journal file (${path}) is damaged: SQLite's check of its pages found ${found}. Keep the file as it is (do not delete, move or edit it) and call support. ${stopped}`,
    /** A record the keychain keeps for the journal is damaged (its sentence), then `stopped`. */
    damagedRecord: ({ damaged, stopped }: { damaged: Said; stopped: Said }) =>
      `${damaged} ${stopped}`,
    keychainUnusable: ({ path, reason }: { path: string; reason: Said }) =>
      `Remit Desk keeps the key that seals its journal (${path}) in the OS keychain, and cannot use it: ${reason}`,
    keyNotInKeychain: ({ path }: { path: string }) =>
      `The journal (${path}) is sealed with a key that is not in this workstation's OS keychain (a new user profile, a restored keychain, or a journal from another workstation). Remit Desk can neither check it nor add to it. Keep the file as it is (do not delete, move or edit it) and call support.`,
    cannotCheck: 'The journal cannot be checked',
  },
  restore: {
    cannotConfirm: 'The restore cannot be confirmed',
    notRestored: ({ finding }: { finding: Said }) =>
      `This journal cannot be confirmed as a restored backup. ${finding}`,
    nothingToConfirm:
      'The journal passed its check: it reaches the last row this workstation wrote, so there is no restored backup to confirm. Nothing was changed.',
    notRecorded: 'The restore was checked but could not be recorded',
  },
  interrupted: {
    notSent: 'Remit Desk stopped before this transfer reached the service. No money moved.',
    unknown:
      'Remit Desk stopped while this transfer was being sent. The service may have received it: a supervisor must confirm with the bank before anything is sent again.',
    /** D144: a send in flight on the PC a takeover replaced (D112). */
    takenOver:
      'This transfer was being sent from the PC this one took over, and head office may not have its last records. The service may have received it: a supervisor must confirm with the bank before anything is sent again.',
    /** D144: a send in flight in the backup a journal was put back from (D34, D75). */
    restored:
      'This transfer was being sent when the backup this journal was restored from was made, and the PC may have gone on to send it. The service may have received it: a supervisor must confirm with the bank before anything is sent again.',
    attempt: 'interrupted: the app stopped during this attempt',
  },
  /** What could not be done (`what`: journal.seal.cannotCheck, journal.restore.cannotConfirm…), then the OS keychain's own trouble. */
  keychainFailed: ({ what, trouble }: { what: Said; trouble: Said }) => `${what}: ${trouble}`,
  /** Head office's escrow file of the journal's keys (D70). */
  escrow: {
    noKeys: 'the keychain holds no journal key yet',
    keychainFailed: ({ reason }: { reason: Said }) =>
      `The journal's keys could not be read from the OS keychain (${reason}). Nothing was written. Check that the keychain is unlocked and export again.`,
    saveTitle: 'Save the key escrow file for head office',
    fileKind: 'Remit Desk key escrow files',
    writeFailed: ({ file, detail }: { file: string; detail: string }) =>
      `The escrow file could not be written to ${file} (${detail}). Nothing was exported. Choose a folder you can write to and export again.`,
    notThisJournal: ({
      workstation,
      exportedAt,
      path,
    }: {
      workstation: string;
      exportedAt: string;
      path: string;
    }) =>
      `This escrow file (workstation ${workstation}, saved ${exportedAt}) does not open the journal at ${path}. Nothing was stored. Ask head office for the file saved on the workstation the backup comes from.`,
  },
  /** The row seal (D68): a row the app decides from that no longer carries its MAC. */
  rows: {
    altered: ({ table, key }: { table: string; key: string }) =>
      `${rowNamed(named, table, key)} was written outside Remit Desk: it does not carry the journal's seal (table ${table}).`,
    addedOrRemoved: ({ table }: { table: string }) =>
      `Rows were added to or removed from ${wordFor(lists, table)} outside Remit Desk (table ${table}).`,
    setMissing: ({ table }: { table: string }) =>
      `The seal over ${wordFor(lists, table)} is missing (table ${table}).`,
    notReserved: ({ reference }: { reference: string }) =>
      `Transfer ${reference} has no reservation sealed in the audit log: Remit Desk did not reserve it, so it is never sent.`,
    bodyDiffers: ({ reference, seq }: { reference: string; seq: number }) =>
      `Transfer ${reference} no longer holds the body that audit row ${seq} recorded when it was reserved, so it is not sent.`,
  },
  /** The name an earlier version's holiday (a date alone) is given when its settings are read. */
  earlierHolidayName: 'Bank holiday',
} as const;
