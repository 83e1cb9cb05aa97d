import { text } from '@shared/i18n/catalog';
import {
  CUSTOMER_FIELDS,
  imtPurposeName,
  worldCountryName,
  type Customer,
  type DeskRecord,
} from '@shared/domain/customer';
import { countryName } from '@shared/domain/countries';
import { documentTypeLabel } from '@shared/domain/document-types';
import { CUSTOMER_LABELS } from '@shared/schemas/customer-schemas';
import type { CsvColumn } from './csv-file';

/*
 * D77: what every export says of a transfer's customer and where it was sent from: the columns
 * after the sender's name (journal/log-columns.ts `customerAndDeskColumns` reads them), with
 * names before codes. The log CSV, the end-of-day CSV and the suspicion flags' CSV share them.
 */

/** The headers of the customer's fields, the returning check, and the desk's. */
export function customerAndDeskHeaders(): string[] {
  return [
    ...CUSTOMER_FIELDS.map((field) => CUSTOMER_LABELS[field]),
    text('customer.csv.lastCheckedOn'),
    text('customer.csv.bank'),
    text('customer.csv.branchCode'),
    text('customer.csv.branchName'),
    text('customer.csv.workstation'),
  ];
}

const NAMED: Partial<Record<(typeof CUSTOMER_FIELDS)[number], (code: string) => string>> = {
  documentType: documentTypeLabel,
  documentCountry: worldCountryName,
  nationality: worldCountryName,
  countryCode: countryName,
  purpose: imtPurposeName,
};

/** The cells under those headers, from the values the SQL read ('' where none). */
export function customerAndDeskCells(values: readonly string[]): string[] {
  return values.map((value, i) => {
    const field = CUSTOMER_FIELDS[i];
    const name = field === undefined ? undefined : NAMED[field];
    return value !== '' && name ? name(value) : value;
  });
}

/** The same values from a record's customer and desk (as the SQL reads them), for the cells. */
export function customerAndDeskValues(
  customer: Customer | null | undefined,
  desk: DeskRecord | null | undefined,
): string[] {
  return [
    ...CUSTOMER_FIELDS.map((field) => customer?.[field] ?? ''),
    customer?.returning?.lastCheckedOn ?? '',
    desk?.bankName ?? '',
    desk?.branchCode ?? '',
    desk?.branchName ?? '',
    desk?.workstation ?? '',
  ];
}

/** The customer's and desk's columns for a CSV of keyed cells (csv-file.ts `CsvColumn`). */
export function customerAndDeskColumns(): CsvColumn[] {
  return customerAndDeskHeaders().map((header, i) => ({ key: `customer${i}`, header }));
}

/** A record's cells under `customerAndDeskColumns`, keyed alike. */
export function customerAndDeskRecord(
  customer: Customer | null | undefined,
  desk: DeskRecord | null | undefined,
): Record<string, string> {
  const cells = customerAndDeskCells(customerAndDeskValues(customer, desk));
  return Object.fromEntries(cells.map((cell, i) => [`customer${i}`, cell]));
}
