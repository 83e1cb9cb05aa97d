import type { AnyObject, Schema, TestContext } from 'yup';
import { array, object, string } from 'yup';
import type {
  BankEntry,
  BranchListName,
  BranchListUpdate,
  BranchLists,
  SourceAccountEntry,
  WalletEntry,
} from '../domain/branch-lists';
import { BRANCH_LIST_NAMES } from '../domain/branch-lists';
import { COUNTRIES, COUNTRY_CODES, IMT_COUNTRY_CODES, isCountryCode } from '../domain/countries';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../domain/environments';
import { text, type Worded, wordedWhenRead } from '../i18n/catalog';
import type { Result } from '../result';
import { bankCodeField, countryField, personName, requiredText } from './field-rules';
import { TEXT_LIMITS } from './text-rules';
import { DEFAULT_ACCOUNT_PATTERN } from './transfer-rules';
import { validateWithSchema, type InvalidInput } from './validate';

/** The column labels of the admin's lists; every message names its field this way. */
const COUNTRY = () => text('settings.labels.country');
export const BRANCH_LIST_FIELD_LABELS = wordedWhenRead({
  sourceAccounts: {
    countryCode: COUNTRY,
    accountNumber: () => text('branchLists.labels.accountNumber'),
    holderName: () => text('branchLists.labels.holderName'),
    currency: () => text('branchLists.labels.currency'),
  },
  banks: {
    countryCode: COUNTRY,
    name: () => text('branchLists.labels.bankName'),
    code: () => text('branchLists.labels.bankCode'),
  },
  wallets: {
    countryCode: COUNTRY,
    label: () => text('branchLists.labels.walletLabel'),
    name: () => text('branchLists.labels.walletName'),
  },
} as const);

/** A branch keeps tens of accounts and a country has tens of banks: far below this. */
export const MAX_LIST_ENTRIES = 500;

const S = BRANCH_LIST_FIELD_LABELS.sourceAccounts;
const sourceAccount = object({
  countryCode: countryField(() => S.countryCode, COUNTRY_CODES),
  accountNumber: requiredText(() => S.accountNumber).matches(DEFAULT_ACCOUNT_PATTERN, () =>
    text('settings.transferRules.account.format', { label: S.accountNumber }),
  ),
  holderName: personName(() => S.holderName),
  currency: requiredText(() => S.currency).test({
    name: 'country-currency',
    test(value, context) {
      const country: unknown = (context.parent as Record<string, unknown> | undefined)?.countryCode;
      if (!isCountryCode(country) || value === COUNTRIES[country].currency) return true;
      return context.createError({
        message: () =>
          text('branchLists.currency', {
            label: S.currency,
            currency: COUNTRIES[country].currency,
            country: COUNTRIES[country].name,
          }),
      });
    },
  }),
})
  .strict()
  .noUnknown(() => text('branchLists.sourceAccountOnly'));

const B = BRANCH_LIST_FIELD_LABELS.banks;
const bank = object({
  countryCode: countryField(() => B.countryCode, COUNTRY_CODES),
  code: bankCodeField(() => B.code),
  name: requiredText(() => B.name, { min: 2, max: 100 }),
})
  .strict()
  .noUnknown(() => text('branchLists.bankOnly'));

const W = BRANCH_LIST_FIELD_LABELS.wallets;
const wallet = object({
  countryCode: countryField(
    () => W.countryCode,
    IMT_COUNTRY_CODES,
    (code) =>
      text('branchLists.walletCountry', {
        label: W.countryCode,
        countries: IMT_COUNTRY_CODES.map((c) => COUNTRIES[c].name).join(', '),
        country: COUNTRIES[code].name,
      }),
  ),
  name: requiredText(() => W.name, TEXT_LIMITS.walletName),
  label: requiredText(() => W.label, { min: 2, max: 60 }),
})
  .strict()
  .noUnknown(() => text('branchLists.walletOnly'));

/**
 * A list whose entries must differ in `key` within a country: a second entry with the same code
 * would make the clerk's choice ambiguous. The message goes to the later entry's field.
 */
