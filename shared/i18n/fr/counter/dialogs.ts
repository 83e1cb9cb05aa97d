import type * as english from '../../en/counter/dialogs';
import type { SameShape } from '../../messages';

/**
 * The counter’s dialogs and small forms: an operator’s role, a supervisor’s decision at the
 * clerk’s workstation, a suspicion flag, an admin’s confirmation of a restored journal.
 */
export const dialogs: SameShape<typeof english.dialogs> = {
  role: {
    choose: 'Choisissez un rôle…',
    explanation: ({ name, operatorId, role }) =>
      `${name} (${operatorId}) est désormais ${role}. Le nouveau rôle prend effet immédiatement.`,
    ownAccount:
      'Il s’agit de votre propre compte : vous serez déconnecté et pourrez vous reconnecter avec le nouveau rôle.',
    newRole: 'Nouveau rôle',
    submit: 'Changer le rôle',
  },
  approval: {
    operatorId: 'Identifiant opérateur du superviseur',
    password: 'Mot de passe du superviseur',
    reason: 'Motif',
    reasonHint:
      'Pourquoi il peut partir, ou pourquoi il ne le peut pas. Enregistré avec vos deux identifiants.',
    approve: 'Approuver et envoyer',
    refuse: 'Refuser',
    /** D73: before the transfer’s headline in the dialog. */
    subject: 'Vous approuvez :',
  },
  flag: {
    title: 'Signaler ce virement comme suspect',
    open: 'Signaler comme suspect',
    warning:
      'Seuls les superviseurs et le responsable conformité voient ce signalement. Il n’est imprimé sur aucun reçu ; n’en dites rien au client.',
    note: 'Ce qui paraît suspect',
    noteHint: 'Par exemple : le client n’a pas pu dire d’où venait l’argent.',
    recorded: 'Le signalement a été enregistré pour le responsable conformité.',
  },
  restore: {
    title: 'Une sauvegarde a-t-elle été restaurée ?',
    found: ({ lastRow, headRow }) =>
      `Toutes les lignes du journal sont intègres, mais il s’arrête à la ligne d’audit ${lastRow} alors que ce poste a écrit jusqu’à la ligne ${headRow}. C’est l’aspect d’un journal restauré à partir d’une sauvegarde, mais aussi celui d’un journal dont on a supprimé les dernières lignes.`,
    onlyIf:
      'Ne confirmez que si vous avez vous-même restauré une sauvegarde, comme l’indique le guide du superviseur, avec le support en ligne. Remit Desk vérifie alors de nouveau chaque ligne, enregistre votre confirmation dans le journal d’audit avec la ligne qu’elle remplace, puis autorise de nouveau les envois et les connexions. Si personne n’a restauré de sauvegarde, ne confirmez pas : laissez le fichier tel quel et appelez le support.',
    typeWord: ({ word }) => `Saisissez ${word} pour confirmer`,
    typeHint: 'En majuscules. La confirmation est enregistrée avec votre identifiant opérateur.',
    checking: 'Vérification de chaque ligne…',
    submit: 'Confirmer la sauvegarde restaurée',
  },
  endOfDay: {
    none: 'Aucun virement n’a été enregistré ce jour-là.',
  },
};
