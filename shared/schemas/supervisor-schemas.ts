import { mixed, number, object, string, type Schema } from 'yup';
import { isCalendarDate } from '../domain/calendar-date';
import type {
  CsvExportRequest,
  EndOfDayPrintRequest,
  ReceiptPrintRequest,
} from '../domain/desk-files';
import { CURRENCY_CODES } from '../domain/countries';
import { normaliseAmountInput } from '../domain/money';
import { REFERENCE_PATTERN } from '../domain/references';
import {
  SETTLEMENT_FAILURES,
  SETTLEMENT_NOTE_MAX,
  TRANSACTION_ID_MAX,
  type ResendRequest,
  type SettleRequest,
} from '../domain/settlements';
import {
  LOG_PAGE_MAX,
  SEARCH_WORD_MIN,
  WAITING_FILTER,
  type TransferLogQuery,
} from '../domain/transfer-log';
import { searchWords } from '../domain/log-search';
import { TRANSFER_STATES } from '../domain/transfer-states';
import { MARK_FILTERS } from '../domain/control-marks';
import { BANK_ANSWERS, type ReconcileRequest } from '../domain/unreconciled';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import {
  OVERRIDE_REASON_LIMITS,
  type ApproverCredentials,
  type DuplicateOverrideRequest,
} from '../domain/approvals';
import { check } from './field-rules';
import {
  dayRange,
  NOT_A_REQUEST,
  requestObject,
  requestValidator,
  rowId,
  textField,
} from './request-fields';
import { OPERATOR_ID_PATTERN, OPERATOR_LABELS } from './operator-fields';
import { signInSchema } from './sign-in-schema';
import type { TransferRules } from './transfer-rules';
import { validateDraftWithin, validateWithSchema, type InvalidInput } from './validate';

/*
 * The supervisor desk's requests: the receipt log, settling a transfer, re-sending it, the end of
 * the day. The screens and the main process validate with these same schemas.
 */

export const SEARCH_TEXT_MAX = 100;
const AMOUNT_SEARCH_MAX = 30;
const ROWS_MESSAGE = () => text('receipt.log.rows', { max: LOG_PAGE_MAX });

/** The fewest characters a required note may say what the bank said in. */
const NOTE_MIN = 3;

function referenceField() {
  return textField(() => text('fields.reference'))
    .required(() => text('receipt.reference.missing'))
    .matches(REFERENCE_PATTERN, () => text('receipt.reference.shape'));
}

function note(required: boolean) {
  const label = () => text('fields.note');
  const base = textField(label)
    .test(
      check('trimmed', (value) =>
        value !== value.trim() ? text('validation.noEdgeSpaces', { label: label() }) : null,
      ),
    )
    .max(SETTLEMENT_NOTE_MAX, () =>
      text('validation.atMost', { label: label(), max: SETTLEMENT_NOTE_MAX }),
    );
  return required
    ? base
        .required(() => text('settle.note.required', { label: label() }))
        .min(NOTE_MIN, () => text('settle.note.tooShort', { label: label(), min: NOTE_MIN }))
    : base.optional();
}

