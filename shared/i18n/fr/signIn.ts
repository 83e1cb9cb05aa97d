import type * as english from '../en/signIn';
import type { SameShape } from '../messages';

/** Signing in and out, and an operator’s password: their own, or one an admin resets. */
export const signIn: SameShape<typeof english.signIn> = {
  signIn: 'Se connecter',
  signingIn: 'Connexion…',
  signOut: 'Se déconnecter',
  changePassword: {
    title: 'Changer le mot de passe',
    changing: 'Modification…',
    mustChange:
      'Un administrateur a défini votre mot de passe. Choisissez-en un nouveau que vous seul connaissez : en attendant, Remit Desk ne vous permet rien d’autre.',
    lead: 'Saisissez votre mot de passe actuel, puis le nouveau deux fois. Le nouveau fonctionne dès votre prochaine connexion.',
    changed: 'Votre mot de passe est modifié. Utilisez le nouveau dès votre prochaine connexion.',
    setAfterReset: 'Votre nouveau mot de passe est défini. Utilisez-le désormais.',
    temporaryHint: 'Le mot de passe temporaire que l’administrateur vous a donné.',
  },
  /** An admin’s reset of another operator’s password, in its dialog. */
  reset: {
    explanation: ({ name, operatorId }) =>
      `${name} (${operatorId}) se connectera une fois avec ce mot de passe temporaire, puis devra en choisir un nouveau avant toute autre action. Communiquez-le-lui en personne.`,
    liftsBlock: 'Cela lève aussi le blocage de connexion.',
    password: 'Mot de passe temporaire',
    passwordAgain: 'Confirmer le mot de passe temporaire',
    submit: 'Réinitialiser le mot de passe',
  },
  /** The one screen of a start whose journal’s key is missing (D75). */
  keyImport: {
    title: 'Ouvrir le journal de ce poste avec le fichier de clés du siège',
    lead: 'Le journal de ce poste a été créé sur un autre PC (une sauvegarde restaurée ici), et le trousseau de ce PC ne contient pas sa clé. Rien n’est possible tant qu’il ne s’ouvre pas. Demandez au siège le fichier de clés (.rdkeys) enregistré pour ce poste, ainsi que sa phrase secrète, qu’il conserve à part.',
    passphrase: 'Phrase secrète du fichier de clés',
    // The schema’s words, checked in this window before main (its first chunk, D74).
    passphraseNeeded:
      'Saisissez la phrase secrète que le siège a consignée pour le fichier de clés.',
    only: 'L’importation de clés contient un champ inconnu. Saisissez la phrase secrète et choisissez de nouveau le fichier.',
    passphraseHint:
      'Exactement telle que le siège l’a consignée. Chaque phrase secrète erronée allonge l’attente de la réponse suivante.',
    submit: 'Choisir le fichier de clés et ouvrir le journal',
    importing: 'Vérification du fichier de clés…',
    imported: ({ workstation, exportedAt }) =>
      `Le fichier de clés du poste ${workstation} (enregistré le ${exportedAt}) ouvre ce journal, et ses clés sont stockées. Remit Desk redémarre.`,
    afterRestart:
      'Ensuite, un administrateur se connecte. Les virements envoyés par ce poste après la sauvegarde apparaissent comme « absents de ce journal » : un superviseur enregistre la réponse de la banque à leur sujet avant que la journée puisse être clôturée.',
  },
};
