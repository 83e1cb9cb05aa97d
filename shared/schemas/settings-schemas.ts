import type { Schema } from 'yup';
import { array, mixed, number, object, string } from 'yup';
import { checkBaseUrl } from '../domain/base-url';
import { COUNTRY_CODES, CURRENCY_CODES, isCountryCode } from '../domain/countries';
import { ENVIRONMENT_NAMES } from '../domain/environments';
import { amountToMinorUnits, isAmountText } from '../domain/money';
import { WORKSTATION_MAX, WORKSTATION_MIN } from '../domain/references';
import { checkRtgsWindowSettings } from '../domain/rtgs-window';
import { SESSION_LIFETIME_HOURS, type AppSettings, type SettingsSection } from '../domain/settings';
import type { Result } from '../result';
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
        if (problem) return this.createError({ message: () => problem });
      }
      return true;
    });
}

/** A full path on Windows (D:\, \\server\share) or macOS and Linux (/…). */
const ABSOLUTE_PATH = /^(?:[A-Za-z]:[\\/]|\\\\[^\\]+\\[^\\]+|\/)/;

const LIFETIME_RANGE = `Session lifetime must be a whole number of hours from ${SESSION_LIFETIME_HOURS.min} to ${SESSION_LIFETIME_HOURS.max}.`;

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
  workstation: number()
    .strict()
    .nullable()
    .defined('Workstation number is required.')
    .integer(
      `Workstation number must be a whole number from ${WORKSTATION_MIN} to ${WORKSTATION_MAX}.`,
    )
    .min(WORKSTATION_MIN, `Workstation number must be ${WORKSTATION_MIN} to ${WORKSTATION_MAX}.`)
    .max(WORKSTATION_MAX, `Workstation number must be ${WORKSTATION_MIN} to ${WORKSTATION_MAX}.`),
  branchName: string()
    .strict()
    .defined('Branch name must be text.')
    .max(60, 'Branch name must be at most 60 characters long.')
    .test(
      'clean',
      'Branch name must not contain hidden characters or start or end with a space.',
      (v) => v === undefined || (!hasForbiddenCharacters(v) && isTrimmed(v)),
    ),
  maxAmounts: keyedBy(CURRENCY_CODES, 'Amount limits', (currency, value) =>
    isAmountText(value) && amountToMinorUnits(value) > 0n
      ? null
      : `Amount limit for ${currency} must be an amount above 0 written with two decimals, e.g. 500000.00.`,
  ),
  accountPatterns: keyedBy(COUNTRY_CODES, 'Account number formats', (country, value) => {
    if (typeof value !== 'string') return `Account number format for ${country} must be text.`;
    const compiled = isCountryCode(country) ? compileAccountPattern(country, value) : null;
    return compiled && !compiled.ok ? compiled.error.message : null;
  }),
  rtgsWindow: object({
    openHour: number().strict().required('RTGS opening hour is required.'),
    closeHour: number().strict().required('RTGS closing hour is required.'),
    holidays: array(string().strict().defined()).strict().defined(),
  })
    .strict()
    .noUnknown('RTGS window settings hold only the hours and the holidays.')
    .test('window', function (value) {
      const checked = checkRtgsWindowSettings(value);
      return checked.ok || this.createError({ message: () => checked.error.message });
    }) as Schema<AppSettings['rtgsWindow']>,
  network: object({
    connectTimeoutMs: number()
      .strict()
      .required('Connect timeout is required.')
      .integer('Connect timeout must be whole milliseconds.')
      .min(1_000, 'Connect timeout must be at least 1 second (1000 ms).')
      .max(60_000, 'Connect timeout must be at most 60 seconds (60000 ms).'),
    requestTimeoutMs: number()
      .strict()
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
  })
    .strict()
    .noUnknown('Sign-in session settings hold only the session lifetime.') as Schema<
    AppSettings['sessions']
  >,
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
};

export function validateSettingsSection<S extends SettingsSection>(
  section: S,
  input: unknown,
): Result<AppSettings[S], InvalidInput> {
  return validateWithSchema(SETTINGS_SCHEMAS[section], input);
}
