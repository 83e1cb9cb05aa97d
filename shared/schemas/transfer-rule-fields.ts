import type { AnyObject, TestContext } from 'yup';
import type { CountryCode } from '../domain/countries';
import {
  COUNTRIES,
  CURRENCY_CODES,
  currencyPlural,
  inCurrencyText,
  isCountryCode,
  WHOLE_UNIT_CURRENCIES,
} from '../domain/countries';
import {
  amountToMinorUnits,
  COMMA_RULE,
  groupedAmount,
  hasMisplacedComma,
  isAmountText,
  AMOUNT_EXAMPLES,
  normaliseAmountInput,
} from '../domain/money';
import { check, personName, requiredText } from './field-rules';
import { TEXT_LIMITS } from './text-rules';
import type { Product, TransferRules } from './transfer-rules';
import { DEFAULT_ACCOUNT_PATTERN, compileAccountPattern } from './transfer-rules';

/*
 * The field rules a transfer is checked by against what the admin set and the branch lists: account
 * formats, amount limits, the branch's source accounts and wallets, the purposes loaded. Built on
 * field-rules.ts, as the RTGS and IMT schemas are.
 */

/**
 * D11 account number: 6 to 20 digits or capital letters, then the admin's stricter pattern for the
 * country in the same group (`countryCode` beside it), if one is set.
 */
export function accountNumberField(label: string, rules: TransferRules) {
  const compiled = new Map<CountryCode, ReturnType<typeof compileAccountPattern>>();
  const patternFor = (country: CountryCode) => {
    let result = compiled.get(country);
    if (!result) {
      result = compileAccountPattern(country, rules.accountPatterns[country]);
      compiled.set(country, result);
    }
    return result;
  };
  return requiredText(label).test(
    check('account-number', (value, context) => {
      if (!DEFAULT_ACCOUNT_PATTERN.test(value)) {
        return `${label} must be 6 to 20 digits or capital letters, with no spaces or dashes.`;
      }
      const country: unknown = (context.parent as Record<string, unknown> | undefined)?.countryCode;
      if (!isCountryCode(country)) return null;
      const pattern = patternFor(country);
      if (!pattern.ok) return `${label} cannot be checked. ${pattern.error.message}`;
      if (pattern.value && !pattern.value.test(value)) {
        return `${label} does not match the account number format your admin set for ${COUNTRIES[country].name}. Check the number with the customer.`;
      }
      return null;
    }),
  );
}

const PRODUCT_WORDS: Readonly<Record<Product, string>> = {
  rtgs: 'RTGS',
  imt: 'mobile-wallet (IMT)',
};

/**
 * D9 amount: canonical two-decimal text, more than zero, within the admin's minimum and maximum
 * for the product and the currency beside it (`currencyCode`). Compared as BigInt minor units,
 * never as floats; the message names the limit, written as a person reads it.
 */
