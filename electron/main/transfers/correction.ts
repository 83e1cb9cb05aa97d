import { ERROR_CODES } from '@shared/api/error-body';
import { sameOperator } from '@shared/domain/operators';
import type { ReceiptView } from '@shared/domain/receipt';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import {
  isCorrectable,
  type CorrectionDraft,
  type TransferCorrection,
} from '@shared/domain/transfer-correction';
import type { RemitDeskContract } from '@shared/ipc/contract';
import type { ErrorCodeOf } from '@shared/ipc/define';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { Journal } from '../journal/journal';
import type { TransferRecord } from '../journal/transfers-repo';
import { signedBodyOf } from './receipt-view';
import { ref, text, type MessageRef } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { emptyCustomer } from '@shared/schemas/customer-schemas';

/** Declared once, in the IPC contract; main takes them from there. */
export type CorrectionErrorCode = ErrorCodeOf<RemitDeskContract['operations']['correctTransfer']>;
export type CorrectionError = AppError<CorrectionErrorCode>;

/**
 * A refused transfer's details for a new draft (D45): read from the body that was
 * signed and journaled, as the receipt reads them, never from the summary columns, so the new form
 * holds what the bank was actually sent. Only a clerk's own transfer that provably moved no money.
 */
export function correctionOf(
  record: TransferRecord,
  receipt: ReceiptView,
  operatorId: string,
  correctedBy: TransferRecord | undefined,
): Result<TransferCorrection, CorrectionError> {
  const { reference } = record;
  if (!isCorrectable(record.state)) {
    return fail({ code: 'not-correctable', message: notCorrectableMessage(receipt) });
  }
  // A clerk sees only their own transfers in the log; the customer's details stay with them.
  if (!sameOperator(record.operatorId, operatorId)) {
    return fail(worded('not-own-transfer', 'send.corrections.notOwn', { reference }));
  }
  // D47: corrected once; a second correction could pay the customer's recipient twice.
  if (correctedBy) {
    return fail(alreadyCorrected(reference, correctedBy));
  }
  const draft = draftOf(record);
  if (!draft) {
    return fail(worded('not-correctable', 'send.corrections.unreadable', { reference }));
  }
  const field = receipt.rejection?.field ?? null;
  return ok({
    correcting: reference,
    state: record.state as TransferCorrection['state'],
    draft,
    field,
    fieldMessage: field ? fieldMessage(record.errorCode, receipt.rejection?.fieldLabel) : null,
    reason: receipt.message,
  });
}

function alreadyCorrected(
  reference: string,
  correction: TransferRecord,
  nothingSent = false,
): AppError<'already-corrected'> {
  const values = { reference, correction: correction.reference };
  return nothingSent
    ? worded('already-corrected', 'send.corrections.alreadyCorrectedNothingSent', values)
    : worded('already-corrected', 'send.corrections.alreadyCorrected', values);
}

/**
 * The journal's own refusal of a second correction, behind the checks
 * (journal/migrations/013-corrections-and-repeats.ts).
 */
export function isCorrectionConflict(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    message.includes('transfers.corrects') ||
    // catalog-ignore: the journal's trigger says it (migrations/013), matched, never shown
    message.includes('only a transfer that moved no money can be corrected')
  );
}

/**
 * D47: why a draft that says it corrects a transfer may not go: that transfer was corrected
 * already (`already-corrected`), or it is not one this clerk may correct (`invalid`: unknown, not
 * a refused or not sent transfer, another clerk's). Null when the draft corrects nothing, or may
 * correct it. Main asks this of every send, and again under the reference lock, whatever the
 * screen sent: a page script can hand main a draft no receipt offered.
 */
