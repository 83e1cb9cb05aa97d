import type * as english from '../../en/settings/transfer-rules';
import type { SameShape } from '../../messages';
import { countries } from '../countries';
import { wordFor } from '../../lists';

/**
 * A transfer’s fields checked against what the admin set and the branch lists: account formats,
 * amount limits, the branch’s source accounts and wallets, the purposes loaded.
 */
export const transferRules: SameShape<typeof english.transferRules> = {
  account: {
    format: ({ label }) =>
      `${label} : de 6 à 20 chiffres ou lettres majuscules, sans espaces ni tirets.`,
    /** `problem`: why the admin’s pattern cannot be used, in a sentence. */
    uncheckable: ({ label, problem }) => `${label} : impossible de vérifier ce champ. ${problem}`,
    pattern: ({ label, country }) =>
      `${label} ne correspond pas au format de numéro de compte défini par votre administrateur pour ${country}. Vérifiez le numéro avec le client.`,
  },
  /** The product as a sentence names it, in the middle of one. */
  product: { rtgs: 'RTGS', imt: 'portefeuille mobile (IMT)' },
  amount: {
    writtenAs: ({ label, tidy }) => `${label} : écrivez-le ainsi : ${tidy}.`,
    /** `rule`: where a comma goes, in a sentence. */
    comma: ({ label, typed, rule }) => `${label} ${typed} : une virgule est mal placée : ${rule}`,
    /** `examples`: how amounts are typed, e.g. "like 1500.00". */
    figures: ({ label, examples }) => `${label} : saisissez le montant en chiffres, ${examples}.`,
    tooLarge: ({ label, max }) =>
      `${label} est trop élevé : au plus ${max} chiffres avant le point décimal.`,
    notPositive: ({ label }) => `${label} doit être supérieur à 0.00.`,
    /**
     * `whole`: the amount written without its cents; the currency's plural is worded from its
     * code (`currency`) in the message's own language (D87).
     */
    noCents: ({ label, amount, currency, whole }) =>
      `${label} ${amount} ${currency} : les ${wordFor(countries.currencyPlural, currency)} n’ont pas de centimes. Saisissez un montant entier, par exemple ${whole} ${currency}.`,
    limitsBroken: ({ label, product, currency }) =>
      `${label} ne peut pas être vérifié : les plafonds ${product} en ${currency} définis par votre administrateur ne sont pas des montants comme 500000.00. Demandez à un administrateur de les corriger dans Paramètres.`,
    belowMin: ({ label, amount, currency, product, min }) =>
      `${label} ${amount} ${currency} est inférieur au minimum ${product} de ${min} ${currency} défini par votre administrateur.`,
    aboveMax: ({ label, amount, currency, product, max }) =>
      `${label} ${amount} ${currency} est supérieur au maximum ${product} de ${max} ${currency} défini par votre administrateur.`,
  },
  source: {
    none: ({ label }) =>
      `${label} : aucun compte source n’est configuré pour cette agence. Demandez à un administrateur de les ajouter dans Paramètres.`,
    notListed: ({ label, account, country }) =>
      `${label} ${account} ne fait pas partie des comptes de l’agence en ${country}. Choisissez le compte dans la liste.`,
    holder: ({ label, holder }) =>
      `${label} : indiquez le nom du titulaire du compte tel que l’agence l’enregistre : ${holder}.`,
  },
  wallet: {
    none: ({ label, country }) =>
      `${label} : aucun portefeuille mobile n’est configuré pour ${country}. Demandez à un administrateur de les ajouter dans Paramètres.`,
    notListed: ({ label, country, wallets }) =>
      `${label} : choisissez l’un des portefeuilles pour ${country} (${wallets}).`,
  },
  purpose: {
    notLoaded: ({ label }) =>
      `${label} : la liste des motifs n’a pas été chargée. Actualisez-la, puis choisissez-en un.`,
    notListed: ({ label }) => `${label} : choisissez-en un dans la liste.`,
  },
};
