import type { Schema } from 'yup';
import { array, mixed, number, object, string } from 'yup';
import { checkBaseUrl } from '../domain/base-url';
import { COUNTRIES, COUNTRY_CODES, isCountryCode } from '../domain/countries';
import { ENVIRONMENT_NAMES } from '../domain/environments';
import { HOLIDAY_FILE_LIMITS } from '../domain/holiday-file';
import { WORKSTATION_MAX, WORKSTATION_MIN } from '../domain/references';
import { calendarProblems, MAX_HOLIDAYS_PER_COUNTRY } from '../domain/rtgs-window';
import {
  SESSION_IDLE_MINUTES,
  SESSION_LIFETIME_HOURS,
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_LABELS,
  type AppSettings,
  type HolidayImport,
  type SettingsSection,
  type SettingsUpdate,
  RECEIPT_PAPERS,
} from '../domain/settings';
import type { Result } from '../result';
import { countryField, requiredText } from './field-rules';
import { fieldProblems, joinPath } from './schema-paths';
import {
  controlsSettingsSchema,
  LIMIT_LABELS,
  limitsSettingsSchema,
} from './settings-amount-schemas';
import { hasForbiddenCharacters, isTrimmed } from './text-rules';
import { compileAccountPattern } from './transfer-rules';
import { validateWithSchema, type InvalidInput } from './validate';

const tokenPath = string()
  .strict()
  .required('Token path is required, for example /authentication/api/v3/authenticate/merchant.')
  .matches(
    /^\/[A-Za-z0-9._~\-/]*$/,
    'Token path must start with / and hold only letters, digits and / . _ ~ -.',
  )
  .test('no-dots', 'Token path must not contain "..".', (v) => !v.split('/').includes('..'));

const endpoint = object({
  baseUrl: string()
    .strict()
    .required('Service address is required.')
    .test('base-url', function (value) {
      const checked = checkBaseUrl(value);
      return checked.ok || this.createError({ message: () => checked.error.message });
    }),
  tokenPath,
})
  .strict()
  .noUnknown('Service address settings hold only the address and the token path.')
  .nullable()
  .default(null);

function keyedBy<K extends string>(
  keys: readonly K[],
  what: string,
  valueCheck: (key: K, value: unknown) => string | null,
) {
  return mixed<Partial<Record<K, string>>>()
    .required(`${what} must be a list.`)
    .test('keyed', function (value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return this.createError({ message: () => `${what} must be a list.` });
      }
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        if (!(keys as readonly string[]).includes(key)) {
          return this.createError({
            message: () => `${what}: "${key}" is not one of ${keys.join(', ')}.`,
          });
        }
        const problem = valueCheck(key as K, entry);
        if (problem) {
          return this.createError({ path: joinPath(this.path, key), message: () => problem });
        }
      }
      return true;
    });
}

/** A full path on Windows (D:\, \\server\share) or macOS and Linux (/…). */
const ABSOLUTE_PATH = /^(?:[A-Za-z]:[\\/]|\\\\[^\\]+\\[^\\]+|\/)/;

const IDLE_RANGE = `Minutes without activity must be a whole number from ${SESSION_IDLE_MINUTES.min} to ${SESSION_IDLE_MINUTES.max}.`;
const LIFETIME_RANGE = `Session lifetime must be a whole number of hours from ${SESSION_LIFETIME_HOURS.min} to ${SESSION_LIFETIME_HOURS.max}.`;

/** The labels the admin's forms show, and every message below names its field by. */
export const SETTINGS_LABELS = {
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
  rtgsCalendar: { opensAt: 'Opening time', cutOff: 'Cut-off time', holidays: 'Public holidays' },
  limits: LIMIT_LABELS,
} as const;

/** Printed on receipts: one line each, as the bank's letters write them. */
export const IDENTITY_LIMITS = {
  legalName: { min: 2, max: 100 },
  line: { min: 2, max: 140 },
  branchName: { min: 2, max: 60 },
} as const;

/** A bank's own branch code: 1 to 12 letters or digits, a dash allowed inside ("001", "KE-042"). */
export const BRANCH_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/;

const WORKSTATION_RANGE = `${SETTINGS_LABELS.workstation.number} must be a whole number from ${WORKSTATION_MIN} to ${WORKSTATION_MAX}.`;

