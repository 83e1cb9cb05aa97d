import type { PrintedView, PrintOutput } from './desk-files';
import type { SettleRequest } from './settlements';

/*
 * D136: a supervisor at this counter settles another counter's transfer from the branch's desk,
 * through head office. The same outcomes and notes as a settlement here; never a re-send.
 */

/** What the desk asks: the local settlement's request, and the counter that owns the transfer. */
export type CounterSettleRequest = SettleRequest & {
  /** The owning workstation at head office, as the branch's row names it. */
  workstationId: string;
};

/** Asked: the owning counter applies it at its next contact. */
export interface CounterSettleAsked {
  reference: string;
  /** The owning counter's number in the branch. */
  counter: number;
}

/** D138: a supervisor here reprints the receipt of another counter's transfer. */
export interface CounterReprintRequest {
  /** The owning workstation at head office, as the branch's row names it. */
  workstationId: string;
  reference: string;
  output: PrintOutput;
}

/** Printed here, and whether the owning counter was told (it audits the reprint at its contact). */
export interface CounterReprinted extends PrintedView {
  /** The owning counter's number in the branch. */
  counter: number;
  ownerTold: boolean;
}

/** D138: why a reprint of another counter's receipt printed nothing; typed once for main and the contract. */
export type CounterReprintCode =
  | 'head-office-unavailable'
  | 'reprint-not-allowed'
  | 'not-found'
  | 'receipt-unreadable'
  | 'bank-identity-missing'
  | 'canceled'
  | 'write-failed'
  | 'print-failed';
