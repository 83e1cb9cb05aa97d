import type * as english from '../en/screening';
import type { SameShape } from '../messages';

/** Sanctions lists, screening and holds (D78). The clerk’s words never name a list or a score. */
export const screening: SameShape<typeof english.screening> = {
  format: {
    'un-xml': 'Liste consolidée du Conseil de sécurité de l’ONU (XML)',
    'ofac-csv': 'Liste SDN de l’OFAC (États-Unis) (sdn.csv)',
    'ofac-xml': 'Liste SDN de l’OFAC (États-Unis) (sdn.xml)',
    'bank-csv': 'Liste propre à la banque (CSV)',
  },
  list: {
    un: 'Liste consolidée du Conseil de sécurité de l’ONU',
    ofac: 'Liste SDN de l’OFAC (États-Unis)',
    bank: 'Liste de sanctions propre à la banque',
  },
  page: {
    lead: 'Avant l’envoi d’un virement, les noms qu’il contient sont comparés à ces listes. Une correspondance possible le retient pour un responsable conformité ; les envois s’arrêtent dès qu’une liste est plus ancienne que ne le permettent les paramètres.',
    stopTitle: 'Les virements ne peuvent pas être envoyés pour le moment',
    col: {
      list: 'Liste',
      date: 'Date de la liste',
      entries: 'Entrées',
      imported: 'Importée depuis',
      checksum: 'SHA-256',
    },
    age: ({ days }) =>
      days === 0 ? 'aujourd’hui' : days === 1 ? 'il y a 1 jour' : `il y a ${days} jours`,
    tooOld: ({ days }) => `il y a ${days} jours : trop ancienne, les envois s’arrêtent`,
    notImported: 'Non importée sur ce poste.',
    setAtHeadOffice: ({ version }) =>
      `Publiée par le siège (version des paramètres ${version}) : elle arrive au prochain contact et ne peut pas être importée ici.`,
    settings: ({ threshold, days }) =>
      `Un nom dont le score atteint ${threshold} ou plus retient le virement ; une liste peut avoir au plus ${days} jours (Paramètres, Filtrage des sanctions).`,
    importTitle: 'Importer une liste',
    format: 'Liste contenue dans le fichier',
    date: 'Date de la liste',
    dateHint: 'Ce fichier n’indique pas sa date : saisissez la date donnée par son éditeur.',
    choose: 'Choisir le fichier et importer',
    importing: 'Importation…',
    imported: ({ list, entries, date }) => `En vigueur : ${list} du ${date}, ${entries} entrées.`,
  },
  held: {
    lead: 'Chaque virement ci-dessous a été retenu avant tout envoi : un nom qu’il contient est proche d’un nom inscrit sur une liste. Comparez les documents du client avec la personne inscrite, puis libérez-le (il est envoyé sous sa référence) ou refusez-le (il ne sera jamais envoyé). Votre motif est conservé avec la décision.',
    none: 'Aucun virement n’attend de contrôle de conformité.',
    foundAtEntry: ({ at }) => `Trouvé à sa saisie, le ${at}`,
    foundSince: 'Nouveau : trouvé depuis sa saisie',
    screenedAgain: ({ at }) =>
      `Contrôlé de nouveau le ${at}, avec les listes alors en vigueur. Votre décision couvre aussi ces correspondances.`,
    entered: ({ at, clerk }) => `Saisi le ${at} par ${clerk}`,
    role: { sender: 'Donneur d’ordre', recipient: 'Bénéficiaire' },
    match: ({ role, name }) => `${role} proche du nom inscrit « ${name} »`,
    onList: ({ list, date, entry, score }) => `${list} du ${date}, entrée ${entry}, score ${score}`,
    reason: 'Motif de votre décision',
    reasonHint:
      'Ce que vous avez vérifié (documents, date de naissance, nationalité) et pourquoi vous avez décidé ainsi.',
    release: 'Libérer et envoyer',
    refuse: 'Refuser : ne jamais envoyer',
    released: ({ reference, state }) => `Le virement ${reference} a été libéré : ${state}.`,
    refused: ({ reference }) => `Le virement ${reference} a été refusé : il ne sera jamais envoyé.`,
  },
  hold: {
    /** On the clerk’s receipt: neutral, naming no list and no match. */
    notSent: 'Non envoyé après le contrôle de conformité. Aucun fonds n’a été déplacé.',
    notHeld: ({ reference }) =>
      `Le virement ${reference} n’attend pas de contrôle de conformité (une décision a été prise entre-temps, ou la référence est erronée). Actualisez la liste.`,
    ownTransfer: ({ reference }) =>
      `Vous avez saisi vous-même le virement ${reference} : vous ne pouvez pas décider de son contrôle de conformité. Un autre responsable conformité doit le faire.`,
    listsChanged: ({ reference, matches }) =>
      `Le virement ${reference} n’a pas été libéré : contrôlé de nouveau avec les listes en vigueur, il correspond aussi à ${matches}, trouvé depuis sa saisie. Ces correspondances sont maintenant affichées avec le virement, marquées nouvelles : comparez-les aussi avec les documents du client, puis décidez de nouveau. Rien n’a été envoyé.`,
    notShown: ({ reference }) =>
      `Le virement ${reference} n’a pas été libéré : il a été contrôlé de nouveau après l’affichage de cette page, et des correspondances ont été trouvées depuis sa saisie. Elles sont maintenant affichées avec le virement, marquées nouvelles : lisez-les, puis décidez de nouveau. Rien n’a été envoyé.`,
    resendScreened: ({ reference }) =>
      `Le virement ${reference} ne peut pas être renvoyé : contrôlé de nouveau avec les listes de sanctions en vigueur, il demande un contrôle de conformité. Demandez à la banque, ou lisez son relevé, si le premier envoi est arrivé, et réglez-le ainsi ; s’il n’est jamais arrivé, un nouveau virement pour le client est contrôlé puis examiné par un responsable conformité.`,
  },
  decision: {
    reference: 'La référence doit être les 12 chiffres d’un virement retenu.',
    reasonRequired:
      'Le motif est obligatoire : indiquez ce que vous avez vérifié et pourquoi vous avez décidé ainsi.',
    reasonShort: ({ min }) =>
      `Le motif doit indiquer ce que vous avez vérifié, en au moins ${min} caractères.`,
    reasonLong: ({ max }) => `Le motif doit comporter au plus ${max} caractères.`,
    only: 'Une décision ne contient que la référence, le motif et le nombre de contrôles affichés.',
    screeningsShown: 'Le nombre de contrôles affichés doit être un nombre entier à partir de 1.',
  },
  import: {
    chooseTitle: ({ list }) => `Choisissez le fichier : ${list}`,
    format:
      'Choisissez la liste contenue dans le fichier : liste consolidée de l’ONU, SDN de l’OFAC (XML ou CSV), ou liste propre à la banque.',
    dateForm:
      'La date de la liste doit être une date (AAAA-MM-JJ), ou aucune pour un fichier qui indique la sienne.',
    only: 'Une importation ne contient que le format de la liste et sa date.',
    dateNeeded:
      'Ce fichier n’indique pas la date de la liste : saisissez la date de publication de la liste, telle que son éditeur la donne.',
    dateAhead: ({ date }) =>
      `La date de la liste, ${date}, est postérieure à aujourd’hui : saisissez sa date de publication.`,
    setAtHeadOffice: ({ list }) =>
      `La liste « ${list} » est publiée par le siège pour tous les postes de l’agence : elle ne peut pas être importée ici. Demandez à un administrateur du siège de publier le fichier plus récent ; il arrive au prochain contact.`,
    older: ({ list, date, inForce }) =>
      `Ce fichier n’a pas été importé : ${list} – ce fichier date du ${date}, la version en vigueur du ${inForce}, plus récente. Importez le fichier le plus récent de l’éditeur ; la liste en vigueur reste en vigueur.`,
  },
  /** Why sending stops: the clerk reads it, so it names no customer and no match. */
  /** D139: the lists head office publishes, downloaded and imported by the workstation. */
  published: {
    badReference:
      'La référence du siège à un fichier de liste de sanctions est incomplète : rien n’a été modifié.',
    runs: ({ list, version, date }) =>
      `${list} : la version ${version} du siège, la liste du ${date}, est en vigueur ici.`,
    waiting: ({ list, version, date }) =>
      `${list} : la version ${version} du siège, la liste du ${date}, n’est pas encore téléchargée ; elle sera de nouveau demandée au prochain contact.`,
    mismatch: ({ list }) =>
      `Le fichier ${list} téléchargé du siège n’est pas celui que le siège a publié (sa taille ou son SHA-256 diffère) : rien n’a été importé et la liste en vigueur le reste. Il sera de nouveau demandé au prochain contact.`,
  },
  stop: {
    stale: ({ list, date, days }) =>
      `Les virements ne peuvent pas être envoyés : ${list} – la version de ce poste date du ${date}, au-delà des ${days} jours autorisés. Demandez à un administrateur d’importer la liste à jour ; rien n’a été envoyé.`,
    staleHeadOffice: ({ list, date, days }) =>
      `Les virements ne peuvent pas être envoyés : ${list} – la version fixée au siège date du ${date}, au-delà des ${days} jours autorisés. Demandez à un administrateur de faire publier la liste à jour par le siège ; rien n’a été envoyé.`,
    missing: ({ list }) =>
      `Les virements ne peuvent pas être envoyés : ${list} – non importée sur ce poste. Demandez à un administrateur de l’importer ; rien n’a été envoyé.`,
  },
  file: {
    /** A list file refused whole; the list in force stays. */
    refused: ({ line, problem }) =>
      `Ce fichier n’a pas été importé : ligne ${line} : ${problem} La liste en vigueur le reste ; importez le fichier d’origine de la liste, en entier.`,
    notXml: ({ detail }) => `ce n’est pas du XML bien formé (${detail}).`,
    truncated: ({ tag }) =>
      `le fichier se termine avant la fermeture de <${tag}> : il est tronqué.`,
    wrongRoot: ({ found, expected }) =>
      `le premier élément du fichier est <${found}>, alors que le fichier de cette liste commence par <${expected}> : c’est un autre fichier.`,
    noDate: ({ what }) =>
      `l’élément ${what} de la liste est absent ou n’est pas une date : la date de la liste est inconnue.`,
    noEntries: 'le fichier ne contient aucune entrée : une liste vide ne filtrerait rien.',
    noName: ({ entry }) => `l’entrée ${entry} n’a pas de nom.`,
    noReference: 'une entrée n’a pas de numéro de référence.',
    sameReference: ({ entry, earlier }) =>
      `la référence ${entry} figure déjà à la ligne ${earlier} : chaque entrée a sa propre référence.`,
    fields: ({ found, expected }) =>
      `une ligne compte ${found} champs alors que les lignes de cette liste en comptent ${expected}.`,
    entryNumber: ({ found }) =>
      `le premier champ devrait être le numéro de l’entrée, et vaut « ${found} ».`,
    csv: ({ detail }) => `ce n’est pas du CSV bien formé (${detail}).`,
    header: ({ expected }) => `la première ligne doit être l’en-tête « ${expected} ».`,
    kind: ({ found }) => `le type est « ${found} » : écrivez individual ou entity.`,
    birth: ({ found }) =>
      `la date de naissance « ${found} » n’est pas une date : écrivez AAAA-MM-JJ, AAAA-MM ou AAAA.`,
    empty: 'le fichier est vide.',
    tooLarge: ({ mb }) => `le fichier dépasse ${mb} Mo : aucune liste n’est aussi volumineuse.`,
    encoding: 'le fichier n’est pas du texte UTF-8.',
  },
};
