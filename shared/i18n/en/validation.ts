import type { Said } from '../messages';
import { codesOf, eitherOf, type CodeList } from '../lists';

type Label = { label: string };
type Limits = { label: string; min: number; max: number };

/**
 * The rules every form and request shares, each naming its field by the label the screen shows
 * (`label`, from the `fields` area or the form's own).
 */
export const validation = {
  /**
   * A shared schema's own words for what it refused (a stored setting, a holiday file's calendar),
   * made in every language as the schema checks (D93): nothing to translate.
   */
  schemaWords: ({ said }: { said: Said }) => `${said}`,
  required: ({ label }: Label) => `${label} is required.`,
  mustBeText: ({ label }: Label) => `${label} must be text.`,
  textOrLeftOut: ({ label }: Label) => `${label} must be text, or left out.`,
  emptyOptional: ({ label }: Label) => `${label} is empty: leave it out of the body instead.`,
  atMost: ({ label, max }: { label: string; max: number }) =>
    `${label} must be at most ${max} characters long.`,
  between: ({ label, min, max }: Limits) => `${label} must be ${min} to ${max} characters long.`,
  hasLetters: ({ label }: Label) => `${label} must contain letters.`,
  noEdgeSpaces: ({ label }: Label) => `${label} must not start or end with a space.`,
  /** A tab, a line break or a bidi mark, in a transfer's field. */
  hiddenCharacter: ({ label }: Label) =>
    `${label} contains a hidden character (such as a tab, a line break or a text-direction mark). Retype it.`,
  /** The same, in a request's field or a password. */
  hiddenCharacterTypeAgain: ({ label }: Label) =>
    `${label} contains a hidden character (such as a tab or a line break). Type it again.`,
  /**
   * A format character, tag character or Hangul filler (D67): `code` is its U+ number, `kind` one
   * of `invisibleKind`'s phrases.
   */
  invisibleCharacter: ({ label, code, kind }: { label: string; code: string; kind: string }) =>
    `${label} contains ${kind} (${code}) that the screen does not show but the bank and the receipt would receive. Remove it: clear the field and type the text again.`,
  invisibleKind: {
    format: 'an invisible formatting character',
    tag: 'an invisible tag character',
    filler: 'a Hangul filler, which shows as a blank',
  },
  /** Text not in Unicode NFC: accents stored apart from their letters (D67). */
  notComposed: ({ label }: Label) =>
    `${label} holds accented letters stored in a form the bank may read differently. Clear the field and type the text again.`,
  chooseFromList: ({ label, choices }: { label: string; choices: string }) =>
    `${label}: choose one from the list (${choices}).`,
  /** `phrase`: whose currency it is (`transfer.currencyFor`). */
  currency: ({ label, expected, phrase }: { label: string; expected: string; phrase: string }) =>
    `${label} must be ${expected} ${phrase}.`,
  email: ({ label }: Label) =>
    `${label} is not a valid e-mail address. Enter it like name@example.com.`,
  documentType: ({ label }: Label) =>
    `${label}: choose one from the list (one word of letters and digits, like NationalId).`,
  documentNumber: ({ label, min, max }: Limits) =>
    `${label} must be ${min} to ${max} letters or digits; "-" and "/" are allowed inside.`,
  bankCode: ({ label, min, max }: Limits) => `${label} must be ${min} to ${max} letters or digits.`,
  /** A value the app sets for the operation, meant for the other operation. */
  otherOperation: ({
    label,
    value,
    other,
    operation,
    expected,
  }: {
    label: string;
    value: string;
    other: string;
    operation: string;
    expected: string;
  }) => `${label} ${value} is for ${other}; ${operation} uses ${expected}.`,
  /** `choices`: the values that may be there, as codes (D87). */
  operationValue: ({
    label,
    choices,
    operation,
    expected,
  }: {
    label: string;
    choices: CodeList;
    operation: string;
    expected: string;
  }) => `${label} must be ${eitherOf('en', codesOf(choices))}; ${operation} uses ${expected}.`,
  twelveDigits: ({ label }: Label) => `${label} must be 12 digits.`,
  transferDate: ({ label }: Label) =>
    `${label} must be a real date written YYYY-MM-DD, like 2026-11-23.`,
  requestDate: ({ label }: Label) =>
    `${label} must be a real date written YYYY-MM-DD, like 2026-11-24.`,
  draftId:
    'Draft id must be the UUID the form made for this transfer. Close the form and start the transfer again.',
  kindHere: {
    rtgs: 'Transfer kind must be RTGS bank transfer (rtgs) here.',
    imt: 'Transfer kind must be IMT mobile-wallet transfer (imt) here.',
  },
  kindEither:
    'Transfer kind must be rtgs (RTGS bank transfer) or imt (IMT mobile-wallet transfer).',
  groupMissing: ({ label }: Label) => `${label} are missing.`,
  groupExtraField: ({ label, properties }: { label: string; properties: string }) =>
    `${label} contain a field this transfer does not have: ${properties}. Remove it.`,
  bodyMissing: ({ label }: Label) => `The ${label} is missing or is not a set of fields.`,
  bodyExtraField: ({ label, properties }: { label: string; properties: string }) =>
    `The ${label} contains a field it does not have: ${properties}. Remove it.`,
  /** A request's shape, which only a broken or hostile sender gets wrong. */
  request: {
    notARequest:
      'The request is not in the form Remit Desk expects. Reload Remit Desk and try again.',
    wrongShape:
      'This request is not in the form Remit Desk expects, so it was refused. Restart Remit Desk and try again; if it happens again, tell support.',
    notPlainData: ({ what }: { what: string }) =>
      `This request holds ${what}, so Remit Desk cannot read it. Restart Remit Desk and try again; if it happens again, tell support.`,
    /** What `notPlainData` says the request holds. */
    plainData: {
      bigint: 'a whole number too large for a request',
      notData: 'a value that is not text, a number or a list',
      cycle: 'a value that contains itself',
    },
    fieldsNeedCorrecting: ({ count, messages }: { count: number; messages: string }) =>
      `${count} fields need correcting. ${messages}`,
  },
  lastDayBeforeFirst: 'Last day must be on or after the first day.',
  chooseDay: 'Choose the day, written YYYY-MM-DD.',
} as const;
