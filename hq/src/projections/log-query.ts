import { splitWindowOfMark, type SplitMarkWindow } from '../../../shared/domain/control-marks';
import { searchWords } from '../../../shared/domain/log-search';
import { isReference } from '../../../shared/domain/references';
import {
  isTransferState,
  NEEDS_SUPERVISOR,
  STATE_LABELS,
} from '../../../shared/domain/transfer-states';
import { zonedTimeText } from '../../../shared/domain/zoned-time';
import { text } from '../../../shared/i18n/catalog';
import {
  PAGE_DEFAULT,
  WAITING,
  type HqLogRow,
  type LogFilters,
  type Page,
} from '../../console-api/records';
import type { Queryable } from '../db/db';
import { LOG_ORDER, textSearchPage } from './log-search';
import { windowedPage } from './log-windows';
import { containing, daysFilter, Where, type Keyset } from './where';

/*
 * The receipt log of every branch (D102): newest first, by (time, workstation, transfer), a page
 * after the cursor's row. Each filter is an indexed column of hq_transfers; the text filter's
 * words each must appear in the row's search text (pg_trgm's index finds them).
 */

export interface LogRecord {
  workstation_id: string;
  branch_code: string;
  workstation_number: number;
  transfer_id: number;
  reference: string;
  kind: string;
  state: string;
  amount: string;
  currency: string;
  destination_country: string;
  sender_name: string;
  source_name: string;
  source_account: string;
  recipient_name: string;
  recipient_account: string;
  transaction_id: string | null;
  operator_id: string;
  created_at: Date;
  time_zone: string;
  marks: string[];
  flagged: boolean;
  checked_offline: boolean;
}

export const LOG_COLUMNS = `workstation_id, branch_code, workstation_number, transfer_id, reference,
  kind, state, amount, currency, destination_country, sender_name, source_name, source_account,
  recipient_name, recipient_account, transaction_id, operator_id, created_at, time_zone, marks,
  flagged, checked_offline`;

/** A log row with its operator's name at their workstation, null when head office has none. */
interface NamedLogRecord extends LogRecord {
  operator_name: string | null;
}

/**
 * The operator's name beside the id: a LEFT join on the names' primary key, so an id head office
 * has no name for is still shown. USING keeps the filters' and the order's column names
 * unqualified, each the transfer's own.
 */
const NAMES_JOIN = 'LEFT JOIN hq_operator_names USING (workstation_id, operator_id)';

/** The names joined to a page's rows once it is read (a text's matches are sorted first). */
function withNames(statement: string): string {
  return `SELECT page.*, display_name AS operator_name FROM (${statement}) page ${NAMES_JOIN}
           ${LOG_ORDER}`;
}

export const LOG_KEYSET: Keyset<LogRecord> = {
  columns: ['created_at', 'workstation_id', 'transfer_id'],
  key: (r: LogRecord) => [r.created_at, r.workstation_id, r.transfer_id],
};

const SPLIT_MARKS = ['split', 'split-24h', 'split-7d', 'split-30d'];

/** The text filter's words and the days, which the search's first step reads alone. */
export function textWhere(filters: LogFilters, where = new Where()): Where {
  daysFilter(where, 'created_at', filters.from, filters.to);
  for (const word of searchWords(filters.text ?? '')) {
    where.add((p) => `search LIKE ${p(containing(word.toLowerCase()))}`);
  }
  return where;
}

/**
 * The days and the text's words that are whole references (D123), each `reference = …`, which
 * the reference's B-tree index finds; null when no word is one.
 */
export function referenceWhere(filters: LogFilters, where = new Where()): Where | null {
  const references = searchWords(filters.text ?? '').filter(isReference);
  if (references.length === 0) return null;
  daysFilter(where, 'created_at', filters.from, filters.to);
  for (const reference of references) where.add((p) => `reference = ${p(reference)}`);
  return where;
}