export function correctionLinkProblem(
  journal: Journal,
  draft: TransferDraft,
  operatorId: string,
): AppError<'already-corrected' | 'invalid'> | null {
  if (draft.corrects === undefined) return null;
  const record = journal.transfers.getByReference(draft.corrects);
  const refused = (why: MessageRef): AppError<'invalid'> =>
    worded('invalid', 'send.corrections.badLink', { reference: draft.corrects ?? '', why });
  if (!record) return refused(ref('send.corrections.linkNotInJournal'));
  if (!isCorrectable(record.state)) return refused(ref('send.corrections.linkMayHaveMoved'));
  if (!sameOperator(record.operatorId, operatorId)) {
    return refused(ref('send.corrections.linkAnotherClerk'));
  }
  const correction = journal.transfers.correctedBy(record.reference);
  return correction ? alreadyCorrected(record.reference, correction, true) : null;
}

function notCorrectableMessage(receipt: ReceiptView): string {
  const { reference } = receipt;
  switch (receipt.state) {
    case 'succeeded':
    case 'queued':
      return text('send.corrections.wasSent', { reference });
    case 'unknown':
    case 'sending':
    case 'reserved':
      return text('send.corrections.outcomeUnknown', { reference });
    default:
      return text('send.corrections.mayBePaid', {
        reference,
        state: STATE_LABELS[receipt.state].toLowerCase(),
      });
  }
}

/**
 * What the form says beside the field the bank refused, and in its summary: named, as the schema's
 * messages are, so the summary's line says which field it is about.
 */
function fieldMessage(errorCode: string | null, label: string | null | undefined): string {
  const what = label ?? text('send.corrections.thisDetail');
  return errorCode === ERROR_CODES.ACCOUNT_NOT_FOUND
    ? text('send.corrections.fieldNotFound', { what })
    : text('send.corrections.fieldNotAccepted', { what });
}

/** The draft's fields of the journaled body, in the form's shape; null when the body is unreadable. */
function draftOf(record: TransferRecord): CorrectionDraft | null {
  const body = signedBodyOf(record);
  // Another transfer's body under this row is not this transfer's details.
  if (!body.readable) return null;
  // An optional field left out of the body is an empty field on the form, as a new draft has it.
  const text = (group: string, field: string): string => body.text(group, field) ?? '';
  // D77: the customer as journaled, in the form's shape. Where none was kept, an IMT's body
  // sender starts the block and the form asks for the rest. The earlier "seen again" is not
  // carried: it was that day's.
  const sender = {
    name: text('sender', 'name'),
    documentType: text('sender', 'documentType'),
    documentNumber: text('sender', 'documentNumber'),
    countryCode: text('sender', 'countryCode'),
    mobileNumber: text('sender', 'mobileNumber'),
    email: text('sender', 'email'),
  };
  const customer = {
    ...emptyCustomer(record.kind),
    ...(record.customer ?? (record.kind === 'imt' ? sender : {})),
  };
  delete customer.returning;
  if (record.kind === 'rtgs') {
    return {
      kind: 'rtgs',
      customer,
      source: {
        countryCode: text('source', 'countryCode'),
        currency: text('source', 'currency'),
        name: text('source', 'name'),
        accountNumber: text('source', 'accountNumber'),
      },
      destination: {
        countryCode: text('destination', 'countryCode'),
        name: text('destination', 'name'),
        bankCode: text('destination', 'bankCode'),
        accountNumber: text('destination', 'accountNumber'),
      },
      transfer: {
        amount: text('transfer', 'amount'),
        currencyCode: text('transfer', 'currencyCode'),
        description: text('transfer', 'description'),
        purposeOfPaymentCode: text('transfer', 'purposeOfPaymentCode'),
      },
    };
  }
  return {
    kind: 'imt',
    customer,
    source: {
      countryCode: text('source', 'countryCode'),
      name: text('source', 'name'),
      accountNumber: text('source', 'accountNumber'),
    },
    sender,
    destination: {
      countryCode: text('destination', 'countryCode'),
      name: text('destination', 'name'),
      mobileNumber: text('destination', 'mobileNumber'),
      walletName: text('destination', 'walletName'),
      documentType: text('destination', 'documentType'),
      documentNumber: text('destination', 'documentNumber'),
    },
    transfer: {
      amount: text('transfer', 'amount'),
      currencyCode: text('transfer', 'currencyCode'),
      description: text('transfer', 'description'),
    },
  };
}
