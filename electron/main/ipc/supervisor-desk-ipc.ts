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
import { validateDayCloseRequest } from '@shared/schemas/day-close-schemas';
import {
  validateRefundPrint,
  validateTransferReturn,
} from '@shared/schemas/transfer-return-schemas';
import type { ApproverVerifier } from '../approvals/approvals';
import type { OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import { notInJournal, type EmitEvent, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';
import { wordedIn, type Language } from '@shared/i18n/catalog';
import type { TransferHistory } from '@shared/domain/settlements';

/*
 * The supervisor desk (D33, D38). Roles are checked by the router from the contract; what depends
 * on who asks (a clerk's own transfers, not one's own transfer) is checked by the services. Main
 * opens every dialog, and tells the window how far a long write has come.
 */

export interface SupervisorDeskIpcDeps {
  services: Pick<
    Services,
    | 'receiptLog'
    | 'branchLog'
    | 'branchEndOfDay'
    | 'settlements'
    | 'returns'
    | 'refundReceipts'
    | 'transfers'
    | 'endOfDay'
    | 'deskFiles'
    | 'referenceReads'
    | 'restore'
    | 'approvalAttempts'
  >;
  operators: Pick<OperatorService, 'list' | 'verifyApprover'>;
  emit: EmitEvent;
}

export function supervisorDeskIpc({
  services,
  operators,
  emit,
}: SupervisorDeskIpcDeps): FeatureIpc<OperationsOf<typeof supervisorDeskOperations>> {
  // D114: the checker's id and password are checked as an approval's are (D73), so guesses
  // typed into the closing's dialog count and pause as they do at the counter.
  const verifyChecker: ApproverVerifier = services.approvalAttempts.guard((input, rules) =>
    operators.verifyApprover(input, rules),
  );
  return {
    validators: {
      transferLog: validateTransferLogQuery,
      transferHistory: validateTransferRef,
      settleTransfer: validateSettleRequest,
      resendTransfer: validateResendRequest,
      recordTransferReturn: validateTransferReturn,
      printRefundReceipt: validateRefundPrint,
      endOfDay: validateDayRequest,
      prepareDayClose: validateDayRequest,
      closeDay: validateDayCloseRequest,
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
      // D127: on an enrolled workstation, the branch's counters through head office.
      transferLog: async (query, { session }) => ok(await services.branchLog.page(query, session)),
      transferHistory: ({ reference }, { language }) => {
        const history = historyIn(services, reference, language);
        return history ? ok(history) : fail(notInJournal(reference));
      },
      settleTransfer: (request, { session, language }) => {
        const settled = services.settlements.settle(request, session);
        return settled.ok ? ok(historyIn(services, request.reference, language)!) : settled;
      },
      resendTransfer: async (request, { session, language }) => {
        const resent = await services.transfers.resend(request, session);
        return resent.ok ? ok(historyIn(services, request.reference, language)!) : resent;
      },
      // D120: the history is worded in the supervisor's language, as a settlement's.
      recordTransferReturn: (request, { session, language }) =>
        wordedIn(language, () => services.returns.record(request, session)),
      printRefundReceipt: ({ reference, output }, { session, language }) =>
        services.refundReceipts.print(reference, output, session, language),
      endOfDay: async ({ day }) => ok(await services.branchEndOfDay(services.endOfDay.report(day))),
      prepareDayClose: ({ day }, { session }) => services.endOfDay.prepare(day, session),
      closeDay: async ({ day, checker }, { session }) => {
        const checked = await verifyChecker(checker, {
          requester: session,
          roles: DAY_CHECKER_ROLES,
          purpose: 'day-close',
          own: 'check',
        });
        if (!checked.ok) return checked;
        return services.endOfDay.close(day, session, checked.value);
      },
      logOperators: () =>
        ok(operators.list().map(({ operatorId, displayName }) => ({ operatorId, displayName }))),
      // D88: what main writes for the operator (dialogs, the end of day, CSV files) is in their
      // language; a receipt prints in its transfer's (D86).
      printReceipt: ({ reference, output }, { session, language }) =>
        services.referenceReads.read(reference, session, 'print', () =>
          services.deskFiles.printReceipt(reference, output, session, language),
        ),
      printEndOfDay: ({ day, output }, { session, language }) =>
        services.deskFiles.printEndOfDay(day, output, session, language),
      exportEndOfDayCsv: ({ day }, { session, language }) =>
        services.deskFiles.exportEndOfDayCsv(day, session, language),
      exportLogCsv: ({ filters }, { session, language }) =>
        services.deskFiles.exportCsv(
          filters,
          session,
          (event) => emit('deskProgress', event),
          language,
        ),
      backupJournal: (_request, { session, language }) =>
        services.deskFiles.backup(session, (event) => emit('deskProgress', event), language),
      unreconciledReferences: () => ok(services.restore.list()),
      reconcileReference: (request, { session }) => services.restore.reconcile(request, session),
    },
  };
}

/**
 * D114: who checks a closing. There is no branch manager's role; a second supervisor checks.
 */
const DAY_CHECKER_ROLES = ['supervisor'] as const;

/**
 * A transfer's history for the supervisor who reads it: each attempt said in their language
 * (D93). Read only: what the journal recorded stays as it was written.
 */
function historyIn(
  services: Pick<Services, 'settlements'>,
  reference: string,
  language: Language,
): TransferHistory | null {
  return wordedIn(language, () => services.settlements.history(reference));
}