export const transferLogQuerySchema = requestObject(
  {
    ...dayRange(),
    kind: string()
      .strict()
      .optional()
      .oneOf(['rtgs', 'imt'], () => text('receipt.log.kind')),
    state: string()
      .strict()
      .optional()
      .oneOf([...TRANSFER_STATES, WAITING_FILTER], () => text('receipt.log.state')),
    operatorId: textField(() => OPERATOR_LABELS.operatorId)
      .optional()
      .matches(OPERATOR_ID_PATTERN, () =>
        text('accounts.operatorId.notPossible', { label: OPERATOR_LABELS.operatorId }),
      ),
    currency: string()
      .strict()
      .optional()
      .oneOf(CURRENCY_CODES, () =>
        text('receipt.log.currency', { choices: CURRENCY_CODES.join(', ') }),
      ),
    text: textField(() => text('fields.search'))
      .optional()
      .max(SEARCH_TEXT_MAX, () =>
        text('validation.atMost', { label: text('fields.search'), max: SEARCH_TEXT_MAX }),
      )
      .test(
        check('word-length', (value) =>
          searchWords(value).some((word) => Array.from(word).length < SEARCH_WORD_MIN)
            ? text('receipt.log.searchWords', { min: SEARCH_WORD_MIN })
            : null,
        ),
      ),
    amount: textField(() => text('fields.transfer.amount'))
      .optional()
      .max(AMOUNT_SEARCH_MAX, () =>
        text('validation.atMost', {
          label: text('fields.transfer.amount'),
          max: AMOUNT_SEARCH_MAX,
        }),
      )
      .test(
        check('amount', (value) => {
          const amount = normaliseAmountInput(value);
          return amount.ok ? null : amount.error.message;
        }),
      ),
    marked: string()
      .strict()
      .optional()
      .oneOf(MARK_FILTERS, () => text('receipt.log.marked')),
    cursor: string()
      .strict()
      .optional()
      // D127: a branch page's cursor (b.…) holds where the journal and head office each stand.
      .matches(/^([1-9]\d{0,15}|b\.[A-Za-z0-9_-]{1,600})$/, () => text('receipt.log.cursor')),
    limit: number()
      .strict()
      .optional()
      .integer(ROWS_MESSAGE)
      .min(1, ROWS_MESSAGE)
      .max(LOG_PAGE_MAX, ROWS_MESSAGE),
  },
  () => text('receipt.log.only'),
);

export const validateTransferLogQuery = requestValidator<TransferLogQuery>(transferLogQuerySchema);

export const transferRefSchema = requestObject({ reference: referenceField() }, () =>
  text('receipt.transferLookupOnly'),
);

export const validateTransferRef = requestValidator<{ reference: string }>(transferRefSchema);

// An empty id is told it is required and what to type, not that it holds the wrong characters.
const transactionId = textField(() => text('fields.transactionId'))
  .required(() => text('settle.transactionId.required'))
  .matches(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, {
    message: () => text('settle.transactionId.characters'),
    excludeEmptyString: true,
  })
  .max(TRANSACTION_ID_MAX, () => text('settle.transactionId.tooLong', { max: TRANSACTION_ID_MAX }));

const FAILURE_MESSAGE = () => text('settle.failure');

const settleSchemas = {
  succeeded: object({
    reference: referenceField(),
    outcome: string().strict().required().oneOf(['succeeded']),
    transactionId,
    note: note(false),
  })
    .strict()
    .noUnknown(() => text('settle.only.succeeded')),
  failed: object({
    reference: referenceField(),
    outcome: string().strict().required().oneOf(['failed']),
    failure: string()
      .strict()
      .required(FAILURE_MESSAGE)
      .oneOf(SETTLEMENT_FAILURES, FAILURE_MESSAGE),
    note: note(true),
  })
    .strict()
    .noUnknown(() => text('settle.only.failed')),
  still_unknown: object({
    reference: referenceField(),
    outcome: string().strict().required().oneOf(['still_unknown']),
    note: note(true),
  })
    .strict()
    .noUnknown(() => text('settle.only.still_unknown')),
};

const OUTCOME_MESSAGE = () => text('settle.chooseOutcome');

export function validateSettleRequest(input: unknown): Result<SettleRequest, InvalidInput> {
  const outcome =
    typeof input === 'object' && input !== null
      ? (input as { outcome?: unknown }).outcome
      : undefined;
  if (outcome === 'succeeded' || outcome === 'failed' || outcome === 'still_unknown') {
    return validateWithSchema(settleSchemas[outcome], input) as Result<SettleRequest, InvalidInput>;
  }
  return {
    ok: false,
    error: {
      code: 'invalid',
      message: OUTCOME_MESSAGE(),
      fields: [{ path: 'outcome', message: OUTCOME_MESSAGE() }],
    },
  };
}

export const resendRequestSchema = requestObject(
  {
    reference: referenceField(),
    note: note(true),
  },
  () => text('settle.only.resend'),
);

export const validateResendRequest = requestValidator<ResendRequest>(resendRequestSchema);

export const dayRequestSchema = requestObject(
  {
    day: mixed<string>()
      .required(() => text('validation.chooseDay'))
      .test(
        'calendar-date',
        () => text('validation.requestDate', { label: text('fields.day') }),
        (value) => isCalendarDate(value),
      ),
  },
  () => text('receipt.endOfDay.only'),
);

