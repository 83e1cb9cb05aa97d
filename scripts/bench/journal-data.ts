import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SendOperation } from '@shared/api/paths';
import { buildImtBody, buildRtgsBody } from '@shared/domain/transfer-drafts';
import { formatReference, nextCounter } from '@shared/domain/references';
import type { TransferState } from '@shared/domain/transfer-states';
import { GENESIS_HASH, rowMac, type AuditRow } from '../../electron/main/journal/audit-chain';
import { AUDIT_SEALED } from '../../electron/main/journal/journal-seal';
import { SCHEMA_VERSION } from '../../electron/main/journal/migrations';
import { openJournalDatabase } from '../../electron/main/journal/open-journal';
import { RowSeals } from '../../electron/main/journal/row-seal';
import { TRANSFER_ACTIONS } from '../../electron/main/journal/transfers-repo';
import { seededRandom } from './seeded-random';
import type { ChainPoint } from '../../electron/main/keys/journal-keychain';

/*
 * A journal of many transfers for the benchmarks, written straight into the journal's own schema
 * (its migrations, triggers and indexes, the trigram search included) in large transactions, far
 * faster than sending each one. Every transfer is what the send path commits for one send: the row
 * with its exact body, one finished attempt, and its five audit rows (reserved, sending, attempt
 * started and finished, outcome), chained and sealed with the key the caller keeps, so the audit
 * chain and the admin's check of each transfer against its rows both pass. Names, accounts, amounts,
 * kinds, currencies, operators and states vary as at a busy branch, from a seeded generator, so the
 * same options always give the same journal.
 */

export interface JournalDataOptions {
  transfers: number;
  /** The day of the last transfer (UTC, YYYY-MM-DD); the others go back one business day at a time. */
  lastDay: string;
  /** Transfers per day: the journal spans transfers / perDay days. */
  perDay: number;
  /** 32 bytes: the workstation's audit key, as the keychain would hold it. */
  auditKey: Buffer;
  /** 32 bytes: the journal's database key (D70), as the keychain would hold it. */
  databaseKey: Buffer;
  seed?: number;
  /** Transfers per transaction. */
  batch?: number;
  /** Told after each batch with the transfers written so far. */
  onProgress?: (written: number) => void;
}

export interface JournalDataResult {
  /** The last audit row: the keychain's head, and the last row checked. */
  head: ChainPoint;
  transfers: number;
  /** The first and last instants written, and the days covered, oldest first. */
  firstAt: string;
  lastAt: string;
  days: string[];
}

/** How a generated transfer ended, with its share in ten thousand. */
const OUTCOMES: readonly { state: TransferState; per10k: number }[] = [
  { state: 'succeeded', per10k: 9_400 },
  { state: 'queued', per10k: 150 },
  { state: 'rejected', per10k: 300 },
  { state: 'not_sent', per10k: 140 },
  { state: 'unknown', per10k: 5 },
  { state: 'accepted_pending', per10k: 5 },
];

/** Names of the generated people: customers and recipients (fixtures.ts draws its customers too). */
export const FIRST_NAMES = [
  'Jane', 'John', 'Amina', 'Brian', 'Grace', 'Peter', 'Faith', 'David', 'Mercy', 'Joseph',
  'Esther', 'Samuel', 'Aisha', 'Daniel', 'Ruth', 'Moses', 'Neema', 'Emmanuel', 'Zawadi', 'Patrick',
  'Agnes', 'Kevin', 'Halima', 'Isaac', 'Winnie', 'Elijah', 'Christine', 'Hassan', 'Josephine', 'Paul',
] as const; // prettier-ignore
export const SURNAMES = [
  'Wanjiru', 'Otieno', 'Mwangi', 'Achieng', 'Kamau', 'Njoroge', 'Mutua', 'Okello', 'Nakato',
  'Mugisha', 'Uwimana', 'Niyonzima', 'Kimaro', 'Mushi', 'Lwanga', 'Ssempijja', 'Deng', 'Garang',
  'Kabila', 'Mbuyi', 'Ochieng', 'Chebet', 'Kiprop', 'Wekesa', 'Nyambura', 'Habimana', 'Mollel',
  'Tumusiime', 'Akello', 'Ilunga',
] as const; // prettier-ignore
const DESCRIPTIONS = ['School fees', 'Rent', 'Family support', 'Invoice 2231', 'Medical bill'];
const OPERATORS = ['clerk.amina', 'clerk.brian', 'clerk.grace', 'clerk.peter', 'clerk.faith'];
const WALLETS = ['M-Pesa', 'Airtel Money'];
/** Currencies of the branch's source accounts, with their share in ten. */
const CURRENCIES = ['KES', 'KES', 'KES', 'KES', 'KES', 'KES', 'USD', 'USD', 'UGX', 'TZS'];

