import { appFrame } from './app-frame';
import { bankSetup } from './bank-setup';
import { branchLists } from './branch-lists';
import { calendar } from './calendar';
import { common } from './common';
import { counter } from './counter';
import { desk } from './desk';
import { desktop } from './desktop';
import { environment } from './environment';
import { environments } from './environments';
import { firstLaunch } from './first-launch';
import { keys } from './keys';
import { reports } from './reports';
import { settings } from './settings';
import { signIn } from './signIn';
import { transfer } from './transfer';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  appFrame,
  bankSetup,
  branchLists,
  calendar,
  common,
  counter,
  desk,
  desktop,
  environment,
  environments,
  firstLaunch,
  keys,
  reports,
  settings,
  signIn,
  transfer,
} as const;

export type EnglishCatalog = typeof en;
