import type {
  CounterReprintCode,
  CounterReprinted,
  CounterReprintRequest,
  CounterSettleAsked,
  CounterSettleRequest,
} from '../domain/branch-relay';
import { op } from './define';

/*
 * D136: a supervisor at this counter settles another counter's transfer from the branch's desk,
 * through head office: 'head-office-unavailable' (not enrolled, or no answer), 'settlement-pending'
 * (another desk asked already; that counter has not applied it yet), 'settlement-not-allowed'
 * (head office refused: not a supervisor of the branch, or not another counter of it).
 */
export const branchRelayOperations = {
  askCounterSettlement: op<
    CounterSettleRequest,
    CounterSettleAsked,
    'head-office-unavailable' | 'settlement-pending' | 'settlement-not-allowed'
  >()('branch:settle-at-counter', 'supervisor'),
  // D138: a copy of another counter's receipt, printed here from head office's copy of its
  // journal: 'not-found' (head office does not hold it yet), 'receipt-unreadable' (its rows are
  // not what a journal writes: nothing printed), 'reprint-not-allowed' (this counter's own).
  reprintAtCounter: op<CounterReprintRequest, CounterReprinted, CounterReprintCode>()(
    'branch:reprint-at-counter',
    'supervisor',
  ),
};
