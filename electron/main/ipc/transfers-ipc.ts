import { wordedIn } from '@shared/i18n/catalog';
import type { OperationsOf } from '@shared/ipc/contract';
import type { transfersOperations } from '@shared/ipc/transfers-contract';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import { validateReceiptLookup } from '@shared/schemas/receipt-schemas';
import { validateTransferDraft } from '@shared/schemas/validate';
import type { Services } from '../services';
import { asIpcError, notInJournal, withTransferRules, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/* The clerk's counter: the forms' rules, the purposes, the send, a receipt, a correction. */

export interface TransfersIpcDeps {
  services: Pick<
    Services,
    'transferRules' | 'formRules' | 'purposes' | 'transfers' | 'referenceReads'
  >;
}

export function transfersIpc({
  services,
}: TransfersIpcDeps): FeatureIpc<OperationsOf<typeof transfersOperations>> {
  return {
    validators: {
      transferFormRules: noPayload,
      listPurposes: noPayload,
      refreshPurposes: noPayload,
      // The draft's shape only: the customer's signed instruction is required by the send itself,
      // after it has answered a repeat of a draft already sent with that draft's receipt (D41).
      sendTransfer: withTransferRules(() => services.transferRules(), validateTransferDraft),
      getReceipt: validateReceiptLookup,
      correctTransfer: validateReceiptLookup,
    },
    handlers: {
      transferFormRules: () => {
        const rules = services.formRules();
        return rules.ok ? rules : fail(asIpcError(rules.error, 'invalid-settings'));
      },
      listPurposes: async () => purposesAnswer(await services.purposes.list()),
      refreshPurposes: async () => purposesAnswer(await services.purposes.refresh()),
      sendTransfer: (request, { session }) => services.transfers.send(request, session.operatorId),
      // D72: a clerk reads only their own transfers, as they print only their own (D38).
      getReceipt: ({ reference }, { session }) =>
        services.referenceReads.read(reference, session, 'receipt', () => {
          const receipt = services.transfers.receipt(reference);
          return receipt ? ok(receipt) : fail(notInJournal(reference));
        }),
      // What the form says of the refused field, in the clerk's language (D93).
      correctTransfer: ({ reference }, { session, language }) =>
        services.referenceReads.read(reference, session, 'correction', () =>
          wordedIn(language, () => services.transfers.correction(reference, session.operatorId)),
        ),
    },
  };
}

function purposesAnswer<T>(
  result: Result<T, AppError<'purposes-unavailable'>>,
): Result<T, IpcError<'purposes-unavailable'>> {
  return result.ok ? result : fail(recoded(result.error, result.error.code));
}
