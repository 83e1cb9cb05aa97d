import type * as english from '../en/first-launch';
import type { SameShape } from '../messages';

/**
 * First launch: the first admin, what an earlier setup left in the keychain, and the wizard that
 * connects the workstation to the bank (D39, D51).
 */
export const firstLaunch: SameShape<typeof english.firstLaunch> = {
  step: {
    workstation: 'Poste',
    bankIdentity: 'Identité de la banque',
    environment: 'Environnement',
    branchLists: 'Listes de l’agence',
    rtgsCalendar: 'Calendrier RTGS',
    signingKey: 'Clé de signature',
    check: 'Vérification de la connexion',
    operators: 'Opérateurs',
    summary: 'Récapitulatif',
  },
  /** Why each step is there, in a sentence the admin reads first. */
  purpose: {
    workstation:
      'L’identité de ce poste. Son numéro commence chaque référence de virement, et l’agence est imprimée sur chaque reçu.',
    bankIdentity:
      'La façon dont chaque reçu nomme la banque : sa raison sociale, l’adresse de l’agence, où un client peut adresser une réclamation, et la mention d’agrément du régulateur. Aucun reçu ne s’imprime sans ces informations.',
    environment:
      'Le service bancaire avec lequel ce poste travaille : le bac à sable bancaire intégré pour la formation, ou le service de test ou de production de la banque.',
    branchLists:
      'Ce que proposent les formulaires des guichetiers : les comptes payeurs de l’agence, les banques de chaque pays et les portefeuilles mobiles.',
    rtgsCalendar:
      'Quand un virement RTGS part immédiatement et quand il attend la prochaine plage : l’heure d’ouverture de chaque pays, l’heure limite de la banque et ses jours fériés. Les jours fériés sont demandés pour les pays des comptes source de l’agence, vers lesquels un virement RTGS peut partir.',
    signingKey:
      'Chaque virement est signé avec la clé privée de ce poste ; la banque vérifie la signature avec sa clé publique.',
    check:
      'Remit Desk demande au service un jeton et les motifs de paiement, pour prouver que l’adresse et les identifiants sont bons.',
    operators:
      'Les guichetiers qui envoient les virements et les superviseurs qui approuvent, régularisent et clôturent la journée, chacun avec ses propres identifiants de connexion.',
    summary: 'Ce qui est configuré, et ce qui reste à faire, avant que le poste entre en service.',
  },
  /** What each step holds, or what is missing, in a sentence. */
  note: {
    workstationMissing: {
      number: 'le numéro du poste',
      branchName: 'le nom de l’agence',
      branchCode: 'le code de l’agence',
      countryCode: 'le pays de l’agence',
    },
    workstation: ({ number, branch, code }) => `Poste ${number} de l’agence ${branch} (${code}).`,
    enter: ({ items }) => `Saisissez ${items}.`,
    identity: ({ legalName, complaints }) => `${legalName} ; réclamations : ${complaints}.`,
    identityMissing: ({ lines }) =>
      `Saisissez ${lines} : aucun reçu ne s’imprime sans ces informations.`,
    calendarNeedsAccounts:
      'Ajoutez d’abord les comptes source de l’agence : les jours fériés demandés sont ceux de leurs pays.',
    calendar: ({ countries }) => `Jours fériés de l’année à venir saisis : ${countries}.`,
    calendarMissing: ({ countries }) =>
      `Saisissez ou importez les jours fériés de l’année à venir : ${countries}.`,
    chooseEnvironment: 'Choisissez l’environnement à configurer.',
    sandbox: 'Le bac à sable bancaire intégré : rien à saisir.',
    /** `environment`: its words at the start of a sentence. */
    environment: ({ environment, address }) =>
      `${environment}, à l’adresse ${address} ; identifiants définis.`,
    addEntry: ({ lists }) => `Ajoutez au moins une entrée à chacune de ces listes : ${lists}.`,
    /** How many entries a list holds, joined into one sentence. */
    listCount: {
      sourceAccounts: ({ count }) =>
        count <= 1 ? `${count} compte source` : `${count} comptes source`,
      banks: ({ count }) => (count <= 1 ? `${count} banque` : `${count} banques`),
      wallets: ({ count }) =>
        count <= 1 ? `${count} portefeuille mobile` : `${count} portefeuilles mobiles`,
    },
    keyMissing: 'Générez ou importez la clé de signature.',
    keySandbox: 'Une clé que le bac à sable bancaire a enregistrée lui-même.',
    key: ({ bits }) =>
      `Une clé de ${bits} bits ; la banque l’enregistre à partir de sa clé publique.`,
    checkPassed: 'La connexion fonctionne.',
    checkSandbox: 'Facultatif avec le bac à sable bancaire.',
    checkAcknowledged: 'Terminé sans vérification réussie, en connaissance de cause et consigné.',
    noClerk:
      'Aucun guichetier pour l’instant : personne ne peut envoyer de virement tant qu’un administrateur n’en a pas créé un.',
    operators: ({ clerks, others }) =>
      `${clerks === 1 ? 'Un guichetier' : `${clerks} guichetier${clerks <= 1 ? '' : 's'}`} et ${others === 1 ? 'un autre opérateur' : `${others} autre${others <= 1 ? '' : 's'} opérateur${others <= 1 ? '' : 's'}`}.`,
    ready: 'Prêt : commencez à utiliser Remit Desk.',
    toDoFirst: ({ count }) =>
      `${count === 1 ? 'Une chose' : `${count} chose${count <= 1 ? '' : 's'}`} à faire d’abord.`,
  },
  switchFirst: ({ target, running }) =>
    `Basculez vers ${target} et redémarrez : Remit Desk fonctionne sur ${running} jusqu’à son prochain démarrage.`,
  /** The first admin, and what an earlier setup of this workstation left in the keychain. */
  admin: {
    title: 'Bienvenue dans Remit Desk',
    lead: 'Ce poste n’a encore aucun opérateur. Créez le premier administrateur : l’administrateur choisit l’environnement bancaire, stocke les identifiants du service, configure la clé de signature et ajoute les guichetiers et les superviseurs.',
    sandboxLead:
      'Remit Desk démarre avec le bac à sable bancaire, pour la formation : rien de ce que vous y envoyez ne déplace d’argent réel.',
    alreadySetUp: 'Allez à la page de connexion et connectez-vous sous votre propre nom.',
    toSignIn: 'Aller à la connexion',
    create: 'Créer l’administrateur et se connecter',
  },
  earlier: {
    title: 'Ce poste a déjà été configuré',
    found:
      'Le journal est neuf, mais le trousseau du système contient encore ce qu’une configuration antérieure y a laissé :',
    lost: 'Le journal antérieur a été supprimé, déplacé ou renommé. Si vous le retrouvez, laissez-le tel quel et prévenez l’assistance. Rien de la configuration antérieure n’est utilisé tant que vous n’avez pas décidé ici.',
    question: 'Ce qu’il en advient',
    keep: ({ environment }) =>
      `Le conserver : je suis l’administrateur de ce poste et je tape le secret client pour ${environment} pour le prouver.`,
    remove:
      'Le supprimer et repartir de zéro : les identifiants du service et les clés de signature sont supprimés du trousseau. Les derniers numéros de référence émis sont conservés, afin qu’aucune référence ne soit utilisée deux fois.',
    removeProved: ({ environment }) =>
      `Le supprimer et repartir de zéro : je tape le secret client pour ${environment} afin de prouver qu’il m’appartient de le supprimer. Les identifiants du service et les clés de signature sont supprimés du trousseau. Les derniers numéros de référence émis sont conservés, afin qu’aucune référence ne soit utilisée deux fois.`,
    secretLabel: ({ environment }) => `Secret client pour ${environment}`,
    someService: 'le service de la banque',
    secretHint:
      'Tel que la banque l’a délivré pour ce poste. Il est vérifié ici et n’est jamais affiché.',
    /** One sentence per entry found. */
    item: {
      journal: ({ rows }) =>
        `l’enregistrement d’un journal antérieur, qui comptait ${rows} ligne${rows <= 1 ? '' : 's'} d’audit`,
      credentials: 'les identifiants du service',
      signingKey: 'la clé de signature',
      highWater: 'le dernier numéro de référence émis',
    },
    itemOf: {
      credentials: ({ environment }) => `les identifiants du service pour ${environment}`,
      signingKey: ({ environment }) => `la clé de signature pour ${environment}`,
      highWater: ({ environment }) => `le dernier numéro de référence émis pour ${environment}`,
    },
    choose:
      'Indiquez ce qu’il advient de ce que la configuration antérieure a laissé dans le trousseau : le conserver (tapez le secret client) ou le supprimer.',
    consumerSecret: 'Tapez le secret client que la banque a délivré pour ce poste.',
    tooLong: ({ max }) =>
      `Le secret client dépasse ${max} caractères. Vérifiez ce qui a été collé.`,
    only: 'La réponse sur la configuration antérieure contient un champ inattendu. Répondez à nouveau.',
  },
  /** The wizard’s own screen. */
  wizard: {
    title: 'Configurer ce poste',
    lead: 'Parcourez chaque étape ; ce que vous enregistrez est conservé immédiatement, vous pouvez donc partir et revenir plus tard. Les pages Paramètres et Connexion bancaire permettent ensuite de tout modifier.',
    loading: 'Chargement…',
    steps: 'Étapes de configuration',
    mark: { done: 'fait', todo: 'à faire' },
    state: { done: 'Fait :', todo: 'À faire :' },
    count: ({ step, total }) => `Étape ${step} sur ${total}`,
    sandboxKey:
      'Avec le bac à sable bancaire, il n’y a rien à faire ici : Remit Desk a créé la clé de ce poste et le bac à sable l’a enregistrée lui-même.',
    sandboxCheck:
      'Avec le bac à sable bancaire, la vérification est facultative : le bac à sable fonctionne sur cet ordinateur.',
    continueTo: ({ step }) => `Continuer : ${step}`,
    back: 'Retour',
  },
  lists: {
    sandbox:
      'Le bac à sable bancaire a rempli ces listes à partir de son propre répertoire. Vérifiez-les, ou continuez.',
    loading: 'Chargement des listes…',
    none: 'aucune pour l’instant',
    entered: ({ count }) => `${count} saisie${count <= 1 ? '' : 's'}`,
  },
  environment: {
    legend: 'Environnement à configurer',
    sandbox: 'Bac à sable bancaire (formation)',
    /** Beside each choice’s name. */
    about: {
      sandbox:
        'La banque de substitution propre à Remit Desk, sur cet ordinateur. Aucun argent réel ne circule, et il n’y a rien à saisir : ni adresse, ni identifiants, ni enregistrement de clé.',
      test: 'Le service de la banque pour les essais avant la mise en production. Il vous faut l’adresse et les trois identifiants que la banque vous a donnés.',
      live: 'De l’argent réel. Il vous faut l’adresse et les trois identifiants que la banque vous a donnés pour la production.',
    },
    /** `environment`: the choice’s name, in lower case. */
    settingUp: ({ environment }) =>
      `Remit Desk configure ${environment}. Saisissez son adresse et ses identifiants ci-dessous.`,
    useSandbox: 'Utiliser le bac à sable et continuer',
    keep: ({ environment }) => `Garder ${environment}`,
    setUp: ({ environment }) => `Configurer ${environment}`,
    credentials: 'Identifiants',
  },
  operators: {
    canSignIn: ({ name, role }) =>
      `${name} peut maintenant se connecter en tant que ${role}, puis devra choisir un nouveau mot de passe. Communiquez-lui en personne celui que vous avez saisi.`,
    add: 'Ajouter un opérateur',
    submit: 'Ajouter l’opérateur',
  },
  summary: {
    blockers: 'Avant de pouvoir utiliser Remit Desk :',
    later: 'Reste pour plus tard (sans vous bloquer) :',
    switchTo: ({ environment }) => `Basculer vers ${environment}`,
    runsOn: ({ environment }) =>
      `Remit Desk fonctionne sur ${environment} jusqu’à son prochain démarrage. Basculez, puis redémarrez ; reconnectez-vous et terminez ici.`,
    start: 'Commencer à utiliser Remit Desk',
    done: 'Remit Desk est configuré. Modifiez-en n’importe quel élément plus tard dans les pages Paramètres et Connexion bancaire.',
  },
};
