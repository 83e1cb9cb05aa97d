import type * as english from '../en/operators';
import type { SameShape } from '../messages';

/*
 * What operators and admins read when an account action is refused. None of these ever quotes a
 * password; the sign-in ones never say whether an operator id exists.
 */
import { wordFor } from '../lists';

/** The change refused, by its code, in the last-admin sentences below. */
const lastAdminChange: Readonly<Record<string, string>> = {
  deactivate: 'désactivé',
  demote: 'affecté à un autre rôle',
};

export const operators: SameShape<typeof english.operators> = {
  alreadySetUp:
    'Remit Desk est déjà configuré : son premier administrateur existe. Connectez-vous, ou demandez à un administrateur de vous créer un compte.',
  adminOnly:
    'Seul un administrateur peut gérer les opérateurs. Demandez à un administrateur de le faire.',
  managedAtHeadOffice:
    'Ce poste est enrôlé auprès du siège : les opérateurs y sont créés et modifiés, pour tous les postes de l’agence. Adressez-vous à un administrateur du siège.',
  ownAccount:
    'Vous ne pouvez pas désactiver votre propre compte, afin qu’il reste toujours un administrateur. Demandez à un autre administrateur de le faire.',
  duplicate: ({ operatorId }) =>
    `L’identifiant opérateur «\u00a0${operatorId}\u00a0» est déjà pris (les identifiants ne sont jamais réutilisés, même pour les opérateurs désactivés). Choisissez un autre identifiant.`,
  unknownOperator:
    'Aucun opérateur n’a cet identifiant. Actualisez la liste des opérateurs et réessayez.',
  ownPasswordReset:
    'Vous ne pouvez pas réinitialiser votre propre mot de passe ici. Utilisez Changer le mot de passe, qui demande votre mot de passe actuel.',
  lastAdmin: {
    self: ({ change }) =>
      `Vous êtes le dernier administrateur actif : votre compte ne peut donc pas être ${wordFor(lastAdminChange, change)}, car sans administrateur personne ne pourrait gérer les opérateurs ni les paramètres. Nommez d’abord un autre opérateur administrateur.`,
    other: ({ name, operatorId, change }) =>
      `${name} (${operatorId}) est le dernier administrateur actif : ce compte ne peut donc pas être ${wordFor(lastAdminChange, change)}, car sans administrateur personne ne pourrait gérer les opérateurs ni les paramètres. Nommez d’abord un autre opérateur administrateur.`,
  },
};
