import { countries } from '../countries';
import { wordFor } from '../../lists';

type Label = { label: string };
type Amount = Label & { amount: string; currency: string };

/**
 * A transfer's fields checked against what the admin set and the branch lists: account formats,
 * amount limits, the branch's source accounts and wallets, the purposes loaded.
 */
export const transferRules = {
  account: {
    format: ({ label }: Label) =>
      `${label} must be 6 to 20 digits or capital letters, with no spaces or dashes.`,
    /** `problem`: why the admin's pattern cannot be used, in a sentence. */
    uncheckable: ({ label, problem }: Label & { problem: string }) =>
      `${label} cannot be checked. ${problem}`,
    pattern: ({ label, country }: Label & { country: string }) =>
      `${label} does not match the account number format your admin set for ${country}. Check the number with the customer.`,
  },
  /** The product as a sentence names it, in the middle of one. */
  product: { rtgs: 'RTGS', imt: 'mobile-wallet (IMT)' },
  amount: {
    writtenAs: ({ label, tidy }: Label & { tidy: string }) =>
      `${label} must be written as ${tidy}.`,
    /** `rule`: where a comma goes, in a sentence. */
    comma: ({ label, typed, rule }: Label & { typed: string; rule: string }) =>
      `${label} ${typed} has a comma in the wrong place: ${rule}`,
    /** `examples`: how amounts are typed, e.g. "like 1500.00". */
    figures: ({ label, examples }: Label & { examples: string }) =>
      `${label} must be typed in figures, ${examples}.`,
    tooLarge: ({ label, max }: Label & { max: number }) =>
      `${label} is too large: at most ${max} digits before the point.`,
    notPositive: ({ label }: Label) => `${label} must be more than 0.00.`,
    /**
     * `whole`: the amount written without its cents; the currency's plural is worded from its
     * code (`currency`) in the message's own language (D87).
     */
    noCents: ({ label, amount, currency, whole }: Amount & { whole: string }) =>
      `${label} ${amount} ${currency}: ${wordFor(countries.currencyPlural, currency)} have no cents. Write a whole amount, for example ${whole} ${currency}.`,
    limitsBroken: ({ label, product, currency }: Label & { product: string; currency: string }) =>
      `${label} cannot be checked: the ${product} limits in ${currency} your admin set are not amounts like 500000.00. Ask an admin to correct them in Settings.`,
    belowMin: ({
      label,
      amount,
      currency,
      product,
      min,
    }: Amount & { product: string; min: string }) =>
      `${label} ${amount} ${currency} is below the ${product} minimum of ${min} ${currency} set by your admin.`,
    aboveMax: ({
      label,
      amount,
      currency,
      product,
      max,
    }: Amount & { product: string; max: string }) =>
      `${label} ${amount} ${currency} is above the ${product} maximum of ${max} ${currency} set by your admin.`,
  },
  source: {
    none: ({ label }: Label) =>
      `${label}: no source accounts are set up for this branch. Ask an admin to add them in Settings.`,
    notListed: ({ label, account, country }: Label & { account: string; country: string }) =>
      `${label} ${account} is not one of the branch's accounts in ${country}. Choose the account from the list.`,
    holder: ({ label, holder }: Label & { holder: string }) =>
      `${label} must be the account holder's name as the branch lists it: ${holder}.`,
  },
  wallet: {
    none: ({ label, country }: Label & { country: string }) =>
      `${label}: no mobile wallets are set up for ${country}. Ask an admin to add them in Settings.`,
    notListed: ({ label, country, wallets }: Label & { country: string; wallets: string }) =>
      `${label}: choose one of the wallets for ${country} (${wallets}).`,
  },
  purpose: {
    notLoaded: ({ label }: Label) =>
      `${label}: the list of purposes has not been loaded. Refresh it, then choose one.`,
    notListed: ({ label }: Label) => `${label}: choose one from the list.`,
  },
} as const;
