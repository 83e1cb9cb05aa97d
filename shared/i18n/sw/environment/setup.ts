import type * as english from '../../en/environment/setup';
import type { SameShape } from '../../messages';

/** The admin's bank connection page and the first launch, as main answers them. */

export const setup: SameShape<typeof english.setup> = {
  sandboxNotRunning:
    'Benki ya majaribio iliyojengwa ndani hufanya kazi tu wakati Remit Desk inatumia mazingira ya majaribio, kwa hivyo hakuna cha kukagua sasa.',
  addressFirstThenCheck: ({ environment }) =>
    `Ingiza Anwani ya huduma ya ${environment} kwanza, kisha ukague.`,
  addressFirst: ({ environment }) => `Ingiza Anwani ya huduma ya ${environment} kwanza.`,
  lastCheckPassed: 'Ukaguzi wa mwisho wa muunganisho ulifaulu, kwa hivyo hakuna cha kukiri.',
  /** `environment` begins the sentence; `missing` lists what it still lacks. */
  notReadyToSwitch: ({ environment, missing }) =>
    `${environment} haiko tayari, kwa hivyo Remit Desk inabaki ilivyo. ${missing}`,
  /** The documents an admin hands to the bank for a key. */
  keyDocument: {
    noKey: ({ environment }) =>
      `${environment} bado haina ufunguo wa kusaini. Tengeneza au ingiza mmoja kwanza.`,
    noPendingKey: ({ environment }) =>
      `Hakuna ufunguo mpya unaosubiri kwa ${environment}. Pakia ukurasa upya.`,
    savingCanceled: 'Kuhifadhi kumeghairiwa; hakuna faili iliyoandikwa.',
    savePublicKeyTitle: 'Hifadhi ufunguo wa umma kwa ajili ya benki',
    saveSheetTitle: 'Hifadhi fomu ya usajili wa ufunguo kama PDF',
  },
  /** Service credentials found from an earlier installation. */
  earlier: {
    /** Translator: “Viondoe” quotes the start of firstLaunch.earlier.remove (remove them). */
    nothingToKeep:
      'Hakuna taarifa za uthibitishaji za huduma zilizobaki za kubakiza, kwa hivyo maingizo yanaweza kuondolewa tu. Chagua “Viondoe”.',
    wrongSecret: ({ environment }) =>
      `Hii si siri ya mtumiaji wa API ya ${environment} iliyohifadhiwa kwenye kituo hiki cha kazi. Hakuna kilichobakizwa wala kuondolewa. Iandike tena kama benki ilivyoitoa; ikiwa hakuna aliye nayo, IT wanaweza kuondoa maingizo ya Remit Desk kwenye hifadhi ya siri ya mfumo.`,
    keychainFailed: ({ reason }) =>
      `Hifadhi ya siri ya mfumo haikuweza kusomwa au kubadilishwa, kwa hivyo hakuna kilichoamuliwa: ${reason}`,
  },
  /** The first-launch wizard's main side. */
  firstLaunch: {
    alreadyFinished:
      'Maandalizi ya mwanzo yamekwisha kamilika. Badilisha mipangilio kwenye kurasa za Mipangilio na Muunganisho wa benki.',
    notFinished:
      'Maandalizi ya mwanzo hayajakamilika: msimamizi wa mfumo lazima ayakamilishe kabla chochote hakijatumwa.',
    notReady: ({ blockers }) => `Remit Desk bado haiko tayari kutumika. ${blockers}`,
  },
  /** D71: credentials belong to the origin of the address they were entered for. */
  origin: {
    addressBeforeCredentials: ({ environment }) =>
      `Hifadhi Anwani ya huduma ya ${environment} kwanza: taarifa za uthibitishaji huhifadhiwa kwa anwani hiyo pekee, na hazitumwi kwingine.`,
    credentialsBound: ({ origin, host }) =>
      `Taarifa za uthibitishaji zilizohifadhiwa ziliingizwa kwa ajili ya ${origin}, na ${host} ni seva nyingine. Kuhifadhi anwani hii kunaziondoa pamoja na tokeni iliyohifadhiwa, kisha utaingiza zote tatu tena kwa anwani mpya. Chagua “Hifadhi na uondoe taarifa za uthibitishaji” ili kuendelea, au rudisha anwani ya awali.`,
    secondAdminNeeded: ({ origin, host }) =>
      `Kuhamisha huduma halisi kutoka ${origin} kwenda ${host} kunahitaji msimamizi wa pili wa mfumo: aandike jina lake la mtumiaji na nenosiri hapa chini. Hakuna kilichohifadhiwa.`,
  },
};
