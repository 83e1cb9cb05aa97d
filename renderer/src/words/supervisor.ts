import { sharedDeskWords } from './shared-desk';

/** A supervisor's words: the desk, the log, settling, the end of day and the flags (D74). */
export const words = sharedDeskWords;
