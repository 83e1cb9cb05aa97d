import { array, mixed, object, string } from 'yup';
import { isReference } from '../domain/references';
import { check, requiredText } from './field-rules';

/*
 * What a draft carries beside the body it signs: the customer's signed instruction (D41), the
 * clerk's confirmation of a second transfer (D46) and the refused transfer it corrects (D47). The
 * review shows and main checks them with these same rules.
 */

/** The customer's instruction form number: letters, digits, `-` and `/`, up to 30 characters. */
export const INSTRUCTION_FORM_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,29}$/;

/** What the clerk is told of the customer's signed instruction, on the review and by main. */
export const INSTRUCTION_MESSAGES = {
  formNumberMissing: "Type the number of the customer's signed instruction form.",
  notChecked:
    "Confirm that you checked the customer's ID and signature against the instruction form.",
} as const;

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
      'Instruction form number',
      undefined,
      INSTRUCTION_MESSAGES.formNumberMissing,
    ).test(
      check('form-number', (value) =>
        INSTRUCTION_FORM_NUMBER.test(value)
          ? null
          : 'Instruction form number must be 1 to 30 letters or digits, with - or / between them, as printed on the form.',
      ),
    ),
    idAndSignatureChecked: mixed()
      .oneOf([true], INSTRUCTION_MESSAGES.notChecked)
      .required(INSTRUCTION_MESSAGES.notChecked),
  })
    .strict()
    .optional()
    .default(undefined)
    .exact(
      (params: { properties: string }) =>
        `The customer's instruction contains a field it does not have: ${params.properties}. Remove it.`,
    );
}

/** The reason a clerk types for a second transfer (D46): long enough to say something. */
export const REPEAT_REASON_LIMITS = { min: 3, max: 200 } as const;

/** What the clerk is told of a second transfer's confirmation, on the review and by main. */
export const REPEAT_MESSAGES = {
  reasonMissing:
    'Type why the customer sends it again: send a second transfer only when the customer asks for one.',
} as const;

/**
 * The clerk's confirmation of a second transfer (a draft's `repeat`, D46): the customer's reason
 * and the earlier references the review named. Optional: a draft that repeats nothing has none,
 * and main refuses a repeat without one (`repeat-unconfirmed`).
 */
export function repeatGroup() {
  return object({
    reason: requiredText(
      'Reason for a second transfer',
      REPEAT_REASON_LIMITS,
      REPEAT_MESSAGES.reasonMissing,
    ),
    earlier: array(
      string()
        .strict()
        .required()
        .test('reference', 'An earlier transfer is named by its 12-digit reference.', (value) =>
          isReference(value),
        ),
    )
      .strict()
      .typeError('The earlier transfers must be a list of references.')
      .required('Name the earlier transfers this one repeats.')
      .min(1, 'Name the earlier transfers this one repeats.')
      .max(50, 'At most 50 earlier transfers can be named.'),
  })
    .strict()
    .optional()
    .default(undefined)
    .exact(
      (params: { properties: string }) =>
        `The confirmation of a second transfer contains a field it does not have: ${params.properties}. Remove it.`,
    );
}

/** The refused transfer a draft corrects (D47): its 12-digit reference, or nothing. */
export function correctsField() {
  return string()
    .strict()
    .optional()
    .typeError('The transfer corrected must be named by its reference.')
    .test(
      'reference',
      'The transfer corrected must be named by its 12-digit reference.',
      (value) => value === undefined || isReference(value),
    );
}