const workstation = object({
  number: number()
    .strict()
    .typeError(WORKSTATION_RANGE)
    .nullable()
    .required(
      `${SETTINGS_LABELS.workstation.number} is required (${WORKSTATION_MIN} to ${WORKSTATION_MAX}).`,
    )
    .integer(WORKSTATION_RANGE)
    .min(WORKSTATION_MIN, WORKSTATION_RANGE)
    .max(WORKSTATION_MAX, WORKSTATION_RANGE),
  branchName: requiredText(SETTINGS_LABELS.workstation.branchName, IDENTITY_LIMITS.branchName),
  branchCode: requiredText(SETTINGS_LABELS.workstation.branchCode).test(
    'branch-code',
    `${SETTINGS_LABELS.workstation.branchCode} must be 1 to 12 letters or digits; a dash is allowed inside, like KE-042.`,
    (value) => !value || BRANCH_CODE_PATTERN.test(value),
  ),
  countryCode: countryField(SETTINGS_LABELS.workstation.countryCode, COUNTRY_CODES),
  receiptPaper: string()
    .strict()
    .optional()
    .oneOf(
      [...RECEIPT_PAPERS, undefined],
      `${SETTINGS_LABELS.workstation.receiptPaper} must be A4 or an 80 mm roll.`,
    ),
})
  .strict()
  .noUnknown(
    'Workstation settings hold only the number, the branch name, code and country, and the receipt paper.',
  )
  .required() as Schema<AppSettings['workstation']>;

const I = SETTINGS_LABELS.bankIdentity;
const bankIdentity = object({
  legalName: requiredText(I.legalName, IDENTITY_LIMITS.legalName),
  branchAddress: requiredText(I.branchAddress, IDENTITY_LIMITS.line),
  complaintsContact: requiredText(I.complaintsContact, IDENTITY_LIMITS.line),
  licenceLine: requiredText(I.licenceLine, IDENTITY_LIMITS.line),
})
  .strict()
  .noUnknown(
    "The bank's identity holds only the legal name, address, complaints contact and licence line.",
  )
  .required() as Schema<AppSettings['bankIdentity']>;

function countryCalendar(code: (typeof COUNTRY_CODES)[number]) {
  const name = COUNTRIES[code].name;
  return object({
    opensAt: string()
      .strict()
      .typeError(`${name}: the opening time must be text like 09:00.`)
      .defined(`${name}: the opening time is required, like 09:00.`),
    cutOff: string()
      .strict()
      .typeError(`${name}: the cut-off time must be text like 15:00.`)
      .defined(`${name}: the cut-off time is required, like 15:00.`),
    holidays: array(
      object({
        date: string()
          .strict()
          .typeError(`${name}: a holiday's date must be text.`)
          .defined(`${name}: a holiday's date is required, written YYYY-MM-DD.`),
        name: requiredText(`${name}: the holiday's name`, { min: 2, max: 60 }),
      })
        .strict()
        .noUnknown(`${name}: a holiday holds only its date and its name.`),
    )
      .strict()
      .typeError(`${name}: the public holidays must be a list of dates with names.`)
      .defined(`${name}: the public holidays must be a list of dates with names.`)
      .max(
        MAX_HOLIDAYS_PER_COUNTRY,
        `${name}: at most ${MAX_HOLIDAYS_PER_COUNTRY} public holidays can be kept. Remove past ones first.`,
      ),
  })
    .strict()
    .noUnknown(
      `${name}: the RTGS calendar holds only the opening time, the cut-off and the holidays.`,
    )
    .required(`${name}: the RTGS calendar is missing.`)
    .test('calendar', function (value) {
      return fieldProblems(this, value, calendarProblems(code, value));
    });
}

const rtgsCalendar = object(
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, countryCalendar(code)])),
)
  .strict()
  .noUnknown('The RTGS calendar holds the six countries only (KE, UG, TZ, RW, SS, DRC).')
  .required() as unknown as Schema<AppSettings['rtgsCalendar']>;

