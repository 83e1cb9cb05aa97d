import type * as english from '../en/accounts';
import type { SameShape } from '../messages';
import { formats } from './formats';
import { durationIn, minutesIn, unitCount } from '../durations';
import { eitherOfCodes } from '../lists';

/**
 * The units of a length of time in a sentence, as the locale's data names them (Intl).
 * Translator: Swahili units do not change in the plural (sekunde 1, sekunde 5).
 */
export const duration: SameShape<typeof english.duration> = {
  seconds: ({ count }) => unitCount('sw', 'second', count),
  minutes: ({ count }) => unitCount('sw', 'minute', count),
  hours: ({ count }) => unitCount('sw', 'hour', count),
};

/** Operator accounts: the new-operator, first-admin, sign-in and password forms and requests. */
export const accounts: SameShape<typeof english.accounts> = {
  sessionEnded: {
    idle: ({ afterMs }) =>
      `Umetolewa baada ya ${minutesIn(duration, afterMs)} bila shughuli. Ingia tena ili kuendelea.`,
    lifetime: ({ lifetimeMs }) =>
      `Umetolewa kwa sababu kipindi hudumu kwa muda usiozidi ${durationIn(duration, lifetimeMs)}, hata kama una kazi nyingi. Ingia tena ili kuendelea.`,
    signedOut: 'Umetolewa.',
    headOffice:
      'Makao makuu yamezima au kubadilisha akaunti yako, kwa hiyo umetolewa. Muulize msimamizi wa tawi au makao makuu ikiwa ni kosa.',
    roleChanged:
      'Msimamizi wa mfumo amebadilisha jukumu lako, kwa hivyo umetolewa. Ingia tena ili kufanya kazi katika jukumu lako jipya.',
    lockedOut: ({ attempts, lockoutMs }) =>
      `Umetolewa baada ya kuandika nenosiri lisilo sahihi mara ${attempts} mfululizo, na kuingia kumezuiwa kwa ${minutesIn(duration, lockoutMs)}. Jaribu tena baada ya muda huo, au mwombe msimamizi wa mfumo akufungulie.`,
  },
  label: {
    operatorId: 'Jina la mtumiaji',
    displayName: 'Jina',
    role: 'Jukumu',
    password: 'Nenosiri',
    currentPassword: 'Nenosiri la sasa',
    newPassword: 'Nenosiri jipya',
  },
  password: {
    tooShort: ({ label, min }) =>
      `${label}: angalau herufi ${min} zinahitajika. Maneno machache yasiyohusiana huunda nenosiri refu ambalo ni rahisi kukumbuka.`,
    oneCharacter: ({ label }) =>
      `${label}: haipaswi kuwa herufi moja iliyorudiwa. Chagua nenosiri ambalo ni vigumu zaidi kukisia.`,
    containsId: ({ label }) =>
      `${label}: haipaswi kuwa na jina la mtumiaji. Chagua nenosiri ambalo ni vigumu zaidi kukisia.`,
    common: ({ label }) =>
      `${label}: ni mojawapo ya manenosiri ambayo mtu yeyote angejaribu kwanza (neno la kawaida au mfuatano wa kibodi, pamoja na tarakimu au bila). Chagua jingine: maneno matatu au manne yasiyohusiana huunda nenosiri imara.`,
    unchanged: 'Nenosiri jipya lazima liwe tofauti na lako la sasa. Chagua jingine.',
  },
  /** A field at sign-in left empty. */
  enter: {
    operatorId: 'Ingiza jina lako la mtumiaji.',
    password: 'Ingiza nenosiri lako.',
    currentPassword: 'Ingiza nenosiri lako la sasa.',
  },
  /** An existing password or id longer than any can be. */
  tooLong: ({ label, max }) => `${label}: ni refu mno: haliwezi kuzidi herufi ${max}.`,
  operatorId: {
    start: ({ label }) => `${label} lazima lianze na herufi ndogo (a hadi z).`,
    characters: ({ label }) =>
      `${label} linaweza kuwa na herufi ndogo, tarakimu, nukta na vistari pekee, kwa mfano jane.wanjiku au clerk-2.`,
    headOffice: ({ label, id }) =>
      `${label} "${id}" kinataja ofisi kuu kwenye jarida, kwa hiyo hakuna mtumiaji anayeweza kukitumia. Chagua kingine.`,
    notPossible: ({ label }) => `${label}: jina hili haliruhusiwi kwa mtumiaji yeyote.`,
  },
  role: ({ label }) =>
    `${label} lazima liwe karani, msimamizi, msimamizi wa mfumo, afisa wa uzingatiaji au mkaguzi.`,
  firstAdminRole: ({ label }) =>
    `${label} lazima liwe msimamizi wa mfumo: mtumiaji wa kwanza huandaa Remit Desk na kuunda watumiaji wengine.`,
  activeRequired: 'Sema kama mtumiaji yuko hai.',
  /** A form's request as a whole; `what` is one of `form.name`. */
  form: {
    missing: ({ what }) => `${what} haipo au si seti ya sehemu. Jaza fomu tena.`,
    extraField: ({ what, properties }) =>
      `${what} ina sehemu ambayo haipaswi kuwa nayo: ${properties}. Iondoe.`,
    /** Translator: every name is a "fomu ya …" (a form), so the sentences above agree with it. */
    name: {
      newOperator: 'Fomu ya mtumiaji mpya',
      firstAdmin: 'Fomu ya msimamizi wa mfumo wa kwanza',
      signIn: 'Fomu ya kuingia',
      operatorChange: 'Fomu ya kubadilisha mtumiaji',
      operatorChoice: 'Fomu ya kuchagua mtumiaji',
      roleChange: 'Fomu ya kubadilisha jukumu',
      passwordReset: 'Fomu ya kuweka upya nenosiri',
      passwordChange: 'Fomu ya kubadilisha nenosiri',
    },
  },
  /** The operator forms' own words, beside their fields (the fields' labels are `label`). */
  operatorForm: {
    /** `Password again`: the field where a password is typed a second time. */
    again: ({ label }) => `${label} tena`,
    typeAgain: ({ label }) => `Andika ${label.toLowerCase()} tena.`,
    passwordsDiffer: 'Manenosiri mawili hayafanani. Andika nenosiri lilelile mara mbili.',
    operatorIdHint:
      'Herufi ndogo, tarakimu, nukta na vistari, kuanzia na herufi, kwa mfano jane.wanjiku au clerk-2. Huandikwa pamoja na kila kitendo.',
    passwordHint: ({ min }) =>
      `Angalau herufi ${min}. Maneno machache yasiyohusiana huunda nenosiri refu ambalo ni rahisi kukumbuka.`,
    roleChoice: {
      clerk: 'Karani – huandika na kutuma uhamisho',
      supervisor: 'Msimamizi – risiti, mwisho wa siku, matokeo yasiyojulikana',
      admin: 'Msimamizi wa mfumo – mipangilio, funguo na watumiaji',
      compliance: 'Afisa wa uzingatiaji – alama za shaka, uzuiaji, uhamisho wa kuripotiwa',
      auditor: 'Mkaguzi – husoma kila kitu, habadilishi chochote',
    },
  },
  refused: {
    badCredentials: ({ attempts, lockoutMs }) =>
      `Jina la mtumiaji au nenosiri si sahihi. Kagua vyote viwili na ujaribu tena. Baada ya kuandika nenosiri lisilo sahihi mara ${attempts} mfululizo, kuingia kunazuiwa kwa ${minutesIn(duration, lockoutMs)}.`,
    lockedOut: ({ until, attempts }) =>
      `Kuingia kwa jina hili la mtumiaji kumezuiwa hadi ${until} baada ya kuandika nenosiri lisilo sahihi mara ${attempts} mfululizo. Jaribu tena baada ya muda huo, au mwombe msimamizi wa mfumo akufungulie.`,
    wrongCurrentPassword: ({ attempts, lockoutMs }) =>
      `Nenosiri lako la sasa si sahihi, kwa hivyo nenosiri halikubadilishwa. Liandike tena. Baada ya kuandika nenosiri lisilo sahihi mara ${attempts} mfululizo, kuingia kunazuiwa kwa ${minutesIn(duration, lockoutMs)}.`,
    passwordChangedMeanwhile:
      'Nenosiri lako liliwekwa upya au lilibadilishwa ulipokuwa ukiandika, kwa hivyo halikubadilishwa. Toka kisha uingie tena kwa nenosiri ulilopewa.',
    passwordHeadOfficeUnreachable:
      'Ofisi kuu haipatikani, kwa hivyo nenosiri lako halikubadilishwa: nenosiri lako huhifadhiwa ofisi kuu na hubadilishwa huko tu. Jaribu tena kituo hiki kikiwasiliana tena na ofisi kuu. Hadi hapo nenosiri lako la sasa bado linafanya kazi.',
    passwordRefusedByHeadOffice: ({ reason }) =>
      `Ofisi kuu imekataa nenosiri jipya, kwa hivyo halikubadilishwa: ${reason}`,
    sessionEndedFirst:
      'Kipindi chako kiliisha kabla nenosiri halijabadilishwa, kwa hivyo halikubadilishwa. Ingia na ujaribu tena.',
    ownApproval:
      'Huwezi kuidhinisha uhamisho wako mwenyewe. Mtu mwingine lazima aandike jina lake la mtumiaji na nenosiri lake.',
    /** D114: the checker of a day's closing typed the preparer's own id. */
    ownCheck:
      'Wewe ndiye uliyeandaa ufungaji huu, kwa hivyo huwezi kuukagua. Msimamizi mwingine aandike hapa jina lake la mtumiaji na nenosiri lake.',
    approverMustChangePassword: ({ name, operatorId }) =>
      `Msimamizi wa mfumo ameweka nenosiri la ${name} (${operatorId}), kwa hivyo hawezi kuidhinisha hadi achague jipya. Aingie, achague nenosiri jipya kwenye ukurasa wa Badilisha nenosiri, kisha aidhinishe tena.`,
    approverNotAllowed: ({ roles }) =>
      `Anayeweza kuidhinisha hili ni ${eitherOfCodes('sw', formats.someone, roles)} pekee. Mwombe mmoja wao aandike jina lake la mtumiaji na nenosiri lake.`,
    headOfficeSilent: ({ since, hours }) =>
      `Wasimamizi wa mfumo pekee wanaweza kuingia sasa: kituo hiki hakijasikia kutoka makao makuu tangu ${since}, na kinaweza kufanya kazi saa ${hours} tu bila makao makuu. Angalia kebo ya mtandao au Wi-Fi, au muulize msimamizi wa mfumo.`,
    journalStopped: {
      approval: ({ problem }) =>
        `Hakuna anayeweza kuidhinisha sasa: ni wasimamizi wa mfumo pekee wanaoweza kuingia hadi daftari lifaulu ukaguzi wake. ${problem}`,
      signIn: ({ problem }) => `Ni wasimamizi wa mfumo pekee wanaoweza kuingia sasa. ${problem}`,
      session: ({ problem }) =>
        `Ni wasimamizi wa mfumo pekee wanaoweza kufanya kazi sasa: toka, na umwombe msimamizi wa mfumo afungue skrini ya Ukaguzi wa daftari. ${problem}`,
    },
  },
};
