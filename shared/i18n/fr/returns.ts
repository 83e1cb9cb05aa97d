import type * as english from '../en/returns';
import type { SameShape } from '../messages';

/**
 * D120 : un virement que la banque a retourné, ou un RTGS en attente rappelé avant l’ouverture de
 * sa fenêtre : le formulaire du superviseur, ses refus, le reçu de remboursement, la marque du
 * journal des reçus et la liste de la fin de journée.
 */
export const returns: SameShape<typeof english.returns> = {
  request: {
    only: 'Un retour contient le virement, ce qu’a fait la banque, sa référence et sa date, un motif et une note.',
    kind: 'Choisissez ce qu’a fait la banque : retourné le virement, ou rappelé avant sa fenêtre.',
    reason: 'Choisissez le motif donné par la banque.',
    bankReferenceRequired: 'Saisissez la référence du retour donnée par l’avis de la banque.',
    bankDateRequired: 'Saisissez la date du retour donnée par l’avis de la banque.',
    noteRequired: 'La note est requise (elle peut être vide).',
    noteForOther: ({ min }) =>
      `Avec « un autre motif », écrivez le motif dans la note, en au moins ${min} caractères.`,
  },
  field: {
    kind: 'Ce qu’a fait la banque',
    bankReference: 'Référence de la banque',
    bankDate: 'Date du retour',
    reason: 'Motif',
    note: 'Remarque',
    transfer: 'Virement',
    transferDay: 'Journée comptable du virement',
    learntOn: 'Enregistré à la journée comptable',
    recordedBy: 'Enregistré par',
    refund: 'Montant remboursé',
    refundInWords: 'Montant remboursé en lettres',
  },
  kind: {
    return: {
      label: 'Retourné par la banque',
      hint: 'Le virement est parti et la banque a renvoyé l’argent.',
    },
    recall: {
      label: 'Rappelé avant sa fenêtre',
      hint: 'Le RTGS en attente a été arrêté à la banque avant l’ouverture de sa fenêtre.',
    },
  },
  reason: {
    'account-closed': 'Le compte du bénéficiaire est clôturé',
    'account-not-found': 'Ce compte n’existe pas à la banque du bénéficiaire',
    'name-mismatch': 'Le nom du bénéficiaire ne correspond pas au compte',
    'beneficiary-refused': 'Le bénéficiaire a refusé les fonds',
    'customer-request': 'Le client a demandé l’arrêt',
    'sent-in-error': 'Envoyé par erreur',
    other: 'Un autre motif (écrivez-le dans la note)',
  },
  refused: {
    notFound: ({ reference }) =>
      `Aucun virement sous la référence ${reference} dans le journal de ce poste.`,
    ownTransfer: ({ reference }) =>
      `Vous avez envoyé le virement ${reference} : un autre superviseur doit enregistrer son retour.`,
    returnedAlready: ({ reference }) =>
      `Un retour ou un rappel du virement ${reference} est déjà enregistré ; un virement ne revient qu’une fois.`,
    notReturnable: ({ reference, state }) =>
      `Le virement ${reference} est ${state} : seul un virement pris par la banque (envoyé ou en attente) peut être retourné.`,
    notRecallable: ({ reference }) =>
      `Le virement ${reference} n’est pas un RTGS en attente de sa fenêtre : il ne peut pas être rappelé. Enregistrez un retour si la banque a renvoyé l’argent.`,
    windowOpened: ({ reference }) =>
      `La fenêtre du virement ${reference} s’est ouverte et la banque l’a envoyé : il ne peut plus être rappelé. Enregistrez un retour quand la banque renverra l’argent.`,
    dateOutOfRange: ({ from, to }) =>
      `La date du retour doit être comprise entre le ${from} (jour du virement) et le ${to} (aujourd’hui).`,
    noReturn: ({ reference }) =>
      `Aucun retour ni rappel du virement ${reference} n’est enregistré : il n’y a pas de reçu de remboursement à imprimer.`,
  },
  page: {
    title: 'Retourné ou rappelé',
    question: 'Qu’a fait la banque ?',
    record: 'Enregistrer le retour',
    recorded: ({ kind }) =>
      `Enregistré : ${kind}. Imprimez le reçu de remboursement pour le client.`,
    shown: ({ kind, day, by }) => `${kind} · enregistré à la journée comptable du ${day} par ${by}`,
    print: 'Imprimer le reçu de remboursement…',
    savePdf: 'Enregistrer le reçu de remboursement en PDF…',
    printed: ({ file }) => `Reçu de remboursement enregistré dans ${file}.`,
    sentToPrinter: 'Reçu de remboursement envoyé à l’imprimante.',
  },
  receipt: {
    heading: 'Reçu de remboursement',
    title: ({ reference }) => `Reçu de remboursement ${reference}`,
    titleCopy: ({ reference, number }) => `Reçu de remboursement ${reference} (COPIE ${number})`,
    note: 'Les fonds de ce virement sont revenus de la banque et sont remboursés au client.',
    received: 'Signature du client : remboursement reçu',
  },
  log: {
    return: 'Retourné',
    recall: 'Rappelé',
  },
  mark: {
    return: ({ day }) => `Retourné le ${day}`,
    recall: ({ day }) => `Rappelé le ${day}`,
  },
  endOfDay: {
    heading: 'Retours et rappels appris ce jour',
    none: 'Aucun appris ce jour.',
    line: (v) => `${v.reference} · ${v.kind} · ${v.amount} (virement du ${v.day})`,
  },
};
