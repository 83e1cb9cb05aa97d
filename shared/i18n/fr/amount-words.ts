import type * as english from '../en/amount-words';
import type { SameShape } from '../messages';

/*
 * Le montant en lettres (D57, D85) : le nombre tel que la bibliothèque de comptage (n2words) l’écrit
 * en français, suivi du nom de la devise. Règles de la langue, tenues ici :
 *  - singulier au-dessous de deux : « zéro franc », « un franc », « 1,50 franc » ; pluriel ensuite ;
 *  - « un » s’accorde avec un nom féminin : « une livre », « vingt et une livres » ;
 *  - « de » après million, milliard… : « un million de francs », « deux milliards de shillings ».
 */

/** Le nombre tel que la bibliothèque l’écrit, et les unités qu’il compte (pour l’accord). */
type Counted = { words: string; units: string };

/** Moins de deux unités : le nom reste au singulier. */
const isSingular = (units: string) => /^[01](?:\.\d+)?$/.test(units);
/** Le nombre se termine par un nom (million, milliard, billion…) : « de » le lie à la devise. */
const endsInNoun = (words: string) => /(?:illion|illiard)s?$/.test(words);

function named(one: string, many: string, gender: 'masculine' | 'feminine' = 'masculine') {
  return ({ words, units }: Counted) => {
    const number = gender === 'feminine' ? words.replace(/(^|[\s-])un$/, '$1une') : words;
    const of = endsInNoun(words) ? 'de ' : '';
    return `${number} ${of}${isSingular(units) ? one : many}`;
  };
}

export const amountWords: SameShape<typeof english.amountWords> = {
  /** Les unités entières, par code ISO 4217 : « mille deux cent cinquante shillings kényans ». */
  major: {
    KES: named('shilling kényan', 'shillings kényans'),
    UGX: named('shilling ougandais', 'shillings ougandais'),
    TZS: named('shilling tanzanien', 'shillings tanzaniens'),
    RWF: named('franc rwandais', 'francs rwandais'),
    USD: named('dollar américain', 'dollars américains'),
    CDF: named('franc congolais', 'francs congolais'),
    SSP: named('livre sud-soudanaise', 'livres sud-soudanaises', 'feminine'),
  },
  /** Les centièmes : « cinquante cents », « cinquante centimes », « une piastre ». */
  minor: {
    KES: named('cent', 'cents'),
    UGX: named('cent', 'cents'),
    TZS: named('cent', 'cents'),
    RWF: named('centime', 'centimes'),
    USD: named('cent', 'cents'),
    CDF: named('centime', 'centimes'),
    SSP: named('piastre', 'piastres', 'feminine'),
  },
  /** Avec des centièmes : « … shillings kényans et cinquante cents ». */
  withMinor: ({ major, minor }) => `${major} et ${minor}`,
  /** Un montant entier : « Cent cinquante mille francs rwandais ». */
  wholeOnly: ({ major }) => major,
};
