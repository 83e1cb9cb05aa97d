import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type { Session } from '@shared/domain/operators';
import type { Result } from '@shared/result';
import type { Approver } from '../../../electron/main/operators/operator-types';
import type { CloseDayError, EndOfDay } from '../../../electron/main/reports/end-of-day';

/** A second supervisor whose id and password main has checked (D114). */
export const CHECKER: Approver = {
  operatorId: 'sup-check',
  displayName: 'Checking Supervisor',
  role: 'supervisor',
};

/** Both halves of a closing: `by` prepares it, then `checker` signs it. */
export function closeDay(
  eod: EndOfDay,
  day: string,
  by: Session,
  checker: Approver = CHECKER,
): Result<EndOfDayReport, CloseDayError> {
  const prepared = eod.prepare(day, by);
  if (!prepared.ok) return prepared;
  return eod.close(day, by, checker);
}
