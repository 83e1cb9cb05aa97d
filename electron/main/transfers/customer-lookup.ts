import { dateInTimeZone } from '@shared/domain/calendar-date';
import {
  documentKeyOf,
  type CustomerLookup,
  type CustomerLookupRequest,
  type EarlierRecipient,
} from '@shared/domain/customer';
import type { TransferRecord } from '../journal/transfers-repo';
import type { JournalReportOptions } from '../reports/branch-zone';
import { signedBodyOf } from './receipt-view';

/** How many of the customer's latest transfers are read, and how many recipients offered. */
const READ_AT_MOST = 50;
const RECIPIENTS_AT_MOST = 5;

/** States in which the recipient's details may be wrong: the bank refused them, or never saw them. */
const NOT_OFFERED = new Set<TransferRecord['state']>(['rejected', 'not_sent']);

/** The journal, the branch's zone (D32: the day the document was last checked is the branch's). */
export type CustomerLookupDeps = JournalReportOptions;

/**
 * D77: a returning customer from the ID document typed: the block of the latest transfer at this
 * workstation that carried the document (read from the journal, sealed rows only), the branch
 * day it was last checked, and the distinct recipients of the customer's transfers that may have
 * moved money, newest first. Nothing else of those transfers is answered: they may be another
 * clerk's (D72). The document is the whole of it, type, number and issuing country (D160): a
 * Ugandan passport that shares a Kenyan national ID's number is another person. Every lookup is
 * audited, found or not, with who asked, the document's key and the wait its pace gave it
 * (customer-lookups.ts).
 */
export function lookUpCustomer(
  deps: CustomerLookupDeps,
  document: CustomerLookupRequest,
  operatorId: string,
  pace: { lookups: number; delayMs: number },
): CustomerLookup {
  const key = documentKeyOf(document);
  const records = deps.journal.transfers.withCustomerDocument(key, READ_AT_MOST);
  const latest = records.find((record) => record.customer !== null);
  const answer: CustomerLookup = latest
    ? {
        customer: withoutReturning(latest.customer!),
        lastCheckedOn: dateInTimeZone(Date.parse(latest.createdAt), deps.timeZone()),
        recipients: recipientsOf(records),
      }
    : { customer: null, lastCheckedOn: null, recipients: [] };
  deps.journal.audit.append({
    at: new Date(deps.now()).toISOString(),
    operatorId,
    action: 'customer.lookup',
    details: {
      documentKey: key.number,
      documentType: key.type,
      documentCountry: key.country,
      found: latest !== undefined,
      transfers: records.length,
      ...pace,
    },
  });
  return answer;
}

/** The block without that day's "seen again": the clerk is asked it afresh. */
function withoutReturning(customer: NonNullable<TransferRecord['customer']>) {
  const rest = { ...customer };
  delete rest.returning;
  return rest;
}

function recipientsOf(records: readonly TransferRecord[]): EarlierRecipient[] {
  const seen = new Set<string>();
  const recipients: EarlierRecipient[] = [];
  for (const record of records) {
    if (NOT_OFFERED.has(record.state)) continue;
    const recipient = recipientOf(record);
    if (!recipient) continue;
    const key = JSON.stringify(recipient);
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(recipient);
    if (recipients.length === RECIPIENTS_AT_MOST) break;
  }
  return recipients;
}

/** The recipient as the signed body names them (D68: the body is bound to the audit chain). */
function recipientOf(record: TransferRecord): EarlierRecipient | null {
  const { readable, text } = signedBodyOf(record);
  if (!readable) return null;
  const name = text('destination', 'name');
  const countryCode = text('destination', 'countryCode');
  if (name === null || countryCode === null) return null;
  if (record.kind === 'rtgs') {
    const bankCode = text('destination', 'bankCode');
    const accountNumber = text('destination', 'accountNumber');
    return bankCode && accountNumber
      ? { kind: 'rtgs', name, countryCode, bankCode, accountNumber }
      : null;
  }
  const mobileNumber = text('destination', 'mobileNumber');
  const walletName = text('destination', 'walletName');
  const documentType = text('destination', 'documentType');
  const documentNumber = text('destination', 'documentNumber');
  return mobileNumber && walletName && documentType && documentNumber
    ? { kind: 'imt', name, countryCode, mobileNumber, walletName, documentType, documentNumber }
    : null;
}
