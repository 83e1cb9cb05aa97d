/** The built-in sandbox bank and the bank's test and live services, as sentences name them. */
export const environments = {
  /** Inside a sentence: "No address is set for the bank’s test service". */
  words: {
    sandbox: 'the built-in sandbox bank',
    test: 'the bank’s test service',
    live: 'the bank’s live service',
  },
  /** The same at the start of a sentence. */
  wordsFirst: {
    sandbox: 'The built-in sandbox bank',
    test: 'The bank’s test service',
    live: 'The bank’s live service',
  },
} as const;
