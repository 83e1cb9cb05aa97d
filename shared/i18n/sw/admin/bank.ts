import type * as english from '../../en/admin/bank';
import type { SameShape } from '../../messages';

/** The bank connection: address, credentials, signing key, the check and the switch. */
export const bank: SameShape<typeof english.bank> = {
  /** `In use now: <the environment>. Set up an environment below, then switch to it.` */
  inUseNow: 'Yanayotumika sasa:',
  setUpBelow: '. Andaa mazingira hapa chini, kisha uhamie huko.',
  inUseNowSentence: ({ environment }) => `Yanayotumika sasa: ${environment}.`,
  tabsLabel: 'Mazingira ya kuandaa',
  tab: {
    sandbox: 'Majaribio',
    test: 'Upimaji',
    live: 'Halisi',
  },
  loading: 'Inapakia…',
  missingTitle: ({ environment }) => `Kabla ${environment} haijaweza kutumika:`,
  ready: ({ environment }) => `${environment} imeandaliwa na inatumika.`,
  readyToSwitch: ({ environment }) => `${environment} imeandaliwa: hamia huko hapa chini.`,
  /** A step's title with its number: `1. Service address`. */
  numbered: ({ n, title }) => `${n}. ${title}`,
  step: {
    address: 'Anwani ya huduma',
    credentials: 'Taarifa za uthibitishaji',
    key: 'Ufunguo wa kusaini',
    check: 'Kagua muunganisho',
  },
  sandboxTitle: 'Benki ya majaribio',
  sandboxText:
    'Benki ya majaribio ni mbadala wa benki unaotolewa na Remit Desk yenyewe, kwa mafunzo: hakuna pesa inayohamishwa. Remit Desk huiandaa yenyewe, kwa taarifa zake za uthibitishaji zilizochapishwa na ufunguo inaousajili.',
  sandboxRunsAt: 'Inaendeshwa kwenye',
  switchTitle: 'Badilisha mazingira',
  address: {
    hint: 'Anwani ambayo benki ilitoa kwa huduma hii, inayoanza na https://, kwa mfano https://uat.api.bank.example.',
    tokenPathHint:
      'Mahali ambapo huduma hutoa tokeni za ufikiaji. Acha thamani iliyojazwa isipokuwa benki ikupe nyingine.',
    connectHint: '1 hadi 60.',
    requestHint: '5 hadi 300. Muda wa kusubiri unatumika kwa mazingira yote.',
    save: 'Hifadhi anwani',
    saved: ({ environment }) => `Anwani ya ${environment} imehifadhiwa.`,
    notSeconds: ({ label }) => `${label}: andika idadi ya sekunde, kwa mfano 10.`,
  },
  credentials: {
    source: {
      typed: 'kwa kuandikwa',
      file: 'kutoka kwenye faili',
      provisioned: 'na programu',
    },
    missing: 'Bado hazijawekwa.',
    damaged:
      'Taarifa za uthibitishaji zilizohifadhiwa zimeharibika na haziwezi kutumika. Ziingize zote tatu tena.',
    /** `how` is the source (`typed in`), or empty when unknown. */
    set: ({ how }) => (how ? `Zimewekwa, ${how}.` : 'Zimewekwa.'),
    setOn: ({ at, by, how }) =>
      `Ziliwekwa ${at}${by ? ` na ${by}` : ''}${how ? `, ${how}` : ''}. Hazitaonyeshwa tena kamwe.`,
    saved: ({ environment, how }) =>
      `Taarifa za uthibitishaji za ${environment} zimehifadhiwa (${how}).`,
    replace: 'Weka taarifa mpya',
    save: 'Hifadhi taarifa',
    readFile: 'Soma kutoka faili…',
    fileHint:
      'Faili ina API_KEY, MERCHANT_CODE na CONSUMER_SECRET kama mistari ya NAME=value, au apiKey, merchantCode na consumerSecret katika JSON. Remit Desk huisoma na haihifadhi chochote kutoka humo isipokuwa thamani hizo tatu, katika hifadhi ya siri ya mfumo.',
  },
  key: {
    bitsOption: ({ bits }) => `biti ${bits}`,
    bitsUsual: ({ bits }) => `biti ${bits} (kawaida)`,
    generating: 'Inatengeneza…',
    generate: 'Tengeneza ufunguo',
    or: 'au, kwa ufunguo uliotengenezwa na benki au IT:',
    passphraseHint: 'Ikiwa tu faili ya ufunguo ina kaulisiri.',
    importing: 'Inaingiza…',
    import: 'Ingiza ufunguo',
    chooseAnother: 'Chagua faili nyingine',
    origin: {
      generated: 'umetengenezwa',
      imported: 'umeingizwa',
      provisioned: 'umetengenezwa na programu kwa benki ya majaribio',
    },
    stored: 'umehifadhiwa',
    /** `RSA, 2048 bits, generated on 2026-11-23 10:15 EAT by Jane Wanjiku (jane).` */
    about: ({ bits, origin, at, by }) =>
      `RSA, biti ${bits}, ${origin}${at ? ` ${at}` : ''}${by ? ` na ${by}` : ''}.`,
    publicKey: 'ufunguo wa umma',
    fingerprint: 'alama bainifu',
    copied: ({ what }) => `Umenakili ${what}.`,
    notCopied: ({ what }) =>
      `Haikuwezekana kunakili ${what}: maandishi yamechaguliwa, bonyeza Ctrl+C.`,
    pemSaved: ({ file }) => `Ufunguo wa umma umehifadhiwa kama ${file}.`,
    sheetSaved: ({ file }) => `Fomu ya usajili imehifadhiwa kama ${file}.`,
    sheetPrinted: 'Fomu ya usajili imetumwa kwenye printa.',
    copyPem: 'Nakili ufunguo wa umma',
    copyFingerprint: 'Nakili alama bainifu',
    savePem: 'Hifadhi kama faili ya .pem…',
    printSheet: 'Chapisha fomu ya usajili…',
    saveSheet: 'Hifadhi fomu kama PDF…',
    sandboxRegistered: 'Benki ya majaribio iliyojengwa ndani imeusajili.',
    askToRegister: 'Tuma ufunguo wake wa umma kwa benki na uiombe iusajili.',
    storedCurrent: ({ bits, registration }) =>
      `Ufunguo wa biti ${bits} umehifadhiwa katika hifadhi ya siri ya mfumo na utasaini kuanzia sasa. ${registration}`,
    storedPending: ({ bits, registration }) =>
      `Ufunguo wa biti ${bits} umehifadhiwa kama ufunguo mpya. ${registration}`,
    rotated:
      'Ufunguo mpya utasaini kuanzia sasa. Ufunguo wa zamani umefutwa kutoka hifadhi ya siri.',
    discarded: 'Ufunguo mpya umetupwa. Ufunguo wa sasa unaendelea kusaini.',
    damaged:
      'Ufunguo wa kusaini ulio katika hifadhi ya siri umeharibika na hauwezi kusaini. Tengeneza au ingiza mpya, na uiombe benki iusajili.',
    inUse: 'Ufunguo unaotumika',
    registersItself:
      'Benki ya majaribio iliyojengwa ndani husajili yenyewe funguo za kituo hiki cha kazi.',
    sendToBank:
      'Tuma ufunguo huu wa umma kwa benki (faili au fomu iliyosainiwa) na uiombe iusajili kwa kituo hiki cha kazi.',
    pendingTitle: 'Ufunguo mpya, unasubiri benki',
    replaceTitle: 'Badilisha ufunguo',
    pendingNotice:
      'Ufunguo mpya unasubiri kusajiliwa na benki. Ufunguo wa sasa utaendelea kusaini hadi uthibitishe kwamba benki imesajili ufunguo mpya.',
    bankConfirmed:
      'Benki imethibitisha kwamba imesajili ufunguo mpya wenye alama bainifu iliyo hapo juu.',
    useNew: 'Tumia ufunguo mpya sasa',
    discardNew: 'Tupa ufunguo mpya',
    rotation: 'Tengeneza au ingiza ufunguo mpya (kubadilisha ufunguo)…',
    rotationHint:
      'Ufunguo mpya husubiri hadi benki iusajili; ufunguo wa sasa husaini hadi wakati huo.',
  },
  check: {
    noted: ({ environment }) =>
      `Imeandikwa: umemaliza kuandaa ${environment} bila ukaguzi uliofaulu. Kagua tena chanzo cha tatizo kikishatatuliwa.`,
    hint: 'Remit Desk huiomba huduma tokeni ya ufikiaji na orodha ya madhumuni ya malipo. Hakuna pesa inayohamishwa.',
    checking: 'Inakagua…',
    run: 'Kagua muunganisho',
    works: 'Muunganisho unafanya kazi',
    fails: 'Muunganisho haufanyi kazi',
    when: ({ at, by }) => `· ulikaguliwa ${at} na ${by}`,
    stale:
      'Anwani, njia ya tokeni au taarifa za uthibitishaji zimebadilika tangu hapo: kagua tena.',
    keyUnproven:
      'Ukaguzi hauwezi kuthibitisha kwamba benki imesajili ufunguo wa kusaini: huduma haina njia ya kukagua sahihi bila kutuma pesa. Uhamisho wa kwanza utathibitisha hilo.',
    acknowledge: ({ environment }) =>
      `Ninajua kwamba ukaguzi haukufaulu, na ninamaliza kuandaa ${environment} hata hivyo. Hili linaandikwa katika kumbukumbu za ukaguzi kwa jina langu.`,
    finishUnchecked: 'Maliza bila ukaguzi uliofaulu',
    finishedUnchecked: ({ at, by }) => `Ilimalizwa bila ukaguzi uliofaulu ${at} na ${by}.`,
  },
  switch: {
    testChoice: 'Upimaji – huduma ya upimaji ya benki',
    environment: 'Mazingira',
    liveHint: 'Uhamisho halisi huhamisha pesa halisi. Andika neno LIVE kwa herufi kubwa.',
    fromNextStart: ({ next, now }) =>
      `Remit Desk itatumia ${next} itakapowashwa tena. Hadi hapo itabaki kwenye ${now}.`,
    staysOn: ({ environment }) => `Remit Desk inabaki kwenye ${environment}.`,
    restartingNotice: 'Remit Desk inawashwa upya. Ingia tena itakapofunguka.',
    takesEffect:
      'Badiliko litaanza kutumika Remit Desk itakapowashwa tena. Utumaji unaoendelea utakamilika kwanza.',
    restarting: 'Inawasha upya…',
    restart: 'Washa upya sasa',
  },
  /** D71: the credentials belong to the origin of the address they were entered for. */
  origin: {
    keptFor: ({ origin }) =>
      `Zimehifadhiwa kwa ajili ya ${origin} pekee: hazitumwi kwa anwani nyingine yoyote.`,
    elsewhere: ({ origin }) =>
      `Taarifa za uthibitishaji zilizohifadhiwa ziliingizwa kwa ajili ya ${origin}, si kwa Anwani ya huduma iliyo hapo juu, kwa hivyo hazitumwi popote. Ziingize zote tatu tena kwa anwani hii, au rudisha anwani ya awali.`,
    removed: ({ at, by, origin }) =>
      `Ziliondolewa ${at}${by ? ` na ${by}` : ''} Anwani ya huduma ilipohamishwa kutoka ${origin}. Ingiza tena ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API kwa anwani mpya.`,
    confirmTitle: 'Seva nyingine: taarifa za uthibitishaji lazima ziingizwe tena',
    removeAndSave: 'Hifadhi na uondoe taarifa za uthibitishaji',
    keepAddress: 'Acha anwani ilivyokuwa',
    secondAdminTitle: 'Msimamizi wa pili wa mfumo anathibitisha kuhamishwa kwa huduma halisi',
    secondAdminHint:
      'Msimamizi mwingine wa mfumo anaandika jina lake la mtumiaji na nenosiri hapa. Jina lako la mtumiaji halikubaliwi.',
    secondAdminId: 'Jina la mtumiaji la msimamizi wa pili',
    secondAdminPassword: 'Nenosiri la msimamizi wa pili',
    confirmMove: 'Thibitisha na uhifadhi',
  },
};
