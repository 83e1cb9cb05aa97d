import type * as english from '../en/branch-desk';
import type { SameShape } from '../messages';

/** D127: meza ya msimamizi juu ya kaunta zote za tawi, zikisomwa kupitia makao makuu. */
export const branchDesk: SameShape<typeof english.branchDesk> = {
  counter: ({ number }) => `Kaunta ${number}`,
  csvUnreachable: ({ reason }) =>
    `Faili halikuandikwa: ofisi kuu haikutuma uhamisho wa kaunta nyingine (${reason}). Jaribu tena baada ya muda mfupi.`,
  counterColumn: 'Kaunta',
  settleAt: ({ counter }) => `Itatatuliwa katika ${counter}`,
  relay: {
    counterMissing: 'Chagua kaunta inayoshikilia uhamisho huu.',
    unavailable:
      'Makao makuu hayapatikani: utatuzi haukuombwa. Jaribu tena baada ya muda mfupi, au uutatue katika kaunta yake.',
    ownCounter: 'Uhamisho huu ni wa kaunta hii: utatue kutoka ukurasa wake.',
    pending: ({ reference }) =>
      `Utatuzi wa ${reference} tayari unasubiri kaunta yake. Utaonyeshwa hapa mara kaunta hiyo itakapoutekeleza au kuukataa.`,
    notAllowed: ({ reason }) => `Makao makuu yamekataa utatuzi: ${reason}`,
    waiting: ({ counter }) => `Utatuzi umeombwa, unasubiri ${counter}`,
    applied: ({ counter }) => `Umetatuliwa katika ${counter}`,
    refused: ({ counter, reason }) => `${counter} imekataa utatuzi: ${reason}`,
    open: 'Tatua',
    formTitle: ({ reference, counter }) => `Tatua uhamisho ${reference} wa ${counter}`,
    formLead: ({ counter }) =>
      `Kwanza thibitisha na benki. ${counter} itarekodi unachochagua katika mawasiliano yake yajayo na makao makuu, kwa jina lako, chini ya kanuni zake.`,
    send: ({ counter }) => `Tuma kwa ${counter}`,
    sent: ({ counter }) => `Imetumwa kwa ${counter}; itatatua katika mawasiliano yake yajayo.`,
    reason: {
      'not-found': 'kaunta hiyo haina uhamisho wenye kumbukumbu hii.',
      'not-waiting': 'uhamisho haumsubiri tena msimamizi huko.',
      'own-transfer': 'msimamizi aliyeomba ndiye aliyetuma uhamisho huu.',
      'transaction-id-differs': 'nambari ya muamala ya benki hailingani na kilichorekodiwa huko.',
      'outcome-not-possible': 'benki ilikubali uhamisho huu, kwa hiyo hauwezi kuwa haukufika.',
      'resend-not-relayed': 'kutuma tena hufanyika tu katika kaunta iliyoutuma.',
      malformed: 'kaunta hiyo haikuweza kusoma ombi.',
    },
  },
  reprint: {
    action: 'Chapisha tena',
    actionLabel: ({ reference, counter }) =>
      `Chapisha tena risiti ya ${reference}, iliyotolewa ${counter}`,
    printer: 'Kwa printa',
    pdf: 'Hifadhi kama PDF',
    done: ({ reference, copy, counter }) =>
      `NAKALA ${copy} ya ${reference} imechapishwa. ${counter} itarekodi uchapishaji huu itakapowasiliana tena na ofisi kuu.`,
    doneUntold: ({ reference, copy, counter }) =>
      `NAKALA ${copy} ya ${reference} imechapishwa na kurekodiwa hapa, lakini ofisi kuu haikuweza kuipitisha: mjulishe ${counter}.`,
    unavailable:
      'Ofisi kuu haipatikani: hakuna kilichochapishwa. Jaribu tena baada ya muda mfupi, au ichapishe tena kwenye kaunta yake.',
    ownCounter: 'Uhamisho huu ni wa kaunta hii: uchapishe kutoka ukurasa wake.',
    notFound: ({ reference }) =>
      `Ofisi kuu bado haina uhamisho ${reference} wa kaunta nyingine ya tawi hili. Jaribu tena kaunta hiyo ikishatuma mabadiliko yake.`,
    unreadable:
      'Nakala ya ofisi kuu ya uhamisho huu haikuweza kusomwa yote: hakuna kilichochapishwa. Ichapishe tena kwenye kaunta yake.',
  },
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
    closed: ({ counter, at, by, checkedBy }) =>
      `${counter} imefunga siku saa ${at}: imeandaliwa na ${by}, imekaguliwa na ${checkedBy}.`,
    closedAlone: ({ counter, at, by }) => `${counter} imefunga siku saa ${at}, na ${by}.`,
    open: ({ counter }) => `${counter} bado haijafunga siku.`,
    sectionClosed: 'Tawi: siku imefungwa',
  },
};
