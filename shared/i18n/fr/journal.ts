import type * as english from '../en/journal';
import type { SameShape } from '../messages';
import { rowNamed, wordFor } from '../lists';

/** Each sealed table’s row, named for the admin by the columns that identify it. */
export const named: SameShape<typeof english.named> = {
  settings: ({ key }) => `Le paramètre « ${key} »`,
  operators: ({ key }) => `Le compte opérateur ${key}`,
  branch_source_accounts: ({ key }) => `Le compte source de l’agence ${key}`,
  branch_banks: ({ key }) => `La banque de l’agence ${key}`,
  branch_wallets: ({ key }) => `Le portefeuille mobile de l’agence ${key}`,
  reference_state: ({ key }) => `Le compteur de références ${key}`,
  transfers: ({ key }) => `Le virement ${key}`,
  attempts: ({ key }) => `La tentative ${key}`,
  settlements: ({ key }) => `La régularisation ${key}`,
  day_closings: ({ key }) => `La clôture de la journée ${key}`,
  backups: ({ key }) => `L’enregistrement de sauvegarde ${key}`,
  receipt_prints: ({ key }) => `L’impression de reçu ${key}`,
  control_marks: ({ key }) => `La marque de conformité ${key}`,
  transfer_approvals: ({ key }) => `L’approbation du superviseur ${key}`,
  draft_refusals: ({ key }) => `Le refus par le superviseur du brouillon ${key}`,
  suspicion_flags: ({ key }) => `Le signalement de soupçon ${key}`,
  flag_reviews: ({ key }) => `L’examen de conformité du signalement de soupçon ${key}`,
  unreconciled_references: ({ key }) => `La référence à rapprocher avec la banque ${key}`,
  reference_reconciliations: ({ key }) =>
    `La réponse de la banque enregistrée pour l’entrée ${key}`,
  row_seal_sets: ({ key }) => `Le sceau couvrant la table ${key}`,
  row_seal_marks: ({ key }) => `La marque du contrôle de démarrage pour la table ${key}`,
  sanctions_lists: ({ key }) => `La liste de sanctions importée ${key}`,
  transfer_screenings: ({ key }) => `Le filtrage du virement ${key}`,
  transfer_rescreenings: ({ key }) => `Le nouveau filtrage ${key} d’un virement retenu`,
  compliance_decisions: ({ key }) => `La décision du responsable conformité sur le virement ${key}`,
  outbox_acks: ({ key }) => `L’accusé de réception du siège pour la modification ${key}`,
  bank_statements: ({ key }) => `Le relevé bancaire ${key}`,
  statement_lines: ({ key }) => `La ligne ${key} d’un relevé bancaire`,
  statement_items: ({ key }) => `Le rapprochement de la ligne de relevé ${key}`,
  statement_resolutions: ({ key }) => `L’écart réglé ${key} d’un relevé bancaire`,
  teller_floats: ({ key }) => `Le fonds de caisse d’ouverture ${key}`,
  teller_counts: ({ key }) => `Le comptage de caisse ${key}`,
  transfer_returns: ({ key }) => `Le retour ou le rappel du virement ${key}`,
  refund_receipt_prints: ({ key }) => `L’impression ${key} d’un reçu de remboursement`,
  audit: ({ key }) => `La ligne d’audit ${key}`,
};

/** A table held whole, as a list of rows. */
const lists = {
  settings: 'les paramètres',
  operators: 'les comptes opérateurs',
  branch_source_accounts: 'les comptes source de l’agence',
  branch_banks: 'les banques de l’agence',
  branch_wallets: 'les portefeuilles mobiles de l’agence',
  reference_state: 'le compteur de références',
  head_office_operator_sync: 'la version des opérateurs du siège appliquée',
};

