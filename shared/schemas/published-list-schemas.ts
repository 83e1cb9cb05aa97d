import type { Schema } from 'yup';
import { object } from 'yup';
import type { BranchListName } from '../domain/branch-lists';
import {
  isPublishedSanctionsSection,
  isPublishedListSection,
  type PublishedList,
  type PublishedSection,
} from '../domain/published-settings';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { BRANCH_LIST_SCHEMAS } from './branch-list-schemas';
import { validateSettingsSection } from './settings-schemas';
import { validateWithSchema, type InvalidInput } from './invalid-input';
import { validatePublishedListFile } from './published-list-file';
import type { ListKey } from '../domain/screening';

/*
 * D135: a branch list as head office publishes it, its entries for the bank's test service and for
 * its live one, each checked with the workstation's own list schema: head office cannot publish a
 * list a workstation would refuse, and both sides read the same problems at the same fields.
 */

function publishedListSchema<L extends BranchListName>(list: L): Schema<PublishedList<L>> {
  return object({ test: BRANCH_LIST_SCHEMAS[list], live: BRANCH_LIST_SCHEMAS[list] })
    .strict()
    .noUnknown(() => text('branchLists.publishedOnly')) as unknown as Schema<PublishedList<L>>;
}

export const PUBLISHED_LIST_SCHEMAS: { [L in BranchListName]: Schema<PublishedList<L>> } = {
  sourceAccounts: publishedListSchema('sourceAccounts'),
  banks: publishedListSchema('banks'),
  wallets: publishedListSchema('wallets'),
};

const LIST_OF_SECTION = {
  sanctionsUn: 'un',
  sanctionsOfac: 'ofac',
  sanctionsBank: 'bank',
} as const satisfies Record<string, ListKey>;

/** Any section head office publishes, checked with the workstation's own schema for it. */
export function validatePublishedSection(
  section: PublishedSection,
  value: unknown,
): Result<unknown, InvalidInput> {
  if (isPublishedListSection(section)) {
    return validateWithSchema(PUBLISHED_LIST_SCHEMAS[section] as Schema<unknown>, value);
  }
  if (isPublishedSanctionsSection(section)) {
    return validatePublishedListFile(LIST_OF_SECTION[section], value);
  }
  return validateSettingsSection(section, value);
}
