import { text, wordsByName, type Language, type MessageRef } from '../i18n/catalog';
import { NO_EXCHANGE_RATES, NO_TARIFF, type ExchangeRates, type Tariff } from './charges';
import type { CountryCode, CurrencyCode } from './countries';
import type { EnvironmentName } from './environments';
import { defaultRtgsCalendar, type RtgsCalendar } from './rtgs-calendar';
import { DEFAULT_SCREENING, type ScreeningSettings } from './screening';
import type { PublishedState } from './published-settings';

/** Where the bank's test or live service answers (D1, D5). Entered by an admin. */
export interface ServiceEndpoint {
  baseUrl: string;
  /** D1: a per-environment setting with the documented path as its default. */
  tokenPath: string;
}

/** Who this workstation is: the first two digits of its references, and the branch it serves. */
export interface WorkstationSettings {
  /** D4: 10–99, different on every workstation of the bank account. */
  number: number | null;
  branchName: string;
  /** The bank's own code for the branch, printed on every receipt. */
  branchCode: string;
  /**
   * The branch's country. Its zone is the branch's day (the IMT daily total per ID document) and
   * the zone of the times a receipt prints.
   */
  countryCode: CountryCode | null;
  /**
   * The paper this workstation prints receipts on: A4 sheets, or an 80 mm thermal roll. Absent in
   * rows saved before receipts were printed: A4 then.
   */
  receiptPaper?: ReceiptPaper;
  /**
   * D86: the branch's language: the customer's receipt language unless the clerk chooses another
   * on the review, and the bank's copy's second language. Absent in rows saved before: English.
   */
  language?: Language;
}

export const RECEIPT_PAPERS = ['a4', 'roll80'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];
export const RECEIPT_PAPER_LABELS: Readonly<Record<ReceiptPaper, string>> = wordsByName(
  RECEIPT_PAPERS,
  (paper) => text(`settings.receiptPaper.${paper}`),
);

/** The bank as every receipt names it (with the branch name and code of the workstation). */
export interface BankIdentity {
  legalName: string;
  branchAddress: string;
  /** Where a customer complains: a telephone number, an e-mail or an address. */
  complaintsContact: string;
  /** The regulator's licence line, as the bank must print it ("Licensed by the Central Bank …"). */
  licenceLine: string;
}

/** D9: amount text with two decimals, never a number. */
export interface AmountRange {
  min: string;
  max: string;
}

/**
 * What one transfer may carry, per product and currency, and what one sender's ID document may
 * send by IMT in a branch day. Wallet caps are far lower than RTGS ones.
 */
export interface AmountLimits {
  rtgs: Record<CurrencyCode, AmountRange>;
  /** Only the IMT countries' currencies (KES, UGX, TZS, RWF). */
  imt: Partial<Record<CurrencyCode, AmountRange>>;
  /** The sum of one ID document's IMT transfers (not failed) in a branch day, per currency. */
  imtDailyPerDocument: Partial<Record<CurrencyCode, string>>;
  /**
   * D128: the daily total per ID document a counter enrolled with head office allows when head
   * office cannot be reached (it then counts its own transfers only): never above the daily total.
   * A currency left out takes DEFAULT_OFFLINE_DAILY (or the daily total, when that is lower).
   */
  offlineImtDailyPerDocument?: Partial<Record<CurrencyCode, string>>;
}

/**
 * Everything an admin sets that is not a secret. Secrets (credentials, the private key, tokens)
 * live only in the OS keychain. Each section is stored and validated on its own, so one bad value
 * names itself instead of hiding the rest.
 */
