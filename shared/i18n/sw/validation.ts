import type * as english from '../en/validation';
import type { SameShape } from '../messages';
import { codesOf, eitherOf } from '../lists';

/**
 * The rules every form and request shares, each naming its field by the label the screen shows
 * (`label`, from the `fields` area or the form's own).
 */
export const validation: SameShape<typeof english.validation> = {
  schemaWords: ({ said }) => `${said}`,
  required: ({ label }) => `${label}: sehemu hii inahitajika.`,
  mustBeText: ({ label }) => `${label}: weka maandishi.`,
  textOrLeftOut: ({ label }) => `${label}: weka maandishi, au usiweke kitu.`,
  emptyOptional: ({ label }) => `${label}: sehemu ni tupu; badala yake iondoe kwenye ombi.`,
  atMost: ({ label, max }) => `${label}: andika herufi zisizozidi ${max}.`,
  between: ({ label, min, max }) => `${label}: andika herufi ${min} hadi ${max}.`,
  hasLetters: ({ label }) => `${label}: lazima kuwe na herufi.`,
  noEdgeSpaces: ({ label }) => `${label}: ondoa nafasi mwanzoni au mwishoni.`,
  /** A tab, a line break or a bidi mark, in a transfer's field. */
  hiddenCharacter: ({ label }) =>
    `Katika ${label} kuna herufi iliyofichwa (kama Tab, mstari mpya au alama ya mwelekeo wa maandishi). Andika upya.`,
  /** The same, in a request's field or a password. */
  hiddenCharacterTypeAgain: ({ label }) =>
    `Katika ${label} kuna herufi iliyofichwa (kama Tab au mstari mpya). Andika tena.`,
  /**
   * A format character, tag character or Hangul filler (D67): `code` is its U+ number, `kind` one
   * of `invisibleKind`'s phrases.
   */
  invisibleCharacter: ({ label, code, kind }) =>
    `Katika ${label} kuna ${kind} (${code}) ambayo skrini haionyeshi lakini benki na risiti zingeipokea. Iondoe: futa sehemu hii na uandike maandishi tena.`,
  invisibleKind: {
    format: 'herufi ya mpangilio isiyoonekana',
    tag: 'herufi ya lebo isiyoonekana',
    filler: 'herufi ya kujaza ya Hangul, inayoonekana kama nafasi tupu',
  },
  /** Text not in Unicode NFC: accents stored apart from their letters (D67). */
  notComposed: ({ label }) =>
    `Katika ${label} kuna herufi zenye alama za matamshi zilizohifadhiwa kwa namna ambayo benki inaweza kuisoma tofauti. Futa sehemu hii na uandike maandishi tena.`,
  chooseFromList: ({ label, choices }) =>
    `${label}: chagua moja kutoka kwenye orodha (${choices}).`,
  /** `phrase`: whose currency it is (`transfer.currencyFor`). */
  currency: ({ label, expected, phrase }) => `${label} lazima iwe ${expected} ${phrase}.`,
  email: ({ label }) => `${label} si anwani sahihi ya barua pepe. Iandike kama name@example.com.`,
  documentType: ({ label }) =>
    `${label}: chagua moja kutoka kwenye orodha (neno moja la herufi na tarakimu, kama NationalId).`,
  documentNumber: ({ label, min, max }) =>
    `${label}: andika herufi au tarakimu ${min} hadi ${max}; "-" na "/" zinaruhusiwa katikati.`,
  bankCode: ({ label, min, max }) => `${label}: andika herufi au tarakimu ${min} hadi ${max}.`,
  /** A value the app sets for the operation, meant for the other operation. */
  otherOperation: ({ label, value, other, operation, expected }) =>
    `${label} ${value} ni kwa ajili ya ${other}; ${operation} hutumia ${expected}.`,
  /** `choices`: the values that may be there, as codes (D87). */
  operationValue: ({ label, choices, operation, expected }) =>
    `${label} lazima iwe ${eitherOf('sw', codesOf(choices))}; ${operation} hutumia ${expected}.`,
  twelveDigits: ({ label }) => `${label} lazima iwe tarakimu 12.`,
  transferDate: ({ label }) =>
    `${label} lazima iwe tarehe halisi iliyoandikwa YYYY-MM-DD, kama 2026-11-23.`,
  requestDate: ({ label }) =>
    `${label} lazima iwe tarehe halisi iliyoandikwa YYYY-MM-DD, kama 2026-11-24.`,
  draftId:
    'Namba ya rasimu lazima iwe UUID ambayo fomu iliunda kwa uhamisho huu. Funga fomu na uanze uhamisho upya.',
  kindHere: {
    rtgs: 'Aina ya uhamisho hapa lazima iwe uhamisho wa benki wa RTGS (rtgs).',
    imt: 'Aina ya uhamisho hapa lazima iwe uhamisho kwa pochi ya simu wa IMT (imt).',
  },
  kindEither:
    'Aina ya uhamisho lazima iwe rtgs (uhamisho wa benki wa RTGS) au imt (uhamisho kwa pochi ya simu wa IMT).',
  groupMissing: ({ label }) => `${label} hazipo.`,
  groupExtraField: ({ label, properties }) =>
    `${label} zina sehemu ambayo uhamisho huu hauna: ${properties}. Iondoe.`,
  bodyMissing: ({ label }) => `Taarifa za ${label} hazipo au hazijapangwa kama seti ya sehemu.`,
  bodyExtraField: ({ label, properties }) =>
    `Taarifa za ${label} zina sehemu isiyostahili: ${properties}. Iondoe.`,
  /** A request's shape, which only a broken or hostile sender gets wrong. */
  request: {
    notARequest:
      'Ombi haliko katika muundo ambao Remit Desk inatarajia. Pakia upya Remit Desk na ujaribu tena.',
    wrongShape:
      'Ombi hili haliko katika muundo ambao Remit Desk inatarajia, kwa hiyo limekataliwa. Anzisha upya Remit Desk na ujaribu tena; likitokea tena, ijulishe timu ya msaada.',
    notPlainData: ({ what }) =>
      `Ombi hili lina ${what}, kwa hiyo Remit Desk haiwezi kulisoma. Anzisha upya Remit Desk na ujaribu tena; likitokea tena, ijulishe timu ya msaada.`,
    /** What `notPlainData` says the request holds. */
    plainData: {
      bigint: 'namba kamili kubwa mno kwa ombi',
      notData: 'thamani ambayo si maandishi, namba wala orodha',
      cycle: 'thamani inayojirejelea yenyewe',
    },
    fieldsNeedCorrecting: ({ count, messages }) =>
      `Sehemu ${count} zinahitaji kusahihishwa. ${messages}`,
  },
  lastDayBeforeFirst: 'Siku ya mwisho lazima iwe siku ya kwanza au baada yake.',
  chooseDay: 'Chagua siku, iliyoandikwa YYYY-MM-DD.',
};
