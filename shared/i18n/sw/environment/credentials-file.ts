import type { Said } from '../../messages';
/**
 * A credentials file the admin chose: what is wrong with it, by line or field, never quoting it
 * (it holds secrets). Every refusal ends with "Nothing was saved.".
 */
const expected =
  'Faili lazima iwe na API_KEY, MERCHANT_CODE na CONSUMER_SECRET kama mistari ya NAME=value, au apiKey, merchantCode na consumerSecret katika object moja ya JSON.';
const nothingSaved = 'Hakuna kilichohifadhiwa.';

type Label = { label: string };

export const credentialsFile = {
  empty: `Faili iko tupu. ${expected} ${nothingSaved}`,
  notJson: `Faili inaanza kama JSON lakini si JSON halali. Kagua mabano yake, alama za nukuu na koma, au iandike kama mistari ya NAME=value. ${nothingSaved}`,
  notOneObject: `Faili ni JSON lakini si object moja. ${expected} ${nothingSaved}`,
  givenTwice: ({ label }: Label) =>
    `Thamani ya ${label} imetajwa mara mbili katika faili. Bakiza moja. ${nothingSaved}`,
  notText: ({ label }: Label) =>
    `Thamani ya ${label} katika faili si maandishi. Iandike ndani ya alama za nukuu mbili. ${nothingSaved}`,
  notNameValue: ({ line }: { line: number }) =>
    `Mstari ${line} wa faili si mstari wa NAME=value. ${expected} ${nothingSaved}`,
  givenTwiceOnLines: ({ label, first, second }: Label & { first: number; second: number }) =>
    `Thamani ya ${label} imetajwa mara mbili katika faili (mistari ${first} na ${second}). Bakiza moja. ${nothingSaved}`,
  /** `missing`: "the API key", "the API key and the Merchant code", … (listOf). */
  noValueFor: ({ missing }: { missing: string }) =>
    `Faili haina thamani ya ${missing}. ${expected} ${nothingSaved}`,
  /** One credential in a list of what is missing. */
  listed: ({ label }: Label) => `${label}`,
  /** The last two of a list joined. */
  lastTwo: ({ rest, last }: { rest: string; last: string }) => `${rest} na ${last}`,
  /** What the file's reader or the form's check said, after the file's name. */
  refusedIn: ({ name, reason }: { name: string; reason: Said }) => `${name}: ${reason}`,
  invalidIn: ({ name, reason }: { name: string; reason: Said }) =>
    `${name}: ${reason} Rekebisha faili kisha uichague tena; hakuna kilichohifadhiwa.`,
  chooseTitle: ({ environment }: { environment: Said }) =>
    `Chagua faili ya taarifa za uthibitishaji ya ${environment}`,
  noFileChosen: 'Hakuna faili iliyochaguliwa, kwa hivyo hakuna kilichohifadhiwa.',
} as const;
