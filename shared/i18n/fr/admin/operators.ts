import type * as english from '../../en/admin/operators';
import type { SameShape } from '../../messages';

/** The operators page’s words (the forms' are `accounts.operatorForm`, the labels `fields`). */
export const operators: SameShape<typeof english.operators> = {
  loading: 'Chargement des opérateurs…',
  caption: 'Opérateurs de ce poste',
  managedAtHeadOffice:
    'Ce poste est enrôlé auprès du siège : ses opérateurs y sont gérés, pour tous les postes de l’agence. La liste les montre tels que le siège les a envoyés en dernier. Pour ajouter un opérateur, changer un rôle, débloquer ou désactiver quelqu’un, adressez-vous à un administrateur du siège.',
  madeHere:
    'Les opérateurs ajoutés ici avant l’enrôlement ne sont pas gérés par le siège : vous pouvez en désactiver un ici, et le siège en reprend un en ajoutant un opérateur de l’agence avec le même identifiant.',
  column: {
    operator: 'Opérateur',
    role: 'Rôle',
    state: 'État',
    created: 'Créé le',
    actions: 'Actions',
  },
  /** Your own row: `Ada Admin (you)`. */
  nameYou: ({ name }) => `${name} (vous)`,
  state: {
    deactivated: 'Désactivé',
    lockedUntil: ({ until }) => `Verrouillé jusqu’à ${until}`,
    mustChangePassword: 'Actif, doit choisir un nouveau mot de passe',
    active: 'Actif',
  },
  // D80: the password typed here is the admin’s too, so it works for one sign-in only.
  canSignIn: ({ name, id, role }) =>
    `${name} (${id}) peut maintenant se connecter en tant que ${role.toLowerCase()}, puis devra choisir un nouveau mot de passe. Communiquez-lui en personne celui que vous avez saisi.`,
  done: {
    deactivate: ({ name, id }) => `${name} (${id}) est désactivé.`,
    reactivate: ({ name, id }) => `${name} (${id}) peut de nouveau se connecter.`,
    unlock: ({ name, id }) => `${name} (${id}) est déverrouillé.`,
  },
  roleChanged: ({ name, id, role }) => `${name} (${id}) a désormais le rôle ${role}.`,
  passwordReset: ({ name, id }) =>
    `${name} (${id}) devra choisir un nouveau mot de passe à la prochaine connexion, avec le mot de passe temporaire que vous avez défini.`,
  unlock: 'Déverrouiller',
  changeRole: 'Changer le rôle',
  changeRoleOf: ({ name }) => `Changer le rôle de ${name}`,
  resetPassword: 'Réinitialiser le mot de passe',
  resetPasswordOf: ({ name }) => `Réinitialiser le mot de passe de ${name}`,
  deactivate: 'Désactiver',
  reactivate: 'Réactiver',
  changeRoleTitle: ({ name }) => `Changer le rôle de ${name}`,
  resetPasswordTitle: ({ name }) => `Réinitialiser le mot de passe de ${name}`,
  add: 'Ajouter un opérateur',
  addSubmit: 'Ajouter l’opérateur',
};
