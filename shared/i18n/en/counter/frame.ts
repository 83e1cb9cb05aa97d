/** The window's frame: the header's pages and menus, the bank-service banner. */
export const frame = {
  /** The header's navigation, as a screen reader names it. */
  navigation: 'Main',
  /** The button the pages that do not fit the header's row wait behind. */
  menu: 'Menu',
  more: 'More',
  page: {
    myTransfers: 'My transfers',
    operators: 'Operators',
    settings: 'Settings',
    bankConnection: 'Bank connection',
    journalCheck: 'Journal check',
    receiptLog: 'Receipt log',
    endOfDay: 'End of day',
    suspicionFlags: 'Suspicion flags',
    supervisorTools: 'Supervisor tools',
    complianceHome: 'Compliance',
    sanctionsLists: 'Sanctions lists',
    heldTransfers: 'Held for compliance',
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