export interface AppSettings {
  environment: EnvironmentName;
  endpoints: { test: ServiceEndpoint | null; live: ServiceEndpoint | null };
  workstation: WorkstationSettings;
  bankIdentity: BankIdentity;
  /** D6: each country's opening time, the bank's own cut-off and its public holidays. */
  rtgsCalendar: RtgsCalendar;
  /** D9: minimum and maximum per product and currency, and the IMT daily total per document. */
  limits: AmountLimits;
  /** D11: a stricter account-number pattern per country, on top of the default. */
  accountPatterns: Partial<Record<CountryCode, string>>;
  network: { connectTimeoutMs: number; requestTimeoutMs: number };
  /**
   * A session ends this many hours after sign-in, however busy, and after `idleMinutes` without
   * activity (read at start). A row saved before the idle minutes were a setting has none: 15.
   */
  sessions: { lifetimeHours: number; idleMinutes?: number; headOfficeSilenceHours?: number };
  /**
   * Where a copy of the journal is written when a supervisor closes the day (an absolute folder
   * path, e.g. on another disk or a network share); null: no automatic copy.
   */
  backup: { automaticFolder: string | null };
  /** D42, D43: the supervisor's approval and the reporting thresholds. */
  controls: ControlThresholds;
  /** D78: the sanctions screening's threshold and the lists' greatest age. */
  screening: ScreeningSettings;
  /** D119: the branch's fee per product and currency (none set: no fee). */
  tariff: Tariff;
  /** D119: the day's exchange rates into the branch's currency, stamped by main. */
  rates: ExchangeRates;
}

export type SettingsSection = keyof AppSettings;

/**
 * The controls of D42 and D43, set by an admin (none by default, so nothing changes until the bank
 * decides). Amounts are two-decimal text (D9).
 */
export interface ControlThresholds {
  /** Above this amount a transfer of the product and currency needs a supervisor's approval. */
  approvalAbove: {
    rtgs: Partial<Record<CurrencyCode, string>>;
    imt: Partial<Record<CurrencyCode, string>>;
  };
  /**
   * At or above this amount a transfer in the currency is reportable (a regulator's
   * large-transaction threshold); one sender document's transfers of a branch day whose total
   * reaches it are a split series.
   */
  reportableFrom: Partial<Record<CurrencyCode, string>>;
  /**
   * D46: how many branch days back a transfer with the same customer, recipient, amount and
   * currency stops a new one at the review (1: today, the default; 2: today and yesterday …).
   * Absent in rows saved before it was a setting: 1.
   */
  repeatWindowDays?: number;
  /**
   * D77: above this amount in the currency a transfer's customer must also give their occupation
   * and the source of the funds. Absent in rows saved before it was a setting: none.
   */
  customerDetailsAbove?: Partial<Record<CurrencyCode, string>>;
}

export const NO_CONTROL_THRESHOLDS: ControlThresholds = {
  approvalAbove: { rtgs: {}, imt: {} },
  reportableFrom: {},
};

/**
 * A session's absolute lifetime: a working day by default, so a workstation left signed in does
 * not stay signed in overnight; at most a day.
 */
export const SESSION_LIFETIME_HOURS = { min: 1, max: 24, default: 12 } as const;
/**
 * Minutes without activity before a sign-out (D27, D44): at least 2, so the warning a
 * minute before has a minute to be answered in; at most 15, as card-industry rules ask.
 */
export const SESSION_IDLE_MINUTES = { min: 2, max: 15, default: 15 } as const;

/**
 * D115: hours an enrolled workstation works without hearing from head office before only admins
 * sign in (a deactivation made at head office meanwhile has not reached it). Absent in rows saved
 * before it was a setting: 12.
 */
export const HEAD_OFFICE_SILENCE_HOURS = { min: 1, max: 168, default: 12 } as const;

export const SETTINGS_SECTIONS = [
  'environment',
  'endpoints',
  'workstation',
  'bankIdentity',
  'rtgsCalendar',
  'limits',
  'accountPatterns',
  'network',
  'sessions',
  'backup',
  'controls',
  'screening',
  'tariff',
  'rates',
] as const satisfies readonly SettingsSection[];

/** What an admin reads when a section is wrong, and the section list of the settings page. */
export const SETTINGS_SECTION_LABELS: Readonly<Record<SettingsSection, string>> = wordsByName(
  SETTINGS_SECTIONS,
  (section) => text(`settings.section.${section}`),
);

/**
 * Starting limits, for a bank to replace with its own (say so to the admin):
 *   - RTGS: at least 1.00 (the service names no minimum), at most the amounts the app used
 *     before limits were per product, about USD 100,000 in each currency;
 *   - IMT: rounded from the public per-transaction caps of each country's largest wallet networks
 *     (M-PESA Kenya KES 250,000; MTN MoMo Uganda UGX 5,000,000; M-Pesa Tanzania TZS 5,000,000;
 *     MTN MoMo Rwanda RWF 2,000,000), with minimums below which a wallet send makes no sense, and
 *     a daily total per ID document of about two such transfers.
 */
