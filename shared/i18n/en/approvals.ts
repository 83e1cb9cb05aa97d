/** A supervisor's approval of a transfer the controls or the duplicate guard hold. */
export const approvals = {
  /** What an approval lets through, as the bank's copy of the receipt prints it. */
  purpose: {
    // D81: the amount, or a day's total with it, asked for it; the receipt screen, which the
    // customer may see, says neither (D80).
    threshold: "Needs a supervisor's approval",
    duplicate: 'Repeats a transfer waiting for a supervisor',
  },
  /**
   * D81: why a transfer needs the supervisor's approval, shown in the approval dialog only once
   * main has checked the supervisor's id and password. Never on the review: the customer may read
   * the review, and these name the totals (D80).
   */
  grounds: {
    title: 'Why this transfer needs your approval',
    amount: ({ amount, currency }: { amount: string; currency: string }) =>
      `Its amount alone: ${amount} ${currency}.`,
    customer: ({ total, currency, day }: { total: string; currency: string; day: string }) =>
      `With this one, this customer's transfers of ${day} add up to ${total} ${currency}. The earlier ones:`,
    recipient: ({ total, currency, day }: { total: string; currency: string; day: string }) =>
      `With this one, this account's transfers to this recipient on ${day} add up to ${total} ${currency}. The earlier ones:`,
    notForCustomer:
      'Not for the customer: if they ask, say only that a supervisor approves transfers like this one.',
    show: 'Show why',
  },
  override: {
    draftMissing: 'The transfer to approve is missing. Go back to the review and try again.',
    reasonMissing: 'Write why this transfer may go: what the bank said about the earlier one.',
    approverMissing: "Enter the supervisor's operator id and password.",
    only: "An override holds the transfer, a reason and the supervisor's sign-in only.",
  },
  /** D73: wrong passwords typed into approvals, counted apart from sign-in. */
  attempts: {
    wrong: ({ perApprover, minutes }: { perApprover: number; minutes: number }) =>
      `The operator id or the password is wrong. Each wrong try waits longer, and ${perApprover} for one id pause its approvals here for ${minutes} minutes. Nobody's sign-in is blocked.`,
    pausedApprover: ({
      operatorId,
      until,
      attempts,
    }: {
      operatorId: string;
      until: string;
      attempts: number;
    }) =>
      `Approvals by ${operatorId} at this workstation are paused until ${until}, after ${attempts} wrong passwords. Another supervisor can approve meanwhile; ${operatorId} can still sign in. Every try is shown to the supervisors.`,
    pausedHere: ({ until, attempts }: { until: string; attempts: number }) =>
      `Approvals at this workstation are paused until ${until}, after ${attempts} wrong passwords. Ask the supervisor to come back then; nobody's sign-in is blocked. Every try is shown to the supervisors.`,
    /** The supervisor's start page. */
    title: 'Wrong approval passwords at this workstation',
    intro:
      "Typed into the approval dialog in the last 24 hours, newest first. They block no one's sign-in; ask the clerk at whose session they were typed.",
    shownOf: ({ shown, count }: { shown: number; count: number }) =>
      `The latest ${shown} of ${count}; every one is in the audit log.`,
    at: 'Time',
    approverTried: 'Operator id typed',
    requester: 'At the session of',
    purpose: 'To approve',
    notAnId: '(not an operator id)',
    pausedHereNow: ({ until }: { until: string }) =>
      `Approvals at this workstation are paused until ${until}.`,
    pausedApproverNow: ({ operatorId, until }: { operatorId: string; until: string }) =>
      `Approvals by ${operatorId} at this workstation are paused until ${until}.`,
  },
  /**
   * D125: an approval from the supervisor's own desk, through head office. The clerk's review
   * (which the customer may read: no total, no threshold) and the supervisor's desk (not the
   * customer's: the grounds, D81).
   */
  desk: {
    unavailable: ({ reason }: { reason: string }) =>
      `Head office could not take the request: ${reason} Ask the supervisor here instead.`,
    decisionRefused: ({ message }: { message: string }) =>
      `Head office did not record your decision. It said: ${message}`,
    draftChanged:
      'The transfer was changed after the supervisors were asked, so their decision is not for it. Ask again.',
    requests: {
      requestId: 'The request',
      requestIdMissing: 'The request to decide is missing. Open the list again.',
      askOnly: 'A request for approval holds the transfer only.',
      statusOnly: 'A question about a request holds the transfer and the request only.',
      decisionMissing: 'Choose to approve or to refuse.',
      decisionOnly: 'A decision holds the request, approve or refuse, and the reason only.',
    },
    /** The clerk's review while the request waits. */
    waitingTitle: 'Sent to the supervisors',
    waitingText: ({ until }: { until: string }) =>
      `The branch's supervisors see this transfer at their desks. The review goes on by itself once one of them decides, until ${until}.`,
    stillTrying: 'Head office does not answer at the moment; still asking.',
    askHere: 'Ask a supervisor here instead',
    expired: 'No supervisor decided in time. Ask again, or ask a supervisor here.',
    askAgain: 'Ask the supervisors again',
    approved: ({ name, id }: { name: string; id: string }) =>
      `Approved by ${name} (${id}) at their desk. Sending…`,
    /** The supervisor's desk. */
    title: "Approvals asked by the branch's counters",
    intro:
      'Waiting for a supervisor, oldest first. Your decision goes to the counter at once. Not for the customer: this names the totals.',
    none: 'No counter is waiting for an approval.',
    unreachable: ({ reason }: { reason: string }) => `The requests cannot be read now: ${reason}`,
    counter: ({ number, name, id }: { number: number; name: string; id: string }) =>
      `Counter ${number} · ${name} (${id})`,
    recipient: 'Recipient',
    customer: 'Customer',
    why: 'Why it needs approval',
    asked: 'Asked',
    until: 'Decide by',
    ground: {
      amount: 'Its amount alone is above the approval amount.',
      customer: ({ total, currency }: { total: string; currency: string }) =>
        `With this one, this customer's transfers of the day add up to ${total} ${currency}.`,
      recipient: ({ total, currency }: { total: string; currency: string }) =>
        `With this one, this account's transfers to this recipient today add up to ${total} ${currency}.`,
      duplicate: ({ references }: { references: string }) =>
        `It may repeat ${references}, still waiting for an outcome: sent again, the recipient could be paid twice.`,
      earlier: ({ references }: { references: string }) => `Earlier: ${references}.`,
    },
    reason: 'Why you decide so',
    approve: 'Approve',
    refuse: 'Refuse',
    approvedDone: 'Approved. The counter sends it now.',
    refusedDone: 'Refused. The counter is told why.',
  },
} as const;
