import type { BranchListName } from './branch-lists';
import { COUNTRIES, isCountryCode } from './countries';
import type { PUBLISHED_LIST_ENVIRONMENTS } from './published-settings';
import { type PublishedList } from './published-settings';
import { trimmed } from './settings-form-values';

/*
 * D135: a branch list head office publishes as its console form holds it and back: a row of text
 * fields per entry for each of the bank's services, trimmed, and a source account's currency
 * taken from its country (the service takes only the country's own, as the workstation's table
 * shows it). The section it makes is checked with the workstation's own list schema.
 */

export type ListRow = Record<string, string>;
export type ListForm = Record<(typeof PUBLISHED_LIST_ENVIRONMENTS)[number], ListRow[]>;

/** The fields a row of each list is typed in; a source account's currency is not one. */
export const LIST_ROW_FIELDS: Readonly<Record<BranchListName, readonly string[]>> = {
  sourceAccounts: ['countryCode', 'holderName', 'accountNumber'],
  banks: ['countryCode', 'name', 'code'],
  wallets: ['countryCode', 'label', 'name'],
};

export function emptyListRow(list: BranchListName): ListRow {
  return Object.fromEntries(LIST_ROW_FIELDS[list].map((field) => [field, '']));
}

export function publishedListToForm(list: BranchListName, value: unknown): ListForm {
  const of = (entries: unknown): ListRow[] =>
    (Array.isArray(entries) ? entries : []).map((entry: Record<string, unknown>) =>
      Object.fromEntries(LIST_ROW_FIELDS[list].map((f) => [f, String(entry?.[f] ?? '')])),
    );
  const v = (value ?? {}) as Partial<Record<keyof ListForm, unknown>>;
  return { test: of(v.test), live: of(v.live) };
}

export function publishedListFromForm<L extends BranchListName>(
  list: L,
  form: Partial<ListForm>,
): PublishedList<L> {
  const of = (rows: ListRow[] | undefined) =>
    (rows ?? []).map((row) => {
      const tidy = trimmed(row);
      if (list !== 'sourceAccounts') return tidy;
      const country = tidy['countryCode'];
      return { ...tidy, currency: isCountryCode(country) ? COUNTRIES[country].currency : '' };
    });
  return { test: of(form.test), live: of(form.live) } as unknown as PublishedList<L>;
}
