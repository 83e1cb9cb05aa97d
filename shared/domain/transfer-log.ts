import type { Customer, DeskRecord } from './customer';
import type { SendOperation } from '../api/paths';
import type { TransferState } from './transfer-states';
import type { MarkFilter, SplitMarkWindow } from './control-marks';
import type { ReturnMark } from './transfer-returns';
import { amountToMinorUnits, minorUnitsToAmount } from './money';

/**
 * The receipt log: every transfer of the workstation, newest first, a page at a time. Filters
 * combine (all must hold); dates are calendar days in the branch's time zone, both included.
 */
export interface TransferLogFilters {
  /** First day, `YYYY-MM-DD` in the branch's zone. */
  from?: string;
  /** Last day, included. */
  to?: string;
  kind?: SendOperation;
  /** One state, or `waiting`: outcome unknown or accepted but not final, for a supervisor. */
  state?: TransferState | typeof WAITING_FILTER;
  /** Whose transfers. A clerk always sees only their own, whatever this says. */
  operatorId?: string;
  currency?: string;
  /**
   * Words to find, each at least three characters, anywhere in the reference, the transactionId,
   * the names (sender, source account holder, recipient), the account and the mobile numbers.
   * Read by `searchWords` (log-search.ts): a number typed in groups is one word, a mobile number any spelling.
   */
  text?: string;
  /** The amount, as a person types it (`25000`, `25,000`, `25000.00`): D60. */
  amount?: string;
  /** Only reportable transfers, only split series (of any window, or of one: D81), or either (D43). */
  marked?: MarkFilter;
}

export interface TransferLogQuery extends TransferLogFilters {
  /** From the previous page's `nextCursor`; absent for the first page. */
  cursor?: string;
  /** Rows per page, 1–200 (50 when absent). */
  limit?: number;
}

export const WAITING_FILTER = 'waiting';
export const LOG_PAGE_DEFAULT = 50;
export const LOG_PAGE_MAX = 200;
/** Trigram search cannot find fewer characters than this. */
export const SEARCH_WORD_MIN = 3;

/** One line of the log: what a supervisor needs to recognise a transfer, names before codes. */
export interface TransferLogRow {
  reference: string;
  kind: SendOperation;
  state: TransferState;
  stateLabel: string;
  /** Outcome unknown, or accepted but not final. */
  waiting: boolean;
  amount: string;
  currency: string;
  sourceName: string;
  sourceAccount: string;
  /**
   * Who sends (D77): the customer at the counter, else (a transfer journaled before the block)
   * an IMT body's `sender.name`; '' when neither was recorded. Never the branch account's holder.
   */
  senderName: string;
  /** D77: the customer block as journaled (null: none recorded). */
  customer?: Customer | null;
  /** D77: the bank, branch and workstation it was sent from (null: not recorded). */
  desk?: DeskRecord | null;
  recipientName: string;
  /** Bank account (RTGS) or mobile number (IMT). */
  recipientAccount: string;
  destinationCountry: string;
  transactionId: string | null;
  operatorId: string;
  createdAt: string;
  /** At or above the reporting threshold of its currency when it was sent (D43). */
  reportable: boolean;
  /** One of a split series: a customer's transfers whose total reached that threshold (D43, D81). */
  split: boolean;
  /** D81: the windows its series were found in (`day`: D43's branch day, before D81). */
  splitWindows: SplitMarkWindow[];
  /**
   * D128, D133: its limits and controls counted on its counter's journal alone, head office out
   * of reach (absent: a row of another counter, which the branch's filter still finds).
   */
  checkedOffline?: boolean;
  /** D120: the bank returned it, or it was recalled (absent or null: neither recorded). */
  returned?: ReturnMark | null;
  /**
   * D127: on an enrolled workstation's branch log, the counter it was sent at (absent: the log
   * is this workstation's alone). Another counter's row is head office's copy.
   */
  counter?: CounterMark | null;
}

/** D127: which of the branch's workstations a row is from, by its number ("Counter 2"). */
export interface CounterMark {
  number: number;
  /** This workstation's own row, from its journal. */
  own: boolean;
  /** D136: another counter's row: that workstation at head office, to address a settlement to. */
  workstationId?: string;
  /** D136: the last settlement a desk of the branch asked of that counter for it, and its reply. */
  asked?: SettlementAsked | null;
}

/** D136: a settlement asked of the owning counter through head office, as the desk shows it. */
export interface SettlementAsked {
  /** Waiting for the owning counter's next contact, applied there, or refused there. */
  state: 'waiting' | 'applied' | 'refused';
  /** The owning counter's refusal code (its settlement's), when refused. */
  refusal: string | null;
  askedBy: string;
  askedAt: string;
}

/** D127: whether the branch's other counters could be read from head office for this page. */
export interface BranchReach {
  /** This workstation's number in its branch. */
  number: number;
  /** Head office answered: the other counters' rows are in the page. */
  reached: boolean;
  /** Why not, in words, when not reached. */
  problem: string | null;
}

export interface TransferLogPage {
  rows: TransferLogRow[];
  /** Pass back as `cursor` for the next page; null when this is the last one. */
  nextCursor: string | null;
  /** The branch's time zone the dates were read in (IANA name). */
  timeZone: string;
  /** D127: set when the page covers the branch's counters (an enrolled workstation). */
  branch?: BranchReach | null;
}

/** One currency's transfers in a list: how many, and their amounts added up (D61). */
export interface CurrencyTotal {
  currency: string;
  count: number;
  /** Two-decimal amount text, added in BigInt minor units, never as floating point (D9). */
  total: string;
}

/** Count and sum per currency, the currencies in alphabetical order of their codes. */
export function totalsByCurrency(
  rows: readonly Pick<TransferLogRow, 'amount' | 'currency'>[],
): CurrencyTotal[] {
  const sums = new Map<string, { count: number; minor: bigint }>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? { count: 0, minor: 0n };
    sum.count += 1;
    sum.minor += amountToMinorUnits(row.amount);
    sums.set(row.currency, sum);
  }
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, { count, minor }]) => ({ currency, count, total: minorUnitsToAmount(minor) }));
}
