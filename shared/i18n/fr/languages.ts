import type { languages as english } from '../en/languages';
import type { SameShape } from '../messages';

/** Le choix d’une langue (D83) : celle de l’opérateur, de l’écran de connexion, de l’admin. */
export const languages: SameShape<typeof english> = {
  label: 'Langue',
  ofOperator: ({ name }) => `Langue de ${name}`,
  choose: ({ names }) => `Choisissez une langue dans la liste : ${names}.`,
  request: {
    own: 'choix de langue',
    operator: 'changement de langue d’un opérateur',
    signIn: 'choix de langue de l’écran de connexion',
  },
  signedIn:
    'Déconnectez-vous d’abord : la langue de l’écran de connexion se choisit quand personne n’est connecté. La vôtre est dans la liste en haut de la fenêtre.',
  notKept:
    'Cet écran est dans la langue choisie, mais Remit Desk n’a pas pu la garder pour le prochain démarrage. Prévenez un admin.',
};
