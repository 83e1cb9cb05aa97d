import { customerDocumentKey, type Change } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { jsonRecordset, jsonRows, type JsonColumn } from '../db/json-rows';
import {
  instantOf,
  integerKey,
  integerOf,
  lastImages,
  textOf,
  type JournalRow,
  type ProjectedDesk,
} from './projection';

/*
 * The workstation's `transfers` rows as the console's receipt log reads them (D102). The names
 * and numbers come from the signed body first, as the workstation's own log reads them
 * (electron/main/reports/log-row.ts), the columns beside it else. A batch's images are written
 * in one statement per table (one JSON parameter, D123), whatever its size.
 */

type Body = Record<string, Record<string, unknown> | undefined>;

function bodyOf(row: JournalRow): Body {
  try {
    const body: unknown = JSON.parse(textOf(row, 'body') ?? '{}');
    return body !== null && typeof body === 'object' ? (body as Body) : {};
  } catch {
    return {};
  }
}

function inBody(body: Body, group: string, field: string): string | null {
  const value = body[group]?.[field];
  return typeof value === 'string' ? value : null;
}

function customerOf(row: JournalRow): Record<string, unknown> | null {
  try {
    const customer: unknown = JSON.parse(textOf(row, 'customer') ?? 'null');
    return customer !== null && typeof customer === 'object'
      ? (customer as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The words the text filter finds: lower case, and each number's digits alone as well. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  const words = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  const digits = words.map((word) => word.replace(/\D+/g, '')).filter((d) => d.length >= 3);
  return [...words.map((word) => word.toLowerCase()), ...digits].join(' ');
}

/** The cells of one transfer, in the order of COLUMNS; null when the row cannot be read. */
function cellsOf(row: JournalRow): unknown[] | null {
  const id = integerOf(row, 'id');
  const reference = textOf(row, 'reference');
  const createdAt = instantOf(row, 'created_at');
  if (id === null || reference === null || createdAt === null) return null;
  const body = bodyOf(row);
  const customer = customerOf(row);
  const text = (column: string) => textOf(row, column) ?? '';
  const senderName =
    (typeof customer?.name === 'string' ? customer.name : null) ??
    inBody(body, 'sender', 'name') ??
    '';
  const sourceName = inBody(body, 'source', 'name') ?? '';
  const sourceAccount = inBody(body, 'source', 'accountNumber') ?? text('source_account');
  const recipientName = inBody(body, 'destination', 'name') ?? text('recipient_name');
  const recipientAccount =
    inBody(body, 'destination', 'accountNumber') ??
    inBody(body, 'destination', 'mobileNumber') ??
    text('recipient_account');
  const transactionId = textOf(row, 'transaction_id');
  const customerText = textOf(row, 'customer');
  const document = typeof customer?.documentNumber === 'string' ? customer.documentNumber : null;
  const mobile = typeof customer?.mobileNumber === 'string' ? customer.mobileNumber : null;
  return [
    id,
    reference,
    text('kind'),
    text('state'),
    inBody(body, 'transfer', 'amount') ?? text('amount'),
    inBody(body, 'transfer', 'currencyCode') ?? text('currency'),
    inBody(body, 'destination', 'countryCode') ?? text('destination_country'),
    senderName,
    sourceName,
    sourceAccount,
    recipientName,
    recipientAccount,
    transactionId,
    text('operator_id'),
    customerText,
    createdAt,
    instantOf(row, 'updated_at') ?? createdAt,
    searchText([
      reference,
      transactionId,
      senderName,
      sourceName,
      sourceAccount,
      recipientName,
      recipientAccount,
      document,
      mobile,
    ]),
    // D128: what the branch-wide count reads: the IMT sender's document as the journal files it,
    // and whether the counter checked the transfer alone, head office out of reach.
    textOf(row, 'sender_document'),
    integerOf(row, 'checked_offline') === 1,
    // D133: what the split series and the duplicate guard read over the bank: the customer's
    // document as both sides key it, and the journal's own columns the guard matches.
    customerKeyOf(customer, textOf(row, 'customer_document')),
    textOf(row, 'source_account'),
    textOf(row, 'recipient_account'),
  ];
}

const COLUMNS: readonly JsonColumn[] = [
  ['transfer_id', 'bigint'],
  ['reference', 'text'],
  ['kind', 'text'],
  ['state', 'text'],
  ['amount', 'text'],
  ['currency', 'text'],
  ['destination_country', 'text'],
  ['sender_name', 'text'],
  ['source_name', 'text'],
  ['source_account', 'text'],
  ['recipient_name', 'text'],
  ['recipient_account', 'text'],
  ['transaction_id', 'text'],
  ['operator_id', 'text'],
  ['customer', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['search', 'text'],
  ['sender_document', 'text'],
  ['checked_offline', 'boolean'],
  ['customer_document', 'text'],
  ['match_source', 'text'],
  ['match_recipient', 'text'],
];

/** The customer block's ID document as customerDocumentKey writes it, or null without one. */
function customerKeyOf(
  customer: Record<string, unknown> | null,
  number: string | null,
): string | null {
  const { documentType: type, documentCountry: country } = customer ?? {};
  if (number === null || typeof type !== 'string' || typeof country !== 'string') return null;
  return customerDocumentKey({ type, number, country });
}

/** What a later image of a transfer may change (the journal keeps the rest immutable). */
const MUTABLE = COLUMNS.map(([name]) => name).filter(
  (name) => !['transfer_id', 'created_at'].includes(name),
);

/** Rows as arrays per column, the parameters of an unnest. */
export function byColumn(rows: readonly unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, i) => rows.map((row) => row[i] ?? null));
}

export async function projectTransfers(
  tx: Queryable,
  workstation: ProjectedDesk,
  changes: readonly Change[],
): Promise<void> {
  const images = lastImages(changes, integerKey('id'), String);
  const rows = images
    .map((image) => (image.row ? cellsOf(image.row) : null))
    .filter((cells) => cells !== null);
  const gone = images.filter((image) => image.row === null).map((image) => image.key);
  if (gone.length > 0) {
    await tx.query(
      'DELETE FROM hq_transfers WHERE workstation_id = $1 AND transfer_id = ANY($2::bigint[])',
      [workstation.id, gone],
    );
  }
  if (rows.length === 0) return;
  const names = COLUMNS.map(([name]) => name);
  // The operators and currencies the rows hold, for the filters' choices, in the same statement
  // (a round trip fewer a push, D123).
  await tx.query(
    `WITH written AS (
       INSERT INTO hq_transfers (workstation_id, branch_code, workstation_number, time_zone, local_day, marks, flagged, ${names.join(', ')})
       SELECT $1, $2, $3, $4, (u.created_at AT TIME ZONE $4)::date,
              COALESCE((SELECT array_agg(m.mark ORDER BY m.mark) FROM hq_control_marks m
                         WHERE m.workstation_id = $1 AND m.transfer_id = u.transfer_id), '{}'),
              EXISTS (SELECT 1 FROM hq_suspicion_flags f
                       WHERE f.workstation_id = $1 AND f.transfer_id = u.transfer_id),
              ${names.map((name) => `u.${name}`).join(', ')}
         FROM ${jsonRecordset('$5', 'u', COLUMNS)}
       ON CONFLICT (workstation_id, transfer_id, created_at) DO UPDATE SET
         ${MUTABLE.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}
       RETURNING operator_id, currency)
     INSERT INTO hq_record_values (dimension, value)
     SELECT DISTINCT v.dimension, v.value
       FROM written, LATERAL (VALUES ('operator', written.operator_id),
                                     ('currency', written.currency)) AS v(dimension, value)
      WHERE v.value <> ''
     ON CONFLICT DO NOTHING`,
    [
      workstation.id,
      workstation.branchCode,
      workstation.number,
      workstation.timeZone,
      jsonRows(COLUMNS, rows),
    ],
    { prepared: true },
  );
}
