import type * as english from '../en/money';
import type { SameShape } from '../messages';

/** An amount as a clerk types it: what is refused, and how to write it instead. */
export const money: SameShape<typeof english.money> = {
  /** What the messages show as accepted: "two decimals" is what is sent, not what is typed. */
  examples: 'kwa mfano 2,500 au 2,500.50',
  commaRule:
    'tumia nukta kwa desimali, na koma tu kati ya makundi ya tarakimu tatu kabla yake, kwa mfano 1,234.50.',
  empty: ({ examples }) => `Weka kiasi kwa tarakimu, ${examples}.`,
  exponent: ({ examples }) => `Andika kiasi kwa tarakimu za kawaida, ${examples} (bila kipeo).`,
  sign: ({ examples }) => `Andika kiasi bila alama ya + au -, ${examples}.`,
  notDigits: ({ examples }) => `Andika kiasi kwa tarakimu (namba tu), ${examples}.`,
  misplacedComma: ({ amount, rule }) => `Koma katika ${amount} iko mahali pasipo sahihi: ${rule}`,
  separators: ({ examples }) =>
    `Andika kiasi kwa nukta kwa desimali, na koma tu kati ya maelfu, ${examples}.`,
  tooManyDecimals: 'Kiasi kina desimali zisizozidi mbili, kwa mfano 2,500.50.',
  pointWithoutDecimals: ({ examples }) =>
    `Ongeza desimali baada ya nukta, au ondoa nukta: ${examples}.`,
};
