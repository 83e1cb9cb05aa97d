import type {
  TellerCashDayView,
  TellerCashView,
  TellerCountRequest,
  TellerFloatRequest,
} from '../domain/teller-cash';
import { op } from './define';

/*
 * D118: the teller's cash. A clerk reads and counts only their own cash, on the business day they
 * are in (the request names no clerk and no day); a supervisor types the opening floats; the
 * day's every clerk is read beside the end of day by those who read it.
 */
export const tellerCashOperations = {
  tellerCash: op<void, TellerCashView>()('cash:mine', 'clerk'),
  countTellerCash: op<TellerCountRequest, TellerCashView, 'day-closed'>()('cash:count', 'clerk'),
  tellerCashDay: op<{ day: string }, TellerCashDayView>()('cash:day', [
    'supervisor',
    'admin',
    'compliance',
    'auditor',
  ]),
  setTellerFloat: op<
    TellerFloatRequest,
    TellerCashDayView,
    'day-closed' | 'day-not-started' | 'not-a-clerk'
  >()('cash:set-float', 'supervisor'),
};
