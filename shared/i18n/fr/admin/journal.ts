import type * as english from '../../en/admin/journal';
import type { SameShape } from '../../messages';

/** The admin’s check of the whole journal, and a restored backup’s confirmation. */
export const journal: SameShape<typeof english.journal> = {
  lead: 'Chaque modification d’un opérateur, d’un paramètre ou d’un virement est écrite dans le journal d’audit, scellée avec une clé que seul le trousseau de ce poste détient. Chaque démarrage de Remit Desk vérifie les lignes écrites depuis la dernière vérification ; ce contrôle-ci vérifie toutes les lignes.',
  auditRows: ({ count, n }) => `${count} ligne${n <= 1 ? '' : 's'} d’audit`,
  fileDamaged: 'Le fichier du journal est endommagé',
  endsBeforeHead: ({ row }) =>
    `Le journal s’arrête à la ligne d’audit ${row}, avant la dernière ligne écrite par ce poste`,
  failedAt: ({ row }) => `Le journal a échoué à la vérification à la ligne d’audit ${row}`,
  rowAltered: 'Une ligne du journal a été modifiée en dehors de Remit Desk',
  stopped: 'Le journal est arrêté',
  restoreConfirmed: 'Sauvegarde restaurée confirmée',
  restoreText: ({ rows, at, row, name, id, replaced }) =>
    `Toutes les lignes (${rows}) ont été vérifiées le ${at}. La confirmation est la ligne d’audit ${row}, par ${name} (${id}) : elle remplace la ligne ${replaced}, que le trousseau retenait comme dernière ligne du journal. Les envois et les connexions sont de nouveau ouverts, et les nouvelles références reprennent après la plus haute jamais émise.`,
  restoreLater:
    'Les virements envoyés après la création de la sauvegarde ne figurent pas dans ce journal : demandez-les à la banque, comme l’indique le guide du superviseur.',
  noneMissing:
    'Toutes les références que le trousseau de ce poste déclare émises figurent dans ce journal : rien n’a été envoyé après la sauvegarde.',
  missing: ({ count }) =>
    `${count <= 1 ? 'Cette référence a été émise' : `Ces ${count} références ont été émises`} après la sauvegarde et ${count <= 1 ? 'ne figure' : 'ne figurent'} pas dans ce journal. Un superviseur interroge la banque sur chacune et consigne sa réponse sous «\u00a0Absent de ce journal\u00a0» ; la journée ne peut pas être clôturée d’ici là :`,
  atStart: ({ rows }) =>
    `La vérification de ce démarrage a lu les lignes écrites depuis la dernière vérification (${rows}) et n’a rien trouvé d’anormal.`,
  checking: 'Vérification de toutes les lignes…',
  check: 'Vérifier tout le journal',
  nothingWrong: 'Aucune anomalie trouvée',
  allChecked: ({ rows, at }) =>
    `Toutes les lignes (${rows}) ont été vérifiées le ${at} : aucune n’a été modifiée, supprimée ou ajoutée hors de son tour.`,
  keysTitle: 'Clés pour le siège',
  keysLead:
    'Le journal et ses sauvegardes sont chiffrés avec une clé conservée dans le trousseau de ce poste. Pour restaurer une sauvegarde sur un autre PC, le siège a besoin de cette clé : enregistrez-la ici dans un fichier scellé par une phrase secrète, et remettez le fichier et la phrase secrète au siège séparément.',
  keysPassphrase: 'Phrase secrète du fichier',
  keysPassphraseHint:
    'Au moins 12 caractères ; quelques mots sans rapport entre eux sont les plus faciles à transmettre. Sans elle, le fichier est inutilisable.',
  keysRepeat: 'La même phrase secrète, à nouveau',
  keysExport: 'Enregistrer le fichier de clés…',
  keysExporting: 'Scellement des clés…',
  keysExported: ({ file }) =>
    `Le fichier de clés a été enregistré sous ${file}. Remettez-le au siège, et communiquez-lui la phrase secrète séparément du fichier (pas dans le même e-mail). L’exportation figure dans le journal d’audit.`,
};
