/** The settings page and its sections' own words (the fields' labels are `settings`'). */
export const settings = {
  environmentInUse: 'Environment in use:',
  listsOfEnvironment: ". The branch lists shown are this environment's.",
  loading: 'Loading the settings…',
  loadingLists: 'Loading the lists…',
  navLabel: 'Settings sections',
  branchLists: 'Branch lists',
  needsCorrecting: 'needs correcting',
  needsAttention: 'needs attention',
  /**
   * The small button at the end of an editable table's row (a public holiday, a branch list's
   * entry) that takes the row out; also that column's heading, for screen readers only. A verb,
   * short: the column is narrow.
   */
  remove: 'Remove',
  /** A section's frame: what it shares with every other section. */
  frame: {
    problem: ({ title, problem }: { title: string; problem: string }) =>
      `The stored ${title.toLowerCase()} could not be used: ${problem} The form shows the defaults; save to replace the stored value.`,
    earlier:
      'Read from the settings of an earlier version of Remit Desk. Check them and save to keep them.',
    saving: 'Saving…',
    save: 'Save',
    undo: 'Undo changes',
  },
  /** What each section is for, under its title. */
  purpose: {
    accountPatterns:
      "Every account number must be 6 to 20 digits or capital letters. Where the bank knows a country's format, a stricter pattern (a regular expression the whole number must match) catches typing slips at the counter. Leave a country empty to keep the general rule.",
    backup:
      'When a supervisor closes a day, Remit Desk copies the journal into this folder, a network share or a drive kept apart from this computer. A copy that fails is made again at the next start. Leave it empty for no automatic copy.',
    bankIdentity:
      "Printed on every receipt, with the branch's name and code from the workstation section, exactly as written here. One line each.",
    network:
      "How long Remit Desk waits for the bank's service. A transfer whose answer does not come in time is recorded as outcome unknown, for a supervisor. Changes take effect at the next start of Remit Desk.",
    sessions:
      "An operator is signed out after these minutes without activity (warned a minute before, and a half-typed transfer is kept for them), and in any case this many hours after signing in, so nobody works under the last operator's name. Changes take effect at the next start of Remit Desk.",
    workstation:
      "Which workstation this is, and the branch it serves. The branch's name, code and country are printed on every receipt.",
    limits:
      "The smallest and largest amount of one transfer, per product and currency, and the most one sender's ID document may send by mobile wallet in a day (counted in the branch's day, failed transfers left out). Clerks see these limits as they type; Remit Desk checks them again before sending. The amounts first shown are starting points only: replace them with the bank's own.",
    controls:
      "Above the approval amount a transfer stops at the review until a supervisor approves it at the clerk's workstation with their own id and password; so does one that takes the customer's transfers of the day, or the account's transfers of the day to the same recipient, above it. From the reporting amount a transfer is marked reportable, and one customer's transfers that together reach it within 24 hours, 7 days or 30 days are marked as a split series, for the compliance officer. Leave a field empty for no threshold. Every change is recorded with its old and new value.",
    screening:
      "Before a transfer is sent, its sender's and recipient's names are compared with the sanctions lists imported on the Sanctions lists page. A name that scores at or above the match score holds the transfer for a compliance officer; a lower score holds more transfers, a higher one misses more spellings. Sending stops while a list is older than the greatest age, until the current list is imported.",
    tariff:
      'What the branch charges for a transfer, per product and currency: a fixed fee, a percentage with a minimum and a maximum, or bands by amount. The clerk shows the fee and the total to pay on the review, and both receipts print them. A currency with no fee set costs nothing. Every change is recorded with its old and new value.',
    rates:
      "The day's exchange rates into the branch's currency, for the total a customer pays for a transfer in another currency. Each rate is kept with who set it and when; a rate older than the greatest age stops transfers in its currency until it is set again.",
    rtgsCalendar:
      "Each country's RTGS window: from the opening time to the bank's cut-off on weekdays, in that country's time, except its public holidays. A transfer confirmed outside the window still goes, and is queued until the next opening; the clerk is told before confirming.",
  },
  /** The purpose of each branch list, before the environment it belongs to. */
  listPurpose: {
    sourceAccounts:
      "The branch's accounts transfers are paid from. The clerk picks one, and it fills in the sender's account: number, holder's name, country and currency. Remit Desk sends from no other account.",
    banks:
      'The banks of each country an RTGS transfer can go to. The clerk finds one by name or code; a code not listed can still be typed, and the clerk is told it is not in this list.',
    wallets:
      'The mobile wallets of each IMT country. The clerk picks one for the recipient’s country; the name the service expects is what is sent.',
  },
  listPurposeIn: ({ purpose, environment }: { purpose: string; environment: string }) =>
    `${purpose} These are the lists for ${environment}.`,
  accountPatternHint: 'For example [0-9]{13} for thirteen digits.',
  backupFolder: 'Backup folder',
  backupFolderHint: "The folder's full path, for example D:\\Backups\\Remit Desk or /mnt/backups.",
  identity: {
    legalNameHint: 'As registered, for example Example Bank Kenya Limited.',
    complaintsHint: 'Where a customer complains: a telephone number, an e-mail address or both.',
    licenceHint:
      "The regulator's line the bank must print, for example Licensed and regulated by the Central Bank of Kenya.",
  },
  network: {
    connect: 'Connect timeout (milliseconds)',
    connectHint: '1000 to 60000: 10000 is ten seconds.',
    request: 'Request timeout (milliseconds)',
    requestHint: '5000 to 300000: 45000 is 45 seconds.',
  },
  screening: {
    threshold: 'Match score that holds a transfer',
    thresholdHint: ({ min, max, standard }: { min: string; max: string; standard: string }) =>
      `${min} to ${max}; ${standard} by default.`,
    age: 'Greatest age of a list (days)',
    ageHint: ({ min, max, standard }: { min: number; max: number; standard: number }) =>
      `${min} to ${max} days from the list's date; ${standard} by default.`,
    calendarAhead: 'Days ahead the RTGS calendar must reach',
    calendarAheadHint: ({ max }: { max: number }) =>
      `0 to ${max}; empty for today's year only. Applies while head office sets the calendar.`,
  },
  sessions: {
    idle: 'Minutes without activity before sign-out',
    idleHint: ({ min, max, standard }: { min: number; max: number; standard: number }) =>
      `${min} to ${max} minutes; ${standard} by default.`,
    lifetime: 'Session lifetime (hours)',
    lifetimeHint: ({ min, max, standard }: { min: number; max: number; standard: number }) =>
      `${min} to ${max} hours; ${standard} by default.`,
    silence: 'Hours without head office before only admins sign in',
    silenceHint: ({ min, max, standard }: { min: number; max: number; standard: number }) =>
      `For a workstation enrolled with head office: ${min} to ${max} hours; ${standard} by default.`,
  },
  workstation: {
    numberHint:
      "10 to 99. Every transfer reference starts with this number, so two workstations of the bank's account with the same number would make the same references and the bank would refuse or confuse them. Give each workstation its own.",
    branchCodeHint: "The bank's own code for the branch, for example 042 or KE-042.",
    countryHint:
      "Its time is the branch's day: the daily limit per ID document starts again at midnight there.",
    paperHint:
      "What this workstation's receipt printer takes: A4 sheets, or an 80 mm thermal roll. Both copies (the customer's and the bank's) print in this layout.",
  },
  limits: {
    rtgsMin: 'RTGS minimum',
    rtgsMax: 'RTGS maximum',
    walletMin: 'Wallet minimum',
    walletMax: 'Wallet maximum',
    walletDaily: 'Wallet daily total per ID document',
    walletOfflineDaily: 'Daily total per ID document, head office out of reach',
    noWalletUsd: 'No mobile-wallet transfers are made in US dollars.',
  },
  controls: {
    repeats: 'Second transfers',
    repeatDays: 'Days the repeat check looks back',
    repeatDaysHint: ({ max }: { max: number }) =>
      `A new transfer with the same customer, recipient, amount and currency as one sent in these branch days stops at the review until the clerk confirms the customer asked for a second transfer. 1 is today only (the default); at most ${max}.`,
    approvalRtgs: "RTGS: supervisor's approval above",
    approvalWallet: "Wallet: supervisor's approval above",
    reportableFrom: 'Reportable from',
  },
  calendar: {
    save: 'Save the calendar',
    imported: ({
      file,
      country,
      count,
      added,
    }: {
      file: string;
      country: string;
      count: number;
      added: number;
    }) => `${file} is imported: ${country} has ${count} public holidays now (${added} new).`,
    notImported: ({ file, reason }: { file: string; reason: string }) =>
      `Nothing was imported from ${file}. ${reason}`,
    correctLines: 'Correct these lines and choose the file again:',
    gapsTitle: 'Public holidays missing for the coming year',
    /**
     * Read by screen readers only: names the row of country buttons that picks whose RTGS calendar
     * is shown.
     */
    countriesLabel: 'Country',
    noHolidaysAhead: 'no holidays ahead',
    importLabel: ({ country }: { country: string }) => `Import holidays for ${country} from a file`,
    /** The file's hint, around its example line (shown in a monospace font). */
    fileHintBefore:
      'A text file with one holiday a line: the date written YYYY-MM-DD, a space, and the name, for example',
    fileExample: '2026-12-25 Christmas Day',
    fileHintAfter: ({ country }: { country: string }) =>
      `. The holidays are added to the list for ${country}; a date already listed takes the file's name. A file with a wrong line imports nothing.`,
    saveFirst: 'Save or undo your changes first.',
    opensHint: ({ country, zone }: { country: string; zone: string }) =>
      `HH:MM, ${country}'s time: ${zone}.`,
    cutOffHint: "The bank's own, often before 15:00.",
    holidaysIn: ({ country }: { country: string }) => `Public holidays in ${country}`,
    noHolidays: 'None entered. Add them one by one, or import the list from a file below.',
    date: 'Date (YYYY-MM-DD)',
    datePlaceholder: 'YYYY-MM-DD',
    /**
     * The column heading beside the date in a country's public holidays: the holiday's name
     * (Christmas Day), not a person's.
     */
    name: 'Name',
    removeHoliday: ({ n }: { n: number }) => `Remove holiday ${n}`,
    add: 'Add a holiday',
  },
  lists: {
    save: 'Save the list',
    /**
     * The label before the country list over a branch list (`Show: All countries`): it filters the
     * rows shown; a label, not a button.
     */
    show: 'Show',
    allCountries: 'All countries',
    empty: 'The list is empty.',
    noneForCountry: 'None for this country.',
    /**
     * The heading of an editable list's row numbers: a column 2.5rem (40 px) wide, so the shortest
     * word or an abbreviation. Messages name the same rows (`rows 3 and 7`).
     */
    row: 'Row',
    removeRow: ({ n }: { n: number }) => `Remove row ${n}`,
    chooseCountry: 'Choose a country…',
    add: 'Add a row',
  },
} as const;
