import { amounts } from './amounts';
import { requests } from './requests';
import { transferRules } from './transfer-rules';

/** The admin's settings: the sections, their labels and every message their checks give. */
export const settings = {
  /** What an admin reads when a section is wrong, and the section list of the settings page. */
  section: {
    environment: 'Environment',
    endpoints: 'Service addresses',
    workstation: 'Workstation',
    bankIdentity: 'Bank identity for receipts',
    rtgsCalendar: 'RTGS calendar',
    limits: 'Amount limits',
    accountPatterns: 'Account number formats',
    network: 'Network timeouts',
    sessions: 'Sign-in sessions',
    backup: 'Automatic journal backup',
    controls: 'Approval and reporting thresholds',
    screening: 'Sanctions screening',
    tariff: 'Fees',
    rates: 'Exchange rates',
  },
  /** The labels the admin's forms show; every message names its field by them. */
  labels: {
    /** A country column or field, as a list's table or a holiday import names it. */
    country: 'Country',
    workstation: {
      number: 'Workstation number',
      branchName: 'Branch name',
      branchCode: 'Branch code',
      countryCode: 'Branch country',
      receiptPaper: 'Receipt paper',
    },
    bankIdentity: {
      legalName: "Bank's legal name",
      branchAddress: 'Branch address',
      complaintsContact: 'Complaints contact',
      licenceLine: 'Licence line',
    },
    rtgsCalendar: {
      opensAt: 'Opening time',
      cutOff: 'Cut-off time',
      holidays: 'Public holidays',
    },
  },
  receiptPaper: { a4: 'A4 sheet', roll80: '80 mm thermal roll' },
  environment: {
    choose: 'Choose an environment.',
    oneOf: 'Environment must be sandbox, test or live.',
  },
  endpoints: {
    tokenPathRequired:
      'Token path is required, for example /authentication/api/v3/authenticate/merchant.',
    tokenPathCharacters:
      'Token path must start with / and hold only letters, digits and / . _ ~ -.',
    tokenPathDots: 'Token path must not contain "..".',
    addressRequired: 'Service address is required.',
    addressOnly: 'Service address settings hold only the address and the token path.',
    testAndLiveOnly: 'Service addresses exist only for the test and live environments.',
  },
  workstation: {
    numberRange: ({ label, min, max }: { label: string; min: number; max: number }) =>
      `${label} must be a whole number from ${min} to ${max}.`,
    numberRequired: ({ label, min, max }: { label: string; min: number; max: number }) =>
      `${label} is required (${min} to ${max}).`,
    branchCode: ({ label }: { label: string }) =>
      `${label} must be 1 to 12 letters or digits; a dash is allowed inside, like KE-042.`,
    receiptPaper: ({ label }: { label: string }) => `${label} must be A4 or an 80 mm roll.`,
    only: 'Workstation settings hold only the number, the branch name, code and country, and the receipt paper.',
  },
  bankIdentity: {
    only: "The bank's identity holds only the legal name, address, complaints contact and licence line.",
    /** Each line of the bank's identity in the words a sentence uses. */
    words: {
      legalName: 'the bank’s legal name',
      branchAddress: 'the branch address',
      complaintsContact: 'the complaints contact',
      licenceLine: 'the licence line',
    },
    /** `lines`: the lines not set, joined as a sentence joins them. */
    notSet: {
      one: ({ lines }: { lines: string }) => `${lines} is not set`,
      many: ({ lines }: { lines: string }) => `${lines} are not set`,
    },
    /** `missing`: what notSet says. */
    receiptRefused: {
      one: ({ missing }: { missing: string }) =>
        `This receipt cannot be printed yet: ${missing}, and every receipt must name the bank and where the customer can complain. An admin enters it in Settings, Bank identity for receipts; then print the receipt again from this page.`,
      many: ({ missing }: { missing: string }) =>
        `This receipt cannot be printed yet: ${missing}, and every receipt must name the bank and where the customer can complain. An admin enters them in Settings, Bank identity for receipts; then print the receipt again from this page.`,
    },
    /** `missing`: what notSet says, begun with a capital. */
    warning: {
      one: ({ missing }: { missing: string }) =>
        `${missing}, so no receipt can be printed. Enter it in Settings, Bank identity for receipts.`,
      many: ({ missing }: { missing: string }) =>
        `${missing}, so no receipt can be printed. Enter them in Settings, Bank identity for receipts.`,
    },
  },
  accountPatterns: {
    notList: ({ what }: { what: string }) => `${what} must be a list.`,
    notOneOf: ({ what, key, keys }: { what: string; key: string; keys: string }) =>
      `${what}: "${key}" is not one of ${keys}.`,
    notText: ({ country }: { country: string }) =>
      `Account number format for ${country} must be text.`,
  },
  network: {
    connectType: 'Connect timeout must be whole milliseconds, like 10000.',
    connectRequired: 'Connect timeout is required.',
    connectWhole: 'Connect timeout must be whole milliseconds.',
    connectMin: 'Connect timeout must be at least 1 second (1000 ms).',
    connectMax: 'Connect timeout must be at most 60 seconds (60000 ms).',
    requestType: 'Request timeout must be whole milliseconds, like 45000.',
    requestRequired: 'Request timeout is required.',
    requestWhole: 'Request timeout must be whole milliseconds.',
    requestMin: 'Request timeout must be at least 5 seconds (5000 ms).',
    requestMax: 'Request timeout must be at most 5 minutes (300000 ms).',
    only: 'Network settings hold only the two timeouts.',
  },
  sessions: {
    idleRange: ({ min, max }: { min: number; max: number }) =>
      `Minutes without activity must be a whole number from ${min} to ${max}.`,
    lifetimeRange: ({ min, max }: { min: number; max: number }) =>
      `Session lifetime must be a whole number of hours from ${min} to ${max}.`,
    silenceRange: ({ min, max }: { min: number; max: number }) =>
      `Hours without head office must be a whole number from ${min} to ${max}.`,
    lifetimeRequired: 'Session lifetime is required.',
    only: 'Sign-in session settings hold only the session lifetime and the minutes without activity.',
  },
  screening: {
    thresholdRange: ({ min, max }: { min: number; max: number }) =>
      `Match score must be a number from ${min.toFixed(2)} to ${max.toFixed(2)}, with at most two decimals, like 0.88.`,
    ageRange: ({ min, max }: { min: number; max: number }) =>
      `Greatest age of a list must be a whole number of days from ${min} to ${max}.`,
    calendarAheadRange: ({ min, max }: { min: number; max: number }) =>
      `Days ahead the RTGS calendar must reach must be a whole number from ${min} to ${max}.`,
    only: 'Sanctions screening settings hold only the match score, the greatest age of a list and the days ahead the RTGS calendar must reach.',
  },
  backup: {
    folderDefined: 'Automatic backup folder must be a folder path, or none.',
    folderLength: 'Automatic backup folder must be at most 1000 characters long.',
    folderAbsolute:
      'Automatic backup folder must be a full folder path, such as D:\\Backups or /mnt/backups, without hidden characters or spaces at either end.',
    only: 'Automatic backup settings hold only the folder.',
  },
  update: {
    environment: 'The environment is changed with Switch environment, not saved as a setting.',
    chooseSection: ({ sections }: { sections: string }) =>
      `Choose a settings section to save: ${sections}.`,
    only: 'A settings change holds only the section and its value.',
    endpoints:
      'A service address is saved on the Bank connection page, where the credentials entered for it are looked after.',
  },
  amounts,
  transferRules,
  requests,
} as const;
