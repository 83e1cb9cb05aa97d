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
import type { Result } from '../result';
import {
  OVERRIDE_REASON_LIMITS,
  type ApproverCredentials,
  type DuplicateOverrideRequest,
} from '../domain/approvals';
import { check } from './field-rules';
import { dayRange, NOT_A_REQUEST, text } from './request-fields';
import { OPERATOR_ID_PATTERN, signInSchema } from './operator-schemas';
import type { TransferRules } from './transfer-rules';
import { validateDraftWithin, validateWithSchema, type InvalidInput } from './validate';

/*
 * The supervisor desk's requests: the receipt log, settling a transfer, re-sending it, the end of
 * the day. The screens and the main process validate with these same schemas.
 */

export const SEARCH_TEXT_MAX = 100;
const AMOUNT_SEARCH_MAX = 30;

function referenceField() {
  return text('Reference')
    .required('Enter the transfer reference.')
    .matches(REFERENCE_PATTERN, 'Reference must be the 12 digits printed on the receipt.');
}

function note(label: string, required: boolean) {
  const base = text(label)
    .test(
      check('trimmed', (value) =>
        value !== value.trim() ? `${label} must not start or end with a space.` : null,
      ),
    )
    .max(SETTLEMENT_NOTE_MAX, `${label} must be at most ${SETTLEMENT_NOTE_MAX} characters long.`);
  return required
    ? base
        .required(`${label} is required: write what the bank said, and who said it.`)
        .min(3, `${label} must say what the bank said, in at least 3 characters.`)
    : base.optional();
}

export const transferLogQuerySchema = object({
  ...dayRange(),
  kind: string()
    .strict()
    .optional()
    .oneOf(['rtgs', 'imt'], 'Kind must be RTGS bank transfer (rtgs) or mobile wallet (imt).'),
  state: string()
    .strict()
    .optional()
    .oneOf(
      [...TRANSFER_STATES, WAITING_FILTER],
      'State must be one of the transfer states, or "waiting" for a supervisor.',
    ),
  operatorId: text('Operator id')
    .optional()
    .matches(OPERATOR_ID_PATTERN, 'Operator id is not one an operator can have.'),
  currency: string()
    .strict()
    .optional()
    .oneOf(CURRENCY_CODES, `Currency must be one of ${CURRENCY_CODES.join(', ')}.`),
  text: text('Search')
    .optional()
    .max(SEARCH_TEXT_MAX, `Search must be at most ${SEARCH_TEXT_MAX} characters long.`)
    .test(
      check('word-length', (value) =>
        searchWords(value).some((word) => Array.from(word).length < SEARCH_WORD_MIN)
          ? `Search for words of at least ${SEARCH_WORD_MIN} characters each (part of a name, a reference or an account number).`
          : null,
      ),
    ),
  amount: text('Amount')
    .optional()
    .max(AMOUNT_SEARCH_MAX, `Amount must be at most ${AMOUNT_SEARCH_MAX} characters long.`)
    .test(
      check('amount', (value) => {
        const amount = normaliseAmountInput(value);
        return amount.ok ? null : amount.error.message;
      }),
    ),
  marked: string()
    .strict()
    .optional()
    .oneOf(MARK_FILTERS, 'Marked must be reportable, split (a split series) or either.'),
  cursor: string()
    .strict()
    .optional()
    .matches(/^[1-9]\d{0,15}$/, 'The page to continue from is not valid. Start the search again.'),
  limit: number()
    .strict()
    .optional()
    .integer(`Rows per page must be a whole number from 1 to ${LOG_PAGE_MAX}.`)
    .min(1, `Rows per page must be a whole number from 1 to ${LOG_PAGE_MAX}.`)
    .max(LOG_PAGE_MAX, `Rows per page must be a whole number from 1 to ${LOG_PAGE_MAX}.`),
})
  .strict()
  .noUnknown(
    'The receipt log is filtered by dates, kind, state, operator, currency, amount, reporting marks and words only.',
  )
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateTransferLogQuery(input: unknown): Result<TransferLogQuery, InvalidInput> {
  return validateWithSchema(transferLogQuerySchema, input) as Result<
    TransferLogQuery,
    InvalidInput
  >;
}

export const transferRefSchema = object({ reference: referenceField() })
  .strict()
  .noUnknown('A transfer is looked up by its reference only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateTransferRef(input: unknown): Result<{ reference: string }, InvalidInput> {
  return validateWithSchema(transferRefSchema, input);
}

// An empty id is told it is required and what to type, not that it holds the wrong characters.
const transactionId = text("Bank's transaction id")
  .required(
    "Bank's transaction id is required: type the id the bank gave for this transfer when it confirmed it, exactly as the bank wrote it (letters, digits and . _ / -).",
  )
  .matches(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, {
    message:
      "Bank's transaction id may hold only letters, digits and . _ / - (as the bank gives it).",
    excludeEmptyString: true,
  })
  .max(
    TRANSACTION_ID_MAX,
    `Bank's transaction id must be at most ${TRANSACTION_ID_MAX} characters.`,
  );