function list<T extends { countryCode: string }>(
  entry: Schema<T>,
  key: keyof T & string,
  what: Worded,
  keyLabel: string,
) {
  return array(entry)
    .strict()
    .typeError(() => text('branchLists.notList', { what: what() }))
    .defined(() => text('branchLists.notList', { what: what() }))
    .max(MAX_LIST_ENTRIES, () =>
      text('branchLists.tooMany', { what: what(), max: MAX_LIST_ENTRIES }),
    )
    .test('unique', function (this: TestContext<AnyObject>, entries) {
      const seen = new Map<string, number>();
      for (const [i, item] of (entries ?? []).entries()) {
        const value = item?.[key];
        if (typeof value !== 'string' || typeof item?.countryCode !== 'string') continue;
        const id = `${item.countryCode}\u0000${value.toUpperCase()}`;
        const first = seen.get(id);
        if (first !== undefined) {
          const country = isCountryCode(item.countryCode)
            ? COUNTRIES[item.countryCode].name
            : item.countryCode;
          return this.createError({
            path: `${this.path ?? ''}[${i}].${key}`,
            message: () =>
              text('branchLists.twice', {
                label: keyLabel,
                value,
                country,
                first: first + 1,
                second: i + 1,
              }),
          });
        }
        seen.set(id, i);
      }
      return true;
    });
}

export const BRANCH_LIST_SCHEMAS: { [L in BranchListName]: Schema<BranchLists[L]> } = {
  sourceAccounts: list<SourceAccountEntry>(
    sourceAccount as Schema<SourceAccountEntry>,
    'accountNumber',
    () => text('branchLists.what.sourceAccounts'),
    S.accountNumber,
  ) as Schema<SourceAccountEntry[]>,
  banks: list<BankEntry>(
    bank as Schema<BankEntry>,
    'code',
    () => text('branchLists.what.banks'),
    B.code,
  ) as Schema<BankEntry[]>,
  wallets: list<WalletEntry>(
    wallet as Schema<WalletEntry>,
    'name',
    () => text('branchLists.what.wallets'),
    W.name,
  ) as Schema<WalletEntry[]>,
};

export function validateBranchList<L extends BranchListName>(
  name: L,
  entries: unknown,
): Result<BranchLists[L], InvalidInput> {
  return validateWithSchema(BRANCH_LIST_SCHEMAS[name], entries);
}

const environmentField = string()
  .strict()
  .typeError(() => text('branchLists.environment'))
  .required(() => text('branchLists.environment'))
  .oneOf(ENVIRONMENT_NAMES, () => text('branchLists.environment'));

const listsRequest = object({ environment: environmentField })
  .strict()
  .noUnknown(() => text('branchLists.requestOnly'));

export function validateBranchListsRequest(
  input: unknown,
): Result<{ environment: EnvironmentName }, InvalidInput> {
  return validateWithSchema(
    listsRequest as unknown as Schema<{ environment: EnvironmentName }>,
    input,
  );
}

/**
 * An admin's save of one list, as the IPC handler receives it. Field paths are inside the list
 * (`[2].code`), as the list's table names its rows.
 */
export function validateBranchListUpdate(input: unknown): Result<BranchListUpdate, InvalidInput> {
  const record =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const invalid = (path: string, message: string): Result<never, InvalidInput> => ({
    ok: false,
    error: { code: 'invalid', message, fields: [{ path, message }] },
  });
  if (!(BRANCH_LIST_NAMES as readonly unknown[]).includes(record['list'])) {
    return invalid('list', text('branchLists.chooseList'));
  }
  const environment = validateWithSchema(environmentField as Schema<string>, record['environment']);
  if (!environment.ok) return invalid('environment', environment.error.message);
  if (Object.keys(record).some((key) => !['environment', 'list', 'entries'].includes(key))) {
    return invalid('', text('branchLists.updateOnly'));
  }
  const name = record['list'] as BranchListName;
  const entries = validateBranchList(name, record['entries']);
  if (!entries.ok) return entries;
  return {
    ok: true,
    value: {
      environment: environment.value as EnvironmentName,
      list: name,
      entries: entries.value,
    } as BranchListUpdate,
  };
}
