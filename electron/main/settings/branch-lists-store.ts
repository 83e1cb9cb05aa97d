import {
  BRANCH_LIST_NAMES,
  type BranchListName,
  type BranchLists,
  type BranchListsView,
  type BranchListUpdate,
} from '@shared/domain/branch-lists';
import type { EnvironmentName } from '@shared/domain/environments';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { validateBranchList } from '@shared/schemas/branch-list-schemas';
import type { InvalidInput } from '@shared/schemas/validate';
import type { SettingsChange } from '@shared/domain/settings-change';
import type { Journal } from '../journal/journal';
import { ref, wordedIn } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';
import { sectionProblem, storedProblem } from './stored-problems';

export type BranchListsError = AppError<'invalid-settings'>;

export interface BranchListsStore {
  /** Every list of an environment as stored, each checked; a list that fails reads as empty. */
  review(environment: EnvironmentName): BranchListsView;
  /** The lists to work with, or why not: a list that fails its check stops the sending. */
  current(environment: EnvironmentName): Result<BranchLists, BranchListsError>;
  /** Replaces one list, checked, with its audit row in the same transaction. */
  save(update: BranchListUpdate, operatorId: string): Result<BranchListsView, InvalidInput>;
  /**
   * Fills each list of `environment` that is empty from `listing` (the sandbox bank's own), audited
   * as done by the app. Returns the lists it filled.
   */
  fillEmpty(environment: EnvironmentName, listing: BranchLists, source: string): BranchListName[];
}

/**
 * The branch lists in the journal, per environment, checked every time they are read: like the
 * settings, rows edited behind the app's back stop the work with a message, never pass unchecked.
 * `onChange` hears of every list an admin saved (D50); the sandbox's own filling at start is no
 * admin's change and nobody is signed in to hear of it.
 */
export function createBranchListsStore(
  journal: Journal,
  now: () => number,
  onChange: (change: SettingsChange) => void = () => undefined,
): BranchListsStore {
  const iso = () => new Date(now()).toISOString();
  // Each environment's lists as last checked, under the tables' stamp: a send reads them twice
  // and the receipt's names once, and validating every entry each time was most of their cost.
  const checkedViews = new Map<EnvironmentName, { stamp: string; view: BranchListsView }>();

  function review(environment: EnvironmentName): BranchListsView {
    const stamp = journal.branchLists.verifiedStamp();
    const held = checkedViews.get(environment);
    if (held?.stamp === stamp) return held.view;
    // Kept for every caller, so worded in English whatever language a caller words in (D93).
    const view = deepFrozen(wordedIn('en', () => checkedView(environment)));
    checkedViews.set(environment, { stamp, view });
    return view;
  }

  function checkedView(environment: EnvironmentName): BranchListsView {
    const lists: BranchLists = { sourceAccounts: [], banks: [], wallets: [] };
    const problems: BranchListsView['problems'] = [];
    for (const list of BRANCH_LIST_NAMES) {
      const checked = validateBranchList(list, journal.branchLists.rows(environment, list));
      if (checked.ok) (lists as Record<BranchListName, unknown>)[list] = checked.value;
      else {
        const rows = journal.branchLists.rows(environment, list);
        problems.push({ list, ...storedProblem(() => validateBranchList(list, rows)) });
      }
    }
    return { environment, lists, problems };
  }

  return {
    review,

    current(environment) {
      const view = review(environment);
      if (view.problems.length === 0) return ok(view.lists);
      const problems = view.problems.map((p) =>
        sectionProblem(ref(`branchLists.list.${p.list}`), p),
      );
      return fail({
        code: 'invalid-settings',
        ...saying('send.readiness.branchListsBroken', { problems }),
      });
    },

    save(update, operatorId) {
      const checked = validateBranchList(update.list, update.entries);
      if (!checked.ok) return checked;
      journal.branchLists.replace(update.environment, update.list, checked.value, {
        at: iso(),
        operatorId,
        action: 'branch-list.saved',
        details: { environment: update.environment, list: update.list, entries: checked.value },
      });
      onChange({ kind: 'branch-list', environment: update.environment, list: update.list });
      return ok(review(update.environment));
    },

    fillEmpty(environment, listing, source) {
      const filled: BranchListName[] = [];
      for (const list of BRANCH_LIST_NAMES) {
        if (journal.branchLists.rows(environment, list).length > 0) continue;
        const checked = validateBranchList(list, listing[list]);
        // The listing is the app's own data: one that fails its check is a bug to see, not skip.
        if (!checked.ok)
          throw new Error(
            `The ${source} does not pass the ${list} check: ${checked.error.message}`,
          );
        if (checked.value.length === 0) continue;
        journal.branchLists.replace(environment, list, checked.value, {
          at: iso(),
          operatorId: null,
          action: 'branch-list.filled',
          details: { environment, list, from: source, entries: checked.value.length },
        });
        filled.push(list);
      }
      return filled;
    },
  };
}

/** A view handed to every caller: none may change what the next one reads. */
function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
