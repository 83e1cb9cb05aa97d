/** The window's frame: the header's pages and menus, the bank-service banner. */
export const frame = {
  /** The header's navigation, as a screen reader names it. */
  navigation: 'Main',
  /** The button the pages that do not fit the header's row wait behind. */
  menu: 'Menu',
  /**
   * The same button when some pages are in the header's row: the other pages wait behind it
   * (`More ▾`). More pages, not more details; one short word.
   */
  more: 'More',
  /**
   * The links in the header's row, one per page of the role: those that do not fit the window's
   * width go behind More, so the shorter the better. `operators` and `settings` are the admin's
   * pages; `complianceHome` and `auditorHome` the compliance officer's and the auditor's start
   * pages, named by their work (as `oversight.home`).
   */
  page: {
    myTransfers: 'My transfers',
    myCash: 'My cash',
    operators: 'Operators',
    settings: 'Settings',
    bankConnection: 'Bank connection',
    headOffice: 'Head office',
    journalCheck: 'Journal check',
    receiptLog: 'Receipt log',
    endOfDay: 'End of day',
    suspicionFlags: 'Suspicion flags',
    supervisorTools: 'Supervisor tools',
    complianceHome: 'Compliance',
    sanctionsLists: 'Sanctions lists',
    heldTransfers: 'Held for compliance',
    /** The header's link to the page that matches the bank's statements with the journal's transfers. */
    reconciliation: 'Reconciliation',
    auditorHome: 'Audit',
    auditTrail: 'Audit trail',
  },
  banner: {
    checking: 'Checking which bank service is in use…',
    sandboxAt: ({ url }: { url: string }) => `Sandbox bank at ${url}`,
    nextStart: ({ environment }: { environment: string }) => `From the next start: ${environment}`,
  },
  /** The page a window opened outside the desktop app shows. */
  bridgeMissing: 'Remit Desk cannot start here',
} as const;
