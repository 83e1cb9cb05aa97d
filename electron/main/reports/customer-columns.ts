import { perLanguage, textIn, type Language } from '@shared/i18n/catalog';
import {
  CUSTOMER_FIELDS,
  worldCountryName,
  type Customer,
  type DeskRecord,
} from '@shared/domain/customer';
import { countryName } from '@shared/domain/countries';
import type { CsvColumn } from './csv-file';
import { documentTypeIn, purposeNameIn } from './report-words';

/*
 * D77: what every export says of a transfer's customer and where it was sent from: the columns
 * after the sender's name (journal/log-columns.ts `customerAndDeskColumns` reads them), with
 * names before codes. The log CSV, the end-of-day CSV and the suspicion flags' CSV share them.
 * Headers, document types and purposes are in the language of whoever asked for the file (D88);
 * countries keep the names the receipt prints.
 */

/** The headers of the customer's fields, the returning check, and the desk's. */
export const customerAndDeskHeaders = perLanguage((language): readonly string[] => [
  ...CUSTOMER_FIELDS.map((field) => textIn(language, `customer.field.${field}`)),
  textIn(language, 'customer.csv.lastCheckedOn'),
  textIn(language, 'customer.csv.bank'),
  textIn(language, 'customer.csv.branchCode'),
  textIn(language, 'customer.csv.branchName'),
  textIn(language, 'customer.csv.workstation'),
]);

type Namer = (code: string, language: Language) => string;

const NAMED: Partial<Record<(typeof CUSTOMER_FIELDS)[number], Namer>> = {
  documentType: (type, language) => documentTypeIn(language, type),
  documentCountry: worldCountryName,
  nationality: worldCountryName,
  countryCode: countryName,
  purpose: (code, language) => purposeNameIn(language, code),
};

/** The cells under those headers, from the values the SQL read ('' where none). */
export function customerAndDeskCells(values: readonly string[], language: Language): string[] {
  return values.map((value, i) => {
    const field = CUSTOMER_FIELDS[i];
    const name = field === undefined ? undefined : NAMED[field];
    return value !== '' && name ? name(value, language) : value;
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
export const customerAndDeskColumns = perLanguage((language): readonly CsvColumn[] =>
  customerAndDeskHeaders(language).map((header, i) => ({ key: `customer${i}`, header })),
);

/** A record's cells under `customerAndDeskColumns`, keyed alike. */
export function customerAndDeskRecord(
  customer: Customer | null | undefined,
  desk: DeskRecord | null | undefined,
  language: Language,
): Record<string, string> {
  const cells = customerAndDeskCells(customerAndDeskValues(customer, desk), language);
  return Object.fromEntries(cells.map((cell, i) => [`customer${i}`, cell]));
}
