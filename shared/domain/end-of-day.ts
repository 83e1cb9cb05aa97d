import type { SendOperation } from '../api/paths';
import type { TransferLogRow } from './transfer-log';
import type { TransferState } from './transfer-states';

/** How many transfers, and how much money (two-decimal text, added exactly), in one group. */
export interface EndOfDayLine {
  kind: SendOperation;
  currency: string;
  state: TransferState;
  stateLabel: string;
  count: number;
  total: string;
}

export interface OperatorLine extends EndOfDayLine {
  operatorId: string;
}

/** One day of the branch, in its time zone: structured, for the screen, the print and the CSV. */
export interface EndOfDayReport {
  day: string;
  timeZone: string;
  /** The day as instants: [from, to). */
  fromInstant: string;
  toInstant: string;
  generatedAt: string;
  /** Per kind, currency and state. */
  lines: EndOfDayLine[];
  /** The same, per operator. */
  byOperator: OperatorLine[];
  /** Transfers recorded up to the end of the day that still wait for a supervisor. */
  waiting: TransferLogRow[];
  /**
   * The day's transfers (D43) marked reportable or as part of a split series (each row says
   * which), for the compliance officer.
   */
  marked: TransferLogRow[];
  /** Set once the day is closed. */
  closing: { closedAt: string; closedBy: string } | null;
}
