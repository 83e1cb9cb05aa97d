import { array, mixed, object, string } from 'yup';
import { isReference } from '../domain/references';
import { LANGUAGES, text, wordedWhenRead } from '../i18n/catalog';
import { customerGroup } from './customer-schemas';
import { check, draftIdField, kindField, requiredText } from './field-rules';
import { paymentMethodField, reviewedTotalField } from './payment-method';
import type { TransferRules } from './transfer-rules';

/*
 * What a draft carries beside the body it signs: the customer's signed instruction (D41), the
 * clerk's confirmation of a second transfer (D46), the refused transfer it corrects (D47) and the
 * customer's receipt language (D86). The
 * review shows and main checks them with these same rules.
 */

/** The customer's instruction form number: letters, digits, `-` and `/`, up to 30 characters. */
export const INSTRUCTION_FORM_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,29}$/;

/** What the clerk is told of the customer's signed instruction, on the review and by main. */
export const INSTRUCTION_MESSAGES = wordedWhenRead({
  formNumberMissing: () => text('transfer.instruction.formNumberMissing'),
  notChecked: () => text('transfer.instruction.notChecked'),
} as const);

/**
 * The customer's signed instruction (a draft's `instruction`): the form's number and the clerk's
 * confirmation that ID and signature were checked. Optional in a draft, because the checks the
 * review asks for before the clerk types it validate the same draft; a send of a new draft
 * requires it (`missingInstruction`, D41). When present, both hold.
 */
export function instructionGroup() {
  return object({
    // The same words whether the review or main finds the number missing.
    formNumber: requiredText(
      () => text('fields.instructionFormNumber'),
      undefined,
      () => INSTRUCTION_MESSAGES.formNumberMissing,
    ).test(
      check('form-number', (value) =>
        INSTRUCTION_FORM_NUMBER.test(value) ? null : text('transfer.instruction.formNumberShape'),
      ),
    ),
    idAndSignatureChecked: mixed()
      .oneOf([true], () => INSTRUCTION_MESSAGES.notChecked)
      .required(() => INSTRUCTION_MESSAGES.notChecked),
  })
    .strict()
    .optional()
    .default(undefined)
    .exact((params: { properties: string }) =>
      text('transfer.instruction.extraField', { properties: params.properties }),
    );
}

/** The reason a clerk types for a second transfer (D46): long enough to say something. */
export const REPEAT_REASON_LIMITS = { min: 3, max: 200 } as const;

/** What the clerk is told of a second transfer's confirmation, on the review and by main. */
export const REPEAT_MESSAGES = wordedWhenRead({
  reasonMissing: () => text('transfer.repeat.reasonMissing'),
} as const);

/** How many earlier transfers a confirmation may name. */
const EARLIER_MAX = 50;

/**
 * The clerk's confirmation of a second transfer (a draft's `repeat`, D46): the customer's reason
 * and the earlier references the review named. Optional: a draft that repeats nothing has none,
 * and main refuses a repeat without one (`repeat-unconfirmed`).
 */
export function repeatGroup() {
  return object({
    reason: requiredText(
      () => text('fields.repeatReason'),
      REPEAT_REASON_LIMITS,
      () => REPEAT_MESSAGES.reasonMissing,
    ),
    earlier: array(
      string()
        .strict()
        .required()
        .test(
          'reference',
          () => text('transfer.repeat.earlierReference'),
          (value) => isReference(value),
        ),
    )
      .strict()
      .typeError(() => text('transfer.repeat.earlierList'))
      .required(() => text('transfer.repeat.earlierMissing'))
      .min(1, () => text('transfer.repeat.earlierMissing'))
      .max(EARLIER_MAX, () => text('transfer.repeat.earlierTooMany', { max: EARLIER_MAX })),
  })
    .strict()
    .optional()
    .default(undefined)
    .exact((params: { properties: string }) =>
      text('transfer.repeat.extraField', { properties: params.properties }),
    );
}

/** The refused transfer a draft corrects (D47): its 12-digit reference, or nothing. */
export function correctsField() {
  return string()
    .strict()
    .optional()
    .typeError(() => text('transfer.corrects.notText'))
    .test(
      'reference',
      () => text('transfer.corrects.notReference'),
      (value) => value === undefined || isReference(value),
    );
}

/**
 * The customer's receipt language (D86), chosen on the review: one of the shipped languages, or
 * nothing (the branch's). Journaled with the transfer; never part of the body sent to the bank.
 */
export function receiptLanguageField() {
  return string()
    .strict()
    .optional()
    .typeError(() => text('receiptLanguage.invalid'))
    .nonNullable(() => text('receiptLanguage.invalid'))
    .oneOf([...LANGUAGES, undefined], () => text('receiptLanguage.invalid'));
}

/**
 * The fields every draft carries beside its body's groups, whatever its kind: what it is, which
 * draft, and the counter's part of it (D41, D46, D47, D86, the customer of D77). One builder, so
 * an RTGS and an IMT draft can never disagree on them.
 */
export function draftFields(kind: 'rtgs' | 'imt', rules: TransferRules) {
  return {
    kind: kindField(kind),
    draftId: draftIdField(),
    instruction: instructionGroup(),
    corrects: correctsField(),
    repeat: repeatGroup(),
    receiptLanguage: receiptLanguageField(),
    paymentMethod: paymentMethodField(),
    reviewedTotal: reviewedTotalField(),
    customer: customerGroup(kind, rules),
  };
}
