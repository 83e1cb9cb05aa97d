/** D127: the supervisor's desk over every counter of the branch, read through head office. */
export const branchDesk = {
  counter: ({ number }: { number: number }) => `Counter ${number}`,
  /** D132: the receipt log's CSV could not read the other counters; nothing was written. */
  csvUnreachable: ({ reason }: { reason: string }) =>
    `The file was not written: head office did not send the other counters' transfers (${reason}). Try again in a moment.`,
  /** A table's column heading: the counter (workstation) of the branch a row is from. */
  counterColumn: 'Counter',
  settleAt: ({ counter }: { counter: string }) => `To settle at ${counter}`,
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
  },
};