export const validateDayRequest = requestValidator<{ day: string }>(dayRequestSchema);

/**
 * A supervisor's override of the duplicate guard: the reason and the supervisor's credentials. The
 * draft inside is checked against the current rules by the draft schema, like a send.
 */
const REASON_LENGTH = () =>
  text('validation.between', {
    label: text('fields.reason'),
    ...OVERRIDE_REASON_LIMITS,
  });

export const duplicateOverrideSchema = requestObject(
  {
    draft: mixed().required(() => text('approvals.override.draftMissing')),
    reason: textField(() => text('fields.reason'))
      .required(() => text('approvals.override.reasonMissing'))
      .min(OVERRIDE_REASON_LIMITS.min, REASON_LENGTH)
      .max(OVERRIDE_REASON_LIMITS.max, REASON_LENGTH),
    approver: signInSchema.required(() => text('approvals.override.approverMissing')),
  },
  () => text('approvals.override.only'),
);

export function validateDuplicateOverride(
  rules: TransferRules,
  input: unknown,
): Result<DuplicateOverrideRequest, InvalidInput> {
  return validateDraftDecision(duplicateOverrideSchema, rules, input);
}

/**
 * A supervisor's decision about a draft (the reason and their sign-in, with the draft itself),
 * the draft checked against the current rules by the draft schema, its problems under `draft.`.
 */
export function validateDraftDecision(
  schema: Schema,
  rules: TransferRules,
  input: unknown,
): Result<DuplicateOverrideRequest, InvalidInput> {
  return validateDraftRequest<DuplicateOverrideRequest>(schema, rules, input);
}

/**
 * A request that carries a draft and a supervisor's sign-in (a decision, or D81's question of
 * why): `schema` checks the request's own fields, then the draft is checked against the current
 * rules by the draft schema, its problems under `draft.`.
 */
export function validateDraftRequest<R extends { draft: unknown; approver: ApproverCredentials }>(
  schema: Schema,
  rules: TransferRules,
  input: unknown,
): Result<R, InvalidInput> {
  const outer = validateWithSchema(schema, input) as Result<Record<string, unknown>, InvalidInput>;
  if (!outer.ok) return outer;
  const draft = validateDraftWithin(rules, outer.value['draft']);
  if (!draft.ok) return draft;
  return { ok: true, value: { ...outer.value, draft: draft.value } as R };
}

// The supervisor desk's files (D38, D64): a receipt or the end of day printed or saved as PDF, and
// the filtered log as CSV (the log's own filters, without paging: the file holds every row).
export const printOutput = string()
  .strict()
  .required(() => text('receipt.printOutput'))
  .oneOf(['printer', 'pdf'], () => text('receipt.printOutput'));

export const receiptPrintRequestSchema = requestObject(
  {
    reference: referenceField(),
    output: printOutput,
  },
  () => text('receipt.printOnly'),
);

export const validateReceiptPrintRequest =
  requestValidator<ReceiptPrintRequest>(receiptPrintRequestSchema);

export const dayPrintRequestSchema = requestObject(
  {
    day: dayRequestSchema.fields.day,
    output: printOutput,
  },
  () => text('receipt.endOfDay.printOnly'),
);

export const validateDayPrintRequest =
  requestValidator<EndOfDayPrintRequest>(dayPrintRequestSchema);

export const csvExportRequestSchema = requestObject(
  {
    filters: transferLogQuerySchema
      .omit(['cursor', 'limit'])
      .noUnknown(() => text('receipt.log.csvFiltersOnly'))
      .required(NOT_A_REQUEST),
  },
  () => text('receipt.log.csvOnly'),
);

export const validateCsvExportRequest = requestValidator<CsvExportRequest>(csvExportRequestSchema);

const ANSWER_MESSAGE = () => text('settle.bankAnswer');

/** D69: the bank's answer about a reference a restored journal does not hold. */
export const reconcileRequestSchema = requestObject(
  {
    id: rowId(),
    answer: string().strict().required(ANSWER_MESSAGE).oneOf(BANK_ANSWERS, ANSWER_MESSAGE),
    transactionId: transactionId.optional(),
    note: note(true),
  },
  () => text('settle.only.reconcile'),
);

export const validateReconcileRequest = requestValidator<ReconcileRequest>(reconcileRequestSchema);
