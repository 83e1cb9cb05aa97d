import { formats } from './formats';
import { eitherOfCodes, wordFor, type CodeList } from '../lists';

/** The app's frame: the window title, page titles, the header's shortcuts, notices every page shares. */
export const app = {
  name: 'Remit Desk',
  /** The window's title after the page's: `Bank connection – Remit Desk`. */
  windowTitle: ({ page }: { page: string }) => `${page} – Remit Desk`,
  /** D140: head office where the journal names it as the one who acted (a list it sent). */
  headOffice: 'Head office',
  /** Each page's title, by what the page is (the RTGS form is titled by `transfer.kind.rtgs`). */
  page: {
    firstAdmin: 'First launch',
    firstLaunch: 'Set up this workstation',
    signIn: 'Sign in',
    sendImt: 'Mobile-wallet transfer',
    myTransfers: 'My transfers today',
    myCash: 'My cash today',
    receipt: 'Receipt',
    operators: 'Operators',
    changePassword: 'Change password',
    journalCheck: 'Journal check',
    bankConnection: 'Bank connection',
    headOffice: 'Head office',
    settings: 'Settings',
    supervisorHome: 'Supervisor tools',
    receiptLog: 'Receipt log',
    transfer: 'Transfer',
    endOfDay: 'End of day',
    suspicionFlags: 'Suspicion flags',
    reconcile: 'Not in this journal',
    complianceHome: 'Compliance',
    sanctionsLists: 'Sanctions lists',
    heldTransfers: 'Held for compliance',
    reconciliation: 'Reconciliation with the bank',
    reconciliationMonth: 'Reconciliation by month',
    auditorHome: 'Audit',
    auditTrail: 'Audit trail',
  },
  /**
   * A page meant for another role: said on the page the operator lands on instead. `access`:
   * the roles it is for (role codes, D87); `role`: the operator's role code.
   */
  pageRefused: ({ page, access, role }: { page: string; access: CodeList; role: string }) =>
    `${page} is only for ${eitherOfCodes('en', formats.someone, access)}, and you are signed in as ${wordFor(formats.someone, role)}.`,
  thatPage: 'That page',
  shortcut: {
    newRtgs: 'New RTGS',
    newImt: 'New IMT (wallet)',
    myTransfers: "Today's transfers",
  },
  /** Where a page's "Back" goes. */
  back: {
    supervisorHome: 'Back to supervisor tools',
    suspicionFlags: 'Back to the suspicion flags',
    endOfDay: 'Back to the end of day',
    myTransfers: 'Back to my transfers today',
    waitingList: 'Back to the waiting list',
    logSearch: 'Back to your search in the receipt log',
    receiptLog: 'Back to the receipt log',
  },
  adminWarnings: {
    title: 'Settings need attention',
    open: ({ section }: { section: string }) => `Open ${section}`,
  },
  tryAgain: 'Try again',
  idle: {
    title: 'Are you still there?',
    text: ({ duration }: { duration: string }) =>
      `Nobody has typed, clicked or scrolled for a while, so Remit Desk signs you out in ${duration} to keep customers' details off the screen.`,
    draftKept: 'A transfer you are typing is kept for you until you sign in again.',
    stay: 'Stay signed in',
  },
  signOutDraft: {
    title: 'Sign out and discard the transfer?',
    text: 'The transfer you are typing has not been sent. Signing out discards it; send it first, or keep working.',
    keepWorking: 'Keep working',
    discard: 'Sign out and discard',
  },
  bridgeMissing:
    'Remit Desk must be opened as the Remit Desk desktop app. This page was opened without it (for example in a web browser), so it cannot sign in, send or print anything. Close this window and start Remit Desk from its shortcut.',
  callFailed:
    'Remit Desk could not reach its main process. Check the receipt log before you try again, and restart Remit Desk if this keeps happening.',
  saved: 'Saved.',
  settingsRefused: 'Remit Desk refused these settings. Correct them, then save again',
  /** A transfer's review and confirm, as the draft composable words them. */
  draft: {
    rulesChanged:
      'The settings changed while this review was open. Correct these details, then review the transfer again',
    noticeChanged: ({ notice }: { notice: string }) =>
      `The notice changed while this review was open. ${notice} Tell the customer, then confirm again.`,
    noticeGone: 'The one above no longer applies.',
    detailsRefused: 'Remit Desk refused these details. Correct them, then review again',
    bankRefusedDetail: 'The bank refused this detail: correct it, then review the transfer again',
    progress: {
      waiting: 'Sending… Stay on this screen until the receipt appears.',
      reserved: ({ reference }: { reference: string }) =>
        `Reference ${reference} reserved. Sending to the service…`,
      sending: ({ reference }: { reference: string }) =>
        `Sending reference ${reference} to the service…`,
      attemptFinished: ({ attempt, reference }: { attempt: number; reference: string }) =>
        `Attempt ${attempt} for reference ${reference} finished. Waiting for the outcome…`,
      finished: ({ reference }: { reference: string }) =>
        `Reference ${reference} finished. Opening the receipt…`,
    },
  },
  /** The desk's files: CSV exports and the journal's copy. */
  deskFiles: {
    writingCsv: ({ rows }: { rows: string }) => `Writing the CSV file: ${rows} transfers so far…`,
    copyingJournal: ({ percent }: { percent: number }) => `Copying the journal: ${percent}%…`,
    chooseCsv: 'Choose where to save the CSV file…',
    chooseFolder: 'Choose the folder for the copy…',
    oneTransfer: '1 transfer',
    transfers: ({ rows }: { rows: string }) => `${rows} transfers`,
    csvWritten: ({ what, file }: { what: string; file: string }) => `${what} written to ${file}.`,
    endOfDayWritten: ({ day, file }: { day: string; file: string }) =>
      `The end of day ${day} was written to ${file}.`,
    journalCopied: ({ transfers, file }: { transfers: string; file: string }) =>
      `The journal was copied and checked: ${transfers} transfers in ${file}.`,
  },
  wordsNotLoaded:
    'Remit Desk could not load the words of its screens. Try again; if this keeps happening, restart Remit Desk.',
} as const;
