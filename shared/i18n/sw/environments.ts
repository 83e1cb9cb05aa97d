import type * as english from '../en/environments';
import type { SameShape } from '../messages';

/** The built-in sandbox bank and the bank's test and live services, as sentences name them. */
export const environments: SameShape<typeof english.environments> = {
  /** Inside a sentence: "No address is set for the bank’s test service". */
  words: {
    sandbox: 'benki ya majaribio iliyojengwa ndani',
    test: 'huduma ya upimaji ya benki',
    live: 'huduma halisi ya benki',
  },
  /** The same at the start of a sentence. */
  wordsFirst: {
    sandbox: 'Benki ya majaribio iliyojengwa ndani',
    test: 'Huduma ya upimaji ya benki',
    live: 'Huduma halisi ya benki',
  },
};
