import type * as english from '../../en/environment/credentials-file';
import type { SameShape } from '../../messages';

/**
 * A credentials file the admin chose: what is wrong with it, by line or field, never quoting it
 * (it holds secrets). Every refusal ends with "Nothing was saved.".
 */
const expected =
  'Faili lazima iwe na API_KEY, MERCHANT_CODE na CONSUMER_SECRET kama mistari ya NAME=value, au apiKey, merchantCode na consumerSecret katika object moja ya JSON.';
const nothingSaved = 'Hakuna kilichohifadhiwa.';

export const credentialsFile: SameShape<typeof english.credentialsFile> = {
  empty: `Faili iko tupu. ${expected} ${nothingSaved}`,
  notJson: `Faili inaanza kama JSON lakini si JSON halali. Kagua mabano yake, alama za nukuu na koma, au iandike kama mistari ya NAME=value. ${nothingSaved}`,
  notOneObject: `Faili ni JSON lakini si object moja. ${expected} ${nothingSaved}`,
  givenTwice: ({ label }) =>
    `Thamani ya ${label} imetajwa mara mbili katika faili. Bakiza moja. ${nothingSaved}`,
  notText: ({ label }) =>
    `Thamani ya ${label} katika faili si maandishi. Iandike ndani ya alama za nukuu mbili. ${nothingSaved}`,
  notNameValue: ({ line }) =>
    `Mstari ${line} wa faili si mstari wa NAME=value. ${expected} ${nothingSaved}`,
  givenTwiceOnLines: ({ label, first, second }) =>
    `Thamani ya ${label} imetajwa mara mbili katika faili (mistari ${first} na ${second}). Bakiza moja. ${nothingSaved}`,
  /** `missing`: "the API key", "the API key and the Merchant code", … (listOf). */
  noValueFor: ({ missing }) => `Faili haina thamani ya ${missing}. ${expected} ${nothingSaved}`,
  /** One credential in a list of what is missing. */
  listed: ({ label }) => `${label}`,
  /** The last two of a list joined. */
  lastTwo: ({ rest, last }) => `${rest} na ${last}`,
  /** What the file's reader or the form's check said, after the file's name. */
  refusedIn: ({ name, reason }) => `${name}: ${reason}`,
  invalidIn: ({ name, reason }) =>
    `${name}: ${reason} Rekebisha faili kisha uichague tena; hakuna kilichohifadhiwa.`,
  chooseTitle: ({ environment }) => `Chagua faili ya taarifa za uthibitishaji ya ${environment}`,
  noFileChosen: 'Hakuna faili iliyochaguliwa, kwa hivyo hakuna kilichohifadhiwa.',
};
