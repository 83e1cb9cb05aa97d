import type { Session } from '@shared/domain/operators';
import type { TransferLogFilters } from '@shared/domain/transfer-log';
import {
  BRANCH_PAGE_MAX,
  type BranchPlace,
  type BranchTransferRow,
} from '../../../hq/protocol/branch-desk';
import type { HeadOfficeService } from '../head-office/head-office-service';
import { BranchRowsUnavailable, type OtherCounters } from '../reports/csv-export';
import { remoteFilters } from './branch-log';

/*
 * D132: the receipt log's CSV of an enrolled workstation covers its branch as the log does
 * (D127): this counter's rows from its journal, then every other counter's from head office,
 * page after page, each row marked with its counter. Read as the file is written; nothing kept.
 */

/** The other counters' rows for the log's CSV; null when the log is this workstation's alone. */
export function otherCountersOf(
  headOffice: Pick<HeadOfficeService, 'branchDesk' | 'branchTransfers'>,
  filters: TransferLogFilters,
  session: Session,
): OtherCounters | null {
  const desk = headOffice.branchDesk();
  // A clerk's log stays their own transfers at this workstation (D33).
  if (!desk || session.role === 'clerk') return null;
  return { number: desk.number, pages: pagesOf(headOffice, remoteFilters(filters)) };
}

async function* pagesOf(
  headOffice: Pick<HeadOfficeService, 'branchTransfers'>,
  filters: ReturnType<typeof remoteFilters>,
): AsyncGenerator<BranchTransferRow[]> {
  // An amount head office cannot match (not an amount): none of its rows can.
  if (filters === null) return;
  let after: BranchPlace | null = null;
  do {
    const answer = await headOffice.branchTransfers({ filters, after, limit: BRANCH_PAGE_MAX });
    if (!answer.ok) throw new BranchRowsUnavailable(answer.error.message);
    yield answer.value.rows;
    after = answer.value.next;
  } while (after !== null);
}
