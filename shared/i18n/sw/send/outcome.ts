import type * as english from '../../en/send/outcome';
import type { SameShape } from '../../messages';

/** What the journal records and the clerk reads after a send: the outcome of its answer (D7, D8, D10). */
export const outcome: SameShape<typeof english.outcome> = {
  noMoneyMoved: 'Hakuna pesa iliyohamishwa.',
  notFinal: ({ status }) =>
    `Imekubaliwa na huduma, hali ${status}: si ya mwisho. Usiutume tena; msimamizi anaufuatilia na benki.`,
  credentialsRejected:
    'Huduma ilikataa vitambulisho vya programu. Hakuna pesa iliyohamishwa. Mpigie msimamizi wa mfumo akague API key, merchant code na consumer secret.',
  signatureRejected:
    'Huduma ilikataa sahihi ya ombi. Hakuna pesa iliyohamishwa. Mpigie msimamizi wa mfumo: ufunguo wa kusaini haujasajiliwa na huduma, au ni ufunguo usio sahihi.',
  sendAgain: ({ said }) => `${said} Unaweza kuutuma tena kama uhamisho mpya.`,
  testNoResponse:
    'Umetumwa kwenye mazingira ya upimaji, ambayo hayajibu uhamisho kwa pochi ya simu. Umerekodiwa kama umetumwa, bila jibu.',
  eitherAccount: 'Akaunti ya mtumaji au akaunti ya mpokeaji',
  accountNotFound: ({ which }) =>
    `${which}: haikupatikana na huduma. Hakuna pesa iliyohamishwa. Hakiki namba ya akaunti pamoja na mteja, kisha uisahihishe na utume uhamisho kama mpya.`,
  fieldNotAccepted: ({ label }) => `${label}: haikubaliwi na huduma`,
  detailInvalid: 'Huduma ilikataa mojawapo ya taarifa za uhamisho kwa kuwa si sahihi',
  correctAndSend: ({ what }) =>
    `${what}. Hakuna pesa iliyohamishwa. Isahihishe pamoja na mteja na utume uhamisho kama mpya.`,
  referenceUsed: ({ reference }) =>
    `Huduma ilijibu kwamba kumbukumbu ${reference} ilikwisha tumika, kwa hiyo huenda benki tayari ina uhamisho huu. Usiutume tena. Msimamizi lazima athibitishe matokeo na benki.`,
  otherReference: ({ named, reference }) =>
    `Jibu la huduma linasema imefaulu kwa kumbukumbu ${named}, si kwa kumbukumbu ya uhamisho huu ${reference}, kwa hiyo halisemi kilichotokea kwa huu. Huenda huduma iliupokea: usiutume tena. Msimamizi lazima athibitishe matokeo na benki.`,
  transactionIdHeld: ({ transactionId, other }) =>
    `Jibu la huduma linatoa namba ya muamala ${transactionId}, ambayo ilikwisha ipa uhamisho ${other}, kwa hiyo halisemi kilichotokea kwa huu. Huenda huduma iliupokea: usiutume tena. Msimamizi lazima athibitishe matokeo na benki.`,
  timeout: 'Huduma haikujibu kwa wakati',
  connectionLost: 'Muunganisho ulikatika wakati uhamisho ukitumwa',
  mayHaveReceived: ({ why }) =>
    `${why}. Huenda huduma iliupokea uhamisho huu: usiutume tena. Msimamizi lazima athibitishe matokeo na benki.`,
  /** An unknown outcome's sentence, with the service's status and code for support. */
  forSupport: ({ message, codes }) => `${message} Kwa timu ya msaada: ${codes}.`,
  /** An answer the rules do not expect, by what its HTTP status says. */
  unexpected: {
    busy: 'Huduma ilisema ina shughuli nyingi mno kupokea uhamisho kwa sasa',
    signIn: 'Huduma iliacha kukubali uingiaji wa kituo hiki cha kazi wakati uhamisho ukitumwa',
    fault: 'Huduma ilipata hitilafu yake yenyewe wakati uhamisho ukitumwa',
    unrecognised: 'Huduma ilijibu kwa muundo ambao Remit Desk haiutambui',
    other: 'Huduma ilitoa jibu ambalo Remit Desk hailitarajii',
  },
  serviceCode: ({ status, code }) => `${status}, msimbo wa huduma ${code}`,
};

/** One journaled attempt, as a supervisor reads it (D62). */
export const attempts: SameShape<typeof english.attempts> = {
  statusUnnamed: ({ status }) => `${status} (hali isiyo na jina rasmi)`,
  acceptedNotFinal: ({ status }) =>
    `Benki ilikubali uhamisho kwa hali ${status}: bado si ya mwisho.`,
  acceptedQueued: 'Benki ilikubali uhamisho na kuuweka foleni kwa muda ujao wa RTGS.',
  acceptedSent: 'Benki ilikubali uhamisho: umetumwa.',
  anAccount: 'akaunti',
  notFound: ({ what }) =>
    `Benki ilikataa uhamisho: ${what} haikupatikana. Hakuna pesa iliyohamishwa.`,
  notAccepted: ({ label }) =>
    `Benki ilikataa uhamisho: ${label} haikubaliwi. Hakuna pesa iliyohamishwa.`,
  invalid:
    'Benki ilikataa mojawapo ya taarifa za uhamisho kwa kuwa si sahihi. Hakuna pesa iliyohamishwa.',
  referenceUsed:
    'Benki ilijibu kwamba kumbukumbu hii ilikwisha tumika: huenda tayari ina uhamisho huu.',
  otherReference: ({ named }) =>
    `Jibu la benki linasema imefaulu kwa kumbukumbu nyingine, ${named}: halisemi kilichotokea kwa uhamisho huu.`,
  unauthorized:
    'Benki haikukubali uingiaji wa kituo hiki cha kazi kwa jaribio hili, kwa hiyo haikulishughulikia.',
  forbidden: 'Benki ilikataa sahihi ya ombi, kwa hiyo haikulishughulikia jaribio hili.',
  unexpected: ({ words }) => `${words}: huenda benki iliupokea uhamisho.`,
  neverReached: 'Haukufika benki kamwe.',
  mayHaveReceived: 'Huenda benki iliupokea uhamisho.',
  networkFailed: 'Mtandao ulishindwa',
  noAnswer: ({ words, reached }) => `Hakuna jibu: ${words}. ${reached}`,
  stoppedOnItsWay:
    'Hakuna jibu lililorekodiwa: Remit Desk ilisimama jaribio hili likiwa njiani. Huenda benki iliupokea uhamisho.',
  noAnswerRecorded: 'Hakuna jibu lililorekodiwa.',
};
