import { branchLists } from '@shared/i18n/en/branch-lists';
import { purposes } from '@shared/i18n/en/purposes';
import { sharedDeskWords } from './shared-desk';

/** A clerk's words: the counter's forms with their lists, the receipt and their own log (D74). */
export const words = { ...sharedDeskWords, branchLists, purposes };
