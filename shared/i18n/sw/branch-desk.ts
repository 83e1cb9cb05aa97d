import type * as english from '../en/branch-desk';
import type { SameShape } from '../messages';

/** D127: meza ya msimamizi juu ya kaunta zote za tawi, zikisomwa kupitia makao makuu. */
export const branchDesk: SameShape<typeof english.branchDesk> = {
  counter: ({ number }) => `Kaunta ${number}`,
  csvUnreachable: ({ reason }) =>
    `Faili halikuandikwa: ofisi kuu haikutuma uhamisho wa kaunta nyingine (${reason}). Jaribu tena baada ya muda mfupi.`,
  counterColumn: 'Kaunta',
  settleAt: ({ counter }) => `Itatatuliwa katika ${counter}`,
  log: {
    unreached: ({ counter }) =>
      `Makao makuu hayapatikani: uhamisho wa kaunta hii (${counter}) pekee ndio unaonyeshwa.`,
  },
  day: {
    title: 'Kaunta zote za tawi',
    lead: 'Uhamisho wa siku wa kila kaunta: wa kaunta hii kutoka kwenye jarida lake, wa nyingine kama makao makuu yanavyoushikilia.',
    thisCounter: ({ counter }) => `${counter} (kaunta hii)`,
    total: 'Jumla ya tawi',
    none: 'Hakuna uhamisho.',
    behind: ({ counter, count, since }) =>
      `${counter}: mabadiliko ${count} bado hayajafika makao makuu, tangu ${since}.`,
    silent: ({ counter, since }) =>
      `${counter}: makao makuu hayajasikia kutoka kwake tangu ${since}; uhamisho wake wa baadaye unaweza kukosekana.`,
    incomplete: 'Jumla ya tawi inaweza kuwa haijakamilika.',
    unreached: ({ counter }) =>
      `Makao makuu hayapatikani: hizi ni takwimu za kaunta hii (${counter}) pekee.`,
    section: 'Tawi: kaunta zote',
    sectionBehind: 'Tawi: bado halijafika makao makuu',
  },
};
