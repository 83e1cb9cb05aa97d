import type * as english from '../../en/counter/send';
import type { SameShape } from '../../messages';

/** The send screens: the frame both kinds share, the RTGS and IMT forms and their fields. */
export const send: SameShape<typeof english.send> = {
  kindSwitch: 'Type de virement',
  cannotSend: 'Les virements ne peuvent pas être envoyés pour le moment',
  restored: {
    title: 'Le virement que vous saisissiez a été rétabli',
    text: 'Votre session s’est terminée pendant la saisie ; il est revenu tel que vous l’aviez laissé. Vérifiez chaque détail avec le client avant de l’envoyer.',
  },
  correcting: {
    rejected: ({ reference }) => `Correction du virement ${reference}, refusé par la banque`,
    notSent: ({ reference }) => `Nouvel envoi du virement ${reference}, qui n’a pas été envoyé`,
    text: 'Ses détails sont repris ci-dessous. Il s’agit d’un nouveau virement avec sa propre référence ; le virement refusé reste inchangé dans le journal.',
    why: ({ reason }) => `Motif du non-envoi : ${reason}`,
  },
  loadingForm: 'Chargement du formulaire…',
  review: 'Vérifier le virement',
  clear: 'Effacer',
  optional: ({ label }) => `${label} (facultatif)`,
  rtgs: {
    senderAccount: 'Compte du donneur d’ordre',
    countryFollows: 'Suit le pays du compte du donneur d’ordre',
    currencyFollows: 'Suit le pays',
    accountNumberHint: '6 à 20 chiffres ou lettres majuscules.',
    bankNotListed: 'absent de la liste des banques de l’agence',
    headline: ({ amount, currency, name, account, bank, country }) =>
      `Envoyer ${amount} ${currency} à ${name}, compte ${account} chez ${bank}, ${country}.`,
    /** The recipient’s bank in the headline when the branch’s list has no name for its code. */
    bankCode: ({ code }) => `la banque ${code}`,
    window: {
      goesNow: ({ country, closes }) =>
        `La plage RTGS (${country}) est ouverte jusqu’à ${closes} : le virement part maintenant.`,
      queued: ({ country, opens }) =>
        `La plage RTGS (${country}) est fermée : le virement reste en file d’attente jusqu’à ${opens}.`,
      closedTitle: 'Hors plage RTGS : ce virement sera mis en file d’attente',
      closedText: ({ country, opens }) =>
        `La plage RTGS (${country}) est actuellement fermée. Si vous confirmez, le virement est envoyé maintenant et le service le conserve jusqu’à l’ouverture de la prochaine plage : ${opens}. Prévenez le client avant de confirmer.`,
      openUntil: ({ country, closes }) =>
        `La plage RTGS (${country}) est ouverte jusqu’à ${closes}.`,
    },
  },
  imt: {
    sourceAccount: 'Compte source',
    countriesHint: 'Kenya, Ouganda, Tanzanie ou Rwanda.',
    currencyFollows: 'Suit le pays du bénéficiaire',
    wallet: {
      chooseCountryFirst: 'Choisissez d’abord le pays',
      noneSetUp: 'Aucun configuré',
      choose: 'Choisissez le portefeuille…',
      noneFor: ({ country }) =>
        `Aucun portefeuille n’est configuré pour ce pays (${country}) : demandez à un administrateur.`,
    },
    headline: ({ amount, currency, name, wallet, number, country }) =>
      `Envoyer ${amount} ${currency} à ${name}, portefeuille ${wallet} ${number}, ${country}.`,
    silent: {
      title:
        'Le service de test de la banque ne répond jamais aux transferts vers portefeuille mobile',
      text: ({ seconds }) =>
        `Après votre confirmation, cet écran attend environ ${seconds} secondes une réponse qui ne viendra pas, puis enregistre le virement comme envoyé sans réponse. C’est le résultat attendu sur le service de test, pas un échec : ne le renvoyez pas.`,
      sending: ({ seconds }) =>
        `Le service de test ne répondra pas : le reçu arrive dans environ ${seconds} secondes.`,
    },
  },
};