export function logWhere(filters: LogFilters, where = new Where()): Where {
  where
    .when(filters.branch, (p, v) => `branch_code = ${p(v)}`)
    .when(filters.workstation, (p, v) => `workstation_id = ${p(v)}`)
    .when(filters.operator, (p, v) => `operator_id = ${p(v.toLowerCase())}`)
    .when(filters.kind, (p, v) => `kind = ${p(v)}`)
    .when(filters.currency, (p, v) => `currency = ${p(v)}`);
  if (filters.state === WAITING) where.add((p) => `state = ANY(${p(NEEDS_SUPERVISOR)}::text[])`);
  else where.when(filters.state, (p, v) => `state = ${p(v)}`);
  textWhere(filters, where);
  switch (filters.marked) {
    case 'any':
      // The partial index of marked rows (hq migration 014-branch-controls) holds exactly these.
      where.add(() => `(marks <> '{}' OR flagged OR checked_offline)`);
      break;
    case 'reportable':
      where.add(() => `'reportable' = ANY(marks)`);
      break;
    case 'split':
      where.add((p) => `marks && ${p(SPLIT_MARKS)}::text[]`);
      break;
    case 'flagged':
      where.add(() => 'flagged');
      break;
    case 'checked-offline':
      where.add(() => 'checked_offline');
      break;
    default:
      break;
  }
  return where;
}

/** The marks in the words the workstation's CSV files and end of day use. */
function marksText(
  reportable: boolean,
  windows: readonly SplitMarkWindow[],
  checkedOffline: boolean,
): string {
  const named = windows.map((window) => text(`reports.marks.window.${window}`)).join(', ');
  const words = reportable ? [text('reports.marks.reportable')] : [];
  if (windows.length > 0) words.push(text('reports.marks.splitIn', { windows: named }));
  if (checkedOffline) words.push(text('reports.marks.checkedOffline'));
  return words.join('; ');
}

function rowOf(record: NamedLogRecord): HqLogRow {
  const createdAt = new Date(record.created_at).toISOString();
  const reportable = record.marks.includes('reportable');
  const splitWindows = record.marks
    .map(splitWindowOfMark)
    .filter((w): w is SplitMarkWindow => w !== null);
  return {
    branchCode: record.branch_code,
    workstationId: record.workstation_id,
    workstationNumber: record.workstation_number,
    reference: record.reference,
    kind: record.kind,
    kindName:
      record.kind === 'rtgs' || record.kind === 'imt'
        ? text(`transfer.kind.${record.kind}`)
        : record.kind,
    state: record.state,
    stateLabel: isTransferState(record.state) ? STATE_LABELS[record.state] : record.state,
    amount: record.amount,
    currency: record.currency,
    senderName: record.sender_name,
    sourceName: record.source_name,
    sourceAccount: record.source_account,
    recipientName: record.recipient_name,
    recipientAccount: record.recipient_account,
    destinationCountry: record.destination_country,
    transactionId: record.transaction_id,
    operatorId: record.operator_id,
    operatorName: record.operator_name,
    createdAt,
    localTime: zonedTimeText(createdAt, record.time_zone),
    reportable,
    splitWindows,
    marks: marksText(reportable, splitWindows, record.checked_offline),
    flagged: record.flagged,
    checkedOffline: record.checked_offline,
  };
}

/**
 * One page of the log, after `cursor`'s row; null when the cursor is not one of ours. A text's
 * matches are read by windows of time whatever their number (D130).
 */
export function logPage(
  q: Queryable,
  filters: LogFilters,
  cursor?: string,
  limit = PAGE_DEFAULT,
): Promise<Page<HqLogRow> | null> {
  if (searchWords(filters.text ?? '').length > 0) {
    const search = {
      columns: LOG_COLUMNS,
      joined: withNames,
      keyset: LOG_KEYSET,
      referenceWhere: (where: Where) => referenceWhere(filters, where),
      days: { from: filters.from, to: filters.to },
      allWhere: (where: Where) => logWhere(filters, where),
      rowOf,
    };
    return textSearchPage(q, search, cursor, limit);
  }
  return windowedPage(
    q,
    {
      // Walked down a time index and stopped at the page's end, each row's name read as it goes.
      select: `SELECT ${LOG_COLUMNS}, display_name AS operator_name FROM hq_transfers ${NAMES_JOIN}`,
      where: () => logWhere(filters),
      keyset: LOG_KEYSET,
      rowOf,
      days: { from: filters.from, to: filters.to },
    },
    cursor,
    limit,
  );
}
