import type * as english from '../../en/environment/credentials-file';
import type { SameShape } from '../../messages';

/**
 * A credentials file the admin chose: what is wrong with it, by line or field, never quoting it
 * (it holds secrets). Every refusal ends with "Nothing was saved.".
 */
const expected =
  'Il doit contenir API_KEY, MERCHANT_CODE et CONSUMER_SECRET sous forme de lignes NAME=value, ou apiKey, merchantCode et consumerSecret dans un objet JSON.';
const nothingSaved = 'Rien n’a été enregistré.';

export const credentialsFile: SameShape<typeof english.credentialsFile> = {
  empty: `Le fichier est vide. ${expected} ${nothingSaved}`,
  notJson: `Le fichier commence comme du JSON mais n’est pas du JSON valide. Vérifiez ses accolades, ses guillemets et ses virgules, ou écrivez-le sous forme de lignes NAME=value. ${nothingSaved}`,
  notOneObject: `Le fichier est du JSON mais pas un objet unique. ${expected} ${nothingSaved}`,
  givenTwice: ({ label }) =>
    `«\u00a0${label}\u00a0» figure deux fois dans le fichier. Gardez-en un seul. ${nothingSaved}`,
  notText: ({ label }) =>
    `«\u00a0${label}\u00a0» n’est pas du texte dans le fichier. Écrivez sa valeur entre guillemets doubles. ${nothingSaved}`,
  notNameValue: ({ line }) =>
    `La ligne ${line} du fichier n’est pas une ligne NAME=value. ${expected} ${nothingSaved}`,
  givenTwiceOnLines: ({ label, first, second }) =>
    `«\u00a0${label}\u00a0» figure deux fois dans le fichier (lignes ${first} et ${second}). Gardez-en un seul. ${nothingSaved}`,
  /** `missing`: "the API key", "the API key and the Merchant code", … (listOf). */
  noValueFor: ({ missing }) =>
    `Le fichier ne contient aucune valeur pour ${missing}. ${expected} ${nothingSaved}`,
  /** One credential in a list of what is missing. */
  listed: ({ label }) => `«\u00a0${label}\u00a0»`,
  /** The last two of a list joined. */
  lastTwo: ({ rest, last }) => `${rest} et ${last}`,
  /** What the file’s reader or the form’s check said, after the file’s name. */
  refusedIn: ({ name, reason }) => `${name} : ${reason}`,
  invalidIn: ({ name, reason }) =>
    `${name} : ${reason} Corrigez le fichier et choisissez-le à nouveau ; rien n’a été enregistré.`,
  chooseTitle: ({ environment }) => `Choisissez le fichier d’identifiants pour ${environment}`,
  noFileChosen: 'Aucun fichier n’a été choisi : rien n’a été enregistré.',
};
