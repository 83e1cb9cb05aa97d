import type * as english from '../en/accounts';
import type { SameShape } from '../messages';
import { formats } from './formats';
import { durationIn, minutesIn, unitCount } from '../durations';
import { eitherOfCodes } from '../lists';

/** The units of a length of time in a sentence, as the locale's data names them (Intl). */
export const duration: SameShape<typeof english.duration> = {
  seconds: ({ count }) => unitCount('fr', 'second', count),
  minutes: ({ count }) => unitCount('fr', 'minute', count),
  hours: ({ count }) => unitCount('fr', 'hour', count),
};

/** Operator accounts: the new-operator, first-admin, sign-in and password forms and requests. */
export const accounts: SameShape<typeof english.accounts> = {
  sessionEnded: {
    idle: ({ afterMs }) =>
      `Vous avez été déconnecté après ${minutesIn(duration, afterMs)} sans activité. Reconnectez-vous pour continuer.`,
    lifetime: ({ lifetimeMs }) =>
      `Vous avez été déconnecté car une session dure au plus ${durationIn(duration, lifetimeMs)}, quelle que soit l’activité. Reconnectez-vous pour continuer.`,
    signedOut: 'Vous avez été déconnecté.',
    headOffice:
      'Le siège a désactivé ou modifié votre compte : vous avez été déconnecté. Adressez-vous à l’administrateur de l’agence ou au siège s’il s’agit d’une erreur.',
    roleChanged:
      'Un administrateur a changé votre rôle : vous avez donc été déconnecté. Reconnectez-vous pour travailler dans votre nouveau rôle.',
    lockedOut: ({ attempts, lockoutMs }) =>
      `Vous avez été déconnecté après ${attempts} mots de passe erronés d’affilée, et la connexion est bloquée pendant ${minutesIn(duration, lockoutMs)}. Réessayez après ce délai, ou demandez à un administrateur de la débloquer.`,
  },
  label: {
    operatorId: 'Identifiant opérateur',
    displayName: 'Nom',
    role: 'Rôle',
    password: 'Mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
  },
  password: {
    tooShort: ({ label, min }) =>
      `${label} : au moins ${min} caractères. Quelques mots sans rapport entre eux font un mot de passe long et facile à retenir.`,
    oneCharacter: ({ label }) =>
      `${label} : ne répétez pas un seul caractère. Choisissez un mot de passe plus difficile à deviner.`,
    containsId: ({ label }) =>
      `${label} : ne doit pas contenir l’identifiant opérateur. Choisissez un mot de passe plus difficile à deviner.`,
    common: ({ label }) =>
      `${label} : c’est l’un des premiers que n’importe qui essaierait (un mot courant ou une suite de touches du clavier, avec ou sans chiffres). Choisissez-en un autre : trois ou quatre mots sans rapport entre eux font un mot de passe solide.`,
    unchanged: 'Le nouveau mot de passe doit être différent de l’actuel. Choisissez-en un autre.',
  },
  /** A field at sign-in left empty. */
  enter: {
    operatorId: 'Saisissez votre identifiant opérateur.',
    password: 'Saisissez votre mot de passe.',
    currentPassword: 'Saisissez votre mot de passe actuel.',
  },
  /** An existing password or id longer than any can be. */
  tooLong: ({ label, max }) => `${label} : trop long, il comporte au plus ${max} caractères.`,
  operatorId: {
    start: ({ label }) => `${label} : doit commencer par une lettre minuscule (de a à z).`,
    characters: ({ label }) =>
      `${label} : uniquement des lettres minuscules, des chiffres, des points et des tirets, par exemple jane.wanjiku ou clerk-2.`,
    headOffice: ({ label, id }) =>
      `${label} : « ${id} » désigne le siège dans le journal, aucun opérateur ne peut donc l'avoir. Choisissez-en un autre.`,
    notPossible: ({ label }) => `${label} : aucun opérateur ne peut avoir cette valeur.`,
  },
  role: ({ label }) =>
    `${label} : choisissez guichetier, superviseur, administrateur, responsable conformité ou auditeur.`,
  firstAdminRole: ({ label }) =>
    `${label} : doit être administrateur, car le premier opérateur configure Remit Desk et crée les autres opérateurs.`,
  activeRequired: 'Indiquez si l’opérateur est actif.',
  /** A form’s request as a whole; `what` is one of `form.name`. */
  form: {
    /** Translator: every `form.name` begins with « formulaire » so « Le ${what} » agrees. */
    missing: ({ what }) =>
      `Le ${what} est manquant ou n’est pas un ensemble de champs. Remplissez à nouveau le formulaire.`,
    extraField: ({ what, properties }) =>
      `Le ${what} contient un champ inattendu : ${properties}. Supprimez-le.`,
    name: {
      newOperator: 'formulaire de nouvel opérateur',
      firstAdmin: 'formulaire du premier administrateur',
      signIn: 'formulaire de connexion',
      operatorChange: 'formulaire de modification d’opérateur',
      operatorChoice: 'formulaire de choix d’opérateur',
      roleChange: 'formulaire de changement de rôle',
      passwordReset: 'formulaire de réinitialisation du mot de passe',
      passwordChange: 'formulaire de changement de mot de passe',
    },
  },
  /** The operator forms' own words, beside their fields (the fields' labels are `label`). */
  operatorForm: {
    /** `Password again`: the field where a password is typed a second time. */
    again: ({ label }) => `${label} (confirmation)`,
    typeAgain: ({ label }) => `Tapez à nouveau le ${label.toLowerCase()}.`,
    passwordsDiffer:
      'Les deux mots de passe ne sont pas identiques. Tapez deux fois le même mot de passe.',
    operatorIdHint:
      'Lettres minuscules, chiffres, points et tirets, en commençant par une lettre, par exemple jane.wanjiku ou clerk-2. Il est consigné avec chaque action.',
    passwordHint: ({ min }) =>
      `Au moins ${min} caractères. Quelques mots sans rapport entre eux font un mot de passe long et facile à retenir.`,
    roleChoice: {
      clerk: 'Guichetier – saisit et envoie les virements',
      supervisor: 'Superviseur – reçus, fin de journée, issues inconnues',
      admin: 'Administrateur – paramètres, clés et opérateurs',
      compliance:
        'Responsable conformité – signalements de soupçon, retenues, virements à déclarer',
      auditor: 'Auditeur – consulte tout, ne modifie rien',
    },
  },
  refused: {
    badCredentials: ({ attempts, lockoutMs }) =>
      `L’identifiant opérateur ou le mot de passe est erroné. Vérifiez les deux et réessayez. Après ${attempts} mots de passe erronés d’affilée, la connexion est bloquée pendant ${minutesIn(duration, lockoutMs)}.`,
    lockedOut: ({ until, attempts }) =>
      `La connexion avec cet identifiant opérateur est bloquée jusqu’à ${until} après ${attempts} mots de passe erronés d’affilée. Réessayez après ce délai, ou demandez à un administrateur de la débloquer.`,
    wrongCurrentPassword: ({ attempts, lockoutMs }) =>
      `Votre mot de passe actuel est erroné : le mot de passe n’a donc pas été changé. Tapez-le à nouveau. Après ${attempts} mots de passe erronés d’affilée, la connexion est bloquée pendant ${minutesIn(duration, lockoutMs)}.`,
    passwordChangedMeanwhile:
      'Votre mot de passe a été réinitialisé ou changé pendant votre saisie : il n’a donc pas été changé. Déconnectez-vous et reconnectez-vous avec le mot de passe qui vous a été donné.',
    passwordHeadOfficeUnreachable:
      'Le siège est injoignable : votre mot de passe n’a donc pas été changé. Il est conservé au siège et ne se change que là. Réessayez quand ce poste sera de nouveau en contact avec le siège. D’ici là, votre mot de passe actuel reste valable.',
    passwordRefusedByHeadOffice: ({ reason }) =>
      `Le siège a refusé le nouveau mot de passe : il n’a donc pas été changé. ${reason}`,
    sessionEndedFirst:
      'Votre session a pris fin avant le changement du mot de passe : il n’a donc pas été changé. Connectez-vous et réessayez.',
    ownApproval:
      'Vous ne pouvez pas approuver votre propre virement. Une autre personne doit taper son propre identifiant opérateur et son mot de passe.',
    /** D114: the checker of a day's closing typed the preparer's own id. */
    ownCheck:
      'Vous avez préparé cette clôture : vous ne pouvez donc pas la vérifier. Un second superviseur tape ici son propre identifiant opérateur et son mot de passe.',
    approverMustChangePassword: ({ name, operatorId }) =>
      `Un administrateur a défini le mot de passe de ${name} (${operatorId}) : cette personne ne peut donc pas approuver avant d’en avoir choisi un nouveau. Elle se connecte, choisit un nouveau mot de passe sur la page Changer le mot de passe, puis approuve à nouveau.`,
    approverNotAllowed: ({ roles }) =>
      `Seul ${eitherOfCodes('fr', formats.someone, roles)} peut approuver ceci. Demandez à l’un d’eux de taper son propre identifiant opérateur et son mot de passe.`,
    headOfficeSilent: ({ since, hours }) =>
      `Seuls les administrateurs peuvent se connecter : ce poste n’a pas eu de nouvelles du siège depuis ${since}, et ne peut travailler plus de ${hours} heures sans lui. Vérifiez le câble réseau ou le Wi-Fi, ou appelez un administrateur.`,
    journalStopped: {
      approval: ({ problem }) =>
        `Personne ne peut approuver pour l’instant : seuls les administrateurs peuvent se connecter tant que le journal n’a pas passé sa vérification. ${problem}`,
      signIn: ({ problem }) =>
        `Seuls les administrateurs peuvent se connecter pour l’instant. ${problem}`,
      session: ({ problem }) =>
        `Seuls les administrateurs peuvent travailler pour l’instant : déconnectez-vous et demandez à un administrateur d’ouvrir l’écran Contrôle du journal. ${problem}`,
    },
  },
};
