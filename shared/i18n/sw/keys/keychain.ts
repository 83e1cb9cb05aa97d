import type * as english from '../../en/keys/keychain';
import type { SameShape } from '../../messages';

/** The OS keychain: what main asked it to do, and why it could not. */

/** What the keychain was asked to do, completing "The OS keychain could not …". */
const action = {
  readToken: 'kusoma tokeni ya ufikiaji iliyohifadhiwa',
  saveToken: 'kuhifadhi tokeni ya ufikiaji',
  removeToken: 'kuondoa tokeni ya ufikiaji iliyohifadhiwa',
  readCredentials: 'kusoma taarifa za uthibitishaji za huduma',
  saveCredentials: 'kuhifadhi taarifa za uthibitishaji za huduma',
  removeCredentials: 'kuondoa taarifa za uthibitishaji za huduma',
  readSigningKey: 'kusoma ufunguo wa kusaini',
  saveSigningKey: 'kuhifadhi ufunguo wa kusaini',
  removeSigningKey: 'kuondoa ufunguo wa kusaini',
  readPendingKey: 'kusoma ufunguo mpya wa kusaini',
  savePendingKey: 'kuhifadhi ufunguo mpya wa kusaini',
  removePendingKey: 'kuondoa ufunguo mpya wa kusaini',
  promotePendingKey: 'kuanza kutumia ufunguo mpya wa kusaini',
  readHighWater: 'kusoma namba ya juu kabisa ya kumbukumbu iliyotolewa',
  saveHighWater: 'kuhifadhi namba ya juu kabisa ya kumbukumbu iliyotolewa',
  checkStatus: 'kukagua ni siri zipi zimehifadhiwa',
  readJournalKey: 'kusoma ufunguo wa daftari',
  createJournalKey: 'kuunda ufunguo wa daftari',
  readJournalHead: 'kusoma kumbukumbu ya safu ya mwisho ya daftari',
  saveJournalHead: 'kuhifadhi kumbukumbu ya safu ya mwisho ya daftari',
  replaceJournalHead: 'kubadilisha kumbukumbu ya safu ya mwisho ya daftari',
  readJournalChecked: 'kusoma safu ya mwisho iliyokaguliwa ya daftari',
  saveJournalChecked: 'kuhifadhi safu ya mwisho iliyokaguliwa ya daftari',
  readJournalDatabaseKey: 'kusoma ufunguo wa hifadhidata ya daftari',
  createJournalDatabaseKey: 'kuunda ufunguo wa hifadhidata ya daftari',
  importJournalKeys: 'kuhifadhi funguo za faili ya amana',
  readWorkstationKey: 'kusoma ufunguo wa kituo cha kazi kwa makao makuu',
  saveWorkstationKey: 'kuhifadhi ufunguo wa kituo cha kazi kwa makao makuu',
} as const;

const supportAfterDamage =
  'Acha faili ya daftari kama ilivyo (usiifute, usiihamishe wala usiihariri) na uwasiliane na timu ya usaidizi.';

export const keychain: SameShape<typeof english.keychain> = {
  action,
  /** The OS keychain's own trouble, by what the OS said (keys/keychain-errors.ts). */
  unavailable: {
    noSecretService:
      'Hakuna hifadhi ya siri ya mfumo inayopatikana (Secret Service haiendeshwi, au hakuna kipindi cha D-Bus). Ingia kwenye kipindi cha desktop kinachoendesha keyring (GNOME Keyring au KWallet) kisha ujaribu tena; programu huhifadhi siri zake katika hifadhi ya siri ya mfumo pekee.',
    noDefaultKeyring:
      'Hifadhi ya siri ya mfumo haina keyring ya msingi ya kuhifadhi siri. Ingia kwenye desktop mara moja (hatua hiyo huunda login keyring) au unda keyring ya msingi katika "Passwords and Keys", kisha ujaribu tena.',
    locked: 'Hifadhi ya siri ya mfumo imefungwa. Ifungue (ingia tena) kisha ujaribu tena.',
    macLocked:
      'Login keychain ya macOS imefungwa na haikufunguliwa. Ifungue (ingia tena, au fungua Keychain Access) kisha ujaribu tena, ukiingiza nenosiri la kuingia la Mac unapoombwa.',
    noMacKeychain:
      'Hakuna keychain ya macOS inayopatikana. Ingia kwenye akaunti ya mtumiaji ya Mac (washa upya Mac ikihitajika) kisha ujaribu tena.',
    noLogonSession:
      'Windows Credential Manager haipatikani kwa kuingia huku (hakuna logon session). Ingia kwenye Windows moja kwa moja kama mtumiaji wa tawi kisha ujaribu tena.',
  },
  /** `detail` is the OS's own text, or empty when it said nothing. */
  failed: ({ action, detail }) =>
    `Hifadhi ya siri ya mfumo haikuweza ${action}${detail ? ` (ilisema: "${detail}")` : ''}. Jaribu tena; tatizo likiendelea, wasiliana na timu ya usaidizi.`,
  timeout: ({ seconds, action }) =>
    `Hifadhi ya siri ya mfumo haikujibu ndani ya sekunde ${seconds} ilipoombwa ${action}. Ikiwa dirisha la kufungua hifadhi ya siri liko wazi, lijibu; vinginevyo toka kisha uingie tena, kisha ujaribu tena.`,
  /** The key that seals the journal, and the journal's points kept beside it. */
  journal: {
    workstationKeyDamaged:
      'Ufunguo wa kituo cha kazi kwa makao makuu, ulio katika hifadhi ya siri ya mfumo, umeharibika, kwa hivyo hakuna kinachoweza kutumwa makao makuu. Daftari halijaathirika. Piga simu kwa msaada: makao makuu lazima yasajili kituo hiki upya.',
    keyDamaged: `Ufunguo unaofunga daftari, ulio katika hifadhi ya siri ya mfumo, umeharibika, kwa hivyo daftari haliwezi kukaguliwa wala kuandikwa. ${supportAfterDamage}`,
    headDamaged: `Kumbukumbu ya safu ya mwisho ya daftari iliyo katika hifadhi ya siri ya mfumo imeharibika, kwa hivyo daftari haliwezi kukaguliwa. ${supportAfterDamage}`,
    checkedDamaged: `Kumbukumbu ya safu ya mwisho iliyokaguliwa ya daftari, iliyo katika hifadhi ya siri ya mfumo, imeharibika, kwa hivyo daftari haliwezi kukaguliwa. ${supportAfterDamage}`,
    databaseKeyDamaged: `Ufunguo unaosimba daftari, ulio katika hifadhi ya siri ya mfumo, umeharibika, kwa hivyo daftari haliwezi kufunguliwa. ${supportAfterDamage}`,
  },
  /** The reference counter's keychain copy. */
  highWater: {
    notWhole:
      'Namba ya juu kabisa ya kumbukumbu iliyotolewa lazima iwe namba kamili ya sifuri au zaidi.',
    damaged:
      'Namba ya juu kabisa ya kumbukumbu iliyotolewa, iliyo katika hifadhi ya siri ya mfumo, imeharibika, kwa hivyo programu haiwezi kuthibitisha kwamba namba mpya ya kumbukumbu haijawahi kutumika. Usitume uhamisho; wasiliana na timu ya usaidizi.',
  },
};
