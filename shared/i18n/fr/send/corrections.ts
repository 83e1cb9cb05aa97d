import type * as english from '../../en/send/corrections';
import type { SameShape } from '../../messages';

/** Corrections of a refused transfer, and re-sends, as main refuses them (D45, D47). */
export const corrections: SameShape<typeof english.corrections> = {
  notOwn: ({ reference }) =>
    `Le virement ${reference} a été envoyé par un autre guichetier : lui seul peut le corriger. Commencez plutôt un nouveau virement pour le client.`,
  unreadable: ({ reference }) =>
    `La copie du virement ${reference} dans le journal est illisible : elle ne peut pas être reprise dans un nouveau virement. Commencez un nouveau virement et saisissez de nouveau les détails ; laissez le fichier du journal tel quel et appelez le support.`,
  alreadyCorrected: ({ reference, correction }) =>
    `Le virement ${reference} a déjà été corrigé par le virement ${correction} : il ne peut pas être corrigé de nouveau, car une seconde correction pourrait payer deux fois le bénéficiaire. Ouvrez le virement ${correction} pour voir ce qu’il est devenu.`,
  alreadyCorrectedNothingSent: ({ reference, correction }) =>
    `Le virement ${reference} a déjà été corrigé par le virement ${correction} : il ne peut pas être corrigé de nouveau, car une seconde correction pourrait payer deux fois le bénéficiaire. Rien n’a été envoyé. Ouvrez le virement ${correction} pour voir ce qu’il est devenu.`,
  badLink: ({ reference, why }) =>
    `Rien n’a été envoyé : ce virement indique qu’il corrige le virement ${reference}, ${why} Commencez plutôt un nouveau virement pour le client.`,
  linkNotInJournal: 'qui ne figure pas dans le journal de ce poste.',
  linkMayHaveMoved: 'qui a peut-être déplacé des fonds.',
  linkAnotherClerk: 'envoyé par un autre guichetier : lui seul peut le corriger.',
  wasSent: ({ reference }) =>
    `Le virement ${reference} a été envoyé : renvoyer ses détails paierait deux fois le bénéficiaire. Ne commencez un nouveau virement que pour un nouveau paiement.`,
  outcomeUnknown: ({ reference }) =>
    `Personne ne sait encore si le virement ${reference} est parvenu à la banque : il ne doit pas être renvoyé, pas même comme nouveau virement. Un superviseur confirme d’abord son issue auprès de la banque.`,
  mayBePaid: ({ reference, state }) =>
    `Le virement ${reference} peut encore être payé (${state}) : il ne doit pas être renvoyé comme nouveau virement. Un superviseur en assure le suivi auprès de la banque.`,
  thisDetail: 'Ce détail',
  fieldNotFound: ({ what }) =>
    `${what} : la banque n’a trouvé aucun compte correspondant. Vérifiez le numéro avec le client et corrigez-le.`,
  fieldNotAccepted: ({ what }) =>
    `${what} : la banque ne l’a pas accepté. Vérifiez-le avec le client et corrigez-le.`,
  correctedMeanwhile:
    'Rien n’a été envoyé : le virement que celui-ci corrige a déjà été corrigé, ou a peut-être déplacé des fonds. Ouvrez son reçu pour voir ce qu’il est devenu.',
  resendAccepted: ({ reference }) =>
    `Le service a accepté le virement ${reference} : il ne doit pas être renvoyé. Enregistrez plutôt ce que la banque confirme.`,
  draftConflict: ({ reference }) =>
    `Ce formulaire a déjà été envoyé sous la référence ${reference} avec d’autres détails. Rien de plus n’a été envoyé. Commencez un nouveau virement pour les détails modifiés.`,
};