export function amountField(label: string, rules: TransferRules, product: Product) {
  return requiredText(label).test(
    check('amount', (value, context) => {
      const typed: string = value;
      if (!isAmountText(value)) {
        const tidy = normaliseAmountInput(value);
        return tidy.ok
          ? `${label} must be written as ${tidy.value}.`
          : hasMisplacedComma(typed)
            ? `${label} ${typed.trim()} has a comma in the wrong place: ${COMMA_RULE}`
            : `${label} must be typed in figures, ${AMOUNT_EXAMPLES}.`;
      }
      if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return `${label} is too large: at most ${TEXT_LIMITS.amountDigits.max} digits before the point.`;
      }
      const minor = amountToMinorUnits(value);
      if (minor <= 0n) return `${label} must be more than 0.00.`;
      const currency: unknown = (context.parent as Record<string, unknown> | undefined)
        ?.currencyCode;
      if (
        typeof currency !== 'string' ||
        !(CURRENCY_CODES as readonly string[]).includes(currency)
      ) {
        return null;
      }
      const code = currency as (typeof CURRENCY_CODES)[number];
      if (WHOLE_UNIT_CURRENCIES.includes(code) && minor % 100n !== 0n) {
        return `${label} ${groupedAmount(value)} ${code}: ${currencyPlural(code)} have no cents. Write a whole amount, for example ${groupedAmount(`${minor / 100n}.00`)} ${code}.`;
      }
      const limit = rules.limits[product][code];
      if (limit === undefined) return null;
      const words = PRODUCT_WORDS[product];
      if (!isAmountText(limit.min) || !isAmountText(limit.max)) {
        return `${label} cannot be checked: the ${words} limits in ${inCurrencyText(code)} your admin set are not amounts like 500000.00. Ask an admin to correct them in Settings.`;
      }
      if (minor < amountToMinorUnits(limit.min)) {
        return `${label} ${groupedAmount(value)} ${currency} is below the ${words} minimum of ${groupedAmount(limit.min)} ${currency} set by your admin.`;
      }
      if (minor > amountToMinorUnits(limit.max)) {
        return `${label} ${groupedAmount(value)} ${currency} is above the ${words} maximum of ${groupedAmount(limit.max)} ${currency} set by your admin.`;
      }
      return null;
    }),
  );
}

function sourceGroup(context: TestContext<AnyObject>) {
  return (context.parent ?? {}) as Record<string, unknown>;
}

/**
 * D35: the source account must be one of the branch's accounts, as its list holds it: the clerk picks
 * it, and main refuses anything else. Without a list in the rules, nothing is checked here.
 */
export function sourceAccountField(label: string, rules: TransferRules) {
  return accountNumberField(label, rules).test(
    check('branch-account', (value, context) => {
      const accounts = rules.sourceAccounts;
      if (accounts === undefined) return null;
      if (accounts.length === 0) {
        return `${label}: no source accounts are set up for this branch. Ask an admin to add them in Settings.`;
      }
      const country = sourceGroup(context)['countryCode'];
      if (!isCountryCode(country)) return null; // the country field says what is wrong
      const found = accounts.some((a) => a.countryCode === country && a.accountNumber === value);
      return found
        ? null
        : `${label} ${value} is not one of the branch's accounts in ${COUNTRIES[country].name}. Choose the account from the list.`;
    }),
  );
}

/** The source account's name must be its holder's name as the branch's list holds it. */
export function sourceHolderField(label: string, rules: TransferRules) {
  return personName(label).test(
    check('branch-account-holder', (value, context) => {
      const group = sourceGroup(context);
      const account = rules.sourceAccounts?.find(
        (a) => a.countryCode === group['countryCode'] && a.accountNumber === group['accountNumber'],
      );
      if (!account || account.holderName === value) return null;
      return `${label} must be the account holder's name as the branch lists it: ${account.holderName}.`;
    }),
  );
}

/** The wallet must be one of the mobile wallets the branch lists for the recipient's country. */
export function walletNameField(label: string, rules: TransferRules) {
  return requiredText(label, TEXT_LIMITS.walletName).test(
    check('branch-wallet', (value, context) => {
      const wallets = rules.wallets;
      if (wallets === undefined) return null;
      const country = sourceGroup(context)['countryCode'];
      if (!isCountryCode(country)) return null;
      const offered = wallets.filter((w) => w.countryCode === country);
      if (offered.length === 0) {
        return `${label}: no mobile wallets are set up for ${COUNTRIES[country].name}. Ask an admin to add them in Settings.`;
      }
      if (offered.some((w) => w.name === value)) return null;
      return `${label}: choose one of the wallets for ${COUNTRIES[country].name} (${offered.map((w) => w.label).join(', ')}).`;
    }),
  );
}

export function purposeField(label: string, rules: TransferRules) {
  return requiredText(label).test(
    check('purpose', (value) => {
      if (rules.purposeCodes.length === 0) {
        return `${label}: the list of purposes has not been loaded. Refresh it, then choose one.`;
      }
      return rules.purposeCodes.includes(value) ? null : `${label}: choose one from the list.`;
    }),
  );
}
