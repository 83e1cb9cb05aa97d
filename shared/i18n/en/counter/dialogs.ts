/**
 * The counter's dialogs and small forms: an operator's role, a supervisor's decision at the
 * clerk's workstation, a suspicion flag, an admin's confirmation of a restored journal.
 */
export const dialogs = {
  role: {
    choose: 'Choose a role…',
    explanation: ({ name, operatorId, role }: { name: string; operatorId: string; role: string }) =>
      `${name} (${operatorId}) is ${role} now. The new role takes effect at once.`,
    ownAccount:
      'This is your own account: you will be signed out, and can sign in again in the new role.',
    newRole: 'New role',
    submit: 'Change role',
  },
  approval: {
    operatorId: "Supervisor's operator id",
    password: "Supervisor's password",
    /**
     * The field in the supervisor's approval dialog at the clerk's workstation: why the supervisor
     * lets the transfer go, or refuses it. Recorded with both operators' ids.
     */
    reason: 'Reason',
    reasonHint: 'Why it may go, or why it may not. Recorded with both your ids.',
    approve: 'Approve and send',
    /**
     * The dialog's button beside Approve and send: the supervisor refuses, and the draft ends
     * unsent. A verb on one line, in a dialog at 1024 px.
     */
    refuse: 'Refuse',
    /** D73: before the transfer's headline in the dialog. */
    subject: 'You approve:',
  },
  flag: {
    title: 'Flag this transfer as suspicious',
    open: 'Flag as suspicious',
    warning:
      'Only supervisors and the compliance officer see this flag. It is not printed on any receipt; do not tell the customer.',
    note: 'What seems suspicious',
    noteHint: 'For example: the customer could not say where the money came from.',
    recorded: 'The flag was recorded for the compliance officer.',
  },
  restore: {
    title: 'Was a backup restored?',
    found: ({ lastRow, headRow }: { lastRow: string; headRow: string }) =>
      `Every row the journal holds is sound, but it ends at audit row ${lastRow} and this workstation wrote up to row ${headRow}. That is what a journal restored from a backup looks like, and also what a journal with rows removed from its end looks like.`,
    onlyIf:
      'Confirm only if you restored a backup yourself, as the supervisor’s guide says, with support on the line. Remit Desk then checks every row again, records your confirmation in the audit log with the row it replaces, and lets sending and sign-in go on. If nobody restored a backup, do not confirm: keep the file as it is and call support.',
    typeWord: ({ word }: { word: string }) => `Type ${word} to confirm`,
    typeHint: 'In capitals. The confirmation is recorded with your operator id.',
    checking: 'Checking every row…',
    submit: 'Confirm the restored backup',
  },
  endOfDay: {
    none: 'No transfer was recorded on this day.',
  },
} as const;
