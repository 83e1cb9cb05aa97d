/** D127: the supervisor's desk over every counter of the branch, read through head office. */
export const branchDesk = {
  counter: ({ number }: { number: number }) => `Counter ${number}`,
  /** D132: the receipt log's CSV could not read the other counters; nothing was written. */
  csvUnreachable: ({ reason }: { reason: string }) =>
    `The file was not written: head office did not send the other counters' transfers (${reason}). Try again in a moment.`,
  /** A table's column heading: the counter (workstation) of the branch a row is from. */
  counterColumn: 'Counter',
  settleAt: ({ counter }: { counter: string }) => `To settle at ${counter}`,
  relay: {
    counterMissing: 'Choose the counter that holds this transfer.',
    unavailable:
      'Head office cannot be reached: the settlement was not asked. Try again in a moment, or settle it at its counter.',
    ownCounter: 'This transfer is this counter’s own: settle it from its page.',
    pending: ({ reference }: { reference: string }) =>
      `A settlement of ${reference} is already waiting for its counter. It is shown here once that counter has applied or refused it.`,
    notAllowed: ({ reason }: { reason: string }) => `Head office refused the settlement: ${reason}`,
    waiting: ({ counter }: { counter: string }) => `Settlement asked, waiting for ${counter}`,
    applied: ({ counter }: { counter: string }) => `Settled at ${counter}`,
    refused: ({ counter, reason }: { counter: string; reason: string }) =>
      `${counter} refused the settlement: ${reason}`,
    /** The button on another counter's waiting row that opens the settle form at this desk. */
    open: 'Settle',
    formTitle: ({ reference, counter }: { reference: string; counter: string }) =>
      `Settle transfer ${reference} of ${counter}`,
    formLead: ({ counter }: { counter: string }) =>
      `Check with the bank first. ${counter} records what you choose at its next contact with head office, in your name, under its own rules.`,
    /** The settle form's submit button: sends the settlement to the counter that holds it. */
    send: ({ counter }: { counter: string }) => `Send to ${counter}`,
    sent: ({ counter }: { counter: string }) =>
      `Sent to ${counter}; it settles at its next contact.`,
    reason: {
      'not-found': 'that counter has no transfer with this reference.',
      'not-waiting': 'the transfer is no longer waiting for a supervisor there.',
      'own-transfer': 'the supervisor who asked sent this transfer.',
      'transaction-id-differs': 'the bank’s transaction id does not match what is recorded there.',
      'outcome-not-possible': 'the bank accepted this transfer, so it cannot have never arrived.',
      'resend-not-relayed': 'a re-send is made only at the counter that sent it.',
      malformed: 'that counter could not read the request.',
    },
  },
  /** D138: a supervisor here reprints another counter's receipt from head office's copy. */
  reprint: {
    action: 'Reprint',
    actionLabel: ({ reference, counter }: { reference: string; counter: string }) =>
      `Reprint the receipt of ${reference}, made at ${counter}`,
    printer: 'To the printer',
    pdf: 'Save as PDF',
    done: ({ reference, copy, counter }: { reference: string; copy: number; counter: string }) =>
      `COPY ${copy} of ${reference} printed. ${counter} records the reprint at its next contact with head office.`,
    doneUntold: ({
      reference,
      copy,
      counter,
    }: {
      reference: string;
      copy: number;
      counter: string;
    }) =>
      `COPY ${copy} of ${reference} printed and recorded here, but head office could not pass it on: tell ${counter}.`,
    unavailable:
      'Head office cannot be reached: nothing was printed. Try again in a moment, or reprint it at its counter.',
    ownCounter: 'This transfer is this counter’s own: print it from its page.',
    notFound: ({ reference }: { reference: string }) =>
      `Head office does not hold transfer ${reference} of another counter of this branch yet. Try again once that counter has sent its changes.`,
    unreadable:
      'Head office’s copy of this transfer could not be read whole: nothing was printed. Reprint it at its counter.',
  },
  log: {
    unreached: ({ counter }: { counter: string }) =>
      `Head office cannot be reached: only the transfers of this counter (${counter}) are shown.`,
  },
  day: {
    title: 'Every counter of the branch',
    lead: "Each counter's transfers of the day: this counter's from its journal, the others' as head office holds them.",
    thisCounter: ({ counter }: { counter: string }) => `${counter} (this counter)`,
    total: 'Branch total',
    none: 'No transfers.',
    behind: ({ counter, count, since }: { counter: string; count: number; since: string }) =>
      `${counter}: ${count} changes not yet at head office, since ${since}.`,
    silent: ({ counter, since }: { counter: string; since: string }) =>
      `${counter}: head office has not heard from it since ${since}; its later transfers may be missing.`,
    incomplete: 'The branch figure may be incomplete.',
    unreached: ({ counter }: { counter: string }) =>
      `Head office cannot be reached: these are the figures of this counter (${counter}) alone.`,
    section: 'Branch: every counter',
    sectionBehind: 'Branch: not yet at head office',
    /** D138: whether each other counter closed the day, as head office holds its closing. */
    closed: ({
      counter,
      at,
      by,
      checkedBy,
    }: {
      counter: string;
      at: string;
      by: string;
      checkedBy: string;
    }) => `${counter} closed the day at ${at}: prepared by ${by}, checked by ${checkedBy}.`,
    closedAlone: ({ counter, at, by }: { counter: string; at: string; by: string }) =>
      `${counter} closed the day at ${at}, by ${by}.`,
    open: ({ counter }: { counter: string }) => `${counter} has not closed the day.`,
    sectionClosed: 'Branch: day closed',
  },
};
