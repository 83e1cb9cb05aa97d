import { oversight } from '@shared/i18n/en/oversight';
import { screening } from '@shared/i18n/en/screening';
import { sharedDeskWords } from './shared-desk';

/** A compliance officer's words: the log and the receipt, the flags and their own pages (D74, D79). */
export const words = { ...sharedDeskWords, oversight, screening };
