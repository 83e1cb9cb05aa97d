import type * as english from '../en/transfer';
import type { SameShape } from '../messages';

/** A transfer’s kinds, as screens, receipts and CSV files name them, and the rules of its draft. */
export const transfer: SameShape<typeof english.transfer> = {
  kind: {
    rtgs: 'Virement bancaire RTGS',
    imt: 'Portefeuille mobile (IMT)',
  },
  /** Where the money goes, beside the account or wallet number in a list. */
  destination: {
    rtgs: 'Compte bancaire',
    imt: 'Portefeuille mobile',
  },
  /** A transfer of the kind, inside a sentence ("… an RTGS transfer uses RTGS."). */
  operation: {
    rtgs: 'un virement bancaire RTGS',
    imt: 'un transfert vers portefeuille mobile (IMT)',
  },
  /** Transfers of the kind, inside a sentence ("bank is for RTGS bank transfers"). */
  others: {
    rtgs: 'virements bancaires RTGS',
    imt: 'transferts vers portefeuille mobile (IMT)',
  },
  /** Whose currency a currency must be (`validation.currency`). */
  currencyFor: {
    account: ({ country }) => `pour un compte de ce pays (${country})`,
    transfer: ({ country }) => `pour un virement vers ce pays (${country})`,
  },
  rtgsDomestic: ({ label, country }) =>
    `${label} : la valeur doit être ${country}. Un virement RTGS ne circule qu’à l’intérieur d’un seul pays, et le compte du donneur d’ordre est situé dans ce pays (${country}).`,
  imtCountries: ({ label, list, country }) =>
    `${label} : les transferts vers portefeuille mobile ne sont possibles que vers ces pays : ${list} (et non ${country}).`,
  accountPattern: ({ country }) =>
    `Le format de numéro de compte défini par votre administrateur pour ce pays (${country}) n’est pas un modèle valide. Demandez à un administrateur de le corriger dans les Paramètres.`,
  referencesExhausted:
    'Le compteur de références est arrivé à son terme (année 2057) et ne peut plus émettre de référence unique. Appelez le support.',
  /** The customer’s signed instruction (D41). */
  instruction: {
    formNumberMissing: 'Saisissez le numéro du formulaire d’ordre signé par le client.',
    notChecked:
      'Confirmez que vous avez vérifié la pièce d’identité et la signature du client par rapport au formulaire d’ordre.',
    formNumberShape:
      'Le numéro du formulaire d’ordre doit comporter de 1 à 30 lettres ou chiffres, avec - ou / entre eux, tel qu’imprimé sur le formulaire.',
    extraField: ({ properties }) =>
      `L’ordre du client contient un champ qu’il ne comporte pas : ${properties}. Supprimez-le.`,
    missing:
      'Rien n’a été envoyé : l’ordre signé du client est manquant. Saisissez le numéro du formulaire d’ordre signé par le client et confirmez que vous avez vérifié sa pièce d’identité et sa signature par rapport à ce formulaire, puis renvoyez.',
  },
  /** The clerk’s confirmation of a second transfer (D46). */
  repeat: {
    reasonMissing:
      'Indiquez pourquoi le client renvoie ce virement : n’envoyez un second virement que si le client le demande.',
    earlierReference: 'Un virement antérieur est désigné par sa référence à 12 chiffres.',
    earlierList: 'Les virements antérieurs doivent être une liste de références.',
    earlierMissing: 'Indiquez les virements antérieurs que celui-ci répète.',
    earlierTooMany: ({ max }) => `Au plus ${max} virements antérieurs peuvent être indiqués.`,
    extraField: ({ properties }) =>
      `La confirmation d’un second virement contient un champ qu’elle ne comporte pas : ${properties}. Supprimez-le.`,
    checkShape:
      'Un contrôle de répétition contient le virement et, une fois saisi, le numéro de son formulaire d’ordre.',
    checkDraftMissing:
      'Le virement à contrôler est manquant. Revenez à la vérification et réessayez.',
  },
  /** The refused transfer a draft corrects (D47). */
  corrects: {
    notText: 'Le virement corrigé doit être désigné par sa référence.',
    notReference: 'Le virement corrigé doit être désigné par sa référence à 12 chiffres.',
  },
};
