import type * as english from '../../en/send/controls';
import type { SameShape } from '../../messages';

/**
 * What main’s controls say before a send: approvals, refusals, limits, repeats (D42–D48). The
 * reporting marks are never said here: the review is read with the customer (D80).
 */
export const controls: SameShape<typeof english.controls> = {
  product: { rtgs: 'un virement bancaire RTGS', imt: 'un transfert vers portefeuille mobile' },
  approvalNeeded: ({ amount, currency, product }) =>
    `À ${amount} ${currency}, ${product} exige l’approbation d’un superviseur. Rien n’a été envoyé. Demandez à un superviseur de venir à ce poste pour l’approuver avec son propre identifiant et son mot de passe.`,
  noApprovalNeeded:
    'Ce virement ne dépasse pas le montant qui exige l’approbation d’un superviseur. Revenez à la vérification et envoyez-le.',
  refused: ({ name, id, reason }) =>
    `${name} (${id}), superviseur, a refusé ce virement : « ${reason} ». Rien n’a été envoyé, et ce formulaire ne peut pas être envoyé. Donnez le motif au client ; ne commencez un nouveau virement que si le superviseur est d’accord.`,
  dailyLimit: {
    over: (v) =>
      `${v.label} : la pièce d’identité du donneur d’ordre (${v.who}) a déjà servi à envoyer ${v.sent} ${v.currency} par portefeuille mobile aujourd’hui (${v.day}). Avec ces ${v.amount} ${v.currency}, le total du jour atteindrait ${v.total} ${v.currency}, au-delà du plafond journalier de ${v.limit} ${v.currency} par pièce d’identité fixé par votre administrateur. ${v.rest}`,
    left: ({ left, currency }) =>
      `Au plus ${left} ${currency} peuvent encore être envoyés aujourd’hui.`,
    nothingLeft: 'Plus rien ne peut être envoyé avec cette pièce aujourd’hui.',
    offline: ({ limit, currency }) =>
      `Le siège est injoignable : ce guichet ne compte que ses propres virements et applique le plafond plus bas de ${limit} ${currency} fixé par votre administrateur pour ce cas. Réessayez quand le siège répond, ou demandez à un superviseur.`,
    clockOff: ({ limit, currency }) =>
      `Le siège n'a pas compté ce virement car l'horloge de ce PC ne correspond pas à celle du siège (le journal indique de combien). Tant que l'horloge n'est pas réglée, ce guichet ne compte que ses propres virements et applique le plafond plus bas de ${limit} ${currency} fixé par votre administrateur pour ce cas. Demandez au service informatique de régler la date et l'heure du PC, ou demandez à un superviseur.`,
  },
};

/** A transfer that repeats an earlier one: the duplicate guard and the repeat check (D33, D46). */
export const repeats: SameShape<typeof english.repeats> = {
  /** `a, b and c`: a list of named transfers in a sentence. */
  listed: ({ head, last }) => `${head} et ${last}`,
  transfer: ({ reference }) => `le virement ${reference}`,
  transfers: ({ references }) => `les virements ${references}`,
  waiting: ({ which, days, count }) =>
    `Ce virement répète ${which} des ${days} derniers jours (même compte, bénéficiaire, montant et devise), dont l’issue n’est pas encore régularisée. Rien n’a été envoyé. Demandez à un superviseur : ${count <= 1 ? 'il le vérifie' : 'il les vérifie'} auprès de la banque, et lui seul peut laisser passer celui-ci.`,
  noDuplicate:
    'Ce virement ne répète aucun virement en attente d’un superviseur : il n’exige donc aucune approbation. Revenez à la vérification et envoyez-le.',
  today: ({ since }) => `aujourd’hui (depuis ${since})`,
  lastDays: ({ days, since }) => `au cours des ${days} derniers jours (depuis ${since})`,
  confirm: ({ what }) =>
    `${what} Ne l’envoyez que si le client demande un second virement : saisissez le motif du client, puis confirmez.`,
  refusal: ({ which }) =>
    `Rien n’a été envoyé : ce virement répète ${which}. Ne l’envoyez que si le client demande un second virement : confirmez-le lors de la vérification avec le motif du client.`,
  named: ({ reference, at, state }) => `le virement ${reference} (${at}, ${state})`,
  sameDetails: ({ window }) =>
    `Le même client a déjà envoyé ce montant dans cette devise à ce bénéficiaire ${window}.`,
  // D80: a form is one instruction, used once; nothing lets a second transfer give it.
  formUsed: ({ formNumber, which }) =>
    `Le formulaire d’ordre ${formNumber} a déjà servi pour ${which}. Un formulaire ne sert qu’une fois : demandez au client d’en remplir et d’en signer un nouveau, et saisissez son numéro.`,
};
