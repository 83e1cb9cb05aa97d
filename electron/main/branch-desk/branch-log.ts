import { normaliseAmountInput } from '@shared/domain/money';
import type { Session } from '@shared/domain/operators';
import {
  LOG_PAGE_DEFAULT,
  type TransferLogFilters,
  type TransferLogPage,
  type TransferLogQuery,
  type TransferLogRow,
} from '@shared/domain/transfer-log';
import type { BranchTransfersFilters } from '../../../hq/protocol/branch-desk';
import type { HeadOfficeService } from '../head-office/head-office-service';
import type { Journal } from '../journal/journal';
import type { ReceiptLog } from '../reports/receipt-log';
import {
  branchCursorText,
  mergeBranchPage,
  readBranchCursor,
  type RemoteSide,
} from './branch-merge';

/*
 * D127: the receipt log and the waiting list of an enrolled workstation cover its branch: this
 * workstation's rows from its journal, every other counter's from head office, each marked with
 * its counter. A clerk's log stays their own (this workstation's journal), and when head office
 * cannot be reached the page is this workstation's alone and says why.
 */

export interface BranchLogDeps {
  receiptLog: Pick<ReceiptLog, 'page' | 'slice'>;
  headOffice: Pick<HeadOfficeService, 'branchDesk' | 'branchTransfers'>;
  timeZone: () => string;
  /** D136: the page's rows with the last settlement asked of each other counter's row. */
  marked?: (rows: TransferLogRow[]) => Promise<TransferLogRow[]>;
  /** Where a search by words is put on the record (D143). */
  journal: Pick<Journal, 'audit'>;
  now: () => number;
}

export interface BranchLog {
  page(query: TransferLogQuery, session: Session): Promise<TransferLogPage>;
}

/** The desk's filters as head office applies them; null when none of its rows can match. */
export function remoteFilters(filters: TransferLogFilters): BranchTransfersFilters | null {
  const out: BranchTransfersFilters = {};
  if (filters.from !== undefined) out.from = filters.from;
  if (filters.to !== undefined) out.to = filters.to;
  if (filters.kind !== undefined) out.kind = filters.kind;
  if (filters.state !== undefined) out.state = filters.state;
  if (filters.operatorId !== undefined) out.operatorId = filters.operatorId;
  if (filters.currency !== undefined) out.currency = filters.currency;
  if (filters.text !== undefined && filters.text.trim() !== '') out.text = filters.text.trim();
  if (filters.marked !== undefined) out.marked = filters.marked;
  if (filters.amount !== undefined) {
    const amount = normaliseAmountInput(filters.amount);
    if (!amount.ok) return null;
    out.amount = amount.value;
  }
  return out;
}

/** The audit action of a search of the log by words (D143): a customer's kind, as `customer.lookup`. */
export const LOG_SEARCHED_ACTION = 'customer.searched';

/**
 * D143: words typed into the log's search are a search for a person (a name, an account or a
 * mobile number), so who searched for what is on the record, as a clerk's customer look-up is
 * (D77). Once a search, on its first page: the next pages repeat it. The other filters select
 * transfers, not people, and are not recorded.
 */
function auditSearch(deps: BranchLogDeps, query: TransferLogQuery, session: Session): void {
  const words = query.text?.trim();
  if (!words || query.cursor !== undefined) return;
  deps.journal.audit.append({
    at: new Date(deps.now()).toISOString(),
    operatorId: session.operatorId,
    action: LOG_SEARCHED_ACTION,
    details: { words },
  });
}

export function createBranchLog(deps: BranchLogDeps): BranchLog {
  return {
    async page(query, session) {
      auditSearch(deps, query, session);
      const desk = deps.headOffice.branchDesk();
      if (!desk || session.role === 'clerk') return deps.receiptLog.page(query, session);
      const cursor = readBranchCursor(query.cursor) ?? { local: null, remote: null };
      const limit = query.limit ?? LOG_PAGE_DEFAULT;
      const local =
        cursor.local === 'end' ? null : deps.receiptLog.slice(query, session, cursor.local, limit);
      let remote: RemoteSide | null = null;
      let problem: string | null = null;
      const filters = remoteFilters(query);
      if (cursor.remote !== 'end') {
        if (filters === null) remote = { rows: [], next: null };
        else {
          const answer = await deps.headOffice.branchTransfers({
            filters,
            after: cursor.remote,
            limit,
          });
          if (answer.ok) remote = answer.value;
          else problem = answer.error.message;
        }
      }
      const merged = mergeBranchPage(cursor, desk.number, local, remote, limit);
      const rows = remote && deps.marked ? await deps.marked(merged.rows) : merged.rows;
      return {
        rows,
        nextCursor: merged.next ? branchCursorText(merged.next) : null,
        timeZone: deps.timeZone(),
        branch: { number: desk.number, reached: problem === null, problem },
      };
    },
  };
}
