import type * as english from '../../en/send/index';
import type { SameShape } from '../../messages';
import { bank } from './bank';
import { readiness } from './readiness';
import { controls, repeats } from './controls';
import { corrections } from './corrections';
import { attempts, outcome } from './outcome';
import { settle } from './settle';
import { lookups } from './lookups';

/** The send path's words in main: readiness, the bank's answers, controls, corrections, settling. */
export const send: SameShape<typeof english.send> = {
  attempts,
  bank,
  controls,
  corrections,
  outcome,
  readiness,
  repeats,
  settle,
  lookups,
};
