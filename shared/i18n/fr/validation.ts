import type * as english from '../en/validation';
import type { SameShape } from '../messages';
import { codesOf, eitherOf } from '../lists';

/**
 * The rules every form and request shares, each naming its field by the label the screen shows
 * (`label`, from the `fields` area or the form’s own).
 */
export const validation: SameShape<typeof english.validation> = {
  schemaWords: ({ said }) => `${said}`,
  required: ({ label }) => `${label} : champ obligatoire.`,
  mustBeText: ({ label }) => `${label} : la valeur doit être du texte.`,
  textOrLeftOut: ({ label }) => `${label} : la valeur doit être du texte, ou être omise.`,
  emptyOptional: ({ label }) =>
    `${label} : valeur vide ; omettez plutôt ce champ du corps de la requête.`,
  atMost: ({ label, max }) => `${label} : ${max} caractères au maximum.`,
  between: ({ label, min, max }) => `${label} : de ${min} à ${max} caractères.`,
  hasLetters: ({ label }) => `${label} : la valeur doit contenir des lettres.`,
  noEdgeSpaces: ({ label }) =>
    `${label} : la valeur ne doit ni commencer ni se terminer par une espace.`,
  /** A tab, a line break or a bidi mark, in a transfer’s field. */
  hiddenCharacter: ({ label }) =>
    `${label} contient un caractère caché (tabulation, saut de ligne ou marque de sens du texte, par exemple). Saisissez de nouveau la valeur.`,
  /** The same, in a request’s field or a password. */
  hiddenCharacterTypeAgain: ({ label }) =>
    `${label} contient un caractère caché (tabulation ou saut de ligne, par exemple). Saisissez de nouveau la valeur.`,
  /**
   * A format character, tag character or Hangul filler (D67): `code` is its U+ number, `kind` one
   * of `invisibleKind`'s phrases.
   */
  invisibleCharacter: ({ label, code, kind }) =>
    `${label} contient ${kind} (${code}) que l’écran n’affiche pas, mais que la banque et le reçu recevraient. Supprimez-le : videz le champ et saisissez de nouveau le texte.`,
  invisibleKind: {
    format: 'un caractère de mise en forme invisible',
    tag: 'un caractère d’étiquette invisible',
    filler: 'un caractère de remplissage hangûl, qui s’affiche comme un blanc',
  },
  /** Text not in Unicode NFC: accents stored apart from their letters (D67). */
  notComposed: ({ label }) =>
    `${label} contient des lettres accentuées enregistrées sous une forme que la banque risque de lire autrement. Videz le champ et saisissez de nouveau le texte.`,
  chooseFromList: ({ label, choices }) =>
    `${label} : choisissez une valeur dans la liste (${choices}).`,
  /** `phrase`: whose currency it is (`transfer.currencyFor`). */
  currency: ({ label, expected, phrase }) =>
    `${label} : la valeur doit être ${expected} ${phrase}.`,
  email: ({ label }) =>
    `${label} : adresse e-mail non valide. Saisissez-la sous la forme nom@example.com.`,
  documentType: ({ label }) =>
    `${label} : choisissez une valeur dans la liste (un seul mot de lettres et de chiffres, comme NationalId).`,
  documentNumber: ({ label, min, max }) =>
    `${label} : de ${min} à ${max} lettres ou chiffres ; « - » et « / » sont autorisés à l’intérieur.`,
  bankCode: ({ label, min, max }) => `${label} : de ${min} à ${max} lettres ou chiffres.`,
  /** A value the app sets for the operation, meant for the other operation. */
  otherOperation: ({ label, value, other, operation, expected }) =>
    `${label} : ${value} est réservé aux ${other} ; ${operation} utilise ${expected}.`,
  /** `choices`: the values that may be there, as codes (D87). */
  operationValue: ({ label, choices, operation, expected }) =>
    `${label} : la valeur doit être ${eitherOf('fr', codesOf(choices))} ; ${operation} utilise ${expected}.`,
  twelveDigits: ({ label }) => `${label} : la valeur doit comporter 12 chiffres.`,
  transferDate: ({ label }) =>
    `${label} : la valeur doit être une date réelle au format AAAA-MM-JJ, par exemple 2026-11-23.`,
  requestDate: ({ label }) =>
    `${label} : la valeur doit être une date réelle au format AAAA-MM-JJ, par exemple 2026-11-24.`,
  draftId:
    'L’identifiant de brouillon doit être l’UUID créé par le formulaire pour ce virement. Fermez le formulaire et recommencez le virement.',
  kindHere: {
    rtgs: 'Le type de virement doit ici être virement bancaire RTGS (rtgs).',
    imt: 'Le type de virement doit ici être transfert vers portefeuille mobile IMT (imt).',
  },
  kindEither:
    'Le type de virement doit être rtgs (virement bancaire RTGS) ou imt (transfert vers portefeuille mobile IMT).',
  groupMissing: ({ label }) => `${label} : informations manquantes.`,
  groupExtraField: ({ label, properties }) =>
    `Champ inconnu pour ce virement dans « ${label} » : ${properties}. Supprimez-le.`,
  bodyMissing: ({ label }) => `Le ${label} est absent ou n’est pas un ensemble de champs.`,
  bodyExtraField: ({ label, properties }) =>
    `Le ${label} contient un champ qu’il ne comporte pas : ${properties}. Supprimez-le.`,
  /** A request’s shape, which only a broken or hostile sender gets wrong. */
  request: {
    notARequest:
      'La requête n’a pas la forme attendue par Remit Desk. Rechargez Remit Desk et réessayez.',
    wrongShape:
      'Cette requête n’a pas la forme attendue par Remit Desk : elle a été refusée. Redémarrez Remit Desk et réessayez ; si cela se reproduit, prévenez le support.',
    notPlainData: ({ what }) =>
      `Cette requête contient ${what} : Remit Desk ne peut pas la lire. Redémarrez Remit Desk et réessayez ; si cela se reproduit, prévenez le support.`,
    /** What `notPlainData` says the request holds. */
    plainData: {
      bigint: 'un nombre entier trop grand pour une requête',
      notData: 'une valeur qui n’est ni du texte, ni un nombre, ni une liste',
      cycle: 'une valeur qui se contient elle-même',
    },
    fieldsNeedCorrecting: ({ count, messages }) =>
      `${count} ${count <= 1 ? 'champ est à corriger' : 'champs sont à corriger'}. ${messages}`,
  },
  lastDayBeforeFirst: 'Le dernier jour doit être identique ou postérieur au premier jour.',
  chooseDay: 'Choisissez le jour, au format AAAA-MM-JJ.',
};
