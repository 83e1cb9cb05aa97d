import type * as english from '../../en/send/bank';
import type { SameShape } from '../../messages';

/** The bank client's own words: a try that never went out, or an answer it cannot use. */
export const bank: SameShape<typeof english.bank> = {
  token: {
    notConfigured:
      'Taarifa za uthibitishaji za huduma hazijawekwa. Msimamizi wa mfumo lazima aweke ufunguo wa API, msimbo wa mfanyabiashara na siri ya mteja.',
    signInUnreachable:
      'Huduma haipatikani ili kuingia. Kagua muunganisho wa mtandao na ujaribu tena.',
    signInRejected:
      'Huduma imekataa taarifa za uthibitishaji za programu. Mpigie msimamizi wa mfumo akague ufunguo wa API, msimbo wa mfanyabiashara na siri ya mteja.',
    signInUnexpected: ({ status }) =>
      `Huduma ilitoa jibu lisilotarajiwa wakati wa kuingia (HTTP ${status}). Jaribu tena; tatizo likiendelea, mpigie msimamizi wa mfumo.`,
  },
  unreachable: 'Huduma haikuweza kufikiwa. Hakuna pesa iliyohamishwa.',
  credentialsTwice: 'Huduma ilikataa vitambulisho vya programu mara mbili.',
  purposesUnreachable: 'Huduma haikuweza kufikiwa kupata madhumuni ya malipo.',
  purposesUnexpected: ({ status }) =>
    `Huduma ilitoa jibu lisilotarajiwa kwa madhumuni ya malipo (HTTP ${status}).`,
  notStarted:
    'Lilikuwa bado linasubiri uhamisho wa awali wa kituo hiki cha kazi utoke, na halikutoka kamwe kwenye kituo hiki.',
  closedWhileWaiting:
    'Programu ilifungwa wakati ombi likisubiri utumaji uliotangulia; halikutumwa kamwe.',
  gaveUpWaiting: ({ ms }) =>
    `Ombi lilisubiri ms ${ms} kwa utumaji uliotangulia kisha likaachwa; halikutumwa kamwe.`,
  timedOut: ({ ms }) => `Hakuna jibu kamili ndani ya ms ${ms} tangu ombi litoke.`,
  /** D71: the stored credentials were entered for another address than the one set now. */
  credentialsElsewhere: ({ origin, here }) =>
    `Vitambulisho vya huduma viliwekwa kwa ajili ya ${origin}, si ${here}, kwa hiyo hakuna kilichotumwa huko. Msimamizi wa mfumo lazima aviweke tena kwa anwani hii kwenye ukurasa wa Muunganisho wa benki. Hakuna pesa iliyohamishwa.`,
  credentialsUnbound: ({ here }) =>
    `Vitambulisho vya huduma vilihifadhiwa kabla ya kufungamanishwa na anwani moja, kwa hiyo hakuna kilichotumwa kwa ${here}. Msimamizi wa mfumo lazima aviweke tena kwenye ukurasa wa Muunganisho wa benki. Hakuna pesa iliyohamishwa.`,
  /** What support reads of an answer the rules do not expect (kept beside the attempt). */
  answer: {
    notJson: 'maudhui si kitu cha JSON',
    statusNotTrue: 'status si true',
    dataMissing: 'data.transactionId au data.status haipo',
    noErrorBody: 'hakuna maudhui ya hitilafu',
  },
};
