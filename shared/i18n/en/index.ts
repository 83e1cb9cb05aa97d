import { accounts } from './accounts';
import { fields } from './fields';
import { transfer } from './transfer';
import { validation } from './validation';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  accounts,
  fields,
  transfer,
  validation,
} as const;

export type EnglishCatalog = typeof en;
