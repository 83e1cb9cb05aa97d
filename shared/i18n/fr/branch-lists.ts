import type * as english from '../en/branch-lists';
import type { SameShape } from '../messages';

/**
 * The lists the clerk’s forms pick from, kept by an admin for each environment (D35): the
 * branch’s source accounts, the banks of each country and the mobile wallets.
 */
export const branchLists: SameShape<typeof english.branchLists> = {
  list: { sourceAccounts: 'Comptes source', banks: 'Banques', wallets: 'Portefeuilles mobiles' },
  /** The column labels of the admin’s lists; every message names its field this way. */
  labels: {
    accountNumber: 'Numéro de compte',
    holderName: 'Nom du titulaire',
    currency: 'Devise',
    bankName: 'Nom de la banque',
    bankCode: 'Code banque',
    walletLabel: 'Libellé du portefeuille',
    walletName: 'Nom attendu par le service',
  },
  /** A list as a sentence names it, inside it. */
  what: { sourceAccounts: 'comptes source', banks: 'banques', wallets: 'portefeuilles mobiles' },
  currency: ({ label, currency, country }) =>
    `${label} : choisissez ${currency} pour un compte de ce pays (${country}), car le service y utilise cette devise.`,
  sourceAccountOnly:
    'Un compte source ne contient que son pays, son numéro, le nom du titulaire et sa devise.',
  bankOnly: 'Une banque ne contient que son pays, son code et son nom.',
  walletCountry: ({ label, countries, country }) =>
    `${label} : les transferts vers portefeuille mobile ne sont possibles que vers ces pays : ${countries}. Pays choisi : ${country}.`,
  walletOnly:
    'Un portefeuille mobile ne contient que son pays, le nom attendu par le service et un libellé.',
  notList: ({ what }) => `Les ${what} doivent former une liste.`,
  tooMany: ({ what, max }) => `Au plus ${max} entrées peuvent être conservées (${what}).`,
  twice: ({ label, value, country, first, second }) =>
    `${label} ${value} figure deux fois (${country}, lignes ${first} et ${second}). Gardez-en une.`,
  environment: 'Choisissez un environnement : bac à sable, test ou production.',
  requestOnly: 'Les listes de l’agence ne se demandent que par environnement.',
  chooseList:
    'Choisissez une liste à enregistrer : comptes source, banques ou portefeuilles mobiles.',
  updateOnly: 'Une modification de liste ne contient que l’environnement, la liste et ses entrées.',
  publishedOnly:
    'Une liste publiée par le siège ne contient que ses entrées pour le service de test et pour le service de production.',
};
