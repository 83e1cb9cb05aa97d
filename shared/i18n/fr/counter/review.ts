import type * as english from '../../en/counter/review';
import type { SameShape } from '../../messages';

/** The review the clerk reads with the customer, and the controls main puts on it. */
export const review: SameShape<typeof english.review> = {
  title: 'Vérifiez avec le client',
  leftEmpty: '(laissé vide)',
  generated:
    'La référence et la date du virement sont ajoutées lorsque vous confirmez, et imprimées sur le reçu.',
  instruction: {
    title: 'L’ordre signé du client',
    formNumber: 'Numéro du formulaire d’ordre',
    checked:
      'J’ai vérifié la pièce d’identité et la signature du client par rapport au formulaire d’ordre.',
  },
  incident: ({ incidentId }) => `Numéro d’incident : ${incidentId}`,
  startNew: 'Nouveau virement',
  askSupervisor: 'Demander à un superviseur',
  sending: 'Envoi…',
  tryAgainSame: 'Réessayer (même virement)',
  confirm: 'Confirmer et envoyer',
  back: 'Retour à la saisie',
  /** The key that goes back to the form, shown beside "Back to edit". */
  backKey: 'Esc',
  controls: {
    refused: 'Refusé par un superviseur',
    duplicate: {
      title: 'Ce virement répète peut-être un virement en attente d’un superviseur',
      text: 'Les mêmes détails ont été envoyés récemment et leur issue n’est pas encore connue.',
      askFirst:
        'Demandez à un superviseur : remplissez d’abord ci-dessous l’ordre signé du client, car l’approbation envoie le virement.',
      dialogTitle: 'Demande au superviseur : une répétition possible',
      dialogText:
        'Superviseur : vérifiez d’abord les virements précédents auprès de la banque. Ne laissez passer celui-ci que si le client veut vraiment l’envoyer de nouveau ; saisissez votre propre identifiant opérateur et votre mot de passe, ainsi que votre motif.',
    },
    repeat: {
      title: 'Le bénéficiaire risque d’être payé une seconde fois',
      text: 'Le même virement a déjà été envoyé. Ne l’envoyez que si le client en demande un second.',
      reason: 'Le client a demandé un second virement : son motif',
      stillChecking:
        'Les virements précédents sont encore en cours de vérification. Patientez un instant, puis confirmez de nouveau.',
    },
    /** Why an earlier transfer is named, by what it shares with this one. */
    ground: {
      details: 'même client, bénéficiaire, montant et devise',
      formNumber: 'même formulaire d’ordre',
    },
    approval: {
      title: 'Un superviseur doit approuver ce virement',
      fillFirst:
        'Remplissez d’abord ci-dessous l’ordre signé du client : l’approbation envoie le virement.',
      dialogTitle: 'Demande au superviseur : le montant exige une approbation',
      dialogText: ({ amount, currency }) =>
        `${amount} ${currency} exige l’approbation d’un superviseur. Superviseur : saisissez votre propre identifiant opérateur et votre mot de passe pour voir pourquoi, puis vérifiez le virement avec le client et indiquez votre motif.`,
    },
    /**
     * D80: the transfer will be marked for the bank’s compliance records. Read with the customer,
     * so it says nothing of why; the marks are on the bank’s copy and the supervisor’s screens.
     */
    complianceNote: {
      title: 'Note de conformité.',
      text: 'Conservée avec ce virement pour la banque. Rien à demander au client : envoyez comme d’habitude.',
    },
  },
};
