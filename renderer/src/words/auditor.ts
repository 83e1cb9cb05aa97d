import { oversight } from '@shared/i18n/en/oversight';
import { sharedDeskWords } from './shared-desk';

/** An auditor's words: every page they read, which are the desk's and their own (D74, D79). */
export const words = { ...sharedDeskWords, oversight };
