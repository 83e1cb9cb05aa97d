import type { Schema } from 'yup';
import { array, mixed, number, object, string } from 'yup';
import { checkBaseUrl } from '../domain/base-url';
import { COUNTRIES, COUNTRY_CODES, isCountryCode } from '../domain/countries';
import { ENVIRONMENT_NAMES } from '../domain/environments';
import { WORKSTATION_MAX, WORKSTATION_MIN } from '../domain/references';
import { countryWithCode } from '../domain/rtgs-calendar';
import { calendarProblems, MAX_HOLIDAYS_PER_COUNTRY } from '../domain/rtgs-window';
import {
  HEAD_OFFICE_SILENCE_HOURS,
  SESSION_IDLE_MINUTES,
  SESSION_LIFETIME_HOURS,
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_LABELS,
  type AppSettings,
  type SettingsSection,
  type SettingsUpdate,
  RECEIPT_PAPERS,
} from '../domain/settings';
import { LANGUAGES, text, type Worded, wordedWhenRead } from '../i18n/catalog';
import type { Result } from '../result';
import { countryField, requiredText } from './field-rules';
import { screeningSettingsSchema } from './screening-schemas';
import { ratesSettingsSchema, tariffSettingsSchema } from './charges-schemas';
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
  .required(() => text('settings.endpoints.tokenPathRequired'))
  .matches(/^\/[A-Za-z0-9._~\-/]*$/, () => text('settings.endpoints.tokenPathCharacters'))
  .test(
    'no-dots',
    () => text('settings.endpoints.tokenPathDots'),
    (v) => !v.split('/').includes('..'),
  );

const endpoint = object({
  baseUrl: string()
    .strict()
    .required(() => text('settings.endpoints.addressRequired'))
    .test('base-url', function (value) {
      const checked = checkBaseUrl(value);
      return checked.ok || this.createError({ message: () => checked.error.message });
    }),
  tokenPath,
})
  .strict()
  .noUnknown(() => text('settings.endpoints.addressOnly'))
  .nullable()
  .default(null);

