import {
  IMT_GROUP_LABELS,
  IMT_LABELS,
  RTGS_GROUP_LABELS,
  RTGS_LABELS,
} from '@shared/schemas/field-labels';
import { IMT_CUSTOMER_PATHS, RTGS_CUSTOMER_PATHS } from '../customer/customer-form';
import { pathsIn } from './review';

/*
 * Each send form's body fields on the screen, in the order it shows them (D77: the customer
 * block first, whose fields make the IMT body's sender), with their group and field labels: where
 * main's field errors are shown, and the order the error summary and the review list them in.
 */

export const RTGS_FIELD_PATHS = [
  ...RTGS_CUSTOMER_PATHS,
  ...pathsIn('source', 'countryCode', 'currency', 'name', 'accountNumber'),
  ...pathsIn('destination', 'countryCode', 'name', 'bankCode', 'accountNumber'),
  ...pathsIn('transfer', 'amount', 'currencyCode', 'purposeOfPaymentCode', 'description'),
];

export const IMT_FIELD_PATHS = [
  ...IMT_CUSTOMER_PATHS,
  ...pathsIn('source', 'countryCode', 'name', 'accountNumber'),
  ...pathsIn('destination', 'countryCode', 'name', 'mobileNumber', 'walletName'),
  ...pathsIn('destination', 'documentType', 'documentNumber'),
  ...pathsIn('transfer', 'amount', 'currencyCode', 'description'),
];

export const TRANSFER_FIELDS = {
  rtgs: { paths: RTGS_FIELD_PATHS, groups: RTGS_GROUP_LABELS, labels: RTGS_LABELS },
  imt: { paths: IMT_FIELD_PATHS, groups: IMT_GROUP_LABELS, labels: IMT_LABELS },
} as const;

/** A group of the body with every field empty, as a new draft starts. */
export function blankGroup<F extends string>(...fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
}
