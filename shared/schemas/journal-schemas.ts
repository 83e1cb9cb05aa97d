import type { Schema } from 'yup';
import { object, string } from 'yup';
import {
  RESTORE_CONFIRMATION_WORD,
  type JournalRestoreConfirmation,
} from '../domain/journal-check';
import { text, wordedWhenRead } from '../i18n/catalog';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './validate';

export const JOURNAL_RESTORE_MESSAGES = wordedWhenRead({
  confirmation: () =>
    text('settings.requests.journalRestore.confirmation', {
      word: RESTORE_CONFIRMATION_WORD,
    }),
} as const);

/**
 * The admin's confirmation of a restored backup: the word itself, exactly, so that the
 * confirmation is a deliberate act and never a click by habit. Whether the journal really is one
 * (every row sound, ending before the keychain's head) is main's to find.
 */
export const journalRestoreSchema = object({
  confirmation: string()
    .strict()
    .typeError(() => JOURNAL_RESTORE_MESSAGES.confirmation)
    .required(() => JOURNAL_RESTORE_MESSAGES.confirmation)
    .oneOf([RESTORE_CONFIRMATION_WORD], () => JOURNAL_RESTORE_MESSAGES.confirmation),
})
  .strict()
  .noUnknown(true, () => text('settings.requests.journalRestore.only'))
  .typeError(() => JOURNAL_RESTORE_MESSAGES.confirmation)
  .nonNullable(
    JOURNAL_RESTORE_MESSAGES.confirmation,
  ) as unknown as Schema<JournalRestoreConfirmation>;

export function validateJournalRestore(
  input: unknown,
): Result<JournalRestoreConfirmation, InvalidInput> {
  return validateWithSchema(journalRestoreSchema, input);
}
