/** A supervisor's approval of a transfer the controls or the duplicate guard hold. */
export const approvals = {
  /** What an approval lets through, as the bank's copy of the receipt prints it. */
  purpose: {
    threshold: 'Amount above the approval threshold',
    duplicate: 'Repeats a transfer waiting for a supervisor',
  },
  override: {
    draftMissing: 'The transfer to approve is missing. Go back to the review and try again.',
    reasonMissing: 'Write why this transfer may go: what the bank said about the earlier one.',
    approverMissing: "Enter the supervisor's operator id and password.",
    only: "An override holds the transfer, a reason and the supervisor's sign-in only.",
  },
} as const;
