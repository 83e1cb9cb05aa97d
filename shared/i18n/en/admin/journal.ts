/** The admin's check of the whole journal, and a restored backup's confirmation. */
export const journal = {
  lead: 'Every change to an operator, a setting or a transfer is written to the journal’s audit log, sealed with a key that only this workstation’s keychain holds. Each start of Remit Desk checks the rows written since the last check; this checks every row.',
  auditRows: ({ count, n }: { count: string; n: number }) =>
    `${count} audit row${n === 1 ? '' : 's'}`,
  fileDamaged: 'The journal file is damaged',
  endsBeforeHead: ({ row }: { row: string }) =>
    `The journal ends at audit row ${row}, before the last row this workstation wrote`,
  failedAt: ({ row }: { row: string }) => `The journal failed its check at audit row ${row}`,
  rowAltered: 'A row of the journal was changed outside Remit Desk',
  stopped: 'The journal is stopped',
  restoreConfirmed: 'Restored backup confirmed',
  restoreText: ({
    rows,
    at,
    row,
    name,
    id,
    replaced,
  }: {
    rows: string;
    at: string;
    row: string;
    name: string;
    id: string;
    replaced: string;
  }) =>
    `All ${rows} were checked at ${at}. The confirmation is audit row ${row}, by ${name} (${id}): it replaces the keychain’s record of row ${replaced} as the journal’s last row. Sending and sign-in are open again, and new references continue after the highest ever issued.`,
  restoreLater:
    'Transfers sent after the backup was made are not in this journal: ask the bank for them, as the supervisor’s guide says.',
  noneMissing:
    'Every reference this workstation’s keychain says was issued is in this journal: nothing was sent after the backup.',
  missing: ({ count }: { count: number }) =>
    `${count === 1 ? 'This reference was' : `These ${count} references were`} issued after the backup and ${count === 1 ? 'is' : 'are'} not in this journal. A supervisor asks the bank about each and records its answer under “Not in this journal”; the day cannot be closed until then:`,
  atStart: ({ rows }: { rows: string }) =>
    `The check at this start read the ${rows} written since the last check, and found nothing wrong.`,
  checking: 'Checking every row…',
  check: 'Check the whole journal',
  nothingWrong: 'Nothing wrong found',
  allChecked: ({ rows, at }: { rows: string; at: string }) =>
    `All ${rows} were checked at ${at}: none was changed, removed or added out of turn.`,
  keysTitle: 'Keys for head office',
  keysLead:
    'The journal and its backups are encrypted with a key kept in this workstation’s keychain. To restore a backup on another PC, head office needs that key: save it here in a file sealed with a passphrase, and give the file and the passphrase to head office separately.',
  keysPassphrase: 'Passphrase for the file',
  keysPassphraseHint:
    'At least 12 characters; a few unrelated words are easiest to pass on. Without it, the file is useless.',
  keysRepeat: 'The same passphrase again',
  keysExport: 'Save the key file…',
  keysExporting: 'Sealing the keys…',
  keysExported: ({ file }: { file: string }) =>
    `The key file was saved as ${file}. Hand it to head office, and tell them the passphrase apart from the file (not in the same email). The export is in the audit log.`,
} as const;
