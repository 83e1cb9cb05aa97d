import type { SendOperation } from '@shared/api/paths';
import { PAYMENT_METHODS } from '@shared/domain/charges';
import { IMT_PURPOSES, isImtPurpose } from '@shared/domain/customer';
import { isSuggestedDocumentType } from '@shared/domain/document-types';
import { TRANSFER_STATES, type TransferState } from '@shared/domain/transfer-states';
import { perLanguage, textIn, type Language } from '@shared/i18n/catalog';

/*
 * The words main writes into a file's cells, in the language of the operator who asked for the
 * file (D88): a transfer's kind and state, a document type, a purpose. Made once per language,
 * since the log's export writes them on every one of 100,000 rows. Codes stay codes.
 */

const KINDS: readonly SendOperation[] = ['rtgs', 'imt'];

const stateNames = perLanguage(
  (language) =>
    Object.fromEntries(
      TRANSFER_STATES.map((state) => [state, textIn(language, `states.label.${state}`)]),
    ) as Record<TransferState, string>,
);

const kindNames = perLanguage(
  (language) =>
    Object.fromEntries(
      KINDS.map((kind) => [kind, textIn(language, `transfer.kind.${kind}`)]),
    ) as Record<SendOperation, string>,
);

const purposeNames = perLanguage((language) =>
  Object.fromEntries(
    IMT_PURPOSES.map((code) => [code, textIn(language, `customer.purpose.${code}`)]),
  ),
);

/** A transfer's state as screens name it ("Sent"), in `language`. */
export function stateNameIn(language: Language, state: TransferState): string {
  return stateNames(language)[state];
}

/** A transfer's kind ("Mobile wallet (IMT)"), in `language`. */
export function kindNameIn(language: Language, kind: SendOperation): string {
  return kindNames(language)[kind];
}

/** A document type's name where the catalog has one, else the type as the bank spells it. */
export function documentTypeIn(language: Language, type: string): string {
  return isSuggestedDocumentType(type) ? textIn(language, `documents.type.${type}`) : type;
}

/** An IMT purpose's name, else the code as it is. */
export function purposeNameIn(language: Language, code: string): string {
  return isImtPurpose(code) ? purposeNames(language)[code]! : code;
}

const paymentNames = perLanguage((language) =>
  Object.fromEntries(
    PAYMENT_METHODS.map((method) => [method, textIn(language, `payment.method.choices.${method}`)]),
  ),
);

/** D124: how the customer paid ("Cash"), in `language`; '' when none was recorded. */
export function paymentMethodIn(language: Language, method: string | null): string {
  return method === null ? '' : (paymentNames(language)[method] ?? method);
}
