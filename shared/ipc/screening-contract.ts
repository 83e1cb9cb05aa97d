import type { ReceiptView } from '../domain/receipt';
import type {
  HeldTransferView,
  HoldDecisionRequest,
  ListImportRequest,
  ScreeningListsView,
} from '../domain/screening';
import { op } from './define';

/*
 * Sanctions screening (D78): the lists in force and their import, for admins (compliance
 * officers read them); the transfers held for a compliance check, released or refused by a
 * compliance officer with a reason. A clerk reaches none of these: the clerk's screens only say
 * a transfer waits for a compliance check.
 */
export const screeningOperations = {
  screeningLists: op<void, ScreeningListsView>()('screening:lists', ['admin', 'compliance']),
  // The file is chosen in main's own dialog and read there: the page never holds it.
  importScreeningList: op<
    ListImportRequest,
    ScreeningListsView | null,
    'list-file-invalid' | 'unreadable' | 'set-at-head-office'
  >()('screening:import', 'admin'),
  heldTransfers: op<void, HeldTransferView[]>()('holds:list', 'compliance'),
  releaseHeld: op<HoldDecisionRequest, ReceiptView, 'not-held' | 'not-ready' | 'own-transfer'>()(
    'holds:release',
    'compliance',
  ),
  refuseHeld: op<HoldDecisionRequest, ReceiptView, 'not-held' | 'not-ready' | 'own-transfer'>()(
    'holds:refuse',
    'compliance',
  ),
};