/** One schema per section: the admin's forms and the main process validate with these. */
export const SETTINGS_SCHEMAS: { [S in SettingsSection]: Schema<AppSettings[S]> } = {
  environment: string()
    .strict()
    .required('Choose an environment.')
    .oneOf(ENVIRONMENT_NAMES, 'Environment must be sandbox, test or live.') as Schema<
    AppSettings['environment']
  >,
  endpoints: object({ test: endpoint, live: endpoint })
    .strict()
    .noUnknown('Service addresses exist only for the test and live environments.')
    .required() as Schema<AppSettings['endpoints']>,
  workstation,
  bankIdentity,
  rtgsCalendar,
  limits: limitsSettingsSchema,
  accountPatterns: keyedBy(COUNTRY_CODES, 'Account number formats', (country, value) => {
    if (typeof value !== 'string') {
      return `Account number format for ${isCountryCode(country) ? `${COUNTRIES[country].name} (${country})` : country} must be text.`;
    }
    const compiled = isCountryCode(country) ? compileAccountPattern(country, value) : null;
    return compiled && !compiled.ok ? compiled.error.message : null;
  }),
  network: object({
    connectTimeoutMs: number()
      .strict()
      .typeError('Connect timeout must be whole milliseconds, like 10000.')
      .required('Connect timeout is required.')
      .integer('Connect timeout must be whole milliseconds.')
      .min(1_000, 'Connect timeout must be at least 1 second (1000 ms).')
      .max(60_000, 'Connect timeout must be at most 60 seconds (60000 ms).'),
    requestTimeoutMs: number()
      .strict()
      .typeError('Request timeout must be whole milliseconds, like 45000.')
      .required('Request timeout is required.')
      .integer('Request timeout must be whole milliseconds.')
      .min(5_000, 'Request timeout must be at least 5 seconds (5000 ms).')
      .max(300_000, 'Request timeout must be at most 5 minutes (300000 ms).'),
  })
    .strict()
    .noUnknown('Network settings hold only the two timeouts.') as Schema<AppSettings['network']>,
  sessions: object({
    lifetimeHours: number()
      .strict()
      .typeError(LIFETIME_RANGE)
      .required('Session lifetime is required.')
      .integer(LIFETIME_RANGE)
      .min(SESSION_LIFETIME_HOURS.min, LIFETIME_RANGE)
      .max(SESSION_LIFETIME_HOURS.max, LIFETIME_RANGE),
    // Optional: a row saved before it was a setting has none, and means the 15 minutes of then.
    idleMinutes: number()
      .strict()
      .typeError(IDLE_RANGE)
      .optional()
      .nonNullable(IDLE_RANGE)
      .integer(IDLE_RANGE)
      .min(SESSION_IDLE_MINUTES.min, IDLE_RANGE)
      .max(SESSION_IDLE_MINUTES.max, IDLE_RANGE),
  })
    .strict()
    .noUnknown(
      'Sign-in session settings hold only the session lifetime and the minutes without activity.',
    ) as Schema<AppSettings['sessions']>,
  backup: object({
    automaticFolder: string()
      .strict()
      .nullable()
      .defined('Automatic backup folder must be a folder path, or none.')
      .max(1_000, 'Automatic backup folder must be at most 1000 characters long.')
      .test(
        'absolute-folder',
        'Automatic backup folder must be a full folder path, such as D:\\Backups or /mnt/backups, without hidden characters or spaces at either end.',
        (v) =>
          v === null ||
          v === undefined ||
          (ABSOLUTE_PATH.test(v) && !hasForbiddenCharacters(v) && isTrimmed(v)),
      ),
  })
    .strict()
    .noUnknown('Automatic backup settings hold only the folder.') as Schema<AppSettings['backup']>,
  controls: controlsSettingsSchema,
};

export function validateSettingsSection<S extends SettingsSection>(
  section: S,
  input: unknown,
): Result<AppSettings[S], InvalidInput> {
  return validateWithSchema(SETTINGS_SCHEMAS[section], input);
}

/** The sections an admin saves as settings: all but the environment, which is switched apart. */
export const EDITABLE_SECTIONS = SETTINGS_SECTIONS.filter(
  (section): section is Exclude<SettingsSection, 'environment'> => section !== 'environment',
);

/**
 * An admin's save of one section, as the IPC handler receives it. The field paths of the answer
 * are inside the section's value (`number`, `KE.cutOff`, `rtgs.KES.max`), as its form names them.
 */
export function validateSettingsUpdate(input: unknown): Result<SettingsUpdate, InvalidInput> {
  const section: unknown =
    typeof input === 'object' && input !== null ? (input as { section?: unknown }).section : null;
  const keys = typeof input === 'object' && input !== null ? Object.keys(input) : [];
  if (!(EDITABLE_SECTIONS as readonly unknown[]).includes(section)) {
    const message =
      section === 'environment'
        ? 'The environment is changed with Switch environment, not saved as a setting.'
        : `Choose a settings section to save: ${EDITABLE_SECTIONS.map((name) => SETTINGS_SECTION_LABELS[name].toLowerCase()).join(', ')}.`;
    return {
      ok: false,
      error: { code: 'invalid', message, fields: [{ path: 'section', message }] },
    };
  }
  if (keys.some((key) => key !== 'section' && key !== 'value')) {
    const message = 'A settings change holds only the section and its value.';
    return { ok: false, error: { code: 'invalid', message, fields: [{ path: '', message }] } };
  }
  const name = section as SettingsUpdate['section'];
  const checked = validateSettingsSection(name, (input as { value?: unknown }).value);
  return checked.ok
    ? { ok: true, value: { section: name, value: checked.value } as SettingsUpdate }
    : checked;
}

const holidayImport = object({
  countryCode: countryField('Country', COUNTRY_CODES),
  text: string()
    .strict()
    .typeError('The holiday file must be text.')
    .defined('Choose a holiday file.')
    .test(
      'size',
      `The holiday file is larger than ${HOLIDAY_FILE_LIMITS.maxBytes / 1024} KB: this is not a holiday list. Choose the right file.`,
      (text) =>
        text === undefined || new TextEncoder().encode(text).length <= HOLIDAY_FILE_LIMITS.maxBytes,
    ),
})
  .strict()
  .noUnknown('A holiday import holds only the country and the text of the file.');

/** A holiday file for one country, as the page read it; its lines are checked by the handler. */
export function validateHolidayImport(input: unknown): Result<HolidayImport, InvalidInput> {
  return validateWithSchema(holidayImport as unknown as Schema<HolidayImport>, input);
}
