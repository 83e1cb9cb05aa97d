import { Allow, parse as parsePartialJson } from 'partial-json';

/*
 * D158: a refused request's body as a head-office admin reads it. A refused push carries whole
 * journal rows (a transfer's customer, recipient, documents, accounts, a bank's answer), and a
 * reservation, an approval or a message carries a customer's document and accounts; an admin may
 * read none of them (D101: the records are for compliance and audit). What an admin needs to
 * explain a refusal stays: the structure, the tables and operations, each row's keys and ids,
 * references, states, amounts and currencies, times, sequence numbers and hashes.
 *
 * A value is kept only under a field named below (an allow-list: a column added later is withheld
 * until it is judged here); every other text or number is `(withheld)`. A text that is itself JSON
 * (a change's `row` and `key`, a transfer's `body`, its `customer`, an audit row's `details`) is
 * read and withheld the same way, field by field. A body cut at 64 KiB (D95) is read as far as it
 * goes; what is not JSON is withheld whole.
 */

export const WITHHELD = '(withheld)';

/** Said after a body cut where evidence stops (D95's cap) or where it stops being JSON. */
export const CUT_NOTE = '\n(the body stops here: cut at 64 KiB, or not JSON from here on)';

/**
 * The fields whose values an admin sees: of the protocol's bodies (wire.ts) and of the journal's
 * replicated tables (electron/main/journal/migrations). Nothing here names, documents, reaches or
 * describes a customer: names, ID documents, dates of birth, addresses, accounts and mobile
 * numbers, the bank's answers and messages, and free-text notes and reasons are not listed.
 */
export const SHOWN_FIELDS: ReadonlySet<string> = new Set([
  // The protocol's envelopes: who pushed, which changes, chained how.
  'workstationId',
  'changes',
  'seq',
  'at',
  'table',
  'op',
  'prev',
  'hash',
  'waiting',
  'count',
  'since',
  'through',
  'release',
  'peek',
  'from',
  'to',
  'reference',
  'currency',
  'currencyCode',
  'amount',
  'kind',
  'transfer',
  'state',
  'messageId',
  'label',
  'signature',
  'requestId',
  'draftId',
  'branchCode',
  'workstationNumber',
  'askedAt',
  'expiresAt',
  'decidedAt',
  'copyNumber',
  'printedAt',
  'fromNumber',
  'toNumber',
  // The journal's rows: keys, references, states, amounts, times and the staff who acted.
  'id',
  'draft_id',
  'transfer_id',
  'approval_id',
  'flag_id',
  'message_id',
  'return_id',
  'entry_id',
  'item',
  'statement',
  'line',
  'n',
  'environment',
  'service_status',
  'transaction_id',
  'error_code',
  'http_status',
  'not_processed',
  'queued_until',
  'created_at',
  'updated_at',
  'started_at',
  'finished_at',
  'resolved_by',
  'resolved_at',
  'business_day',
  'day',
  'fee',
  'fee_currency',
  'rate',
  'total_to_pay',
  'total_currency',
  'total_indicative',
  'payment_method',
  'checked_offline',
  'destination_country',
  'corrects',
  'repeat_of',
  'branch_code',
  'branch_name',
  'workstation',
  'operator_id',
  'action',
  'prev_hash',
  'chain',
  'mark',
  'series',
  'outcome',
  'decision',
  'purpose',
  'approver_id',
  'requester_id',
  'granted_at',
  'used_at',
  'refused_at',
  'reviewed_by',
  'reviewed_at',
  'role',
  'active',
  'sent_at',
  'applied_at',
  'from_workstation',
  'from_number',
  'sender_id',
  'from_state',
  'to_state',
  'copy_number',
  'expected',
  'difference',
  'counted_at',
  'set_at',
  'set_by',
  'closed_at',
  'closed_by',
  'checked_at',
  'checked_by',
  'held',
]);

/**
 * The body as a head-office admin may read it (D158): the same JSON with every value of a field not
 * in SHOWN_FIELDS withheld, at every depth and inside JSON held as text; cut or broken JSON is
 * read as far as it goes and the rest withheld. Anything that is not a JSON object or array is
 * withheld whole.
 */
export function withoutCustomerData(text: string): string {
  if (text === '') return '';
  const read = readLeniently(text);
  if (read === undefined) return WITHHELD;
  const shown = JSON.stringify(shownValue(read.value, null));
  return read.complete ? shown : shown + CUT_NOTE;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** An object without a prototype, so that a field named `__proto__` is a field like another. */
const record = (): Record<string, Json> => Object.create(null) as Record<string, Json>;

/**
 * How deep a body is read: the journal's rows are a few levels deep; a body nested deeper (anyone
 * can have one refused) is withheld there rather than overflow the stack.
 */
const MAX_DEPTH = 64;

function shownValue(value: Json, field: string | null, depth = 0): Json {
  if (value === null || typeof value === 'boolean') return value;
  if (depth > MAX_DEPTH) return WITHHELD;
  if (Array.isArray(value)) return value.map((item) => shownValue(item, field, depth + 1));
  if (typeof value === 'object') {
    const kept = record();
    for (const [key, item] of Object.entries(value)) kept[key] = shownValue(item, key, depth + 1);
    return kept;
  }
  if (typeof value === 'string') {
    const inner = readLeniently(value);
    if (inner !== undefined) {
      const shown = JSON.stringify(shownValue(inner.value, null, depth + 1));
      return inner.complete ? shown : shown + CUT_NOTE;
    }
  }
  return field !== null && SHOWN_FIELDS.has(field) ? value : WITHHELD;
}

/**
 * A JSON object or array, read as far as its text goes: a body cut short (or broken) gives what
 * was read before the cut, with `complete` false. Undefined when the text does not start as one,
 * or cannot be read at all. partial-json reads the cut text, as it reads a stream's first part.
 */
function readLeniently(text: string): { value: Json; complete: boolean } | undefined {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  try {
    return { value: JSON.parse(text) as Json, complete: true };
  } catch {
    // Not whole: read below.
  }
  try {
    return { value: parsePartialJson(text, Allow.ALL) as Json, complete: false };
  } catch {
    return undefined;
  }
}
