import { t } from '../i18n';

/*
 * What a supervisor records after checking with the bank, as the settle forms ask it: the choice,
 * the bank's transaction id and a note, made into the request main's settlement schema checks.
 * This counter's settle page and the desk's settlement of another counter's transfer (D136) ask
 * it alike; only this counter's own page may offer the re-send.
 */
export type SettleChoice = 'succeeded' | 'never_arrived' | 'refused' | 'still_unknown' | 'resend';

export interface SettleValues {
  choice: SettleChoice | '';
  transactionId: string;
  note: string;
}

/** What a supervisor may record, in the order shown; each worded by `desk.settle.choice.<it>`. */
const CHOICES: readonly SettleChoice[] = [
  'succeeded',
  'never_arrived',
  'refused',
  'still_unknown',
  'resend',
];

/** The choices with their words and test ids, the re-send only where it is possible. */
export function settleChoiceItems(resendPossible: boolean) {
  return CHOICES.filter((c) => c !== 'resend' || resendPossible).map((value) => ({
    value,
    label: t(`desk.settle.choice.${value}.label`),
    hint: t(`desk.settle.choice.${value}.hint`),
    testid: `settle-choice-${value}`,
  }));
}

/** The request the values make; main's schema (and the form's, the same) says what is wrong. */
export function settleRequestOf(reference: string, values: Partial<SettleValues>): unknown {
  const note = (values.note ?? '').trim();
  switch (values.choice) {
    case 'succeeded':
      return {
        reference,
        outcome: 'succeeded',
        transactionId: (values.transactionId ?? '').trim(),
        ...(note ? { note } : {}),
      };
    case 'never_arrived':
    case 'refused':
      return { reference, outcome: 'failed', failure: values.choice, note };
    case 'still_unknown':
      return { reference, outcome: 'still_unknown', note };
    default:
      // A re-send names no outcome; nothing chosen yet is refused as no outcome.
      return { reference, note };
  }
}
