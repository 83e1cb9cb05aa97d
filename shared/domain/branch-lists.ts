import { text, wordsByName, type MessageRef } from '../i18n/catalog';
import type { CountryCode, CurrencyCode } from './countries';
import type { EnvironmentName } from './environments';

/*
 * D35: the lists the clerk's forms pick from, kept by an admin for each environment: the sandbox bank
 * knows only its own invented accounts, and a test service often holds other accounts than the
 * live one. Names before codes wherever they are shown.
 */

/** An account of the branch that transfers are paid from (it fills the form's `source.*`). */
export interface SourceAccountEntry {
  countryCode: CountryCode;
  accountNumber: string;
  holderName: string;
  /** The account's currency: the country's own, as the service expects (`source.currency`). */
  currency: CurrencyCode;
}

/** A bank of a country, for RTGS: `destination.bankCode` is its code. */
export interface BankEntry {
  countryCode: CountryCode;
  code: string;
  name: string;
}

/** A mobile wallet network of an IMT country. */
export interface WalletEntry {
  countryCode: CountryCode;
  /** As the service expects it in `destination.walletName` ("M-PESA"). */
  name: string;
  /** What the clerk reads ("M-Pesa (Safaricom)"); may be the name itself. */
  label: string;
}

export interface BranchLists {
  sourceAccounts: SourceAccountEntry[];
  banks: BankEntry[];
  wallets: WalletEntry[];
}

export type BranchListName = keyof BranchLists;

export const BRANCH_LIST_NAMES = [
  'sourceAccounts',
  'banks',
  'wallets',
] as const satisfies readonly BranchListName[];

export const BRANCH_LIST_LABELS: Readonly<Record<BranchListName, string>> = wordsByName(
  BRANCH_LIST_NAMES,
  (name) => text(`branchLists.list.${name}`),
);

/** A list whose stored rows fail their check: it reads as empty, and sending stops. */
export interface BranchListProblem {
  list: BranchListName;
  message: string;
  /** `message`'s words, for the admin's window to word in their language (D65, D93). */
  text?: MessageRef;
}

/** The admin's view of one environment's lists. */
export interface BranchListsView {
  environment: EnvironmentName;
  lists: BranchLists;
  problems: BranchListProblem[];
}

/** A list of one environment, as an admin saves it. */
export type BranchListUpdate = {
  [L in BranchListName]: { environment: EnvironmentName; list: L; entries: BranchLists[L] };
}[BranchListName];

/** `Sandbox Commercial Bank Kenya (01)`, or null when the code is not in the list. */
export function bankNameOf(
  banks: readonly BankEntry[],
  countryCode: string,
  code: string,
): string | null {
  const wanted = code.toUpperCase();
  return (
    banks.find((bank) => bank.countryCode === countryCode && bank.code.toUpperCase() === wanted)
      ?.name ?? null
  );
}

/** The wallet's label, or null when the wallet is not in the list. */
export function walletLabelOf(
  wallets: readonly WalletEntry[],
  countryCode: string,
  name: string,
): string | null {
  return (
    wallets.find((wallet) => wallet.countryCode === countryCode && wallet.name === name)?.label ??
    null
  );
}
