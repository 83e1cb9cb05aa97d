type Label = { label: string };

/** Requests checked beside the settings: a supervisor's decisions and flags, a journal restore. */
export const requests = {
  controls: {
    trimmed: ({ label }: Label) => `${label} must not start or end with a space.`,
    length: ({ label, min, max }: Label & { min: number; max: number }) =>
      `${label} must be ${min} to ${max} characters long.`,
    /**
     * Names the supervisor's reason, typed in the approval dialog at the counter, at the start of
     * its messages (`trimmed`, `length`).
     */
    reason: 'Reason',
    reasonRequired: "Write the supervisor's reason: why it may go, or why it may not.",
    approverRequired: "Enter the supervisor's operator id and password.",
    decisionOnly: "A supervisor's decision holds a reason and their sign-in only.",
    draftMissing: 'The transfer is missing. Go back to the review and try again.',
    thresholdDecisionOnly:
      "A supervisor's decision holds the transfer, a reason and their sign-in only.",
    groundsOnly:
      "Asking why a transfer needs approval holds the transfer and the supervisor's sign-in only.",
    /**
     * Names a suspicion flag's transfer reference (the 12 digits on the receipt) at the start of
     * its messages.
     */
    reference: 'Reference',
    referenceRequired: 'Enter the transfer reference.',
    referenceFormat: 'Reference must be the 12 digits printed on the receipt.',
    /**
     * Names what seems suspicious, written when flagging a transfer, at the start of its messages
     * (`trimmed`, `length`).
     */
    note: 'Note',
    noteRequired: 'Write what seems suspicious about this transfer.',
    flagOnly: 'A suspicion flag holds the reference and a note only.',
    flagQueryOnly: 'The list of suspicion flags is filtered by dates, and by open or closed, only.',
    flagStatus: 'Flags must be open or reviewed.',
  },
  journalRestore: {
    confirmation: ({ word }: { word: string }) =>
      `Type ${word}, in capitals, to confirm that this journal is a backup you restored.`,
    only: 'The restore confirmation has a field it does not have. Confirm again.',
  },
} as const;