export const DEFAULT_LIMITS: AmountLimits = {
  rtgs: {
    KES: { min: '1.00', max: '10000000.00' },
    UGX: { min: '1.00', max: '300000000.00' },
    TZS: { min: '1.00', max: '200000000.00' },
    RWF: { min: '1.00', max: '100000000.00' },
    USD: { min: '1.00', max: '100000.00' },
  },
  imt: {
    KES: { min: '10.00', max: '250000.00' },
    UGX: { min: '500.00', max: '5000000.00' },
    TZS: { min: '1000.00', max: '5000000.00' },
    RWF: { min: '100.00', max: '2000000.00' },
  },
  imtDailyPerDocument: {
    KES: '500000.00',
    UGX: '10000000.00',
    TZS: '10000000.00',
    RWF: '5000000.00',
  },
};

/** D128: the offline daily total per ID document by default: one wallet transfer at its maximum. */
export const DEFAULT_OFFLINE_DAILY: Partial<Record<CurrencyCode, string>> = {
  KES: '250000.00',
  UGX: '5000000.00',
  TZS: '5000000.00',
  RWF: '2000000.00',
};

/**
 * First launch: the built-in sandbox bank, so the app works with no bank credentials (D5). The
 * workstation and the bank's identity are for an admin to enter.
 */
export const DEFAULT_SETTINGS: AppSettings = {
  environment: 'sandbox',
  endpoints: { test: null, live: null },
  workstation: { number: null, branchName: '', branchCode: '', countryCode: null },
  bankIdentity: { legalName: '', branchAddress: '', complaintsContact: '', licenceLine: '' },
  rtgsCalendar: defaultRtgsCalendar(),
  limits: DEFAULT_LIMITS,
  accountPatterns: {},
  network: { connectTimeoutMs: 10_000, requestTimeoutMs: 45_000 },
  sessions: {
    lifetimeHours: SESSION_LIFETIME_HOURS.default,
    idleMinutes: SESSION_IDLE_MINUTES.default,
    headOfficeSilenceHours: HEAD_OFFICE_SILENCE_HOURS.default,
  },
  backup: { automaticFolder: null },
  controls: NO_CONTROL_THRESHOLDS,
  screening: DEFAULT_SCREENING,
  tariff: NO_TARIFF,
  rates: NO_EXCHANGE_RATES,
};

/** A section that does not hold what it should, for the admin's screen. */
export interface SettingsProblem {
  section: SettingsSection;
  message: string;
  /** `message`'s words, for the admin's window to word in their language (D65, D93). */
  text?: MessageRef;
}

/** What the admin's settings page reads: every section, and what needs attention. */
export interface SettingsView {
  /** The environment this start runs on (D14). */
  environment: EnvironmentName;
  /** Every section as stored, or its default where it is unset or fails its check. */
  settings: AppSettings;
  /** Stored sections that fail their check: their defaults are shown, and sending stops. */
  problems: SettingsProblem[];
  /** Sections read from an earlier version's settings, until an admin saves them again. */
  earlierShape: SettingsSection[];
  /** Needs attention but stops nothing (no holidays entered for the coming year). */
  warnings: { section: SettingsSection; message: string }[];
  /**
   * D126: the version of head office's settings this workstation runs and the sections it sets,
   * read-only here; absent or null while it runs its own.
   */
  published?: PublishedState | null;
}

/** One section as an admin saves it. The environment is switched elsewhere (typed LIVE). */
/** Not the environment nor the service addresses: each has its own path (D14, D71). */
export type SettingsUpdate = {
  [S in Exclude<SettingsSection, 'environment' | 'endpoints'>]: {
    section: S;
    value: AppSettings[S];
  };
}[Exclude<SettingsSection, 'environment' | 'endpoints'>];

/** A holiday file for one country, as the admin's page read it (the file is not secret). */
export interface HolidayImport {
  countryCode: CountryCode;
  text: string;
}
