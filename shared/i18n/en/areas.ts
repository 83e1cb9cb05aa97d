/*
 * The areas of the English catalog, one file each (index.ts joins them). Every language has this
 * file with the same names: its index is typed SameShape<EnglishCatalog>, so an area missing or
 * named otherwise is a type error.
 */
export { accounts } from './accounts';
export { admin } from './admin';
export { amountWords } from './amount-words';
export { app } from './app';
export { appFrame } from './app-frame';
export { approvals } from './approvals';
export { backup } from './backup';
export { bankSetup } from './bank-setup';
export { branchLists } from './branch-lists';
export { calendar } from './calendar';
export { cash } from './cash';
export { branchDesk } from './branch-desk';
export { charges } from './charges';
export { common } from './common';
export { counter } from './counter';
export { countries } from './countries';
export { customer } from './customer';
export { dates } from './dates';
export { desk } from './desk';
export { desktop } from './desktop';
export { documents } from './documents';
export { environment } from './environment';
export { environments } from './environments';
export { fields } from './fields';
export { firstLaunch } from './first-launch';
export { formats } from './formats';
export { headOffice } from './head-office';
export { ipc } from './ipc';
export { journal } from './journal';
export { keys } from './keys';
export { languages } from './languages';
export { money } from './money';
export { operators } from './operators';
export { oversight } from './oversight';
export { phones } from './phones';
export { purposes } from './purposes';
export { receipt } from './receipt';
export { receiptLanguage } from './receipt-language';
export { payment } from './payment';
export { replication } from './replication';
export { reports } from './reports';
export { returns } from './returns';
export { screening } from './screening';
export { send } from './send';
export { settings } from './settings';
export { settle } from './settle';
export { signIn } from './signIn';
export { statements } from './statements';
export { states } from './states';
export { transfer } from './transfer';
export { validation } from './validation';
