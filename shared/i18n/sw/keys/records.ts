import type * as english from '../../en/keys/records';
import type { SameShape } from '../../messages';

/** A value the secret store keeps in the keychain, checked when written and when read. */

/** Why a stored record does not read back whole. */
const damagedBecause: SameShape<typeof english.records.damagedBecause> = {
  indexUnreadable: 'ingizo lake la faharasa halisomeki',
  partMissing: ({ part, parts }) => `sehemu ${part} kati ya ${parts} haipo`,
  notExpectedFormat: 'maudhui yake hayako katika muundo unaotarajiwa',
  sizeMismatch: ({ bytes, expected }) =>
    `sehemu zake zina jumla ya baiti ${bytes} badala ya ${expected}`,
  checksumMismatch: 'sehemu zake hazilingani na checksum yake',
};

export const records: SameShape<typeof english.records> = {
  damagedBecause,
  /** Each record, damaged (with why) or too large to keep. */
  credentials: {
    damaged: ({ reason }) =>
      `Taarifa za uthibitishaji za huduma zilizo katika hifadhi ya siri ya mfumo zimeharibika (${reason}), kwa hivyo haziwezi kutumika. Msimamizi wa mfumo lazima aingize tena ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API.`,
    tooLarge: ({ bytes }) =>
      `Taarifa za uthibitishaji za huduma ni kubwa mno kuhifadhiwa katika hifadhi ya siri ya mfumo (baiti ${bytes}).`,
  },
  signingKey: {
    damaged: ({ reason }) =>
      `Ufunguo wa kusaini ulio katika hifadhi ya siri ya mfumo umeharibika (${reason}), kwa hivyo hauwezi kutumika. Msimamizi wa mfumo lazima aingize ufunguo binafsi tena, au atengeneze jozi mpya ya funguo na asajili ufunguo wake wa umma kwa mwendeshaji wa huduma.`,
    tooLarge: ({ bytes }) =>
      `Ufunguo wa kusaini ni mkubwa mno kuhifadhiwa katika hifadhi ya siri ya mfumo (baiti ${bytes}).`,
  },
  pendingKey: {
    damaged: ({ reason }) =>
      `Ufunguo mpya wa kusaini unaosubiri kusajiliwa, ulio katika hifadhi ya siri ya mfumo, umeharibika (${reason}), kwa hivyo hauwezi kutumika. Msimamizi wa mfumo lazima auutupe kisha atengeneze au aingize ufunguo mpya tena.`,
    tooLarge: ({ bytes }) =>
      `Ufunguo mpya wa kusaini unaosubiri kusajiliwa ni mkubwa mno kuhifadhiwa katika hifadhi ya siri ya mfumo (baiti ${bytes}).`,
  },
  token: {
    damaged: ({ reason }) =>
      `Tokeni ya ufikiaji iliyohifadhiwa katika hifadhi ya siri ya mfumo imeharibika (${reason}), kwa hivyo haiwezi kutumika. Programu itachukua tokeni mpya wakati wa kutuma unaofuata; hali hii ikijirudia, wasiliana na timu ya usaidizi.`,
    tooLarge: ({ bytes }) =>
      `Tokeni ya ufikiaji iliyohifadhiwa ni kubwa mno kuhifadhiwa katika hifadhi ya siri ya mfumo (baiti ${bytes}).`,
  },
  /** A value refused before it is written. */
  refused: {
    credentialsMissing:
      'Taarifa za uthibitishaji za huduma hazipo. Ingiza zote tatu kisha uhifadhi tena.',
    empty: ({ label }) => `Hakuna thamani ya ${label}. Iingize kisha uhifadhi tena.`,
    controlCharacter: ({ label }) =>
      `Thamani ya ${label} ina alama ya kuvunja mstari au herufi nyingine ya udhibiti. Ibandike tena bila hizo.`,
    tooLong: ({ label, max }) =>
      `Thamani ya ${label} ina zaidi ya herufi ${max}. Hakikisha kwamba thamani sahihi ndiyo iliyobandikwa.`,
    tokenNotText:
      'Tokeni ya ufikiaji ya kuhifadhi iko wazi, ni ndefu mno au si maandishi yanayochapishika.',
    tokenNoExpiry: 'Tokeni ya ufikiaji ya kuhifadhi haina muda halali wa kuisha.',
    tokenUnbound:
      'Tokeni ya ufikiaji ya kuhifadhi haionyeshi ni ya anwani na taarifa zipi za uthibitishaji.',
    notPkcs8:
      'Ni ufunguo binafsi wa PKCS#8 wa PEM usiosimbwa pekee ("-----BEGIN PRIVATE KEY-----") unaoweza kuhifadhiwa. Ingiza ufunguo kupitia sehemu ya kuingiza ufunguo, ambayo huubadilisha.',
    keyDamaged:
      'PEM ya ufunguo binafsi imeharibika au haijakamilika. Ingiza faili ya ufunguo tena.',
    notRsa: 'Ufunguo wa kusaini lazima uwe ufunguo wa RSA.',
    noPendingKey: 'Hakuna ufunguo mpya wa kusaini unaosubiri, kwa hivyo hakuna cha kuanza kutumia.',
    credentialsNoOrigin:
      'Taarifa za uthibitishaji za huduma lazima zihifadhiwe kwa anwani moja ya huduma. Hifadhi anwani kwanza, kisha uingize taarifa za uthibitishaji.',
  },
  /** The credentials, as they read inside a sentence. */
  credentialLabel: {
    apiKey: 'ufunguo wa API',
    merchantCode: 'msimbo wa mfanyabiashara',
    consumerSecret: 'siri ya mtumiaji wa API',
  },
};
