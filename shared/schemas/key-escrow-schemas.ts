import type { Schema } from 'yup';
import { object, string } from 'yup';
import { ESCROW_PASSPHRASE_MIN_LENGTH, type JournalKeysExport } from '../domain/key-escrow';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './invalid-input';

/**
 * The admin's passphrase for head office's escrow file (D70): long enough, counted in one Unicode
 * form (NFC, as the file's KDF reads it), and typed twice alike. Worded at validation time.
 */
export const journalKeysExportSchema = object({
  passphrase: string()
    .strict()
    .required(() => text('keys.escrow.passphraseTooShort', { min: ESCROW_PASSPHRASE_MIN_LENGTH }))
    .test(
      'long-enough',
      () => text('keys.escrow.passphraseTooShort', { min: ESCROW_PASSPHRASE_MIN_LENGTH }),
      (value) => value.normalize('NFC').length >= ESCROW_PASSPHRASE_MIN_LENGTH,
    ),
  repeat: string()
    .strict()
    .required(() => text('keys.escrow.passphrasesDiffer'))
    .test(
      'same',
      () => text('keys.escrow.passphrasesDiffer'),
      (value, context) =>
        value.normalize('NFC') === String(context.parent.passphrase ?? '').normalize('NFC'),
    ),
})
  .strict()
  .noUnknown(true, () => text('keys.escrow.only'))
  .nonNullable(() => text('keys.escrow.only')) as unknown as Schema<JournalKeysExport>;

export function validateJournalKeysExport(input: unknown): Result<JournalKeysExport, InvalidInput> {
  return validateWithSchema(journalKeysExportSchema, input);
}
