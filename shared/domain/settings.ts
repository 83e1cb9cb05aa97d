import type { CountryCode, CurrencyCode } from './countries';
import type { EnvironmentName } from './environments';

/** Where the bank's test or live service answers (D1, D5). Entered by an admin. */
export interface ServiceEndpoint {
  baseUrl: string;
  /** D1: a per-environment setting with the documented path as its default. */
  tokenPath: string;
}

/**
 * Everything an admin sets that is not a secret. Secrets (credentials, the private key, tokens)
 * live only in the OS keychain. Each section is stored and validated on its own, so one bad value
 * names itself instead of hiding the rest.
 */
export interface AppSettings {
  environment: EnvironmentName;
  endpoints: { test: ServiceEndpoint | null; live: ServiceEndpoint | null };
  /** D4: 10–99, different on every workstation of the bank account; the first two reference digits. */
  workstation: number | null;
  branchName: string;
  /** D9: per-currency maximum, as amount text. A currency without one has no app limit. */
  maxAmounts: Partial<Record<CurrencyCode, string>>;
  /** D11: a stricter account-number pattern per country, on top of the default. */
  accountPatterns: Partial<Record<CountryCode, string>>;
  /** D6 overrides: the window's hours and the bank holidays (YYYY-MM-DD). */
  rtgsWindow: { openHour: number; closeHour: number; holidays: string[] };
  network: { connectTimeoutMs: number; requestTimeoutMs: number };
  /** A session ends this many hours after sign-in, however busy (read at start). */
  sessions: { lifetimeHours: number };
  /**
   * Where a copy of the journal is written when a supervisor closes the day (an absolute folder
   * path, e.g. on another disk or a network share); null: no automatic copy.
   */
  backup: { automaticFolder: string | null };
}

export type SettingsSection = keyof AppSettings;

/**
 * A session's absolute lifetime: a working day by default, so a workstation left signed in does
 * not stay signed in overnight; at most a day.
 */
export const SESSION_LIFETIME_HOURS = { min: 1, max: 24, default: 12 } as const;

export const SETTINGS_SECTIONS = [
  'environment',
  'endpoints',
  'workstation',
  'branchName',
  'maxAmounts',
  'accountPatterns',
  'rtgsWindow',
  'network',
  'sessions',
  'backup',
] as const satisfies readonly SettingsSection[];

/** What an admin reads when a section is wrong. */
export const SETTINGS_SECTION_LABELS: Readonly<Record<SettingsSection, string>> = {
  environment: 'Environment',
  endpoints: 'Service addresses',
  workstation: 'Workstation number',
  branchName: 'Branch name',
  maxAmounts: 'Amount limits',
  accountPatterns: 'Account number formats',
  rtgsWindow: 'RTGS window and bank holidays',
  network: 'Network timeouts',
  sessions: 'Sign-in sessions',
  backup: 'Automatic journal backup',
};

/**
 * First launch: the built-in sandbox bank, so the app works with no bank credentials (D5). The
 * amount limits are conservative starting points; the bank's admin sets its own.
 */
export const DEFAULT_SETTINGS: AppSettings = {
  environment: 'sandbox',
  endpoints: { test: null, live: null },
  workstation: null,
  branchName: '',
  maxAmounts: {
    KES: '10000000.00',
    UGX: '300000000.00',
    TZS: '200000000.00',
    RWF: '100000000.00',
    USD: '100000.00',
  },
  accountPatterns: {},
  rtgsWindow: { openHour: 9, closeHour: 15, holidays: [] },
  network: { connectTimeoutMs: 10_000, requestTimeoutMs: 45_000 },
  sessions: { lifetimeHours: SESSION_LIFETIME_HOURS.default },
  backup: { automaticFolder: null },
};
