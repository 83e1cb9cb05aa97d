import type { replication as english } from '../en/replication';
import { rowNamed } from '../lists';
import type { SameShape } from '../messages';
import { named } from './journal';

const keep = (path: string) =>
  `Le journal (${path}) ne correspond plus à ce qu’il a envoyé au siège. Laissez le fichier tel quel (ne le supprimez pas, ne le déplacez pas, ne le modifiez pas) et appelez le support. En attendant que le support l’examine, rien ne peut être envoyé et seuls les administrateurs peuvent se connecter.`;

export const replication: SameShape<typeof english> = {
  rowDiffers: (v) =>
    `${rowNamed(named, v.table, v.key)} diffère de ce que le siège a confirmé le ${v.at} (table ${v.table}) : il a été modifié en dehors de Remit Desk. ${keep(v.path)}`,
  rowDiffersUnsent: (v) =>
    `${rowNamed(named, v.table, v.key)} diffère de l’enregistrement de sa dernière modification dans la file d’envoi, que le siège n’a pas encore confirmé (table ${v.table}) : il a été modifié en dehors de Remit Desk. ${keep(v.path)}`,
  rowGone: (v) =>
    `${rowNamed(named, v.table, v.key)} n’est plus dans le journal, alors que la file d’envoi l’enregistre (table ${v.table}) : il a été supprimé en dehors de Remit Desk. ${keep(v.path)}`,
  rowUnrecorded: (v) =>
    `${rowNamed(named, v.table, v.key)} est dans le journal, mais la file d’envoi n’en a aucun enregistrement (table ${v.table}) : il a été ajouté en dehors de Remit Desk. ${keep(v.path)}`,
  changeEdited: (v) =>
    `${rowNamed(named, v.table, v.key)} : son enregistrement dans la file d’envoi (modification ${v.seq}) a été changé après son écriture (table ${v.table}). ${keep(v.path)}`,
  changeRelinked: (v) =>
    `${rowNamed(named, v.table, v.key)} : son enregistrement dans la file d’envoi (modification ${v.seq}) ne suit plus la modification précédente (table ${v.table}). ${keep(v.path)}`,
  changeMissing: ({ seq, path }) =>
    `La modification ${seq} manque dans la file d’envoi. ${keep(path)}`,
  ackDiffers: ({ seq, at, path }) =>
    `La file d’envoi ne contient plus ce que le siège a confirmé le ${at} : la modification ${seq}, ou une modification antérieure, a été réécrite. ${keep(path)}`,
  ackBeyond: (v) =>
    `Le siège a confirmé ${v.seq} modifications le ${v.at}, mais la file d’envoi de ce journal n’en contient que ${v.last} : des modifications en ont été retirées, ou une copie plus ancienne du journal est utilisée. ${keep(v.path)}`,
  headOfficeRefused: ({ said, path }) =>
    `Le siège a refusé les modifications de ce journal : ${said} Le siège détient des modifications de ce poste que ce journal n’a pas : une copie plus ancienne du journal est utilisée (une sauvegarde restaurée), ou le journal a été modifié après que le siège l’a reçu. Rien de ce qui est écrit ici désormais ne pourrait parvenir au siège. ${keep(path)} Le siège peut reconstruire le journal du poste sur une nouvelle installation (Reprendre depuis le siège).`,
  headOfficeRevoked: ({ said, path }) =>
    `Le siège a révoqué ce poste (un autre PC l’a repris, ou le siège l’a retiré) : rien de ce qui est écrit ici désormais ne pourrait parvenir au siège. Le siège a dit : ${said} Le journal (${path}) est conservé tel quel ; rien ne peut être envoyé et seuls les administrateurs peuvent se connecter. Si ce PC doit rester en service, adressez-vous au siège.`,
  workstationKeyMissing: ({ path }) =>
    `Ce journal (${path}) appartient à un poste inscrit au siège, mais le trousseau de ce PC ne contient pas la clé du poste : le journal a été apporté d’un autre PC (une sauvegarde ouverte avec le fichier de clés du siège), ou la clé a été supprimée. Rien de ce qui est écrit ici ne pourrait parvenir au siège : rien ne peut être envoyé et seuls les administrateurs peuvent se connecter. Conservez le fichier tel quel. Pour utiliser ce PC pour le poste, mettez son dossier de données de côté, redémarrez Remit Desk et choisissez Reprendre depuis le siège, avec un code de remplacement du siège : il rapporte tout ce que le siège détient, y compris ce qui manque à cette sauvegarde.`,
  refused: {
    unsigned:
      'L’accusé de réception n’est pas signé avec la clé du siège reçue à l’inscription de ce poste : il n’a pas été conservé. Vérifiez l’adresse du siège ; si elle est juste, appelez le support.',
    otherWorkstation: ({ workstation }) =>
      `L’accusé de réception concerne le poste ${workstation}, pas celui-ci : il n’a pas été conservé. Appelez le support.`,
    differs:
      'L’accusé de réception ne correspond pas à la file d’envoi de ce journal : il n’a pas été conservé. La vérification du journal indique ce qui diffère.',
  },
  rebuild: {
    notHeadOffice:
      'L’accusé de réception n’est pas celui du siège pour ce poste : rien n’a été reconstruit. Vérifiez l’adresse du siège et l’inscription, puis relancez le remplacement.',
    notFresh:
      'Ce journal contient déjà ses propres lignes : il ne peut pas être reconstruit depuis le siège. Reconstruisez-le dans un nouveau dossier de données.',
    doesNotFollow: ({ seq }) =>
      `La modification ${seq} reçue du siège ne suit pas la modification précédente : elle n’a pas été appliquée. Appelez le support.`,
    beyondAck: ({ seq }) =>
      `La modification ${seq} va au-delà de ce que le siège a confirmé : elle n’a pas été appliquée. Appelez le support.`,
    cannotApply: ({ seq, table }) =>
      `La modification ${seq} (table ${table}) nomme une table, une colonne ou une ligne que ce journal ne contient pas : elle n’a pas été appliquée. Installez la version de Remit Desk qu’utilisait le poste remplacé, puis reconstruisez dans un nouveau dossier de données.`,
    unfinished: ({ reached, acknowledged }) =>
      `La reconstruction est arrivée à la modification ${reached}, mais le siège en a confirmé ${acknowledged} : demandez au siège les modifications après ${reached}, puis terminez à nouveau.`,
  },
};