/** The journal’s own words: opening it, its seal and audit chain, a restore, what a stop left. */
export const journal: SameShape<typeof english.journal> = {
  open: {
    newerVersion: ({ path, version }) =>
      `Le journal ${path} a été écrit par une version plus récente de Remit Desk (schéma ${version}). Installez cette version ou une plus récente ; celle-ci ne modifiera pas le fichier.`,
    notSqlite: 'pas une base de données SQLite lisible',
    inUse: ({ path }) =>
      `Le journal ${path} est utilisé par un autre programme (Remit Desk est-il déjà ouvert ?). Fermez-le et redémarrez.`,
    cannotOpen: ({ path, reason }) =>
      `Le journal ${path} ne peut pas être ouvert (${reason}). Vérifiez que le disque est disponible et que le dossier est accessible en écriture, puis redémarrez.`,
    damaged: ({ path, detail }) =>
      `Le journal ${path} est endommagé (${detail}). L’envoi est désactivé. Ne supprimez pas et ne déplacez pas le fichier : c’est la trace de ce qui a été envoyé. Appelez le support.`,
    keyMissing: ({ path }) =>
      `Le journal ${path} est chiffré, et le trousseau de ce poste ne contient pas sa clé : il a été créé sur un autre poste. Un administrateur importe pour lui le fichier de séquestre de clés du siège, avec sa phrase secrète. Ne supprimez pas et ne déplacez pas le fichier.`,
    keyMismatch: ({ path }) =>
      `Le journal ${path} ne peut pas être lu avec la clé de ce poste. S’il a été copié depuis un autre poste (une sauvegarde restaurée sur un nouveau PC), un administrateur importe pour lui le fichier de séquestre de clés du siège ; sinon, il est endommagé. Ne supprimez pas et ne déplacez pas le fichier. Appelez le support.`,
  },
  audit: {
    noKey:
      'Le journal d’audit n’a pas encore de clé : le journal doit être scellé avant toute écriture.',
    missing: ({ seq }) => `La ligne d’audit ${seq} est manquante.`,
    relinked: ({ seq, previous }) => `La ligne d’audit ${seq} ne suit pas la ligne ${previous}.`,
    unkeyed: ({ seq }) =>
      `La ligne d’audit ${seq} n’est pas scellée avec la clé du journal, alors que les lignes précédentes le sont.`,
    edited: ({ seq }) => `La ligne d’audit ${seq} a été modifiée après son écriture.`,
    notOurs: ({ seq }) =>
      `La ligne d’audit ${seq} n’est pas celle que ce poste a écrite à cet endroit.`,
    lastMissing: ({ seq }) => `La ligne d’audit ${seq}, la dernière écrite, est manquante.`,
    lastOnesMissing: ({ first, last }) =>
      `Les lignes d’audit ${first} à ${last}, les dernières écrites, sont manquantes.`,
    checkedMissing: ({ seq }) =>
      `La ligne d’audit ${seq}, déjà vérifiée auparavant, est manquante.`,
    changedSinceCheck: ({ seq }) => `La ligne d’audit ${seq} a été modifiée après sa vérification.`,
    notRebuildMark: ({ seq }) =>
      `La ligne d’audit ${seq} devrait enregistrer la reconstruction du journal depuis le siège, et ne le fait pas.`,
    rebuildUnfinished: ({ seq }) =>
      `La reconstruction du journal depuis le siège n’est pas allée à son terme : la ligne d’audit ${seq}, qui l’enregistre, est manquante.`,
    /** What a failed check says after what it found: what to do, and what not to. */
    broken: ({ what }) =>
      `${what} Le journal a été altéré ou endommagé. Laissez le fichier du journal tel quel (ne le supprimez pas, ne le déplacez pas, ne le modifiez pas) et appelez le support.`,
  },
  records: {
    noAuditRow: ({ reference }) =>
      `Le virement ${reference} n’a aucune ligne d’audit : il n’a pas été réservé par Remit Desk.`,
    detailsDiffer: ({ reference, seq }) =>
      `Le virement ${reference} ne contient plus le montant ou les détails signés que la ligne d’audit ${seq} a enregistrés lors de sa réservation.`,
    stateDiffers: ({ reference, seq }) =>
      `Le virement ${reference} ne contient plus l’état que la ligne d’audit ${seq} a enregistré.`,
  },
  seal: {
    stopped:
      'Tant que le support ne l’a pas examiné, aucun envoi n’est possible et seuls les administrateurs peuvent se connecter.',
    stoppedUntilConfirmed:
      'D’ici là, aucun envoi n’est possible et seuls les administrateurs peuvent se connecter.',
    tampered: ({ what, path, stopped }) =>
      `${what} Le journal (${path}) a été altéré ou endommagé. Laissez le fichier tel quel (ne le supprimez pas, ne le déplacez pas, ne le modifiez pas) et appelez le support. ${stopped}`,
    endsBeforeHead: (v) =>
      `${v.what} Le journal (${v.path}) s’arrête à la ligne d’audit ${v.lastRow}, mais ce poste a écrit jusqu’à la ligne ${v.headRow} : des lignes ont été supprimées à la fin, ou une sauvegarde a été restaurée. Si un administrateur a restauré une sauvegarde comme l’indique le guide du superviseur, il le confirme sur l’écran Contrôle du journal. Sinon, laissez le fichier tel quel (ne le supprimez pas, ne le déplacez pas, ne le modifiez pas) et appelez le support. ${v.stopped}`,
    fileDamaged: ({ path, found, stopped }) =>
      `Le fichier du journal (${path}) est endommagé : le contrôle de ses pages par SQLite a trouvé ${found}. Laissez le fichier tel quel (ne le supprimez pas, ne le déplacez pas, ne le modifiez pas) et appelez le support. ${stopped}`,
    /** A record the keychain keeps for the journal is damaged (its sentence), then `stopped`. */
    damagedRecord: ({ damaged, stopped }) => `${damaged} ${stopped}`,
    keychainUnusable: ({ path, reason }) =>
      `Remit Desk conserve la clé qui scelle son journal (${path}) dans le trousseau du système, et ne peut pas l’utiliser : ${reason}`,
    keyNotInKeychain: ({ path }) =>
      `Le journal (${path}) est scellé avec une clé absente du trousseau du système de ce poste (nouveau profil utilisateur, trousseau restauré, ou journal provenant d’un autre poste). Remit Desk ne peut ni le vérifier ni y ajouter quoi que ce soit. Laissez le fichier tel quel (ne le supprimez pas, ne le déplacez pas, ne le modifiez pas) et appelez le support.`,
    cannotCheck: 'Le journal ne peut pas être vérifié',
  },
  restore: {
    cannotConfirm: 'La restauration ne peut pas être confirmée',
    notRestored: ({ finding }) =>
      `Ce journal ne peut pas être confirmé comme une sauvegarde restaurée. ${finding}`,
    nothingToConfirm:
      'Le journal a passé son contrôle : il atteint la dernière ligne écrite par ce poste, il n’y a donc aucune sauvegarde restaurée à confirmer. Rien n’a été modifié.',
    notRecorded: 'La restauration a été vérifiée mais n’a pas pu être enregistrée',
  },
  interrupted: {
    notSent:
      'Remit Desk s’est arrêté avant que ce virement n’atteigne le service. Aucun fonds n’a été déplacé.',
    unknown:
      'Remit Desk s’est arrêté pendant l’envoi de ce virement. Le service l’a peut-être reçu : un superviseur doit confirmer auprès de la banque avant tout nouvel envoi.',
    takenOver:
      'Ce virement était en cours d’envoi depuis le poste que celui-ci a remplacé, et le siège n’a peut-être pas ses derniers enregistrements. Le service l’a peut-être reçu : un superviseur doit confirmer auprès de la banque avant tout nouvel envoi.',
    restored:
      'Ce virement était en cours d’envoi quand la sauvegarde dont ce journal a été restauré a été faite, et le poste a pu continuer à l’envoyer. Le service l’a peut-être reçu : un superviseur doit confirmer auprès de la banque avant tout nouvel envoi.',
    attempt: 'interrompue : l’application s’est arrêtée pendant cette tentative',
  },
  /** What could not be done (`what`: journal.seal.cannotCheck, journal.restore.cannotConfirm…), then the OS keychain's own trouble. */
  keychainFailed: ({ what, trouble }) => `${what} : ${trouble}`,
  /** Head office’s escrow file of the journal’s keys (D70). */
  escrow: {
    noKeys: 'le trousseau ne contient encore aucune clé de journal',
    keychainFailed: ({ reason }) =>
      `Les clés du journal n’ont pas pu être lues dans le trousseau du système (${reason}). Rien n’a été écrit. Vérifiez que le trousseau est déverrouillé et exportez de nouveau.`,
    saveTitle: 'Enregistrer le fichier de séquestre de clés pour le siège',
    fileKind: 'Fichiers de séquestre de clés Remit Desk',
    writeFailed: ({ file, detail }) =>
      `Le fichier de séquestre n’a pas pu être écrit dans ${file} (${detail}). Rien n’a été exporté. Choisissez un dossier accessible en écriture et exportez de nouveau.`,
    notThisJournal: ({ workstation, exportedAt, path }) =>
      `Ce fichier de séquestre (poste ${workstation}, enregistré le ${exportedAt}) n’ouvre pas le journal ${path}. Rien n’a été stocké. Demandez au siège le fichier enregistré sur le poste d’où provient la sauvegarde.`,
  },
  /** The row seal (D68): a row the app decides from that no longer carries its MAC. */
  rows: {
    altered: ({ table, key }) =>
      `${rowNamed(named, table, key)} : ligne écrite hors de Remit Desk, sans le sceau du journal (table ${table}).`,
    addedOrRemoved: ({ table }) =>
      `Des lignes ont été ajoutées ou supprimées hors de Remit Desk dans ${wordFor(lists, table)} (table ${table}).`,
    setMissing: ({ table }) =>
      `Le sceau couvrant ${wordFor(lists, table)} est manquant (table ${table}).`,
    notReserved: ({ reference }) =>
      `Le virement ${reference} n’a aucune réservation scellée dans le journal d’audit : Remit Desk ne l’a pas réservé, il n’est donc jamais envoyé.`,
    bodyDiffers: ({ reference, seq }) =>
      `Le virement ${reference} ne contient plus le corps que la ligne d’audit ${seq} a enregistré lors de sa réservation : il n’est donc pas envoyé.`,
  },
  /** The name an earlier version’s holiday (a date alone) is given when its settings are read. */
  earlierHolidayName: 'Jour férié',
};
