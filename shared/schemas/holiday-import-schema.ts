import type { Schema } from 'yup';
import { object, string } from 'yup';
import { COUNTRY_CODES } from '../domain/countries';
import { HOLIDAY_FILE_LIMITS } from '../domain/holiday-file';
import type { HolidayImport } from '../domain/settings';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { countryField } from './field-rules';
import { validateWithSchema, type InvalidInput } from './validate';

const holidayImport = object({
  countryCode: countryField(() => text('settings.labels.country'), COUNTRY_CODES),
  text: string()
    .strict()
    .typeError(() => text('calendar.import.notText'))
    .defined(() => text('calendar.import.choose'))
    .test(
      'size',
      () => text('calendar.import.tooLarge', { kb: HOLIDAY_FILE_LIMITS.maxBytes / 1024 }),
      (text) =>
        text === undefined || new TextEncoder().encode(text).length <= HOLIDAY_FILE_LIMITS.maxBytes,
    ),
})
  .strict()
  .noUnknown(() => text('calendar.import.only'));

/** A holiday file for one country, as the page read it; its lines are checked by the handler. */
export function validateHolidayImport(input: unknown): Result<HolidayImport, InvalidInput> {
  return validateWithSchema(holidayImport as unknown as Schema<HolidayImport>, input);
}
