/**
 * What main's controls say before a send: approvals, refusals, limits, repeats (D42–D48). The
 * reporting marks are never said here: the review is read with the customer (D80).
 */
export const controls = {
  product: { rtgs: 'an RTGS transfer', imt: 'a mobile-wallet transfer' },
  approvalNeeded: ({
    amount,
    currency,
    product,
  }: {
    amount: string;
    currency: string;
    product: string;
  }) =>
    `At ${amount} ${currency}, ${product} needs a supervisor's approval. Nothing was sent. Ask a supervisor to come to this workstation and approve it with their own id and password.`,
  noApprovalNeeded:
    "This transfer is not above the amount that needs a supervisor's approval. Go back to the review and send it.",
  refused: ({ name, id, reason }: { name: string; id: string; reason: string }) =>
    `${name} (${id}), a supervisor, refused this transfer: "${reason}". Nothing was sent, and this form cannot be sent. Give the customer the reason; start a new transfer only if the supervisor agrees.`,
  dailyLimit: {
    over: (v: {
      label: string;
      who: string;
      sent: string;
      currency: string;
      day: string;
      amount: string;
      total: string;
      limit: string;
      rest: string;
    }) =>
      `${v.label}: the sender's ID document (${v.who}) has already sent ${v.sent} ${v.currency} by mobile wallet today (${v.day}). With this ${v.amount} ${v.currency} the day's total would be ${v.total} ${v.currency}, above the daily limit of ${v.limit} ${v.currency} per ID document set by your admin. ${v.rest}`,
    left: ({ left, currency }: { left: string; currency: string }) =>
      `At most ${left} ${currency} more can be sent today.`,
    nothingLeft: 'Nothing more can be sent for this document today.',
    offline: ({ limit, currency }: { limit: string; currency: string }) =>
      `Head office cannot be reached, so this counter counts only its own transfers and applies the lower limit of ${limit} ${currency} your admin set for that case. Try again once head office answers, or ask a supervisor.`,
    /** D157: head office refused the reservation because this PC's clock is off. */
    clockOff: ({ limit, currency }: { limit: string; currency: string }) =>
      `Head office did not count this transfer because this PC's clock does not agree with head office's (the log says by how much). Until the clock is set, this counter counts only its own transfers and applies the lower limit of ${limit} ${currency} your admin set for that case. Ask IT to set the PC's date and time, or ask a supervisor.`,
  },
} as const;

/** A transfer that repeats an earlier one: the duplicate guard and the repeat check (D33, D46). */
export const repeats = {
  /** `a, b and c`: a list of named transfers in a sentence. */
  listed: ({ head, last }: { head: string; last: string }) => `${head} and ${last}`,
  transfer: ({ reference }: { reference: string }) => `transfer ${reference}`,
  transfers: ({ references }: { references: string }) => `transfers ${references}`,
  waiting: ({ which, days, count }: { which: string; days: number; count: number }) =>
    `This transfer repeats ${which} of the last ${days} days (same account, recipient, amount and currency), whose outcome is not settled yet. Nothing was sent. Ask a supervisor: they check ${count === 1 ? 'it' : 'them'} with the bank, and only they can let this one through.`,
  noDuplicate:
    'This transfer repeats no transfer waiting for a supervisor, so it needs no approval. Go back to the review and send it.',
  today: ({ since }: { since: string }) => `today (since ${since})`,
  lastDays: ({ days, since }: { days: number; since: string }) =>
    `in the last ${days} days (since ${since})`,
  confirm: ({ what }: { what: string }) =>
    `${what} Send it only if the customer asks for a second transfer: type the customer's reason, then confirm.`,
  refusal: ({ which }: { which: string }) =>
    `Nothing was sent: this transfer repeats ${which}. Send it only if the customer asks for a second transfer: confirm it on the review with the customer's reason.`,
  named: ({ reference, at, state }: { reference: string; at: string; state: string }) =>
    `transfer ${reference} (${at}, ${state})`,
  sameDetails: ({ window }: { window: string }) =>
    `The same customer already sent this amount and currency to this recipient ${window}.`,
  // D80: a form is one instruction, used once; nothing lets a second transfer give it.
  formUsed: ({ formNumber, which }: { formNumber: string; which: string }) =>
    `Instruction form ${formNumber} was already used for ${which}. A form is used once: ask the customer to fill in and sign a new one, and type its number.`,
} as const;
