import type { BranchLists } from '@shared/domain/branch-lists';
import type { SandboxListing } from '../sandbox/sandbox';

/**
 * The sandbox bank's own accounts, banks and wallet networks as branch lists, so a clerk can
 * train on the sandbox with no admin typing. The sandbox shares no client types, so its listing is
 * copied field by field here; the lists' schema then checks every entry before it is stored.
 */
export function branchListsFromSandbox(listing: SandboxListing): BranchLists {
  return {
    sourceAccounts: listing.sourceAccounts.map((account) => ({
      countryCode: account.countryCode,
      accountNumber: account.accountNumber,
      holderName: account.name,
      currency: account.currency,
    })) as BranchLists['sourceAccounts'],
    banks: listing.banks.map((bank) => ({
      countryCode: bank.countryCode,
      code: bank.bankCode,
      name: bank.bankName,
    })) as BranchLists['banks'],
    wallets: Object.entries(listing.walletNetworks).flatMap(([countryCode, names]) =>
      names.map((name) => ({ countryCode, name, label: name })),
    ) as BranchLists['wallets'],
  };
}