const settleSchemas = {
  succeeded: object({
    reference: referenceField(),
    outcome: string().strict().required().oneOf(['succeeded']),
    transactionId,
    note: note('Note', false),
  })
    .strict()
    .noUnknown('A confirmed transfer is recorded with its transaction id and a note only.'),
  failed: object({
    reference: referenceField(),
    outcome: string().strict().required().oneOf(['failed']),
    failure: string()
      .strict()
      .required('Say what the bank confirmed: it never arrived, or it refused it.')
      .oneOf(
        SETTLEMENT_FAILURES,
        'Say what the bank confirmed: it never arrived, or it refused it.',
      ),
    note: note('Note', true),
  })
    .strict()
    .noUnknown('A failed transfer is recorded with what the bank confirmed and a note only.'),
  still_unknown: object({
    reference: referenceField(),
    outcome: string().strict().required().oneOf(['still_unknown']),
    note: note('Note', true),
  })
    .strict()
    .noUnknown('A transfer still unknown is recorded with a note only.'),
};

const OUTCOME_MESSAGE =
  'Choose what the bank confirmed: received (succeeded), no money moved (failed), or still unknown.';

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
      message: OUTCOME_MESSAGE,
      fields: [{ path: 'outcome', message: OUTCOME_MESSAGE }],
    },
  };
}

export const resendRequestSchema = object({
  reference: referenceField(),
  note: note('Note', true),
})
  .strict()
  .noUnknown('A re-send is asked for with the reference and a note only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateResendRequest(input: unknown): Result<ResendRequest, InvalidInput> {
  return validateWithSchema(resendRequestSchema, input) as Result<ResendRequest, InvalidInput>;
}

export const dayRequestSchema = object({
  day: mixed<string>()
    .required('Choose the day, written YYYY-MM-DD.')
    .test(
      'calendar-date',
      'Day must be a real date written YYYY-MM-DD, like 2026-11-24.',
      (value) => isCalendarDate(value),
    ),
})
  .strict()
  .noUnknown('The end of day is asked for with the day only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateDayRequest(input: unknown): Result<{ day: string }, InvalidInput> {
  return validateWithSchema(dayRequestSchema, input) as Result<{ day: string }, InvalidInput>;
}

/**
 * A supervisor's override of the duplicate guard: the reason and the supervisor's credentials. The
 * draft inside is checked against the current rules by the draft schema, like a send.
 */
export const duplicateOverrideSchema = object({
  draft: mixed().required(
    'The transfer to approve is missing. Go back to the review and try again.',
  ),
  reason: text('Reason')
    .required('Write why this transfer may go: what the bank said about the earlier one.')
    .min(
      OVERRIDE_REASON_LIMITS.min,
      `Reason must be ${OVERRIDE_REASON_LIMITS.min} to ${OVERRIDE_REASON_LIMITS.max} characters long.`,
    )
    .max(
      OVERRIDE_REASON_LIMITS.max,
      `Reason must be ${OVERRIDE_REASON_LIMITS.min} to ${OVERRIDE_REASON_LIMITS.max} characters long.`,
    ),
  approver: signInSchema.required("Enter the supervisor's operator id and password."),
})
  .strict()
  .noUnknown("An override holds the transfer, a reason and the supervisor's sign-in only.")
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

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
  const outer = validateWithSchema(schema, input) as Result<
    { draft: unknown; reason: string; approver: unknown },
    InvalidInput
  >;
  if (!outer.ok) return outer;
  const draft = validateDraftWithin(rules, outer.value.draft);
  if (!draft.ok) return draft;
  return {
    ok: true,
    value: {
      draft: draft.value,
      reason: outer.value.reason,
      approver: outer.value.approver as ApproverCredentials,
    },
  };
}

// The supervisor desk's files (issue 11): a receipt or the end of day printed or saved as PDF, and
// the filtered log as CSV (the log's own filters, without paging: the file holds every row).
const printOutput = string()
  .strict()
  .required('Say where to print: the printer, or a PDF file.')
  .oneOf(['printer', 'pdf'], 'Say where to print: the printer, or a PDF file.');

export const receiptPrintRequestSchema = object({
  reference: referenceField(),
  output: printOutput,
})
  .strict()
  .noUnknown('A receipt is printed by its reference and where it goes only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateReceiptPrintRequest(
  input: unknown,
): Result<ReceiptPrintRequest, InvalidInput> {
  return validateWithSchema(receiptPrintRequestSchema, input) as Result<
    ReceiptPrintRequest,
    InvalidInput
  >;
}

export const dayPrintRequestSchema = object({
  day: dayRequestSchema.fields.day,
  output: printOutput,
})
  .strict()
  .noUnknown('The end of day is printed by its day and where it goes only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateDayPrintRequest(
  input: unknown,
): Result<EndOfDayPrintRequest, InvalidInput> {
  return validateWithSchema(dayPrintRequestSchema, input) as Result<
    EndOfDayPrintRequest,
    InvalidInput
  >;
}

export const csvExportRequestSchema = object({
  filters: transferLogQuerySchema
    .omit(['cursor', 'limit'])
    .noUnknown(
      'The receipt log is filtered by dates, kind, state, operator, currency and words only.',
    )
    .required(NOT_A_REQUEST),
})
  .strict()
  .noUnknown('A CSV export is asked for with the log filters only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateCsvExportRequest(input: unknown): Result<CsvExportRequest, InvalidInput> {
  return validateWithSchema(csvExportRequestSchema, input) as Result<
    CsvExportRequest,
    InvalidInput
  >;
}
