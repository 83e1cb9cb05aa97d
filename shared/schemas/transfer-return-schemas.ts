import { mixed } from 'yup';
import { isCalendarDate } from '../domain/calendar-date';
import {
  BANK_REFERENCE_MAX,
  RETURN_KINDS,
  RETURN_NOTE_MAX,
  RETURN_NOTE_MIN,
  RETURN_REASONS,
  type RefundPrintRequest,
  type ReturnKind,
  type ReturnReason,
  type TransferReturnRequest,
} from '../domain/transfer-returns';
import { text } from '../i18n/catalog';
import { check } from './field-rules';
import { requestObject, requestValidator, textField } from './request-fields';
import { printOutput, transferRefSchema } from './supervisor-schemas';

/*
 * D120: a return or a recall a supervisor records from the bank's notice, and its refund receipt
 * to print. The transfer page's form checks its fields with this schema, and main the request.
 */

const ONLY = () => text('returns.request.only');
const KIND = () => text('returns.request.kind');
const REASON = () => text('returns.request.reason');
const BANK_REFERENCE = () => text('returns.field.bankReference');
const BANK_DATE = () => text('returns.field.bankDate');
const NOTE = () => text('returns.field.note');

const trimmed = (label: () => string) =>
  check('trimmed', (value: string) =>
    value !== value.trim() ? text('validation.noEdgeSpaces', { label: label() }) : null,
  );

export const transferReturnSchema = requestObject(
  {
    reference: transferRefSchema.fields.reference,
    kind: mixed<ReturnKind>()
      .required(KIND)
      .oneOf([...RETURN_KINDS], KIND),
    bankReference: textField(BANK_REFERENCE)
      .required(() => text('returns.request.bankReferenceRequired'))
      .test(trimmed(BANK_REFERENCE))
      .max(BANK_REFERENCE_MAX, () =>
        text('validation.atMost', { label: BANK_REFERENCE(), max: BANK_REFERENCE_MAX }),
      ),
    bankDate: textField(BANK_DATE)
      .required(() => text('returns.request.bankDateRequired'))
      .test(
        check('calendar-date', (value: string) =>
          isCalendarDate(value) ? null : text('validation.requestDate', { label: BANK_DATE() }),
        ),
      ),
    reason: mixed<ReturnReason>()
      .required(REASON)
      .oneOf([...RETURN_REASONS], REASON),
    note: textField(NOTE)
      .defined(() => text('returns.request.noteRequired'))
      .test(trimmed(NOTE))
      .max(RETURN_NOTE_MAX, () =>
        text('validation.atMost', { label: NOTE(), max: RETURN_NOTE_MAX }),
      )
      .when('reason', {
        is: 'other',
        then: (note) =>
          note.min(RETURN_NOTE_MIN, () =>
            text('returns.request.noteForOther', { min: RETURN_NOTE_MIN }),
          ),
      }),
  },
  ONLY,
);

export const refundPrintRequestSchema = requestObject(
  { reference: transferRefSchema.fields.reference, output: printOutput },
  ONLY,
);

export const validateTransferReturn = requestValidator<TransferReturnRequest>(transferReturnSchema);
export const validateRefundPrint = requestValidator<RefundPrintRequest>(refundPrintRequestSchema);
