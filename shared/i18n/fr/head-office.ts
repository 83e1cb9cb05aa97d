import type * as english from '../en/head-office';
import type { SameShape } from '../messages';

/** The workstation's connection to head office (D99, D100): enrolment and replication. */
export const headOffice: SameShape<typeof english.headOffice> = {
  /** Why a request to head office got no answer to act on. */
  client: {
    unreachable: ({ address }) =>
      `Le siège à l’adresse ${address} est injoignable. Vérifiez l’adresse et le réseau de ce poste, et que le service du siège fonctionne.`,
    rememberedSilence: ({ seconds }) =>
      `Le siège n’a pas répondu il y a un instant : ce guichet compte seul sur son propre journal, et interroge de nouveau le siège dans ${seconds} seconde${seconds === 1 ? '' : 's'}.`,
    timeout: ({ address, seconds }) =>
      `Le siège à l’adresse ${address} n’a pas répondu en ${seconds} seconde${seconds > 1 ? 's' : ''}. Si cela persiste, demandez au siège si son service fonctionne.`,
    certificateMismatch: ({ address, seen }) =>
      `Le certificat de ${address} ne correspond pas à l’empreinte saisie : rien n’a été envoyé. Vérifiez l’empreinte affichée à côté du code d’inscription au siège. Le certificat présenté a l’empreinte ${seen}.`,
    tlsFailed: ({ address }) =>
      `Aucune connexion sécurisée n’a pu être établie avec ${address}. Vérifiez qu’il s’agit bien de l’adresse du siège (https) avec le bon port.`,
    refused: ({ message }) => `Le siège a refusé : ${message}`,
    unexpected: ({ address, status }) =>
      `${address} a répondu d’une façon dont le siège ne répond pas (HTTP ${status}). Vérifiez qu’il s’agit bien de l’adresse du siège ; si c’est le cas, prévenez le siège.`,
    internal: ({ address }) =>
      `Le siège à l’adresse ${address} n’a pas pu répondre (une panne de son côté, que son journal technique indique) et n’a rien conservé de la demande. Les modifications sont renvoyées d’elles-mêmes, et une inscription peut être retentée ; si cela persiste, prévenez le siège.`,
    busy: ({ address }) =>
      `Le siège à l’adresse ${address} reçoit en ce moment les modifications de nombreux postes et n’a rien lu de celles-ci. Elles sont renvoyées d’elles-mêmes dans un instant.`,
    tooLarge: ({ address }) =>
      `${address} a envoyé une réponse bien plus grande que celles du siège. Vérifiez qu’il s’agit bien de l’adresse du siège ; si c’est le cas, prévenez le siège.`,
    badAcknowledgement:
      'L’accusé de réception du siège n’est pas signé avec la clé donnée à l’inscription, ou nomme un autre poste : rien n’a été marqué comme reçu. Prévenez le siège.',
  },
  /** Enrolling this workstation. */
  enrol: {
    already: 'Ce poste est déjà inscrit auprès du siège. Rien n’a été modifié.',
    busy: 'Une inscription est déjà en cours : attendez sa réponse.',
  },
  /** Why the background sender does not go on by itself. */
  sender: {
    unexpected:
      'Les modifications n’ont pas pu être envoyées au siège à cause d’une panne sur ce poste. Elles attendent ici et seront renvoyées ; si cela persiste, appelez l’assistance.',
    tooLarge: ({ seq }) =>
      `La modification ${seq} du journal est plus grande que ce que le siège accepte : la réplication s’est arrêtée là. Appelez l’assistance.`,
    revoked: ({ said }) =>
      `Le siège a révoqué ce poste : plus rien ne lui est envoyé. Le siège a dit : ${said} Si ce PC est encore utilisé, adressez-vous au siège.`,
    refused: ({ said }) =>
      `Le siège a refusé les modifications de ce poste : ${said} La réplication est arrêtée et ne sera pas retentée avant le prochain démarrage de Remit Desk. Prévenez le siège : il conserve les modifications refusées.`,
    badAcknowledgement:
      'La réponse du siège n’était pas signée avec la clé donnée à l’inscription : rien n’a été marqué comme reçu. La réplication est arrêtée jusqu’au prochain démarrage de Remit Desk. Prévenez le siège.',
    replacing:
      'Ce poste a été inscrit avec un code de remplacement sur un PC qui a déjà son propre journal : un remplacement ne se fait qu’au premier lancement d’un nouveau PC (Reprendre depuis le siège). Rien n’est envoyé. Demandez au siège un nouveau code de remplacement et utilisez-le sur cet écran.',
  },
  /** A new PC taking a workstation over from head office at its first launch (D112). */
  takeover: {
    /** Label: the one-time code head office issues to replace a workstation (D112). */
    code: 'Code de remplacement',
    codeHint: 'Émis par le siège pour remplacer ce poste : à usage unique, valable 24 heures.',
    title: 'Reprise depuis le siège',
    lead: 'Ce PC prend la place d’un poste que le siège connaît. Son journal (chaque virement, reçu et ligne d’audit, les opérateurs et les paramètres) est copié depuis le siège et vérifié modification par modification, puis Remit Desk redémarre dessus et les opérateurs se connectent comme sur le PC remplacé.',
    formLead:
      'Saisissez ce que le siège affiche à côté du code de remplacement émis pour ce poste.',
    offer: 'Ce PC remplace-t-il un poste que le siège connaît déjà ?',
    offerButton: 'Reprendre depuis le siège',
    newInstead: 'Installer plutôt un nouveau poste',
    submit: 'Reprendre',
    submitting: 'Copie du journal depuis le siège…',
    progress: ({ reached, of, number, branch, address }) =>
      `Poste ${number} de ${branch}, depuis ${address} : ${reached} modifications sur ${of} copiées et vérifiées.`,
    resumeLead:
      'La reprise s’est arrêtée avant que toutes les modifications soient copiées. Ce qui a été copié est conservé : elle reprend à partir de là.',
    resume: 'Poursuivre la reprise',
    resuming: 'Reprise en cours…',
    done: 'Toutes les modifications sont copiées et vérifiées. Remit Desk redémarre sur le journal reconstruit : connectez-vous avec votre propre compte, comme sur le PC remplacé.',
    busy: 'La reprise est déjà en cours : attendez sa réponse.',
    none: 'Aucune reprise n’est en cours sur ce PC.',
    underWay:
      'Une reprise est déjà en cours sur ce PC : poursuivez-la plutôt que de saisir un code à nouveau.',
    notReplacement: ({ branch, number }) =>
      `Ce code inscrit un nouveau poste (${number} de ${branch}), pas un remplacement, et le siège l’a maintenant utilisé : il n’y a rien à reprendre. Installez ce PC comme un nouveau poste et demandez au siège un nouveau code d’inscription.`,
    moved:
      'La copie du poste au siège a changé pendant la copie : plus rien n’a été copié. Demandez au siège si le PC remplacé envoie encore, puis poursuivez la reprise.',
    startFailed: ({ reason }) =>
      `Le journal reconstruit depuis le siège n’a pas pu être mis en service : ${reason} Redémarrez Remit Desk ; si cela continue, appelez l’assistance.`,
    setUp:
      'Ce poste est déjà installé : la reprise n’est proposée qu’au premier lancement d’un nouveau PC.',
    noFirstAdmin:
      'Une reprise depuis le siège est en cours sur ce PC : les opérateurs arrivent avec son journal. Poursuivez la reprise.',
  },
  /** The enrolment form's fields: labels, hints and what is wrong with what was typed. */
  field: {
    /** Label: the web address of head office's service. */
    address: 'Adresse du siège',
    addressHint: 'Telle que le siège l’a donnée, p. ex. https://hq.bank.example:8443',
    addressRequired: 'Saisissez l’adresse du siège, telle que le siège l’a donnée (https://…).',
    addressNotWeb:
      'Ce n’est pas une adresse web : saisissez-la sous la forme https://hôte:port, telle que le siège l’a donnée.',
    addressHttps:
      'L’adresse du siège commence par https:// (http:// simple uniquement pour 127.0.0.1, en développement).',
    addressNoCredentials: 'Saisissez l’adresse du siège sans nom d’utilisateur ni mot de passe.',
    addressNoPath:
      'Saisissez seulement l’adresse du siège (https://hôte:port), sans chemin, ni ? ni #.',
    /** Label: the one-time code head office gives for this workstation. */
    code: 'Code d’inscription',
    codeHint: 'Affiché au siège pour ce poste : à usage unique, valable 24 heures.',
    codeRequired: 'Saisissez le code d’inscription que le siège affiche pour ce poste.',
    codeFormat:
      'Un code d’inscription se compose de lettres et de chiffres, en groupes séparés par des tirets, tel que le siège l’affiche.',
    /** Label: the SHA-256 fingerprint of head office's TLS certificate. */
    fingerprint: 'Empreinte du certificat',
    fingerprintHint:
      'Affichée à côté du code au siège : 64 chiffres hexadécimaux, par paires. Inutile pour http://127.0.0.1.',
    fingerprintRequired:
      'Saisissez l’empreinte du certificat que le siège affiche à côté du code : c’est ainsi que ce poste reconnaît le siège.',
    fingerprintFormat:
      'Une empreinte se compose de 64 chiffres hexadécimaux (0–9, A–F), par paires séparées par des deux-points, telle que le siège l’affiche.',
    only: 'Envoyez uniquement l’adresse, le code et l’empreinte.',
  },
  /** The admin's Head office page. */
  page: {
    lead: 'Le siège conserve une copie de chaque modification du journal de ce poste : aucun enregistrement ne disparaît avec ce PC, et le siège voit toutes les agences. Inscrivez le poste une fois, avec ce que le siège affiche pour lui.',
    enrol: 'Inscrire auprès du siège',
    enrolling: 'Inscription…',
    enrolled: ({ branch }) => `Ce poste est inscrit auprès du siège, pour l’agence ${branch}.`,
    /** Heading of the enrolled connection's details. */
    connection: 'Connexion',
    /** Label: the branch this workstation belongs to, at head office. */
    branch: 'Agence',
    branchValue: ({ name, code }) => `${name} (${code})`,
    /** Label: this workstation's number within its branch. */
    workstation: 'Poste',
    workstationValue: ({ number }) => `Numéro ${number}`,
    /** Label: when and by whom the workstation was enrolled. */
    enrolledAt: 'Inscrit',
    enrolledBy: ({ at, by }) => `${at}, par ${by}`,
    plainHttp: 'Aucune : HTTP simple vers ce PC, pour le développement uniquement',
    /** Heading of the replication's status. */
    replication: 'Réplication',
    lastAck: ({ seq, at }) =>
      `Le siège a accusé réception en dernier de la modification ${seq}, à ${at}.`,
    noAck: 'Le siège n’a encore accusé réception d’aucune modification.',
    /** Heading of a problem that stopped replication until the next start. */
    stopped: 'Réplication arrêtée',
    /** Heading of a problem replication retries by itself. */
    heldUp: 'Réplication retardée',
  },
  /** D126: the settings head office publishes to the branch. */
  published: {
    calendarStale: ({ year, countries }) =>
      `Aucun transfert ne peut être envoyé : le calendrier RTGS fixé par le siège n’a aucun jour férié pour ${year} en ${countries}. Un administrateur demande au siège de publier les jours fériés de cette année ; rien n’a été envoyé.`,
    calendarShort: ({ days, date, year, countries }) =>
      `Aucun transfert ne peut être envoyé : le siège demande que le calendrier RTGS couvre ${days} jours d’avance, jusqu’au ${date}, et il n’a encore aucun jour férié pour ${year} en ${countries}. Un administrateur demande au siège de publier les jours fériés de cette année ; rien n’a été envoyé.`,
    setThere:
      'Cette partie des réglages est fixée par le siège pour tous les postes de l’agence : elle ne peut pas être modifiée ici. Demandez à un administrateur du siège de la changer.',
    notice: ({ version, at }) =>
      `Fixé par le siège (réglages version ${version}, appliqués le ${at}). Pour le changer, demandez à un administrateur du siège : le changement arrive sur ce poste à son prochain contact.`,
    version: ({ version, at }) =>
      `Ce poste applique les réglages du siège, version ${version}, appliqués le ${at}.`,
    none: 'Le siège n’a encore publié aucun réglage pour cette agence : ce poste applique les siens.',
  },
  /** The replication's state in one line, on the admin's page and the supervisor's home. */
  status: {
    upToDate: 'Toutes les modifications sont parvenues au siège.',
    waiting: ({ count, since }) =>
      count <= 1
        ? `${count} modification attend d’être transmise au siège, depuis ${since}.`
        : `${count} modifications attendent d’être transmises au siège, la plus ancienne depuis ${since}.`,
    notEnrolled:
      'Ce poste n’est pas inscrit auprès du siège : son journal n’est conservé que sur ce PC.',
    /** Label of the line on the supervisor's home page. */
    title: 'Siège',
    clockOff: ({ at, said }) =>
      `Le siège a refusé pour la dernière fois de compter les virements de ce PC dans les totaux journaliers de la banque à ${at}, heure de ce PC : ${said}`,
    clockOffTitle: 'L’horloge de ce PC',
  },
};
