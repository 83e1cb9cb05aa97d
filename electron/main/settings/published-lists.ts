import type { BranchListName } from '@shared/domain/branch-lists';
import {
  PUBLISHED_LIST_ENVIRONMENTS,
  PUBLISHED_LIST_SECTIONS,
  type PublishedSettings,
} from '@shared/domain/published-settings';
import type { SettingsChange } from '@shared/domain/settings-change';
import type { Journal } from '../journal/journal';

/** D135: a branch list as head office published it, applied here with its version. */
export const BRANCH_LIST_PUBLISHED = 'branch-list.published';

/**
 * D135: the branch lists of a publication written to the journal's list tables of the bank's test
 * and live services (the sandbox's stay the workstation's), each list that changed replaced whole
 * and audited with the version and what it replaced. Called inside the publication's transaction,
 * so the lists, the settings and the version run commit together. Returns what changed, for the
 * windows to hear of as of an admin's save (D50).
 */
export function applyPublishedLists(
  journal: Pick<Journal, 'branchLists'>,
  sections: PublishedSettings,
  version: number,
  at: string,
): Extract<SettingsChange, { kind: 'branch-list' }>[] {
  const changed: Extract<SettingsChange, { kind: 'branch-list' }>[] = [];
  for (const list of PUBLISHED_LIST_SECTIONS) {
    const published = sections[list];
    if (published === undefined) continue;
    for (const environment of PUBLISHED_LIST_ENVIRONMENTS) {
      const entries = published[environment];
      const previous = journal.branchLists.rows(environment, list);
      if (JSON.stringify(previous) === JSON.stringify(entries)) continue;
      journal.branchLists.replace<BranchListName>(environment, list, entries, {
        at,
        operatorId: null,
        action: BRANCH_LIST_PUBLISHED,
        details: { environment, list, entries, previous, version },
      });
      changed.push({ kind: 'branch-list', environment, list });
    }
  }
  return changed;
}
