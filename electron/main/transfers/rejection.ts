import type { SendOperation } from '@shared/api/paths';
import type { ReceiptRejection } from '@shared/domain/receipt';
import type { AttemptView } from '@shared/domain/settlements';
import { knownFieldLabel } from '@shared/schemas/field-labels';
import { interpretSendAnswer } from '../bank/send-answers';

/**
 * What the service said when it refused a transfer, read again from the answer journaled with its
 * last attempt (D8 keeps every answer whole), so transfers journaled by earlier versions read the
 * same way and nothing new is stored. A transfer a supervisor recorded as rejected after the bank
 * confirmed it has no such answer: it is a rejection that names no field and quotes nothing.
 */
export function rejectionOf(
  kind: SendOperation,
  attempts: readonly AttemptView[],
): ReceiptRejection {
  const answered = attempts.findLast((attempt) => attempt.httpStatus !== null && attempt.response);
  const meaning = answered ? interpretSendAnswer(answered.httpStatus!, answered.response!) : null;
  if (meaning?.kind !== 'rejected') return { field: null, fieldLabel: null, serviceText: null };
  const label = meaning.field ? knownFieldLabel(kind, meaning.field) : null;
  return {
    // Only a field of the body the clerk can be shown by name: any other path stays in the
    // service's own text, for support.
    field: label ? meaning.field : null,
    fieldLabel: label,
    serviceText: meaning.serviceMessage.trim() || null,
  };
}

/**
 * Earlier versions ran the service's words into the clerk's message (`… The service said: "…".`);
 * the receipt now shows them apart, so they are taken out of the message once, not shown twice.
 */
export function withoutServiceQuote(message: string, serviceText: string | null): string {
  if (!serviceText) return message;
  // catalog-ignore: the words earlier versions journaled, matched to be taken out, never shown
  const quote = ` The service said: "${serviceText}".`;
  return message.endsWith(quote) ? message.slice(0, -quote.length) : message;
}
