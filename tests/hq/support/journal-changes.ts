import { changeHash } from '../../../hq/protocol/chain';
import { GENESIS, type Change, type ChangeOp } from '../../../hq/protocol/wire';
import type { Db } from '../../../hq/src/db/db';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import type { ProjectedWorkstation } from '../../../hq/src/projections';

/*
 * A workstation's replicated journal changes as its outbox would send them (hq/protocol/wire.ts
 * `Change`: row = the JSON text of a desktop row, chained by hash), for the console's projections
 * to read before the ingest calls them.
 */

export const NAIROBI: ProjectedWorkstation = { id: 'ws-nbo-1', branchCode: 'NBO01', number: 1 };
export const NAIROBI_2: ProjectedWorkstation = { id: 'ws-nbo-2', branchCode: 'NBO01', number: 2 };
export const KAMPALA: ProjectedWorkstation = { id: 'ws-kla-1', branchCode: 'KLA01', number: 1 };

/** The two branches, registered as a head-office admin would: their zones name the days. */
export async function registerBranches(db: Db): Promise<void> {
  const deps = { db, now: () => new Date() };
  for (const branch of [
    {
      code: 'NBO01',
      name: 'Nairobi Moi Avenue',
      country: 'KE' as const,
      timeZone: 'Africa/Nairobi',
    },
    { code: 'KLA01', name: 'Kampala Road', country: 'UG' as const, timeZone: 'Africa/Kampala' },
  ]) {
    const made = await registerBranch(deps, branch);
    if (!made.ok) throw new Error(made.error.message);
  }
}

export class JournalChanges {
  private seq = 0;
  private prev = GENESIS;

  change(
    table: string,
    op: ChangeOp,
    key: Record<string, unknown>,
    row: Record<string, unknown> | null,
  ): Change {
    const unsigned = {
      seq: (this.seq += 1),
      at: new Date().toISOString(),
      table,
      op,
      key: JSON.stringify(key),
      row: row === null ? null : JSON.stringify(row),
      prev: this.prev,
    };
    const change = { ...unsigned, hash: changeHash(unsigned) };
    this.prev = change.hash;
    return change;
  }
}

export interface TransferFacts {
  id: number;
  reference: string;
  kind?: 'rtgs' | 'imt';
  state?: string;
  amount?: string;
  currency?: string;
  operatorId?: string;
  createdAt: string;
  customerName?: string;
  recipientName?: string;
  recipientAccount?: string;
  mobileNumber?: string;
  transactionId?: string | null;
}

/** A `transfers` row as the desktop's journal holds it (every column json_object writes). */
export function transferRow(facts: TransferFacts): Record<string, unknown> {
  const kind = facts.kind ?? 'rtgs';
  const amount = facts.amount ?? '1500.00';
  const currency = facts.currency ?? 'KES';
  const recipientAccount =
    facts.recipientAccount ?? (kind === 'imt' ? '+254712345678' : '0123456789012');
  const customer = {
    name: facts.customerName ?? 'Jane Wanjiru',
    documentType: 'NationalId',
    documentNumber: '12345678',
    documentCountry: 'KE',
    documentExpiry: '2030-01-01',
    dateOfBirth: '1980-02-03',
    nationality: 'KE',
    address: 'Moi Avenue, Nairobi',
    countryCode: 'KE',
    mobileNumber: facts.mobileNumber ?? '+254722000111',
  };
  const body = {
    transfer: { amount, currencyCode: currency, reference: facts.reference },
    source: { name: 'Acme Traders Ltd', accountNumber: '1100223344' },
    destination:
      kind === 'imt'
        ? {
            name: facts.recipientName ?? 'John Otieno',
            mobileNumber: recipientAccount,
            countryCode: 'KE',
          }
        : {
            name: facts.recipientName ?? 'John Otieno',
            accountNumber: recipientAccount,
            countryCode: 'KE',
          },
  };
  return {
    id: facts.id,
    reference: facts.reference,
    draft_id: `draft-${facts.id}`,
    kind,
    body: JSON.stringify(body),
    amount,
    currency,
    destination_country: 'KE',
    recipient_name: facts.recipientName ?? 'John Otieno',
    recipient_account: recipientAccount,
    source_account: '1100223344',
    operator_id: facts.operatorId ?? 'clerk.jane',
    environment: 'sandbox',
    state: facts.state ?? 'reserved',
    service_status: null,
    transaction_id: facts.transactionId ?? null,
    error_code: null,
    error_message: null,
    queued_until: null,
    created_at: facts.createdAt,
    updated_at: facts.createdAt,
    resolved_by: null,
    resolved_at: null,
    resolution_note: null,
    customer: JSON.stringify(customer),
    bank_name: 'Example Bank',
    branch_code: 'NBO01',
    branch_name: 'Nairobi Moi Avenue',
    workstation: '1',
    receipt_language: 'en',
  };
}

export function auditRow(
  seq: number,
  at: string,
  action: string,
  details: Record<string, unknown>,
  operatorId = 'clerk.jane',
) {
  return {
    seq,
    at,
    operator_id: operatorId,
    action,
    details: JSON.stringify(details),
    prev_hash: 'x',
    hash: 'y',
    chain: 'hmac-sha256',
  };
}
