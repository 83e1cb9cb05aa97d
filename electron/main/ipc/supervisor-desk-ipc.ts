import type { OperationsOf } from '@shared/ipc/contract';
import type { supervisorDeskOperations } from '@shared/ipc/supervisor-desk-contract';
import { fail, ok } from '@shared/result';
import {
  validateCsvExportRequest,
  validateDayPrintRequest,
  validateDayRequest,
  validateReceiptPrintRequest,
  validateResendRequest,
  validateSettleRequest,
  validateTransferLogQuery,
  validateTransferRef,
  validateReconcileRequest,
} from '@shared/schemas/supervisor-schemas';
import type { OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import { notInJournal, type EmitEvent, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/*
 * The supervisor desk (D33, D38). Roles are checked by the router from the contract; what depends
 * on who asks (a clerk's own transfers, not one's own transfer) is checked by the services. Main
 * opens every dialog, and tells the window how far a long write has come.
 */

export interface SupervisorDeskIpcDeps {
  services: Pick<
    Services,
    | 'receiptLog'
    | 'settlements'
    | 'transfers'
    | 'endOfDay'
    | 'deskFiles'
    | 'referenceReads'
    | 'restore'
  >;
  operators: Pick<OperatorService, 'list'>;
  emit: EmitEvent;
}

export function supervisorDeskIpc({
  services,
  operators,
  emit,
}: SupervisorDeskIpcDeps): FeatureIpc<OperationsOf<typeof supervisorDeskOperations>> {
  return {
    validators: {
      transferLog: validateTransferLogQuery,
      transferHistory: validateTransferRef,
      settleTransfer: validateSettleRequest,
      resendTransfer: validateResendRequest,
      endOfDay: validateDayRequest,
      closeDay: validateDayRequest,
      logOperators: noPayload,
      printReceipt: validateReceiptPrintRequest,
      printEndOfDay: validateDayPrintRequest,
      exportEndOfDayCsv: validateDayRequest,
      exportLogCsv: validateCsvExportRequest,
      backupJournal: noPayload,
      unreconciledReferences: noPayload,
      reconcileReference: validateReconcileRequest,
    },
    handlers: {
      transferLog: (query, { session }) => ok(services.receiptLog.page(query, session)),
      transferHistory: ({ reference }) => {
        const history = services.settlements.history(reference);
        return history ? ok(history) : fail(notInJournal(reference));
      },
      settleTransfer: (request, { session }) => services.settlements.settle(request, session),
      resendTransfer: async (request, { session }) => {
        const resent = await services.transfers.resend(request, session);
        return resent.ok ? ok(services.settlements.history(request.reference)!) : resent;
      },
      endOfDay: ({ day }) => ok(services.endOfDay.report(day)),
      closeDay: ({ day }, { session }) => services.endOfDay.close(day, session),
      logOperators: () =>
        ok(operators.list().map(({ operatorId, displayName }) => ({ operatorId, displayName }))),
      printReceipt: ({ reference, output }, { session }) =>
        services.referenceReads.read(reference, session, 'print', () =>
          services.deskFiles.printReceipt(reference, output, session),
        ),
      printEndOfDay: ({ day, output }, { session }) =>
        services.deskFiles.printEndOfDay(day, output, session),
      exportEndOfDayCsv: ({ day }) => services.deskFiles.exportEndOfDayCsv(day),
      exportLogCsv: ({ filters }, { session }) =>
        services.deskFiles.exportCsv(filters, session, (event) => emit('deskProgress', event)),
      backupJournal: (_request, { session }) =>
        services.deskFiles.backup(session, (event) => emit('deskProgress', event)),
      unreconciledReferences: () => ok(services.restore.list()),
      reconcileReference: (request, { session }) => services.restore.reconcile(request, session),
    },
  };
}
