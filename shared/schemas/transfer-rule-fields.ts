import type { AnyObject, TestContext } from 'yup';
import type { CountryCode, CurrencyCode } from '../domain/countries';
import {
  COUNTRIES,
  CURRENCY_CODES,
  inCurrencyText,
  isCountryCode,
  WHOLE_UNIT_CURRENCIES,
} from '../domain/countries';
import {
  amountToMinorUnits,
  COMMA_RULE,
  hasMisplacedComma,
  isAmountText,
  AMOUNT_EXAMPLES,
  normaliseAmountInput,
} from '../domain/money';
import { localeAmount } from '../domain/locale-format';
import { currentLanguage, text, type Worded } from '../i18n/catalog';
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
export function accountNumberField(label: Worded, rules: TransferRules) {
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
        return text('settings.transferRules.account.format', { label: label() });
      }
      const country: unknown = (context.parent as Record<string, unknown> | undefined)?.countryCode;
      if (!isCountryCode(country)) return null;
      const pattern = patternFor(country);
      if (!pattern.ok) {
        return text('settings.transferRules.account.uncheckable', {
          label: label(),
          problem: pattern.error.message,
        });
      }
      if (pattern.value && !pattern.value.test(value)) {
        return text('settings.transferRules.account.pattern', {
          label: label(),
          country: COUNTRIES[country].name,
        });
      }
      return null;
    }),
  );
}

/** An amount a message names, as the process's language writes it (typed amounts stay D9's). */
function shownAmount(amount: string): string {
  return localeAmount(amount, currentLanguage());
}

/**
 * Why `amount` (D9 text) cannot be in `currency`: cents in one without a minor unit (UGX, RWF),
 * which no transfer, fee or drawer holds; null when it can (D154 for the teller's cash).
 */
export function centsProblem(label: string, amount: string, currency: CurrencyCode): string | null {
  const minor = amountToMinorUnits(amount);
  if (!WHOLE_UNIT_CURRENCIES.includes(currency) || minor % 100n === 0n) return null;
  return text('settings.transferRules.amount.noCents', {
    label,
    amount: shownAmount(amount),
    currency,
    whole: shownAmount(`${minor / 100n}.00`),
  });
}

/**
 * D9 amount: canonical two-decimal text, more than zero, within the admin's minimum and maximum
 * for the product and the currency beside it (`currencyCode`). Compared as BigInt minor units,
 * never as floats; the message names the limit, written as a person reads it.
 */
export function amountField(label: Worded, rules: TransferRules, product: Product) {
  return requiredText(label).test(
    check('amount', (value, context) => {
      const typed: string = value;
      if (!isAmountText(value)) {
        const tidy = normaliseAmountInput(value);
        return tidy.ok
          ? text('settings.transferRules.amount.writtenAs', { label: label(), tidy: tidy.value })
          : hasMisplacedComma(typed)
            ? text('settings.transferRules.amount.comma', {
                label: label(),
                typed: typed.trim(),
                rule: COMMA_RULE,
              })
            : text('settings.transferRules.amount.figures', {
                label: label(),
                examples: AMOUNT_EXAMPLES,
              });
      }
      if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return text('settings.transferRules.amount.tooLarge', {
          label: label(),
          max: TEXT_LIMITS.amountDigits.max,
        });
      }
      const minor = amountToMinorUnits(value);
      if (minor <= 0n) return text('settings.transferRules.amount.notPositive', { label: label() });
      const currency: unknown = (context.parent as Record<string, unknown> | undefined)
        ?.currencyCode;
      if (
        typeof currency !== 'string' ||
        !(CURRENCY_CODES as readonly string[]).includes(currency)
      ) {
        return null;
      }
      const code = currency as (typeof CURRENCY_CODES)[number];
      const amount = { label: label(), amount: shownAmount(value), currency: code };
      const cents = centsProblem(amount.label, value, code);
      if (cents) return cents;
      const limit = rules.limits[product][code];
      if (limit === undefined) return null;
      const words = text(`settings.transferRules.product.${product}`);
      if (!isAmountText(limit.min) || !isAmountText(limit.max)) {
        return text('settings.transferRules.amount.limitsBroken', {
          label: label(),
          product: words,
          currency: inCurrencyText(code),
        });
      }
      if (minor < amountToMinorUnits(limit.min)) {
        return text('settings.transferRules.amount.belowMin', {
          ...amount,
          product: words,
          min: shownAmount(limit.min),
        });
      }
      if (minor > amountToMinorUnits(limit.max)) {
        return text('settings.transferRules.amount.aboveMax', {
          ...amount,
          product: words,
          max: shownAmount(limit.max),
        });
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
export function sourceAccountField(label: Worded, rules: TransferRules) {
  return accountNumberField(label, rules).test(
    check('branch-account', (value, context) => {
      const accounts = rules.sourceAccounts;
      if (accounts === undefined) return null;
      if (accounts.length === 0) {
        return text('settings.transferRules.source.none', { label: label() });
      }
      const country = sourceGroup(context)['countryCode'];
      if (!isCountryCode(country)) return null; // the country field says what is wrong
      const found = accounts.some((a) => a.countryCode === country && a.accountNumber === value);
      return found
        ? null
        : text('settings.transferRules.source.notListed', {
            label: label(),
            account: value,
            country: COUNTRIES[country].name,
          });
    }),
  );
}

/** The source account's name must be its holder's name as the branch's list holds it. */
export function sourceHolderField(label: Worded, rules: TransferRules) {
  return personName(label).test(
    check('branch-account-holder', (value, context) => {
      const group = sourceGroup(context);
      const account = rules.sourceAccounts?.find(
        (a) => a.countryCode === group['countryCode'] && a.accountNumber === group['accountNumber'],
      );
      if (!account || account.holderName === value) return null;
      return text('settings.transferRules.source.holder', {
        label: label(),
        holder: account.holderName,
      });
    }),
  );
}

/** The wallet must be one of the mobile wallets the branch lists for the recipient's country. */
export function walletNameField(label: Worded, rules: TransferRules) {
  return requiredText(label, TEXT_LIMITS.walletName).test(
    check('branch-wallet', (value, context) => {
      const wallets = rules.wallets;
      if (wallets === undefined) return null;
      const country = sourceGroup(context)['countryCode'];
      if (!isCountryCode(country)) return null;
      const offered = wallets.filter((w) => w.countryCode === country);
      if (offered.length === 0) {
        return text('settings.transferRules.wallet.none', {
          label: label(),
          country: COUNTRIES[country].name,
        });
      }
      if (offered.some((w) => w.name === value)) return null;
      return text('settings.transferRules.wallet.notListed', {
        label: label(),
        country: COUNTRIES[country].name,
        wallets: offered.map((w) => w.label).join(', '),
      });
    }),
  );
}

export function purposeField(label: Worded, rules: TransferRules) {
  return requiredText(label).test(
    check('purpose', (value) => {
      if (rules.purposeCodes.length === 0) {
        return text('settings.transferRules.purpose.notLoaded', { label: label() });
      }
      return rules.purposeCodes.includes(value)
        ? null
        : text('settings.transferRules.purpose.notListed', { label: label() });
    }),
  );
}
