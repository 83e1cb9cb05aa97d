import type { SendOperation } from '../api/paths';
import type { EnvironmentName } from './environments';
import type { ApproverCredentials } from './approvals';
import type { SettlementOutcome } from './settlements';
import type { TransferLogRow } from './transfer-log';
import type { TransferState } from './transfer-states';
import type { ReturnKind } from './transfer-returns';

/** How many transfers, and how much money (two-decimal text, added exactly), in one group. */
export interface EndOfDayLine {
  kind: SendOperation;
  currency: string;
  state: TransferState;
  stateLabel: string;
  count: number;
  total: string;
  /**
   * D124: the fees of the line's transfers, two-decimal text in its currency (the fee is in the
   * transfer's); "0.00" for transfers journaled before fees, which asked none.
   */
  fees: string;
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
  /**
   * D113: what was learnt on this day about transfers of earlier days (a settlement): kept on
   * the day it was learnt, naming the transfer and its own day, which stays as it was closed.
   */
  learnt: LearntLine[];
  /**
   * D120: the returns and recalls learnt on this day (the money came back to be refunded), each
   * naming its transfer and that transfer's own day; kept by the closing as the rest.
   */
  returns: ReturnLine[];
  /** The environment the report was made in: the printed sheet carries its band off live. */
  environment: EnvironmentName;
  /**
   * Set once the day is closed; the figures above are then those of the closing (D114), not the
   * journal's today.
   */
  closing: DayClosing | null;
  /**
   * D127: on an enrolled workstation, every counter of the branch for the day (this one from its
   * journal, the others from head office), and which may have changes head office lacks.
   */
  branch?: BranchDay | null;
}

/** D127: one group's count and total (no fees: head office's copy of a row carries none). */
export type BranchDayLine = Omit<EndOfDayLine, 'fees'>;

/** D127: why a counter's figures may be incomplete. */
export interface CounterBehind {
  /** Changes its last push said still waited on it (null: it said none, or nothing). */
  count: number | null;
  /** Since when they wait (the oldest), if known. */
  since: string | null;
  /** Head office has not heard from it since this instant, before the day's end. */
  silentSince: string | null;
}

export interface CounterDay {
  number: number;
  /** This workstation. */
  own: boolean;
  lines: BranchDayLine[];
  behind: CounterBehind | null;
  /**
   * D138: another counter's closing of the day as head office holds it (null: not closed);
   * absent for this counter, whose closing is the report's own.
   */
  closed?: { closedAt: string; closedBy: string; checkedBy: string | null } | null;
}

export interface BranchDay {
  /** Head office answered: the other counters are counted. */
  reached: boolean;
  problem: string | null;
  /** By number. */
  counters: CounterDay[];
  /** Every counter added up, per kind, currency and state. */
  totals: BranchDayLine[];
}

/** D114: who prepared a closing and who checked it, each signed in themselves, with when. */
export interface DayClosing {
  closedAt: string;
  /** The supervisor who prepared it. */
  closedBy: string;
  /** Null for a day closed before two people closed days. */
  preparedAt: string | null;
  checkedBy: string | null;
  checkedAt: string | null;
}

/** A settlement recorded on a day, of a transfer of that day or an earlier one. */
export interface LearntLine {
  reference: string;
  /** The transfer's own business day. */
  transferDay: string;
  outcome: SettlementOutcome;
  toState: TransferState;
  at: string;
  operatorId: string;
}

/** D120: a return or recall recorded on a day, of a transfer of that day or an earlier one. */
export interface ReturnLine {
  reference: string;
  transferDay: string;
  kind: ReturnKind;
  amount: string;
  currency: string;
  bankReference: string;
  at: string;
  operatorId: string;
}

/** D114: a closing the preparer has begun, waiting for the second supervisor's signature. */
export interface DayClosePreparation {
  report: EndOfDayReport;
  preparedAt: string;
  /** Until when the checker may sign it. */
  expiresAt: string;
}

/** D114: the checker's id and password, typed at the preparer's desk, for the day prepared. */
export interface DayCloseRequest {
  day: string;
  checker: ApproverCredentials;
}
