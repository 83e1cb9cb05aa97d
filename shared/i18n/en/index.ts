import { accounts } from './accounts';
import { admin } from './admin';
import { app } from './app';
import { appFrame } from './app-frame';
import { approvals } from './approvals';
import { backup } from './backup';
import { bankSetup } from './bank-setup';
import { branchLists } from './branch-lists';
import { calendar } from './calendar';
import { common } from './common';
import { counter } from './counter';
import { countries } from './countries';
import { dates } from './dates';
import { desk } from './desk';
import { desktop } from './desktop';
import { documents } from './documents';
import { environment } from './environment';
import { environments } from './environments';
import { fields } from './fields';
import { firstLaunch } from './first-launch';
import { formats } from './formats';
import { ipc } from './ipc';
import { journal } from './journal';
import { keys } from './keys';
import { money } from './money';
import { operators } from './operators';
import { oversight } from './oversight';
import { phones } from './phones';
import { purposes } from './purposes';
import { receipt } from './receipt';
import { reports } from './reports';
import { screening } from './screening';
import { send } from './send';
import { settings } from './settings';
import { settle } from './settle';
import { signIn } from './signIn';
import { states } from './states';
import { transfer } from './transfer';
import { validation } from './validation';
import { customer } from './customer';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  accounts,
  admin,
  app,
  appFrame,
  approvals,
  backup,
  bankSetup,
  branchLists,
  calendar,
  common,
  counter,
  countries,
  dates,
  desk,
  desktop,
  documents,
  environment,
  environments,
  fields,
  firstLaunch,
  formats,
  ipc,
  journal,
  keys,
  money,
  operators,
  oversight,
  phones,
  purposes,
  receipt,
  reports,
  send,
  settings,
  settle,
  signIn,
  states,
  transfer,
  validation,
  screening,
  customer,
} as const;

export type EnglishCatalog = typeof en;
