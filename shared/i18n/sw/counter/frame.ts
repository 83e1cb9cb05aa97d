import type * as english from '../../en/counter/frame';
import type { SameShape } from '../../messages';

/** The window's frame: the header's pages and menus, the bank-service banner. */
export const frame: SameShape<typeof english.frame> = {
  /** The header's navigation, as a screen reader names it. */
  navigation: 'Kuu',
  /** The button the pages that do not fit the header's row wait behind. */
  menu: 'Menyu',
  more: 'Zaidi',
  page: {
    myTransfers: 'Uhamisho wangu',
    myCash: 'Fedha zangu',
    operators: 'Watumiaji',
    settings: 'Mipangilio',
    bankConnection: 'Muunganisho wa benki',
    headOffice: 'Makao makuu',
    journalCheck: 'Ukaguzi wa daftari',
    receiptLog: 'Orodha ya risiti',
    endOfDay: 'Mwisho wa siku',
    suspicionFlags: 'Alama za shaka',
    supervisorTools: 'Zana za msimamizi',
    complianceHome: 'Uzingatiaji',
    sanctionsLists: 'Orodha za vikwazo',
    heldTransfers: 'Imezuiliwa kwa uzingatiaji',
    reconciliation: 'Ulinganisho',
    auditorHome: 'Ukaguzi',
    auditTrail: 'Kumbukumbu za ukaguzi',
  },
  banner: {
    checking: 'Inakagua huduma ya benki inayotumika…',
    sandboxAt: ({ url }) => `Benki ya majaribio kwenye ${url}`,
    nextStart: ({ environment }) => `Kuanzia utakapoanzisha tena: ${environment}`,
  },
  /** The page a window opened outside the desktop app shows. */
  bridgeMissing: 'Remit Desk haiwezi kuanza hapa',
};
