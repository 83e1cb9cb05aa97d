import type * as english from '../en/approvals';
import type { SameShape } from '../messages';

/** A supervisor’s approval of a transfer the controls or the duplicate guard hold. */
export const approvals: SameShape<typeof english.approvals> = {
  /** What an approval lets through, as the bank’s copy of the receipt prints it. */
  purpose: {
    // D81: the amount, or a day’s total with it, asked for it; the receipt screen, which the
    // customer may see, says neither (D80).
    threshold: 'Exige l’approbation d’un superviseur',
    duplicate: 'Répète un virement en attente d’un superviseur',
  },
  /**
   * D81: why a transfer needs the supervisor’s approval, shown in the approval dialog only once
   * main has checked the supervisor’s id and password. Never on the review: the customer may read
   * the review, and these name the totals (D80).
   */
  grounds: {
    title: 'Pourquoi ce virement exige votre approbation',
    amount: ({ amount, currency }) => `Son montant à lui seul : ${amount} ${currency}.`,
    customer: ({ total, currency, day }) =>
      `Avec celui-ci, les virements de ce client du ${day} totalisent ${total} ${currency}. Les précédents :`,
    recipient: ({ total, currency, day }) =>
      `Avec celui-ci, les virements de ce compte vers ce bénéficiaire le ${day} totalisent ${total} ${currency}. Les précédents :`,
    notForCustomer:
      'À ne pas communiquer au client : s’il demande, dites seulement qu’un superviseur approuve les virements de ce type.',
    show: 'Voir pourquoi',
  },
  override: {
    draftMissing: 'Le virement à approuver est manquant. Revenez à la vérification et réessayez.',
    reasonMissing:
      'Indiquez pourquoi ce virement peut partir : ce que la banque a dit du précédent.',
    approverMissing: 'Saisissez l’identifiant opérateur et le mot de passe du superviseur.',
    only: 'Une dérogation ne contient que le virement, un motif et la connexion du superviseur.',
  },
  /** D73: wrong passwords typed into approvals, counted apart from sign-in. */
  attempts: {
    wrong: ({ perApprover, minutes }) =>
      `L’identifiant opérateur ou le mot de passe est erroné. Chaque essai erroné allonge l’attente, et ${perApprover} essais pour un même identifiant suspendent ses approbations ici pendant ${minutes} minutes. Aucune connexion n’est bloquée.`,
    pausedApprover: ({ operatorId, until, attempts }) =>
      `Les approbations de ${operatorId} sur ce poste sont suspendues jusqu’à ${until}, après ${attempts} mots de passe erronés. Un autre superviseur peut approuver entre-temps ; ${operatorId} peut toujours se connecter. Chaque essai est montré aux superviseurs.`,
    pausedHere: ({ until, attempts }) =>
      `Les approbations sur ce poste sont suspendues jusqu’à ${until}, après ${attempts} mots de passe erronés. Demandez au superviseur de revenir à ce moment-là ; aucune connexion n’est bloquée. Chaque essai est montré aux superviseurs.`,
    /** The supervisor’s start page. */
    title: 'Mots de passe d’approbation erronés sur ce poste',
    intro:
      'Saisis dans la fenêtre d’approbation au cours des 24 dernières heures, les plus récents en premier. Ils ne bloquent aucune connexion ; interrogez le guichetier pendant la session duquel ils ont été saisis.',
    shownOf: ({ shown, count }) =>
      `Les ${shown} plus récents sur ${count} ; tous figurent dans le journal d’audit.`,
    at: 'Heure',
    approverTried: 'Identifiant opérateur saisi',
    requester: 'Pendant la session de',
    purpose: 'Pour approuver',
    notAnId: '(pas un identifiant opérateur)',
    pausedHereNow: ({ until }) => `Les approbations sur ce poste sont suspendues jusqu’à ${until}.`,
    pausedApproverNow: ({ operatorId, until }) =>
      `Les approbations de ${operatorId} sur ce poste sont suspendues jusqu’à ${until}.`,
  },
  /**
   * D125: an approval from the supervisor's own desk, through head office. The clerk's review
   * (which the customer may read: no total, no threshold) and the supervisor's desk (not the
   * customer's: the grounds, D81).
   */
  desk: {
    unavailable: ({ reason }) =>
      `Le siège n’a pas pu prendre la demande : ${reason} Demandez plutôt au superviseur ici.`,
    decisionRefused: ({ message }) =>
      `Le siège n’a pas enregistré votre décision. Il a répondu : ${message}`,
    draftChanged:
      'Le virement a été modifié après la demande aux superviseurs : leur décision ne vaut pas pour lui. Demandez de nouveau.',
    requests: {
      requestId: 'La demande',
      requestIdMissing: 'La demande à décider manque. Ouvrez de nouveau la liste.',
      askOnly: 'Une demande d’approbation ne contient que le virement.',
      statusOnly: 'Une question sur une demande ne contient que le virement et la demande.',
      decisionMissing: 'Choisissez d’approuver ou de refuser.',
      decisionOnly: 'Une décision ne contient que la demande, approuver ou refuser, et le motif.',
    },
    waitingTitle: 'Envoyé aux superviseurs',
    waitingText: ({ until }) =>
      `Les superviseurs de l’agence voient ce virement à leur poste. La vérification reprend d’elle-même dès que l’un d’eux décide, jusqu’à ${until}.`,
    stillTrying: 'Le siège ne répond pas pour le moment ; la demande continue.',
    askHere: 'Demander plutôt à un superviseur ici',
    expired: 'Aucun superviseur n’a décidé à temps. Demandez de nouveau, ou à un superviseur ici.',
    askAgain: 'Redemander aux superviseurs',
    approved: ({ name, id }) => `Approuvé par ${name} (${id}) à son poste. Envoi en cours…`,
    title: 'Approbations demandées par les guichets de l’agence',
    intro:
      'En attente d’un superviseur, la plus ancienne d’abord. Votre décision part aussitôt au guichet. Pas pour le client : ceci indique les totaux.',
    none: 'Aucun guichet n’attend d’approbation.',
    unreachable: ({ reason }) => `Les demandes ne peuvent pas être lues pour le moment : ${reason}`,
    counter: ({ number, name, id }) => `Guichet ${number} · ${name} (${id})`,
    recipient: 'Bénéficiaire',
    customer: 'Client',
    why: 'Pourquoi une approbation',
    asked: 'Demandé à',
    until: 'À décider avant',
    ground: {
      amount: 'Son montant à lui seul dépasse le montant d’approbation.',
      customer: ({ total, currency }) =>
        `Avec celui-ci, les virements du jour de ce client totalisent ${total} ${currency}.`,
      recipient: ({ total, currency }) =>
        `Avec celui-ci, les virements du jour de ce compte vers ce bénéficiaire totalisent ${total} ${currency}.`,
      duplicate: ({ references }) =>
        `Il pourrait répéter ${references}, toujours en attente d’un résultat : renvoyé, le bénéficiaire pourrait être payé deux fois.`,
      earlier: ({ references }) => `Précédents : ${references}.`,
    },
    reason: 'Motif de votre décision',
    approve: 'Approuver',
    refuse: 'Refuser',
    approvedDone: 'Approuvé. Le guichet l’envoie maintenant.',
    refusedDone: 'Refusé. Le guichet en reçoit le motif.',
  },
};