function keyedBy<K extends string>(
  keys: readonly K[],
  what: Worded,
  valueCheck: (key: K, value: unknown) => string | null,
) {
  return mixed<Partial<Record<K, string>>>()
    .required(() => text('settings.accountPatterns.notList', { what: what() }))
    .test('keyed', function (value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return this.createError({
          message: () => text('settings.accountPatterns.notList', { what: what() }),
        });
      }
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        if (!(keys as readonly string[]).includes(key)) {
          return this.createError({
            message: () =>
              text('settings.accountPatterns.notOneOf', {
                what: what(),
                key,
                keys: keys.join(', '),
              }),
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

const IDLE_RANGE = () => text('settings.sessions.idleRange', SESSION_IDLE_MINUTES);
const LIFETIME_RANGE = () => text('settings.sessions.lifetimeRange', SESSION_LIFETIME_HOURS);
const SILENCE_RANGE = () => text('settings.sessions.silenceRange', HEAD_OFFICE_SILENCE_HOURS);

/** The labels the admin's forms show, and every message below names its field by. */
export const SETTINGS_LABELS = wordedWhenRead({
  workstation: {
    number: () => text('settings.labels.workstation.number'),
    branchName: () => text('settings.labels.workstation.branchName'),
    branchCode: () => text('settings.labels.workstation.branchCode'),
    countryCode: () => text('settings.labels.workstation.countryCode'),
    receiptPaper: () => text('settings.labels.workstation.receiptPaper'),
    language: () => text('receiptLanguage.branch.label'),
  },
  bankIdentity: {
    legalName: () => text('settings.labels.bankIdentity.legalName'),
    branchAddress: () => text('settings.labels.bankIdentity.branchAddress'),
    complaintsContact: () => text('settings.labels.bankIdentity.complaintsContact'),
    licenceLine: () => text('settings.labels.bankIdentity.licenceLine'),
  },
  rtgsCalendar: {
    opensAt: () => text('settings.labels.rtgsCalendar.opensAt'),
    cutOff: () => text('settings.labels.rtgsCalendar.cutOff'),
    holidays: () => text('settings.labels.rtgsCalendar.holidays'),
  },
  limits: LIMIT_LABELS,
} as const);

/** Printed on receipts: one line each, as the bank's letters write them. */
export const IDENTITY_LIMITS = {
  legalName: { min: 2, max: 100 },
  line: { min: 2, max: 140 },
  branchName: { min: 2, max: 60 },
} as const;

/** A bank's own branch code: 1 to 12 letters or digits, a dash allowed inside ("001", "KE-042"). */
export const BRANCH_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/;

const WORKSTATION_NUMBER = {
  label: SETTINGS_LABELS.workstation.number,
  min: WORKSTATION_MIN,
  max: WORKSTATION_MAX,
};
const WORKSTATION_RANGE = () => text('settings.workstation.numberRange', WORKSTATION_NUMBER);

const workstation = object({
  number: number()
    .strict()
    .typeError(WORKSTATION_RANGE)
    .nullable()
    .required(() => text('settings.workstation.numberRequired', WORKSTATION_NUMBER))
    .integer(WORKSTATION_RANGE)
    .min(WORKSTATION_MIN, WORKSTATION_RANGE)
    .max(WORKSTATION_MAX, WORKSTATION_RANGE),
  branchName: requiredText(
    () => SETTINGS_LABELS.workstation.branchName,
    IDENTITY_LIMITS.branchName,
  ),
  branchCode: requiredText(() => SETTINGS_LABELS.workstation.branchCode).test(
    'branch-code',
    () =>
      text('settings.workstation.branchCode', { label: SETTINGS_LABELS.workstation.branchCode }),
    (value) => !value || BRANCH_CODE_PATTERN.test(value),
  ),
  countryCode: countryField(() => SETTINGS_LABELS.workstation.countryCode, COUNTRY_CODES),
  receiptPaper: string()
    .strict()
    .optional()
    .oneOf([...RECEIPT_PAPERS, undefined], () =>
      text('settings.workstation.receiptPaper', {
        label: SETTINGS_LABELS.workstation.receiptPaper,
      }),
    ),
  language: string()
    .strict()
    .optional()
    .oneOf([...LANGUAGES, undefined], () =>
      text('receiptLanguage.branch.invalid', { label: SETTINGS_LABELS.workstation.language }),
    ),
})
  .strict()
  .noUnknown(() => text('settings.workstation.only'))
  .required() as Schema<AppSettings['workstation']>;

const I = SETTINGS_LABELS.bankIdentity;
const bankIdentity = object({
  legalName: requiredText(() => I.legalName, IDENTITY_LIMITS.legalName),
  branchAddress: requiredText(() => I.branchAddress, IDENTITY_LIMITS.line),
  complaintsContact: requiredText(() => I.complaintsContact, IDENTITY_LIMITS.line),
  licenceLine: requiredText(() => I.licenceLine, IDENTITY_LIMITS.line),
})
  .strict()
  .noUnknown(() => text('settings.bankIdentity.only'))
  .required() as Schema<AppSettings['bankIdentity']>;

function countryCalendar(code: (typeof COUNTRY_CODES)[number]) {
  // Named as each message is made, in the reader's language (D89), not as the schema is built.
  const name = () => COUNTRIES[code].name;
  return object({
    opensAt: string()
      .strict()
      .typeError(() => text('calendar.country.opensType', { name: name() }))
      .defined(() => text('calendar.country.opensRequired', { name: name() })),
    cutOff: string()
      .strict()
      .typeError(() => text('calendar.country.cutOffType', { name: name() }))
      .defined(() => text('calendar.country.cutOffRequired', { name: name() })),
    holidays: array(
      object({
        date: string()
          .strict()
          .typeError(() => text('calendar.country.holidayDateType', { name: name() }))
          .defined(() => text('calendar.country.holidayDateRequired', { name: name() })),
        name: requiredText(() => text('calendar.country.holidayNameLabel', { name: name() }), {
          min: 2,
          max: 60,
        }),
      })
        .strict()
        .noUnknown(() => text('calendar.country.holidayOnly', { name: name() })),
    )
      .strict()
      .typeError(() => text('calendar.country.holidaysList', { name: name() }))
      .defined(() => text('calendar.country.holidaysList', { name: name() }))
      .max(MAX_HOLIDAYS_PER_COUNTRY, () =>
        text('calendar.country.tooManyHolidays', { name: name(), max: MAX_HOLIDAYS_PER_COUNTRY }),
      ),
  })
    .strict()
    .noUnknown(() => text('calendar.country.only', { name: name() }))
    .required(() => text('calendar.country.missing', { name: name() }))
    .test('calendar', function (value) {
      return fieldProblems(this, value, calendarProblems(code, value));
    });
}

const rtgsCalendar = object(
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, countryCalendar(code)])),
)
  .strict()
  .noUnknown(() => text('calendar.countriesOnly'))
  .required() as unknown as Schema<AppSettings['rtgsCalendar']>;

/** One schema per section: the admin's forms and the main process validate with these. */
export const SETTINGS_SCHEMAS: { [S in SettingsSection]: Schema<AppSettings[S]> } = {
  environment: string()
    .strict()
    .required(() => text('settings.environment.choose'))
    .oneOf(ENVIRONMENT_NAMES, () => text('settings.environment.oneOf')) as Schema<
    AppSettings['environment']
  >,
  endpoints: object({ test: endpoint, live: endpoint })
    .strict()
    .noUnknown(() => text('settings.endpoints.testAndLiveOnly'))
    .required() as Schema<AppSettings['endpoints']>,
  workstation,
  bankIdentity,
  rtgsCalendar,
  limits: limitsSettingsSchema,
  accountPatterns: keyedBy(
    COUNTRY_CODES,
    () => SETTINGS_SECTION_LABELS.accountPatterns,
    (country, value) => {
      if (typeof value !== 'string') {
        const named = isCountryCode(country) ? countryWithCode(country) : country;
        return text('settings.accountPatterns.notText', { country: named });
      }
      const compiled = isCountryCode(country) ? compileAccountPattern(country, value) : null;
      return compiled && !compiled.ok ? compiled.error.message : null;
    },
  ),
  network: object({
    connectTimeoutMs: number()
      .strict()
      .typeError(() => text('settings.network.connectType'))
      .required(() => text('settings.network.connectRequired'))
      .integer(() => text('settings.network.connectWhole'))
      .min(1_000, () => text('settings.network.connectMin'))
      .max(60_000, () => text('settings.network.connectMax')),
    requestTimeoutMs: number()
      .strict()
      .typeError(() => text('settings.network.requestType'))
      .required(() => text('settings.network.requestRequired'))
      .integer(() => text('settings.network.requestWhole'))
      .min(5_000, () => text('settings.network.requestMin'))
      .max(300_000, () => text('settings.network.requestMax')),
  })
    .strict()
    .noUnknown(() => text('settings.network.only')) as Schema<AppSettings['network']>,
  sessions: object({
    lifetimeHours: number()
      .strict()
      .typeError(LIFETIME_RANGE)
      .required(() => text('settings.sessions.lifetimeRequired'))
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
    // D115: optional, as the idle minutes: a row saved before it was a setting means 12 hours.
    headOfficeSilenceHours: number()
      .strict()
      .typeError(SILENCE_RANGE)
      .optional()
      .nonNullable(SILENCE_RANGE)
      .integer(SILENCE_RANGE)
      .min(HEAD_OFFICE_SILENCE_HOURS.min, SILENCE_RANGE)
      .max(HEAD_OFFICE_SILENCE_HOURS.max, SILENCE_RANGE),
  })
    .strict()
    .noUnknown(() => text('settings.sessions.only')) as Schema<AppSettings['sessions']>,
  backup: object({
    automaticFolder: string()
      .strict()
      .nullable()
      .defined(() => text('settings.backup.folderDefined'))
      .max(1_000, () => text('settings.backup.folderLength'))
      .test(
        'absolute-folder',
        () => text('settings.backup.folderAbsolute'),
        (v) =>
          v === null ||
          v === undefined ||
          (ABSOLUTE_PATH.test(v) && !hasForbiddenCharacters(v) && isTrimmed(v)),
      ),
  })
    .strict()
    .noUnknown(() => text('settings.backup.only')) as Schema<AppSettings['backup']>,
  controls: controlsSettingsSchema,
  screening: screeningSettingsSchema,
  tariff: tariffSettingsSchema,
  rates: ratesSettingsSchema,
};

export function validateSettingsSection<S extends SettingsSection>(
  section: S,
  input: unknown,
): Result<AppSettings[S], InvalidInput> {
  return validateWithSchema(SETTINGS_SCHEMAS[section], input);
}

/**
 * The sections an admin saves as settings: all but the environment, which is switched apart, and
 * the service addresses, which the Bank connection page saves with the credentials bound to them
 * (D71): a settings save must not move credentials to another address.
 */
export const EDITABLE_SECTIONS = SETTINGS_SECTIONS.filter(
  (section): section is Exclude<SettingsSection, 'environment' | 'endpoints'> =>
    section !== 'environment' && section !== 'endpoints',
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
        ? text('settings.update.environment')
        : section === 'endpoints'
          ? text('settings.update.endpoints')
          : text('settings.update.chooseSection', {
              sections: EDITABLE_SECTIONS.map((name) =>
                SETTINGS_SECTION_LABELS[name].toLowerCase(),
              ).join(', '),
            });
    return {
      ok: false,
      error: { code: 'invalid', message, fields: [{ path: 'section', message }] },
    };
  }
  if (keys.some((key) => key !== 'section' && key !== 'value')) {
    const message = text('settings.update.only');
    return { ok: false, error: { code: 'invalid', message, fields: [{ path: '', message }] } };
  }
  const name = section as SettingsUpdate['section'];
  const checked = validateSettingsSection(name, (input as { value?: unknown }).value);
  return checked.ok
    ? { ok: true, value: { section: name, value: checked.value } as SettingsUpdate }
    : checked;
}
