import type * as english from '../../en/counter/frame';
import type { SameShape } from '../../messages';

/** The window’s frame: the header’s pages and menus, the bank-service banner. */
export const frame: SameShape<typeof english.frame> = {
  /** The header’s navigation, as a screen reader names it. */
  navigation: 'Principale',
  /** The button the pages that do not fit the header’s row wait behind. */
  menu: 'Menu',
  more: 'Plus',
  page: {
    myTransfers: 'Mes virements',
    myCash: 'Ma caisse',
    operators: 'Opérateurs',
    settings: 'Paramètres',
    bankConnection: 'Connexion bancaire',
    headOffice: 'Siège',
    journalCheck: 'Contrôle du journal',
    receiptLog: 'Registre des reçus',
    endOfDay: 'Fin de journée',
    suspicionFlags: 'Signalements',
    supervisorTools: 'Outils superviseur',
    complianceHome: 'Conformité',
    sanctionsLists: 'Listes de sanctions',
    heldTransfers: 'Retenus (conformité)',
    reconciliation: 'Rapprochement',
    auditorHome: 'Audit',
    auditTrail: 'Piste d’audit',
  },
  banner: {
    checking: 'Vérification du service bancaire utilisé…',
    sandboxAt: ({ url }) => `Banque bac à sable (test) : ${url}`,
    nextStart: ({ environment }) => `À partir du prochain démarrage : ${environment}`,
  },
  /** The page a window opened outside the desktop app shows. */
  bridgeMissing: 'Remit Desk ne peut pas démarrer ici',
};
