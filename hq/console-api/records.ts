import { object, string, type Schema } from 'yup';
import { isCalendarDate } from '../../shared/domain/calendar-date';
import { AUDIT_GROUPS, type AuditGroup } from '../../shared/domain/audit-trail';
import type { SplitMarkWindow } from '../../shared/domain/control-marks';
import { TRANSFER_STATES, type TransferState } from '../../shared/domain/transfer-states';
import {
  LOG_PAGE_MAX as PAGE_MAX,
  SEARCH_WORD_MIN,
  WAITING_FILTER as WAITING,
} from '../../shared/domain/transfer-log';

/*
 * The records of every branch as the console reads them (D102): the receipt log, the suspicion
 * flags and the audit trail, their filters (query strings, so every value is text) and pages.
 * Pages go by a cursor (the last row's place), never by an offset: the thousandth page costs what
 * the first does.
 */

export const KINDS = ['rtgs', 'imt'] as const;
export const MARKED = ['any', 'reportable', 'split', 'flagged', 'checked-offline'] as const;
export type Marked = (typeof MARKED)[number];
// The workstation's log's own: its page sizes, its "waiting" state and its shortest search word.
export {
  LOG_PAGE_DEFAULT as PAGE_DEFAULT,
  LOG_PAGE_MAX as PAGE_MAX,
  SEARCH_WORD_MIN,
  WAITING_FILTER as WAITING,
} from '../../shared/domain/transfer-log';

/** Where a record was made: its branch and the workstation's number there. */
export interface Desk {
  branchCode: string;
  workstationId: string;
  workstationNumber: number;
}

export interface LogFilters {
  branch?: string;
  workstation?: string;
  operator?: string;
  kind?: (typeof KINDS)[number];
  state?: TransferState | typeof WAITING;
  currency?: string;
  /** First and last calendar day (`YYYY-MM-DD`), each in the branch's own zone. */
  from?: string;
  to?: string;
  text?: string;
  marked?: Marked;
}

export interface PageQuery {
  cursor?: string;
  limit?: string;
}

export interface HqLogRow extends Desk {
  reference: string;
  kind: string;
  /** The kind and state in words, as the workstation's log words them. */
  kindName: string;
  state: string;
  stateLabel: string;
  amount: string;
  currency: string;
  senderName: string;
  sourceName: string;
  sourceAccount: string;
  recipientName: string;
  recipientAccount: string;
  destinationCountry: string;
  transactionId: string | null;
  operatorId: string;
  /** The operator's name at their workstation, null when head office has none (the id alone). */
  operatorName: string | null;
  createdAt: string;
  /** `2026-11-24 14:05 EAT`: on the branch's clock. */
  localTime: string;
  reportable: boolean;
  splitWindows: SplitMarkWindow[];
  /** The reporting marks in words (`Reportable; Split series (24 hours)`), '' when none. */
  marks: string;
  flagged: boolean;
  /** D128, D133: counted at its counter alone, head office out of reach (in `marks` too). */
  checkedOffline: boolean;
}

export interface Page<Row> {
  rows: Row[];
  nextCursor: string | null;
}

export interface AuditFilters {
  branch?: string;
  workstation?: string;
  operator?: string;
  group?: AuditGroup;
  from?: string;
  to?: string;
  reference?: string;
}

export interface HqAuditRow extends Desk {
  seq: number;
  at: string;
  localTime: string;
  operatorId: string | null;
  operatorName: string | null;
  action: string;
  details: string;
}

export interface FlagFilters {
  branch?: string;
  from?: string;
  to?: string;
  /** Open: not yet reviewed at the workstation. */
  open?: 'yes';
}

export interface HqFlagRow extends Desk {
  flagId: number;
  reference: string | null;
  at: string;
  localTime: string;
  operatorId: string;
  operatorName: string | null;
  note: string;
  outcome: string | null;
  reportReference: string | null;
  reviewedBy: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
}

/**
 * An operator id the records hold, with every name its workstations give it (one, mostly; none
 * when head office has no name for it).
 */
export interface OperatorChoice {
  operatorId: string;
  names: string[];
}

/** The choices the filters offer: what the records hold, each branch and operator by name. */
export interface FilterChoices {
  branches: { code: string; name: string }[];
  workstations: Desk[];
  operators: OperatorChoice[];
  currencies: string[];
}

const optional = (label: string, max: number) =>
  string()
    .strict()
    .typeError(`${label} must be text.`)
    .max(max, `${label} is at most ${max} characters.`)
    .optional();

const oneOf = <T extends string>(label: string, values: readonly T[]) =>
  string()
    .strict()
    .oneOf(values, `${label} must be one of: ${values.join(', ')}.`)
    .optional();

const day = (label: string) =>
  string()
    .strict()
    .optional()
    .test(
      'day',
      `${label} must be a date written YYYY-MM-DD.`,
      (value) => value === undefined || isCalendarDate(value),
    );

const DATES = {
  from: day('From'),
  to: day('To').test('order', 'To must be on or after From.', function order(value) {
    const from = (this.parent as { from?: string }).from;
    return value === undefined || from === undefined || from <= value;
  }),
};

const DESK = {
  branch: optional('Branch', 40),
  workstation: optional('Workstation', 80),
  operator: optional('Operator', 32),
};

const PAGING = {
  cursor: optional('Cursor', 400),
  limit: string()
    .strict()
    .optional()
    .matches(/^[1-9][0-9]{0,2}$/, `Rows per page must be a whole number from 1 to ${PAGE_MAX}.`)
    .test(
      'max',
      `Rows per page must be at most ${PAGE_MAX}.`,
      (value) => value === undefined || Number(value) <= PAGE_MAX,
    ),
};

function query(what: string, shape: Record<string, Schema>) {
  return object(shape)
    .strict()
    .noUnknown(`The ${what} has a filter it does not know: use the console's filters.`)
    .required()
    .typeError(`The ${what} must be a query of named filters.`);
}

export const logFiltersSchema = query('receipt log', {
  ...DESK,
  ...DATES,
  ...PAGING,
  kind: oneOf('Kind', KINDS),
  state: oneOf('State', [...TRANSFER_STATES, WAITING]),
  currency: string()
    .strict()
    .optional()
    .matches(/^[A-Z]{3}$/, 'Currency is a three-letter code (KES, UGX …).'),
  text: optional('Search text', 100).test(
    'words',
    `Each word searched for must be at least ${SEARCH_WORD_MIN} characters.`,
    (value) =>
      value === undefined ||
      value.split(/\s+/).every((word) => word === '' || [...word].length >= SEARCH_WORD_MIN),
  ),
  marked: oneOf('Marked', MARKED),
}) as unknown as Schema<LogFilters & PageQuery>;

export const auditFiltersSchema = query('audit trail', {
  ...DESK,
  ...DATES,
  ...PAGING,
  group: oneOf('Kind of action', AUDIT_GROUPS),
  reference: string()
    .strict()
    .optional()
    .matches(
      /^[A-Za-z0-9-]{4,20}$/,
      'A reference is letters and digits, as printed on the receipt.',
    ),
}) as unknown as Schema<AuditFilters & PageQuery>;

export const flagFiltersSchema = query('flag list', {
  branch: DESK.branch,
  ...DATES,
  ...PAGING,
  open: oneOf('Open', ['yes'] as const),
}) as unknown as Schema<FlagFilters & PageQuery>;
