import type * as english from '../../en/counter/receipt';
import type { SameShape } from '../../messages';

/** The receipt on screen (the card, on paper too when printed from it) and its page. */
export const receipt: SameShape<typeof english.receipt> = {
  title: 'Reçu Remit Desk',
  /** The outcome’s first line, in words that cannot be read the wrong way. */
  outcome: {
    sent: '✓ Envoyé',
    sentNoAnswer: 'Envoyé',
    notFinal: 'Pas encore définitif',
    unknown: '⚠ Issue inconnue – ne pas renvoyer',
    refused: '✗ NON ENVOYÉ – refusé par la banque',
    notSent: '✗ NON ENVOYÉ – aucun fonds déplacé',
    held: 'Pas encore envoyé',
  },
  doNotResend: 'Ne pas renvoyer – un superviseur doit confirmer',
  correctedAs: ({ reference, at }) => `Corrigé par ${reference} (${at})`,
  serviceWords: 'Réponse exacte du service, pour le support :',
  instructionChecked: ({ formNumber }) =>
    `${formNumber} · pièce d’identité et signature du client vérifiées`,
  bankNotListed: ({ code }) => `${code} (absent de la liste des banques de l’agence)`,
  repeatOf: ({ references }) => `Second virement demandé par le client (répète ${references})`,
  noTransactionId: 'Aucun fourni par le service',
  noMoneyMoved: '(aucun fonds déplacé)',
  approvedAtCounter: 'Approuvé au guichet',
  /** The names of the receipt’s details. */
  label: {
    currency: 'Devise',
    amountInWords: 'Montant en lettres',
    date: 'Date du virement',
    senderAccount: 'Numéro de compte du donneur d’ordre',
    recipientAccount: {
      rtgs: 'Numéro de compte du bénéficiaire',
      imt: 'Numéro de mobile du bénéficiaire',
    },
    bank: 'Banque du bénéficiaire',
    country: 'Pays de destination',
    purpose: 'Motif du paiement',
    description: 'Description',
    transactionId: 'Identifiant de transaction',
    serviceStatus: 'Statut du service',
    valueDate: 'Date de valeur prévue',
    corrects: 'Corrige le virement',
    instruction: 'Formulaire d’ordre',
    servedBy: 'Servi par',
    recorded: 'Enregistré',
    /** D113: the branch day the transfer belongs to. */
    businessDay: 'Journée comptable',
  },
  print: {
    toPrinter: 'Imprimer le reçu',
    toPdf: 'Enregistrer le reçu en PDF…',
    original: 'L’original',
    copy: ({ number }) => `COPIE ${number}`,
    saved: ({ which, file }) =>
      `${which} (exemplaires client et banque) : fichier ${file} enregistré.`,
    printed: ({ which }) =>
      `${which} (exemplaires client et banque) : envoi à l’imprimante effectué.`,
  },
  /** The receipt’s page, around the card. */
  page: {
    title: ({ reference }) => `Reçu ${reference}`,
    reading: 'Lecture du reçu…',
    correct: {
      rejected: 'Corriger et renvoyer comme nouveau',
      notSent: 'Renvoyer comme nouveau',
    },
    replace: {
      title: 'Remplacer le virement en cours de saisie ?',
      explanation: {
        rtgs: 'Un virement bancaire RTGS que vous avez commencé n’a pas été envoyé. Corriger celui-ci le remplace par les détails de ce virement.',
        imt: 'Un transfert vers portefeuille mobile que vous avez commencé n’a pas été envoyé. Corriger celui-ci le remplace par les détails de ce virement.',
      },
      keep: 'Garder le virement en cours',
      replace: 'Le remplacer',
    },
    newTransfer: {
      rtgs: 'Nouveau virement RTGS',
      imt: 'Nouveau transfert mobile',
    },
  },
};
