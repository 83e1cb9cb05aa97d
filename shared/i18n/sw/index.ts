import type { EnglishCatalog } from '../en';
import type { SameShape } from '../messages';
import * as areas from './areas';

/**
 * The Swahili catalog, key for key the English one (SameShape): every sentence, label, kind and
 * state name the app shows or prints, one file per area as in ../en.
 */
export const sw: SameShape<EnglishCatalog> = { ...areas };
