import type { Said } from '../../messages';
/**
 * A credentials file the admin chose: what is wrong with it, by line or field, never quoting it
 * (it holds secrets). Every refusal ends with "Nothing was saved.".
 */
const expected =
  'It must hold API_KEY, MERCHANT_CODE and CONSUMER_SECRET as NAME=value lines, or apiKey, merchantCode and consumerSecret in a JSON object.';
const nothingSaved = 'Nothing was saved.';

type Label = { label: string };

export const credentialsFile = {
  empty: `The file is empty. ${expected} ${nothingSaved}`,
  notJson: `The file starts like JSON but is not valid JSON. Check its braces, quotes and commas, or write it as NAME=value lines. ${nothingSaved}`,
  notOneObject: `The file is JSON but not one object. ${expected} ${nothingSaved}`,
  givenTwice: ({ label }: Label) =>
    `The ${label} is given twice in the file. Keep one. ${nothingSaved}`,
  notText: ({ label }: Label) =>
    `The ${label} in the file is not text. Write its value in double quotes. ${nothingSaved}`,
  notNameValue: ({ line }: { line: number }) =>
    `Line ${line} of the file is not a NAME=value line. ${expected} ${nothingSaved}`,
  givenTwiceOnLines: ({ label, first, second }: Label & { first: number; second: number }) =>
    `The ${label} is given twice in the file (lines ${first} and ${second}). Keep one. ${nothingSaved}`,
  /** `missing`: "the API key", "the API key and the Merchant code", … (listOf). */
  noValueFor: ({ missing }: { missing: string }) =>
    `The file has no value for ${missing}. ${expected} ${nothingSaved}`,
  /** One credential in a list of what is missing. */
  listed: ({ label }: Label) => `the ${label}`,
  /** The last two of a list joined. */
  lastTwo: ({ rest, last }: { rest: string; last: string }) => `${rest} and ${last}`,
  /** What the file's reader or the form's check said, after the file's name. */
  refusedIn: ({ name, reason }: { name: string; reason: Said }) => `${name}: ${reason}`,
  invalidIn: ({ name, reason }: { name: string; reason: Said }) =>
    `${name}: ${reason} Correct the file and choose it again; nothing was saved.`,
  chooseTitle: ({ environment }: { environment: Said }) =>
    `Choose the credentials file of ${environment}`,
  noFileChosen: 'No file was chosen, so nothing was saved.',
} as const;
