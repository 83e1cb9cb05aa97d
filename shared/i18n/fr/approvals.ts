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
};
