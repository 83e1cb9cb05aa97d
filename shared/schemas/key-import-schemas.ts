import type { Schema } from 'yup';
import { object, string } from 'yup';
import type { JournalKeysImport } from '../domain/key-escrow';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './invalid-input';

// Apart from the export's schema: the import's screen shows before anyone signs in, with sign-in's
// words only (D74), so it must not bring the admin's.

/**
 * The passphrase of head office's escrow file, for a replacement PC's import (D75): any length
 * the file may have been sealed with; main counts wrong ones and slows them.
 */
export const journalKeysImportSchema = object({
  passphrase: string()
    .strict()
    .required(() => text('signIn.keyImport.passphraseNeeded'))
    .max(1024, () => text('signIn.keyImport.passphraseNeeded')),
})
  .strict()
  .noUnknown(true, () => text('signIn.keyImport.only'))
  .nonNullable(() => text('signIn.keyImport.only')) as unknown as Schema<JournalKeysImport>;

export function validateJournalKeysImport(input: unknown): Result<JournalKeysImport, InvalidInput> {
  return validateWithSchema(journalKeysImportSchema, input);
}
