import { en } from '@shared/i18n/en';

/**
 * An admin's words: every area, as an admin's screens cover the bank's setup, the settings, the
 * operators, the journal's check, first launch and the supervisors' pages. The first admin's
 * account, made before anyone signs in, loads these too: first launch's wizard follows it (D74).
 */
export const words = en;
