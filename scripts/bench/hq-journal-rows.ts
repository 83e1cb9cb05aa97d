import { generateKeyPairSync } from 'node:crypto';

/*
 * A workstation's journal rows as the desktop writes them (every column json_object writes), and
 * its Ed25519 key pair as it makes it: what head office's tests and its benchmarks push.
 */

/** A workstation's Ed25519 pair, as the workstation makes it (PEM: SPKI and PKCS#8). */
export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

export function makeKeyPair(): KeyPair {
  return generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
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
  /** The IMT sender's document as the journal files it (D128's count reads it). */
  senderDocument?: string | null;
  /** Counted at the counter alone, head office out of reach (D128's column; absent: not). */
  checkedOffline?: boolean;
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
    sender_document: facts.senderDocument ?? null,
    ...(facts.checkedOffline ? { checked_offline: 1 } : {}),
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
