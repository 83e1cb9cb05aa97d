import type * as english from '../en/common';
import type { SameShape } from '../messages';

/** Words every screen shares: its buttons, its table headings, a form’s list of problems. */
export const common: SameShape<typeof english.common> = {
  appName: 'Remit Desk',
  cancel: 'Annuler',
  dismiss: 'Fermer',
  tryAgain: 'Réessayer',
  readAgain: 'Relire',
  /** A list’s first line, before anything is chosen. */
  choose: 'Choisir…',
  /** A table’s column, or a detail’s name beside its value. */
  column: {
    time: 'Heure',
    reference: 'Référence',
    sender: 'Donneur d’ordre',
    recipient: 'Bénéficiaire',
    amount: 'Montant',
    state: 'État',
    kind: 'Type',
    operator: 'Opérateur',
    transfers: 'Virements',
    total: 'Total',
  },
  /** A list’s save as a CSV file, and its button while main writes the file. */
  saveCsv: 'Enregistrer en CSV',
  savingCsv: 'Enregistrement…',
  /** The way between the pages of a list that starts with its newest entries. */
  page: { newer: 'Plus récents', older: 'Plus anciens' },
  /** The heading of a form’s list of problems. */
  errorSummary: {
    one: 'Un détail doit être corrigé',
    many: ({ count }) => `${count} détails doivent être corrigés`,
  },
};
