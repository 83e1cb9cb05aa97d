import { accounts } from './accounts';
import { approvals } from './approvals';
import { fields } from './fields';
import { receipt } from './receipt';
import { settle } from './settle';
import { transfer } from './transfer';
import { validation } from './validation';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  accounts,
  approvals,
  fields,
  receipt,
  settle,
  transfer,
  validation,
} as const;

export type EnglishCatalog = typeof en;
