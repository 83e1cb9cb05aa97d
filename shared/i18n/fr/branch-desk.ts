import type * as english from '../en/branch-desk';
import type { SameShape } from '../messages';

/** D127: le bureau du superviseur sur tous les guichets de l'agence, lus au siège. */
export const branchDesk: SameShape<typeof english.branchDesk> = {
  counter: ({ number }) => `Guichet ${number}`,
  csvUnreachable: ({ reason }) =>
    `Le fichier n’a pas été écrit : le siège n’a pas envoyé les virements des autres guichets (${reason}). Réessayez dans un instant.`,
  counterColumn: 'Guichet',
  settleAt: ({ counter }) => `À régler au ${counter}`,
  log: {
    unreached: ({ counter }) =>
      `Le siège est injoignable : seuls les transferts de ce guichet (${counter}) sont affichés.`,
  },
  day: {
    title: "Tous les guichets de l'agence",
    lead: 'Les transferts du jour de chaque guichet : ceux de ce guichet selon son journal, les autres tels que le siège les détient.',
    thisCounter: ({ counter }) => `${counter} (ce guichet)`,
    total: "Total de l'agence",
    none: 'Aucun transfert.',
    behind: ({ counter, count, since }) =>
      `${counter} : ${count} modifications pas encore au siège, depuis ${since}.`,
    silent: ({ counter, since }) =>
      `${counter} : le siège n'en a pas de nouvelles depuis ${since} ; ses transferts suivants peuvent manquer.`,
    incomplete: "Le chiffre de l'agence peut être incomplet.",
    unreached: ({ counter }) =>
      `Le siège est injoignable : ce sont les chiffres de ce guichet (${counter}) seul.`,
    section: 'Agence : tous les guichets',
    sectionBehind: 'Agence : pas encore au siège',
  },
};
