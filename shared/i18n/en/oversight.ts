/**
 * The compliance officer's and the auditor's pages (D78): their start pages, and what each
 * can do from the menu.
 */
export const oversight = {
  home: {
    compliance: {
      title: 'Compliance',
      intro:
        'You review what the branch’s controls and staff have raised. You do not send, approve or settle transfers.',
    },
    auditor: {
      title: 'Audit',
      intro:
        'You read everything this workstation’s journal holds, and change nothing: nothing you do here sends, approves, settles or changes a setting.',
    },
    /** The heading above the list of the role's pages. */
    tasks: 'What you can do here',
  },
  /** Each page a start page lists: its link, and what it is for. */
  task: {
    receiptLog: {
      label: 'Receipt log',
      compliance:
        'Find any transfer. Filter the ones marked reportable and the split series, and open each one’s details.',
      auditor: 'Find any transfer of any operator, by date, amount, state, operator or text.',
    },
  },
} as const;
