import type { Schema } from 'yup';
import { object, string } from 'yup';
import {
  checkHeadOfficeAddress,
  normalFingerprint,
  type HeadOfficeAddressProblem,
  type HeadOfficeEnrolment,
} from '../domain/head-office';
import { text, type PlainMessageKey } from '../i18n/catalog';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './validate';

/*
 * The admin's enrolment with head office (D99), checked by this same schema in the form and in
 * main. No message quotes the code: it is a one-time secret until head office has used it.
 */

export const ENROLMENT_CODE_MAX_LENGTH = 64;
const ADDRESS_MAX_LENGTH = 300;
const FINGERPRINT_MAX_LENGTH = 200;

const ADDRESS_WORDS: Record<HeadOfficeAddressProblem, PlainMessageKey> = {
  empty: 'headOffice.field.addressRequired',
  'not-web-address': 'headOffice.field.addressNotWeb',
  'https-only': 'headOffice.field.addressHttps',
  'no-credentials': 'headOffice.field.addressNoCredentials',
  'no-path': 'headOffice.field.addressNoPath',
};

/** Whether the address is development's plain http://127.0.0.1 (no fingerprint to pin). */
function plainAddress(address: unknown): boolean {
  if (typeof address !== 'string') return false;
  const checked = checkHeadOfficeAddress(address);
  return checked.ok && checked.plain;
}

export const headOfficeEnrolmentSchema = object({
  address: string()
    .strict()
    .typeError(() => text('headOffice.field.addressRequired'))
    .required(() => text('headOffice.field.addressRequired'))
    .max(ADDRESS_MAX_LENGTH, () => text('headOffice.field.addressNotWeb'))
    .test('address', (value, context) => {
      const checked = checkHeadOfficeAddress(value);
      return checked.ok || context.createError({ message: text(ADDRESS_WORDS[checked.problem]) });
    }),
  code: string()
    .strict()
    .typeError(() => text('headOffice.field.codeRequired'))
    .required(() => text('headOffice.field.codeRequired'))
    .max(ENROLMENT_CODE_MAX_LENGTH, () => text('headOffice.field.codeFormat'))
    .matches(/^\s*[A-Za-z0-9]+(?:[\s-]+[A-Za-z0-9]+)*\s*$/, () =>
      text('headOffice.field.codeFormat'),
    ),
  fingerprint: string()
    .strict()
    .typeError(() => text('headOffice.field.fingerprintRequired'))
    .defined(() => text('headOffice.field.fingerprintRequired'))
    .max(FINGERPRINT_MAX_LENGTH, () => text('headOffice.field.fingerprintFormat'))
    .test('fingerprint', (value, context) => {
      if (plainAddress(context.parent?.address)) return true;
      if (value.trim() === '') {
        return context.createError({ message: text('headOffice.field.fingerprintRequired') });
      }
      return (
        normalFingerprint(value) !== null ||
        context.createError({ message: text('headOffice.field.fingerprintFormat') })
      );
    }),
})
  .strict()
  .noUnknown(true, () => text('headOffice.field.only'))
  .typeError(() => text('headOffice.field.only'))
  .nonNullable(() => text('headOffice.field.only')) as unknown as Schema<HeadOfficeEnrolment>;

export function validateHeadOfficeEnrolment(
  input: unknown,
): Result<HeadOfficeEnrolment, InvalidInput> {
  return validateWithSchema(headOfficeEnrolmentSchema, input);
}
