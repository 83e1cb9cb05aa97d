import type * as english from '../en/environments';
import type { SameShape } from '../messages';

/** The built-in sandbox bank and the bank’s test and live services, as sentences name them. */
export const environments: SameShape<typeof english.environments> = {
  /** Inside a sentence: "No address is set for the bank’s test service". */
  /** Translator: all three are masculine (« le … ») so that sentences agree with any of them. */
  words: {
    sandbox: 'le bac à sable bancaire intégré',
    test: 'le service de test de la banque',
    live: 'le service de production de la banque',
  },
  /** The same at the start of a sentence. */
  wordsFirst: {
    sandbox: 'Le bac à sable bancaire intégré',
    test: 'Le service de test de la banque',
    live: 'Le service de production de la banque',
  },
};
