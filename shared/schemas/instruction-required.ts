import type { TransferDraft } from '../domain/transfer-drafts';
import { worded } from '../i18n/worded';
import { INSTRUCTION_MESSAGES } from './draft-groups';
import type { InvalidInput } from './validate';

/** Where in a draft the customer's signed instruction's fields are: `instruction.formNumber`. */
export const INSTRUCTION_FIELD_PREFIX = 'instruction.';

/**
 * Why a draft may not be sent as new (D41): it carries no customer's signed instruction. The draft
 * schema leaves `instruction` optional, because the checks the review asks main for before the
 * clerk types it (duplicates, controls, a supervisor's approval) validate the same draft; the send
 * asks for it here. An instruction that is there has already passed the schema (the number's
 * shape, the check given), so only its absence is left to refuse. Null when the draft has one.
 */
export function missingInstruction(draft: TransferDraft): InvalidInput | null {
  if (draft.instruction !== undefined) return null;
  return {
    ...worded('invalid', 'transfer.instruction.missing'),
    fields: [
      {
        path: `${INSTRUCTION_FIELD_PREFIX}formNumber`,
        message: INSTRUCTION_MESSAGES.formNumberMissing,
      },
      {
        path: `${INSTRUCTION_FIELD_PREFIX}idAndSignatureChecked`,
        message: INSTRUCTION_MESSAGES.notChecked,
      },
    ],
  };
}
