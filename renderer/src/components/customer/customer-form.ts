import { documentTypeLabel } from '@shared/domain/document-types';
import {
  imtPurposeName,
  senderOfCustomer,
  worldCountryName,
  type Customer,
} from '@shared/domain/customer';
import { CUSTOMER_LABELS } from '@shared/schemas/customer-schemas';
import { t } from '../../i18n';

/*
 * D77: the customer block as both forms hold it: its fields in the order the block shows them
 * (the ID first, which a returning customer's lookup starts from), and their words.
 */

const SHARED = [
  'customer.documentType',
  'customer.documentNumber',
  'customer.documentCountry',
  'customer.documentExpiry',
  'customer.name',
  'customer.dateOfBirth',
  'customer.nationality',
  'customer.countryCode',
  'customer.mobileNumber',
  'customer.address',
  'customer.occupation',
  'customer.sourceOfFunds',
] as const;

export const RTGS_CUSTOMER_PATHS = SHARED;
export const IMT_CUSTOMER_PATHS = [...SHARED, 'customer.purpose', 'customer.email'] as const;

/** The block's group and field labels, for the review's sections. */
export const CUSTOMER_GROUP = { customer: t('customer.group') };
export const CUSTOMER_REVIEW_LABELS = { customer: CUSTOMER_LABELS };

/** Names beside the block's codes on the review; null for a field that has none. */
export function customerGloss(field: string, value: string): string | null {
  switch (field) {
    case 'documentType':
      return documentTypeLabel(value);
    case 'documentCountry':
    case 'nationality':
      return worldCountryName(value);
    case 'purpose':
      return imtPurposeName(value);
    default:
      return null;
  }
}

/** The IMT body's sender as the form keeps it: the customer's, `email` '' when not given. */
export function senderFieldsOf(customer: Customer) {
  return { ...senderOfCustomer(customer), email: customer.email || '' };
}
