import type * as english from '../../en/counter/fields';
import type { SameShape } from '../../messages';

/** The send forms' own fields: amount, bank, country, phone, purpose and the paying account. */
export const fields: SameShape<typeof english.fields> = {
  amount: {
    /** Translator: examples kept as in English: the amount field accepts only comma thousands and a decimal point. */
    hint: 'En chiffres, par exemple 2,500 ou 2,500.50.',
    willBeSentAs: 'Sera envoyé comme',
  },
  bank: {
    hint: ({ country }) =>
      `Saisissez un nom ou un code, puis choisissez une des banques de ce pays : ${country}.`,
    accountFirst:
      'Choisissez d’abord le compte du donneur d’ordre : les banques de son pays sont proposées.',
    listOf: ({ country }) => `Banques – ${country}`,
    theCountry: 'pays choisi',
    thisCountry: 'ce pays',
    notListed: ({ code, country }) =>
      `« ${code} » n’est pas un code banque de la liste de l’agence (${country}). Le virement peut quand même partir : vérifiez le code avec le client.`,
  },
  country: {
    choose: 'Choisissez un pays…',
  },
  phone: {
    countryFirst: 'Choisissez d’abord le pays.',
    example: ({ national, international }) => `Par exemple ${national} ou ${international}.`,
  },
  purpose: {
    choose: 'Choisissez un motif…',
    noList: 'Aucune liste chargée : actualisez-la ci-dessous',
    saved: ({ at, age }) => `Liste enregistrée : ${at} (${age}).`,
    fromService: ({ age, at }) => `Liste reçue du service ${age} (${at}).`,
    unreachable: 'Le service est injoignable : voici la liste enregistrée.',
    refresh: 'Actualiser la liste',
    refreshing: 'Actualisation…',
  },
  sourceAccount: {
    hint: 'Le compte de l’agence sur lequel l’argent est prélevé.',
    choose: 'Choisissez le compte…',
    noneSetUp: 'Aucun compte source configuré : demandez à un administrateur',
    none: 'L’agence n’a aucun compte source dans Remit Desk : aucun envoi n’est possible. Un administrateur doit les ajouter dans Paramètres, Listes de l’agence.',
  },
};
