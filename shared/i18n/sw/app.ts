import type * as english from '../en/app';
import type { SameShape } from '../messages';
import { formats } from './formats';
import { eitherOfCodes, wordFor } from '../lists';

/** The app's frame: the window title, page titles, the header's shortcuts, notices every page shares. */
export const app: SameShape<typeof english.app> = {
  name: 'Remit Desk',
  /** The window's title after the page's: `Bank connection – Remit Desk`. */
  windowTitle: ({ page }) => `${page} – Remit Desk`,
  headOffice: 'Makao makuu',
  /** Each page's title, by what the page is (the RTGS form is titled by `transfer.kind.rtgs`). */
  page: {
    firstAdmin: 'Uzinduzi wa kwanza',
    firstLaunch: 'Andaa kituo hiki cha kazi',
    signIn: 'Ingia',
    sendImt: 'Uhamisho kwa pochi ya simu',
    myTransfers: 'Uhamisho wangu leo',
    myCash: 'Fedha zangu leo',
    receipt: 'Risiti',
    operators: 'Watumiaji',
    changePassword: 'Badilisha nenosiri',
    journalCheck: 'Ukaguzi wa daftari',
    bankConnection: 'Muunganisho wa benki',
    headOffice: 'Makao makuu',
    settings: 'Mipangilio',
    supervisorHome: 'Zana za msimamizi',
    receiptLog: 'Orodha ya risiti',
    transfer: 'Uhamisho',
    endOfDay: 'Mwisho wa siku',
    suspicionFlags: 'Alama za shaka',
    reconcile: 'Haipo katika daftari hili',
    complianceHome: 'Uzingatiaji',
    sanctionsLists: 'Orodha za vikwazo',
    heldTransfers: 'Imezuiliwa kwa uzingatiaji',
    reconciliation: 'Ulinganisho na benki',
    reconciliationMonth: 'Ulinganisho kwa mwezi',
    auditorHome: 'Ukaguzi',
    auditTrail: 'Kumbukumbu za ukaguzi',
  },
  /**
   * A page meant for another role: said on the page the operator lands on instead. `access`:
   * the roles it is for (role codes, D87); `role`: the operator's role code.
   */
  pageRefused: ({ page, access, role }) =>
    `${page} ni kwa ajili ya ${eitherOfCodes('sw', formats.someone, access)} pekee, na umeingia kama ${wordFor(formats.someone, role)}.`,
  thatPage: 'Ukurasa huo',
  shortcut: {
    newRtgs: 'RTGS mpya',
    newImt: 'IMT mpya (pochi)',
    myTransfers: 'Uhamisho wa leo',
  },
  /** Where a page's "Back" goes. */
  back: {
    supervisorHome: 'Rudi kwenye zana za msimamizi',
    suspicionFlags: 'Rudi kwenye alama za shaka',
    endOfDay: 'Rudi kwenye mwisho wa siku',
    myTransfers: 'Rudi kwenye uhamisho wangu wa leo',
    waitingList: 'Rudi kwenye orodha ya kusubiri',
    logSearch: 'Rudi kwenye utafutaji wako katika orodha ya risiti',
    receiptLog: 'Rudi kwenye orodha ya risiti',
  },
  adminWarnings: {
    title: 'Mipangilio inahitaji kushughulikiwa',
    open: ({ section }) => `Fungua ${section}`,
  },
  tryAgain: 'Jaribu tena',
  idle: {
    title: 'Bado upo?',
    text: ({ duration }) =>
      `Hakuna aliyeandika, kubofya wala kusogeza kwa muda, kwa hiyo Remit Desk itakutoa baada ya ${duration} ili taarifa za wateja zisibaki kwenye skrini.`,
    draftKept: 'Uhamisho unaoandika unahifadhiwa hadi utakapoingia tena.',
    stay: 'Baki ndani',
  },
  signOutDraft: {
    title: 'Utoke na kutupa uhamisho?',
    text: 'Uhamisho unaoandika haujatumwa. Ukitoka, utatupwa; utume kwanza, au endelea na kazi.',
    keepWorking: 'Endelea na kazi',
    discard: 'Toka na utupe',
  },
  bridgeMissing:
    'Remit Desk lazima ifunguliwe kama programu ya kompyuta ya Remit Desk. Ukurasa huu ulifunguliwa bila hiyo (kwa mfano kwenye kivinjari), kwa hiyo hauwezi kuingia, kutuma wala kuchapisha chochote. Funga dirisha hili na uanzishe Remit Desk kutoka kwenye njia yake ya mkato.',
  callFailed:
    'Remit Desk haikuweza kufikia mchakato wake mkuu. Angalia orodha ya risiti kabla ya kujaribu tena, na uanzishe upya Remit Desk hili likiendelea kutokea.',
  saved: 'Imehifadhiwa.',
  settingsRefused: 'Remit Desk imekataa mipangilio hii. Isahihishe, kisha uhifadhi tena',
  /** A transfer's review and confirm, as the draft composable words them. */
  draft: {
    rulesChanged:
      'Mipangilio ilibadilika mapitio haya yakiwa wazi. Sahihisha taarifa hizi, kisha upitie uhamisho tena',
    noticeChanged: ({ notice }) =>
      `Ujumbe ulibadilika mapitio haya yakiwa wazi. ${notice} Mwambie mteja, kisha uthibitishe tena.`,
    noticeGone: 'Ujumbe ulio juu hautumiki tena.',
    detailsRefused: 'Remit Desk imekataa taarifa hizi. Zisahihishe, kisha upitie tena',
    bankRefusedDetail: 'Benki imekataa taarifa hii: isahihishe, kisha upitie uhamisho tena',
    progress: {
      waiting: 'Inatuma… Baki kwenye skrini hii hadi risiti itakapoonekana.',
      reserved: ({ reference }) => `Kumbukumbu ${reference} imehifadhiwa. Inatuma kwa huduma…`,
      sending: ({ reference }) => `Inatuma kumbukumbu ${reference} kwa huduma…`,
      attemptFinished: ({ attempt, reference }) =>
        `Jaribio la ${attempt} la kumbukumbu ${reference} limekamilika. Inasubiri matokeo…`,
      finished: ({ reference }) => `Kumbukumbu ${reference} imekamilika. Inafungua risiti…`,
    },
  },
  /** The desk's files: CSV exports and the journal's copy. */
  deskFiles: {
    writingCsv: ({ rows }) => `Inaandika faili ya CSV: uhamisho ${rows} hadi sasa…`,
    copyingJournal: ({ percent }) => `Inanakili daftari: ${percent}%…`,
    chooseCsv: 'Chagua mahali pa kuhifadhi faili ya CSV…',
    chooseFolder: 'Chagua folda ya nakala…',
    oneTransfer: 'Uhamisho 1',
    transfers: ({ rows }) => `Uhamisho ${rows}`,
    csvWritten: ({ what, file }) => `${what} umeandikwa kwenye ${file}.`,
    endOfDayWritten: ({ day, file }) =>
      `Ripoti ya mwisho wa siku ${day} imeandikwa kwenye ${file}.`,
    journalCopied: ({ transfers, file }) =>
      `Daftari limenakiliwa na kukaguliwa: uhamisho ${transfers} katika ${file}.`,
  },
  wordsNotLoaded:
    'Remit Desk haikuweza kupakia maneno ya skrini zake. Jaribu tena; hili likiendelea kutokea, anzisha upya Remit Desk.',
};
