import { dateInTimeZone } from '@shared/domain/calendar-date';
import type { Session } from '@shared/domain/operators';
import type {
  TellerCash,
  TellerCashDayView,
  TellerCashView,
  TellerCountRequest,
  TellerFloatRequest,
} from '@shared/domain/teller-cash';
import { zoneText } from '@shared/domain/zoned-time';
import type { IpcError } from '@shared/ipc/define';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import { dayBounds } from '../reports/branch-zone';
import {
  differenceOf,
  tellerCashLines,
  tookCash,
  type CashRefund,
  type CashTransfer,
} from './teller-cash-lines';

export type FloatError =
  IpcError<'day-closed'> | IpcError<'day-not-started'> | IpcError<'not-a-clerk'>;
export type CountError = IpcError<'day-closed'>;

export interface TellerCashService {
  /** The clerk's own cash on the business day they are in. */
  mine(session: Session): TellerCashView;
  /** The clerk counts one currency: recorded with what was expected then, and audited. */
  count(request: TellerCountRequest, session: Session): Result<TellerCashView, CountError>;
  /** Every clerk's cash on `day`. */
  day(day: string): TellerCashDayView;
  /** A supervisor types a clerk's opening float for a day and a currency. */
  setFloat(request: TellerFloatRequest, session: Session): Result<TellerCashDayView, FloatError>;
}

export interface TellerCashOptions {
  journal: Journal;
  timeZone: () => string;
  now: () => number;
}

/**
 * D118: the teller's cash, from the journal's sealed rows: the floats and counts of
 * teller-cash-repo.ts and the day's transfers as the end of day reads them (D113), each checked
 * against its seal. A closed day's floats and counts are kept as they are: nothing more is typed
 * into it, as nothing more is journaled on it.
 */
export function createTellerCash(options: TellerCashOptions): TellerCashService {
  const { journal } = options;
  const iso = () => new Date(options.now()).toISOString();
  const today = () => dateInTimeZone(options.now(), options.timeZone());
  const currentDay = () => journal.tellerCash.businessDayOf(today());
  const closed = (day: string) => journal.days.closing(day) !== undefined;

  /** Each clerk's transfers of `day`, as the end of day reads them. */
  function transfersOf(day: string): Map<string, CashTransfer[]> {
    const bounds = journal.days.bounds(day, dayBounds(day, day, options.timeZone()));
    const byClerk = new Map<string, CashTransfer[]>();
    for (const row of journal.days.rows(bounds)) {
      const [, currency, state, operatorId, amount, , total, totalCurrency, paymentMethod] = row;
      const transfer = { currency, state, amount, total, totalCurrency, paymentMethod };
      byClerk.set(operatorId, [...(byClerk.get(operatorId) ?? []), transfer]);
    }
    return byClerk;
  }

  /**
   * D122: the refunds handed over on `day`, each out of the drawer of the clerk who took the
   * transfer's cash (a refund of one that took none, by D118's rule, leaves no drawer).
   */
  function refundsOf(day: string): Map<string, CashRefund[]> {
    const byClerk = new Map<string, CashRefund[]>();
    for (const refund of journal.returns.refundsPaidOn(day)) {
      const transfer = journal.transfers.get(refund.transferId);
      if (!transfer || !tookCash(transfer)) continue;
      const { currency, amount } = refund;
      byClerk.set(transfer.operatorId, [
        ...(byClerk.get(transfer.operatorId) ?? []),
        { currency, amount },
      ]);
    }
    return byClerk;
  }

  function cashOf(day: string, only?: string): TellerCash[] {
    const transfers = transfersOf(day);
    const refunds = refundsOf(day);
    const floats = journal.tellerCash.floats(day);
    const counts = journal.tellerCash.counts(day);
    const clerks = new Set([
      ...journal.operators
        .all()
        .filter((operator) => operator.role === 'clerk' && operator.active)
        .map((operator) => operator.operatorId),
      ...transfers.keys(),
      ...refunds.keys(),
      ...floats.keys(),
      ...counts.keys(),
    ]);
    return [...clerks]
      .filter((clerk) => only === undefined || clerk === only)
      .sort()
      .map((operatorId) => ({
        day,
        operatorId,
        lines: tellerCashLines({
          floats: floats.get(operatorId) ?? [],
          transfers: transfers.get(operatorId) ?? [],
          refunds: refunds.get(operatorId) ?? [],
          counts: counts.get(operatorId) ?? [],
        }),
      }));
  }

  function mine(session: Session): TellerCashView {
    const day = currentDay();
    const [own] = cashOf(day, session.operatorId);
    return {
      ...(own ?? { day, operatorId: session.operatorId, lines: [] }),
      timeZone: options.timeZone(),
      closed: closed(day),
    };
  }

  function view(day: string): TellerCashDayView {
    return { day, timeZone: options.timeZone(), closed: closed(day), clerks: cashOf(day) };
  }

  return {
    mine,
    day: view,
    count(request, session) {
      const day = currentDay();
      if (closed(day)) return fail(worded('day-closed', 'cash.dayClosed', { day }));
      const line = mine(session).lines.find((l) => l.currency === request.currency);
      const expected = line?.expected ?? '0.00';
      journal.tellerCash.recordCount({
        day,
        operatorId: session.operatorId,
        currency: request.currency,
        amount: request.amount,
        expected,
        difference: differenceOf(request.amount, expected),
        at: iso(),
      });
      return ok(mine(session));
    },
    setFloat(request, session) {
      const { day } = request;
      if (closed(day)) return fail(worded('day-closed', 'cash.dayClosed', { day }));
      if (day > currentDay()) {
        const zone = zoneText(options.now(), options.timeZone());
        return fail(worded('day-not-started', 'cash.dayNotStarted', { day, today: today(), zone }));
      }
      const clerk = journal.operators.get(request.operatorId);
      if (!clerk || clerk.role !== 'clerk') {
        return fail(worded('not-a-clerk', 'cash.notAClerk', { operatorId: request.operatorId }));
      }
      journal.tellerCash.setFloat({
        ...request,
        operatorId: clerk.operatorId,
        at: iso(),
        by: session.operatorId,
      });
      return ok(view(day));
    },
  };
}