/** The business days (Monday to Saturday) that hold `count` transfers at `perDay`, oldest first. */
export function businessDays(lastDay: string, count: number, perDay: number): string[] {
  const needed = Math.max(1, Math.ceil(count / perDay));
  const days: string[] = [];
  for (let t = Date.parse(`${lastDay}T00:00:00Z`); days.length < needed; t -= 86_400_000) {
    if (new Date(t).getUTCDay() !== 0) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days.reverse();
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Writes `options.transfers` transfers into a new journal at `path` (which must not exist yet) and
 * returns the head the keychain must hold for the app to trust it.
 */
export function generateJournal(path: string, options: JournalDataOptions): JournalDataResult {
  const opened = openJournalDatabase(path, options.databaseKey);
  if (!opened.ok) throw new Error(opened.error.message);
  const { db } = opened.value;
  try {
    return fill(db, options);
  } finally {
    db.close();
  }
}

function fill(db: Database, options: JournalDataOptions): JournalDataResult {
  const key: KeyObject = createSecretKey(options.auditKey);
  // Every row sealed as the app seals it (D68): the triggers call the row seal with this key.
  const rowSeals = new RowSeals(db);
  rowSeals.useKey(key);
  const random = seededRandom(options.seed ?? 13);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const digits = (n: number) => {
    let text = '';
    for (let i = 0; i < n; i += 1) text += String(Math.floor(random() * 10));
    return text;
  };
  const name = () => `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`;
  const outcome = (): TransferState => {
    let roll = Math.floor(random() * 10_000);
    for (const { state, per10k } of OUTCOMES) {
      if (roll < per10k) return state;
      roll -= per10k;
    }
    return 'succeeded';
  };

  const insertTransfer = db.prepare(`
    INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
      recipient_name, recipient_account, source_account, operator_id, environment, state,
      service_status, transaction_id, error_code, error_message, queued_until, created_at, updated_at,
      instruction_form_number, id_and_signature_checked)
    VALUES (@reference, @draftId, @kind, @body, @amount, @currency, @destinationCountry,
      @recipientName, @recipientAccount, @sourceAccount, @operatorId, 'sandbox', @state,
      @serviceStatus, @transactionId, @errorCode, @errorMessage, NULL, @at, @at,
      @instructionFormNumber, 1)`);
  const insertAttempt = db.prepare(`
    INSERT INTO attempts (transfer_id, n, started_at, finished_at, http_status, response, error,
      not_processed) VALUES (?, 1, ?, ?, ?, ?, ?, ?)`);
  const insertAudit = db.prepare(`
    INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash, chain)
    VALUES (@seq, @at, @operator_id, @action, @details, @prev_hash, @hash, @chain)`);
  const setCounter = db.prepare(
    'INSERT INTO reference_state (id, last_counter) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last_counter = excluded.last_counter',
  );

  let seq = 0;
  let prev = GENESIS_HASH;
  const audit = (at: string, operatorId: string | null, action: string, details: object) => {
    seq += 1;
    const row: Omit<AuditRow, 'hash'> = {
      seq,
      at,
      operator_id: operatorId,
      action,
      details: JSON.stringify(details),
      prev_hash: prev,
      chain: 'hmac-sha256',
    };
    prev = rowMac(key, row);
    insertAudit.run({ ...row, hash: prev });
  };

  const days = businessDays(options.lastDay, options.transfers, options.perDay);
  const firstAt = `${days[0]}T05:00:00.000Z`;
  // The first row of a journal, as sealJournal writes it when a workstation starts a new journal.
  db.transaction(() =>
    audit(firstAt, null, AUDIT_SEALED, {
      legacyRows: 0,
      legacyHead: null,
      earlierSetup: [],
      earlierHead: null,
      rowsSealed: { schemaVersion: SCHEMA_VERSION, rows: rowSeals.sealUnsealed() },
    }),
  ).immediate();

  const batch = options.batch ?? 20_000;
  let counter: number | null = null;
  let written = 0;
  let lastAt = firstAt;
  // Each day's transfers are spread over its working hours, 05:00 to 15:00 UTC.
  const dayMs = 10 * 3_600_000;
  const write = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const index = written + i;
      const day = days[Math.floor(index / options.perDay)]!;
      const within = index % options.perDay;
      const atMs = Date.parse(`${day}T05:00:00Z`) + Math.floor((within * dayMs) / options.perDay);
      const at = new Date(atMs).toISOString();
      counter = nextCounter(counter, atMs);
      const reference = formatReference(10, counter);
      const kind: SendOperation = random() < 0.6 ? 'rtgs' : 'imt';
      const operatorId = pick(OPERATORS);
      const currency = kind === 'rtgs' ? pick(CURRENCIES) : 'KES';
      const amount = `${1 + Math.floor(random() * 250_000)}.${digits(2)}`;
      const sourceName = name();
      const sourceAccount = `00${digits(11)}`;
      const recipientName = name();
      const source = { countryCode: 'KE', name: sourceName, accountNumber: sourceAccount };
      const draftId = `${digits(8)}-${digits(4)}-4${digits(3)}-8${digits(3)}-${digits(12)}`;
      const body =
        kind === 'rtgs'
          ? buildRtgsBody(
              {
                kind,
                draftId,
                source: { ...source, currency },
                destination: {
                  countryCode: 'KE',
                  name: recipientName,
                  bankCode: String(1 + Math.floor(random() * 60)).padStart(2, '0'),
                  accountNumber: digits(13),
                },
                transfer: {
                  amount,
                  currencyCode: currency,
                  description: pick(DESCRIPTIONS),
                  purposeOfPaymentCode: 'OTHR',
                },
              },
              reference,
              day,
            )
          : buildImtBody(
              {
                kind,
                draftId,
                source,
                sender: {
                  name: sourceName,
                  documentType: 'NationalId',
                  documentNumber: digits(8),
                  countryCode: 'KE',
                  mobileNumber: `+2547${digits(8)}`,
                },
                destination: {
                  countryCode: 'KE',
                  name: recipientName,
                  mobileNumber: `+2547${digits(8)}`,
                  walletName: pick(WALLETS),
                  documentType: 'NationalId',
                  documentNumber: digits(8),
                },
                transfer: { amount, currencyCode: 'KES', description: pick(DESCRIPTIONS) },
              },
              reference,
              day,
            );
      const bodyText = JSON.stringify(body);
      // The customer's signed instruction every send carries (D41), numbered by the branch's forms
      // (not drawn from the generator, so the rest of the journal stays as the seed gives it).
      const instructionFormNumber = `IF-${day.slice(0, 4)}/${String(index + 1).padStart(7, '0')}`;
      const recipientAccount =
        'accountNumber' in body.destination
          ? body.destination.accountNumber
          : body.destination.mobileNumber;
      const state = outcome();
      const done = new Date(atMs + 400).toISOString();
      const reached = state !== 'not_sent';
      const transactionId = state === 'succeeded' || state === 'queued' ? `TX${digits(10)}` : null;
      const errorCode =
        state === 'rejected'
          ? 'INSUFFICIENT_FUNDS'
          : state === 'not_sent'
            ? 'connection-refused'
            : null;
      const { lastInsertRowid } = insertTransfer.run({
        reference,
        draftId,
        kind,
        body: bodyText,
        amount,
        currency,
        destinationCountry: 'KE',
        recipientName,
        recipientAccount,
        sourceAccount,
        operatorId,
        state,
        serviceStatus: reached ? (state === 'succeeded' ? 'SUCCESS' : 'PENDING') : null,
        transactionId,
        errorCode,
        errorMessage: errorCode === null ? null : 'The bank refused the transfer.',
        at,
        instructionFormNumber,
      });
      const response = reached
        ? JSON.stringify({ status: state !== 'rejected', transactionId, reference })
        : null;
      insertAttempt.run(
        lastInsertRowid,
        at,
        done,
        reached ? 200 : null,
        response,
        reached ? null : 'connect ECONNREFUSED',
        reached ? 0 : 1,
      );
      const move = (
        from: TransferState,
        to: TransferState,
        tx: string | null,
        error: string | null,
      ) => ({
        reference,
        from,
        state: to,
        transactionId: tx,
        errorCode: error,
      });
      audit(at, operatorId, TRANSFER_ACTIONS.reserved, {
        reference,
        kind,
        amount,
        currency,
        counter,
        bodySha256: sha256(bodyText),
        instructionFormNumber,
        idAndSignatureChecked: true,
      });
      audit(at, operatorId, TRANSFER_ACTIONS.sending, move('reserved', 'sending', null, null));
      audit(at, operatorId, TRANSFER_ACTIONS.attemptStarted, { reference, attempt: 1 });
      audit(done, operatorId, TRANSFER_ACTIONS.attemptFinished, {
        reference,
        attempt: 1,
        httpStatus: reached ? 200 : null,
        notProcessed: !reached,
        responseSha256: response === null ? null : sha256(response),
      });
      audit(
        done,
        operatorId,
        TRANSFER_ACTIONS.outcome,
        move('sending', state, transactionId, errorCode),
      );
      lastAt = done;
    }
    setCounter.run(counter);
  };

  while (written < options.transfers) {
    const count = Math.min(batch, options.transfers - written);
    db.transaction(() => write(count)).immediate();
    written += count;
    options.onProgress?.(written);
  }
  // As a start leaves it (D68): every row checked against its seal, and how far, recorded.
  const rows = rowSeals.startCheck({ everything: true });
  if (rows.found) throw new Error(rows.found.what);
  return { head: { seq, mac: prev }, transfers: written, firstAt, lastAt, days };
}
