import { accounts } from './accounts';
import { approvals } from './approvals';
import { countries } from './countries';
import { dates } from './dates';
import { documents } from './documents';
import { fields } from './fields';
import { money } from './money';
import { phones } from './phones';
import { receipt } from './receipt';
import { settle } from './settle';
import { states } from './states';
import { transfer } from './transfer';
import { validation } from './validation';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  accounts,
  approvals,
  countries,
  dates,
  documents,
  fields,
  money,
  phones,
  receipt,
  settle,
  states,
  transfer,
  validation,
} as const;

export type EnglishCatalog = typeof en;
