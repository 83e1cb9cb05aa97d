import { bankSetup } from './bank-setup';
import { branchLists } from './branch-lists';
import { calendar } from './calendar';
import { environments } from './environments';
import { firstLaunch } from './first-launch';
import { settings } from './settings';
import { transfer } from './transfer';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  bankSetup,
  branchLists,
  calendar,
  environments,
  firstLaunch,
  settings,
  transfer,
} as const;

export type EnglishCatalog = typeof en;
