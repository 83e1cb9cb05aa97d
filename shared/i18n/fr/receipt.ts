import type * as english from '../en/receipt';
import type { SameShape } from '../messages';

/** A transfer’s receipt, the receipt log that finds it, and the files printed from them. */
export const receipt: SameShape<typeof english.receipt> = {
  bodyUnreadable:
    'La copie dans le journal de ce qui a été envoyé pour ce virement est illisible : ce reçu ne peut pas l’afficher. Ne le remettez pas : laissez le fichier du journal tel quel et appelez le support.',
  /** The service’s status word after what it means for the transfer, by its state. */
  serviceStatus: {
    succeeded: ({ status }) => `Accepté (${status})`,
    queued: ({ status }) => `Accepté, conservé jusqu’à la prochaine plage RTGS (${status})`,
    accepted_pending: ({ status }) => `Accepté, pas définitif (${status})`,
  },
  /** What a state means for the customer and who acts next (D6, D7, D10). */
  detail: {
    queuedUntil: ({ opening }) =>
      `Envoyé hors de la plage RTGS : le service le conserve et il part à l’ouverture de la plage, ${opening}.`,
    queued:
      'Envoyé hors de la plage RTGS : le service le conserve jusqu’à l’ouverture de la plage.',
    accepted_pending: ({ status }) =>
      `Accepté par le service, statut ${status} : pas définitif. Un superviseur en assure le suivi ; ne le renvoyez pas.`,
    statusNotGiven: 'non fourni',
    held: 'Ce virement doit faire l’objet d’un contrôle de conformité avant de pouvoir être envoyé. Rien n’a été envoyé et aucun fonds n’a été déplacé. Ne le renvoyez pas : une fois contrôlé, il est envoyé, ou non, sous cette référence, et ce reçu l’indique.',
    no_response_test:
      'Le service de test de la banque ne répond jamais aux transferts vers portefeuille mobile : l’absence de réponse est le résultat attendu, pas un échec. Il ne sera pas renvoyé.',
    unknown:
      'La requête est peut-être parvenue à la banque, et aucune réponse n’est revenue pour dire ce qu’il en est advenu. Ne renvoyez pas ce virement, pas même sous une nouvelle référence, tant qu’un superviseur n’a pas confirmé l’issue auprès de la banque.',
    sending:
      'La réponse du service n’a pas encore été enregistrée. Ne renvoyez pas ce virement ; rouvrez ce reçu plus tard ou demandez à un superviseur.',
    reserved: 'Une référence a été préparée mais rien n’a été envoyé.',
  },
  reference: {
    missing: 'Saisissez la référence du virement.',
    shape: 'La référence doit être les 12 chiffres imprimés sur le reçu.',
  },
  lookupOnly: 'Un reçu se recherche uniquement par sa référence.',
  transferLookupOnly: 'Un virement se recherche uniquement par sa référence.',
  /** The receipt log’s filters. */
  log: {
    kind: 'Le type doit être virement bancaire RTGS (rtgs) ou portefeuille mobile (imt).',
    state:
      'L’état doit être l’un des états de virement, ou « waiting » (en attente d’un superviseur).',
    currency: ({ choices }) => `La devise doit être l’une des suivantes : ${choices}.`,
    searchWords: ({ min }) =>
      `Recherchez des mots d’au moins ${min} caractères chacun (une partie d’un nom, d’une référence ou d’un numéro de compte).`,
    marked:
      'La marque doit être reportable (à déclarer), split (série fractionnée de toute période), split-24h, split-7d, split-30d (série fractionnée de cette période), either ou checked-offline (contrôlé hors ligne).',
    cursor: 'La page à partir de laquelle continuer n’est pas valide. Relancez la recherche.',
    rows: ({ max }) => `Le nombre de lignes par page doit être un nombre entier de 1 à ${max}.`,
    only: 'Le registre des reçus se filtre uniquement par dates, type, état, opérateur, devise, montant, marques de déclaration et mots.',
    csvFiltersOnly:
      'Le registre des reçus se filtre uniquement par dates, type, état, opérateur, devise et mots.',
    csvOnly: 'Un export CSV se demande uniquement avec les filtres du registre.',
  },
  printOutput: 'Indiquez où imprimer : sur l’imprimante, ou dans un fichier PDF.',
  printOnly: 'Un reçu s’imprime uniquement avec sa référence et sa destination.',
  endOfDay: {
    only: 'La fin de journée se demande uniquement avec le jour.',
    printOnly: 'La fin de journée s’imprime uniquement avec son jour et sa destination.',
  },
};
