type Examples = { examples: string };

/** An amount as a clerk types it: what is refused, and how to write it instead. */
export const money = {
  /** What the messages show as accepted: "two decimals" is what is sent, not what is typed. */
  examples: 'kwa mfano 2,500 au 2,500.50',
  commaRule:
    'tumia nukta kwa desimali, na koma tu kati ya makundi ya tarakimu tatu kabla yake, kwa mfano 1,234.50.',
  empty: ({ examples }: Examples) => `Weka kiasi kwa tarakimu, ${examples}.`,
  exponent: ({ examples }: Examples) =>
    `Andika kiasi kwa tarakimu za kawaida, ${examples} (bila kipeo).`,
  sign: ({ examples }: Examples) => `Andika kiasi bila alama ya + au -, ${examples}.`,
  notDigits: ({ examples }: Examples) => `Andika kiasi kwa tarakimu (namba tu), ${examples}.`,
  misplacedComma: ({ amount, rule }: { amount: string; rule: string }) =>
    `Koma katika ${amount} iko mahali pasipo sahihi: ${rule}`,
  separators: ({ examples }: Examples) =>
    `Andika kiasi kwa nukta kwa desimali, na koma tu kati ya maelfu, ${examples}.`,
  tooManyDecimals: 'Kiasi kina desimali zisizozidi mbili, kwa mfano 2,500.50.',
  pointWithoutDecimals: ({ examples }: Examples) =>
    `Ongeza desimali baada ya nukta, au ondoa nukta: ${examples}.`,
} as const;
