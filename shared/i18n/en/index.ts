import { common } from './common';
import { counter } from './counter';
import { signIn } from './signIn';
import { transfer } from './transfer';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  common,
  counter,
  signIn,
  transfer,
} as const;

export type EnglishCatalog = typeof en;
