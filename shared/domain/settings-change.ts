import type { BranchListName } from './branch-lists';
import type { EnvironmentName } from './environments';
import type { SettingsSection } from './settings';

/**
 * What an admin saved, as main tells the signed-in window (D50): which settings section or which
 * branch list of which environment, never its values. The window reloads the rules it holds
 * from the operations it may call, so nothing a role may not read travels with the news.
 */
export type SettingsChange =
  | { kind: 'section'; section: SettingsSection }
  | { kind: 'branch-list'; environment: EnvironmentName; list: BranchListName };
