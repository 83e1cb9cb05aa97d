import { dateInTimeZone } from '@shared/domain/calendar-date';
import type { TransferHistory } from '@shared/domain/settlements';
import { returnKindsOpen, type ReturnCase } from '@shared/domain/transfer-returns';
import type { Journal } from '../journal/journal';
import { returnViewOf } from '../journal/transfer-returns-repo';
import type { TransferRecord } from '../journal/transfer-rows';

/** D120: what a return of a transfer is decided from, and how its page shows one. */
export interface ReturnCaseDeps {
  journal: Journal;
  now: () => number;
  /** The branch's zone (UTC's day without it). */
  timeZone?: () => string;
}

const UTC = 'UTC';

/** What decides a return of `record` now: its day, its window, whether one is recorded. */
export function returnCaseOf(deps: ReturnCaseDeps, record: TransferRecord): ReturnCase {
  const zone = deps.timeZone?.() ?? UTC;
  const nowMs = deps.now();
  return {
    state: record.state,
    kind: record.kind,
    queuedUntil: record.queuedUntil,
    day: record.businessDay ?? dateInTimeZone(Date.parse(record.createdAt), zone),
    recorded: deps.journal.returns.forTransfer(record.id) !== null,
    nowMs,
    today: dateInTimeZone(nowMs, zone),
  };
}

/** The transfer's return (null: none) and the kinds still open to record, for its page. */
export function returnPartsOf(
  deps: ReturnCaseDeps,
  record: TransferRecord,
): Pick<TransferHistory, 'returned' | 'returnKinds'> {
  const returned = deps.journal.returns.forTransfer(record.id);
  return {
    returned: returned ? returnViewOf(deps.journal, returned) : null,
    returnKinds: returned ? [] : returnKindsOpen(returnCaseOf(deps, record)),
  };
}
