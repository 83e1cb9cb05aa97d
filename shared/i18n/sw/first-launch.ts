import type * as english from '../en/first-launch';
import type { SameShape } from '../messages';

/**
 * First launch: the first admin, what an earlier setup left in the keychain, and the wizard that
 * connects the workstation to the bank (D39, D51).
 */
export const firstLaunch: SameShape<typeof english.firstLaunch> = {
  step: {
    workstation: 'Kituo cha kazi',
    bankIdentity: 'Utambulisho wa benki',
    environment: 'Mazingira',
    branchLists: 'Orodha za tawi',
    rtgsCalendar: 'Kalenda ya RTGS',
    signingKey: 'Ufunguo wa kusaini',
    check: 'Ukaguzi wa muunganisho',
    operators: 'Watumiaji',
    summary: 'Muhtasari',
  },
  /** Why each step is there, in a sentence the admin reads first. */
  purpose: {
    workstation:
      'Utambulisho wa kituo hiki cha kazi. Namba yake huanza kila namba ya kumbukumbu ya uhamisho, na tawi huchapishwa kwenye kila risiti.',
    bankIdentity:
      'Jinsi kila risiti inavyoitaja benki: jina lake rasmi, anwani ya tawi, mahali mteja anapowasilisha malalamiko, na mstari wa leseni wa mdhibiti. Hakuna risiti inayochapishwa bila taarifa hizi.',
    environment:
      'Huduma ya benki ambayo kituo hiki cha kazi kinafanya kazi nayo: benki ya majaribio iliyojengwa ndani kwa mafunzo, au huduma ya upimaji au halisi ya benki.',
    branchLists:
      'Kile ambacho fomu za makarani hutoa: akaunti za tawi zinazolipa, benki za kila nchi, na pochi za simu.',
    rtgsCalendar:
      'Wakati uhamisho wa RTGS unapotumwa mara moja na wakati unapongoja muda unaofuata: muda wa kufungua wa kila nchi, muda wa mwisho wa benki na sikukuu zake za umma. Sikukuu huulizwa kwa nchi za akaunti za chanzo za tawi, ambako RTGS inaweza kwenda.',
    signingKey:
      'Kila uhamisho husainiwa kwa ufunguo binafsi wa kituo hiki cha kazi; benki hukagua sahihi kwa ufunguo wake wa umma.',
    check:
      'Remit Desk huiomba huduma tokeni na madhumuni ya malipo, ili kuthibitisha anwani na taarifa za uthibitishaji.',
    operators:
      'Makarani wanaotuma uhamisho na wasimamizi wanaoidhinisha, wanaothibitisha matokeo na kufunga siku, kila mmoja akiwa na taarifa zake za kuingia.',
    summary: 'Kilichoandaliwa, na kilichobaki kufanywa, kabla kituo cha kazi hakijaanza kazi.',
  },
  /** What each step holds, or what is missing, in a sentence. */
  note: {
    workstationMissing: {
      number: 'namba ya kituo cha kazi',
      branchName: 'jina la tawi',
      branchCode: 'msimbo wa tawi',
      countryCode: 'nchi ya tawi',
    },
    workstation: ({ number, branch, code }) => `Kituo cha kazi ${number} cha ${branch} (${code}).`,
    enter: ({ items }) => `Ingiza ${items}.`,
    identity: ({ legalName, complaints }) => `${legalName}; malalamiko: ${complaints}.`,
    identityMissing: ({ lines }) =>
      `Ingiza ${lines}: hakuna risiti inayochapishwa bila taarifa hizi.`,
    calendarNeedsAccounts:
      'Ongeza akaunti za chanzo za tawi kwanza: sikukuu zinazoulizwa ni zile za nchi zao.',
    calendar: ({ countries }) => `Sikukuu za umma za mwaka ujao zimeingizwa kwa ${countries}.`,
    calendarMissing: ({ countries }) =>
      `Weka sikukuu za umma za mwaka ujao kwa ${countries}, kwa kuziandika au kuziingiza kutoka faili.`,
    chooseEnvironment: 'Chagua mazingira ya kuandaa.',
    sandbox: 'Benki ya majaribio iliyojengwa ndani: hakuna cha kuingiza.',
    /** `environment`: its words at the start of a sentence. */
    environment: ({ environment, address }) =>
      `${environment} kwenye ${address}; taarifa za uthibitishaji zimewekwa.`,
    addEntry: ({ lists }) => `Ongeza angalau ingizo moja kwenye ${lists}.`,
    /** How many entries a list holds, joined into one sentence. */
    listCount: {
      sourceAccounts: ({ count }) =>
        count === 1 ? 'akaunti 1 ya chanzo' : `akaunti ${count} za chanzo`,
      banks: ({ count }) => (count === 1 ? 'benki 1' : `benki ${count}`),
      wallets: ({ count }) => (count === 1 ? 'pochi 1 ya simu' : `pochi ${count} za simu`),
    },
    keyMissing: 'Tengeneza au ingiza ufunguo wa kusaini.',
    keySandbox: 'Ufunguo ambao benki ya majaribio iliusajili yenyewe.',
    key: ({ bits }) => `Ufunguo wa biti ${bits}; benki huusajili kutoka kwa ufunguo wake wa umma.`,
    checkPassed: 'Muunganisho unafanya kazi.',
    checkSandbox: 'Si lazima kwenye benki ya majaribio.',
    checkAcknowledged: 'Imemalizwa bila ukaguzi uliofaulu, imekiriwa na kuandikwa.',
    noClerk:
      'Bado hakuna karani: hakuna anayeweza kutuma uhamisho hadi msimamizi wa mfumo aongeze karani.',
    operators: ({ clerks, others }) =>
      `${clerks === 1 ? 'Karani mmoja' : `Makarani ${clerks}`} na ${others === 1 ? 'mtumiaji mwingine mmoja' : `watumiaji wengine ${others}`}.`,
    ready: 'Tayari: anza kutumia Remit Desk.',
    toDoFirst: ({ count }) =>
      `${count === 1 ? 'Jambo moja la' : `Mambo ${count} ya`} kufanya kwanza.`,
  },
  switchFirst: ({ target, running }) =>
    `Hamia ${target} kisha uwashe upya: Remit Desk inatumia ${running} hadi itakapowashwa tena.`,
  /** The first admin, and what an earlier setup of this workstation left in the keychain. */
  admin: {
    title: 'Karibu Remit Desk',
    lead: 'Kituo hiki cha kazi bado hakina watumiaji. Unda msimamizi wa mfumo wa kwanza: msimamizi wa mfumo huchagua mazingira ya benki, huhifadhi taarifa za uthibitishaji za huduma, huandaa ufunguo wa kusaini na kuongeza makarani na wasimamizi.',
    sandboxLead:
      'Remit Desk huanza na benki ya majaribio, kwa mafunzo: chochote unachotuma huko hakihamishi pesa halisi.',
    alreadySetUp: 'Nenda kwenye ukurasa wa kuingia na uingie kwa jina lako mwenyewe.',
    toSignIn: 'Nenda kuingia',
    create: 'Unda msimamizi wa mfumo na uingie',
  },
  earlier: {
    title: 'Kituo hiki cha kazi kiliandaliwa hapo awali',
    found:
      'Daftari ni jipya, lakini hifadhi ya siri ya mfumo bado ina vitu vilivyoachwa na maandalizi ya awali:',
    lost: 'Daftari la awali lilifutwa, lilihamishwa au lilibadilishwa jina. Ukilipata, liache kama lilivyo na uiarifu timu ya usaidizi. Hakuna chochote cha maandalizi ya awali kitakachotumika hadi uamue hapa.',
    question: 'Kitakachofanyika kwa vitu hivi',
    keep: ({ environment }) =>
      `Vibakize: mimi ndiye msimamizi wa mfumo wa kituo hiki cha kazi na ninaandika siri ya mtumiaji wa API ya ${environment} kuthibitisha hilo.`,
    remove:
      'Viondoe na uanze upya: taarifa za uthibitishaji za huduma na funguo za kusaini zinafutwa kutoka hifadhi ya siri. Namba za mwisho za kumbukumbu zilizotolewa zinabakizwa, ili namba yoyote ya kumbukumbu isitumike mara mbili.',
    removeProved: ({ environment }) =>
      `Viondoe na uanze upya: ninaandika siri ya mtumiaji wa API ya ${environment} kuthibitisha kwamba nina haki ya kuviondoa. Taarifa za uthibitishaji za huduma na funguo za kusaini zinafutwa kutoka hifadhi ya siri. Namba za mwisho za kumbukumbu zilizotolewa zinabakizwa, ili namba yoyote ya kumbukumbu isitumike mara mbili.`,
    secretLabel: ({ environment }) => `Siri ya mtumiaji wa API ya ${environment}`,
    someService: 'huduma ya benki',
    secretHint:
      'Kama benki ilivyoitoa kwa kituo hiki cha kazi. Inakaguliwa hapa na haionyeshwi kamwe.',
    /** One sentence per entry found. */
    item: {
      journal: ({ rows }) =>
        `kumbukumbu ya daftari la awali, lililokuwa na safu ${rows} za ukaguzi`,
      credentials: 'taarifa za uthibitishaji za huduma',
      signingKey: 'ufunguo wa kusaini',
      highWater: 'namba ya mwisho ya kumbukumbu iliyotolewa',
    },
    itemOf: {
      credentials: ({ environment }) => `taarifa za uthibitishaji za huduma za ${environment}`,
      signingKey: ({ environment }) => `ufunguo wa kusaini wa ${environment}`,
      highWater: ({ environment }) =>
        `namba ya mwisho ya kumbukumbu iliyotolewa kwenye ${environment}`,
    },
    choose:
      'Sema kitakachofanyika kwa vitu vilivyoachwa na maandalizi ya awali katika hifadhi ya siri: vibakize (andika siri ya mtumiaji wa API) au viondoe.',
    consumerSecret: 'Andika siri ya mtumiaji wa API ambayo benki ilitoa kwa kituo hiki cha kazi.',
    tooLong: ({ max }) =>
      `Siri ya mtumiaji wa API ina zaidi ya herufi ${max}. Kagua ulichobandika.`,
    only: 'Jibu kuhusu maandalizi ya awali lina sehemu ambayo halipaswi kuwa nayo. Jibu tena.',
  },
  /** The wizard's own screen. */
  wizard: {
    title: 'Andaa kituo hiki cha kazi',
    lead: 'Pitia kila hatua; unachohifadhi kinabakizwa mara moja, kwa hivyo unaweza kuondoka na kurudi baadaye. Kurasa za Mipangilio na Muunganisho wa benki hubadilisha yote haya baadaye.',
    loading: 'Inapakia…',
    steps: 'Hatua za maandalizi',
    mark: { done: 'imekamilika', todo: 'bado' },
    state: { done: 'Imekamilika:', todo: 'Bado:' },
    count: ({ step, total }) => `Hatua ${step} kati ya ${total}`,
    sandboxKey:
      'Kwenye benki ya majaribio hakuna cha kufanya hapa: Remit Desk imetengeneza ufunguo wa kituo hiki cha kazi na benki ya majaribio imeusajili yenyewe.',
    sandboxCheck:
      'Kwenye benki ya majaribio ukaguzi si lazima: benki ya majaribio inaendeshwa kwenye kompyuta hii.',
    continueTo: ({ step }) => `Endelea hadi ${step}`,
    back: 'Rudi',
  },
  lists: {
    sandbox:
      'Benki ya majaribio imejaza orodha hizi kutoka kwenye orodha yake yenyewe. Zikague, au endelea.',
    loading: 'Inapakia orodha…',
    none: 'bado hakuna',
    entered: ({ count }) => `${count} zimeingizwa`,
  },
  environment: {
    legend: 'Mazingira ya kuandaa',
    sandbox: 'Benki ya majaribio (mafunzo)',
    /** Beside each choice's name. */
    about: {
      sandbox:
        'Mbadala wa benki unaotolewa na Remit Desk yenyewe, kwenye kompyuta hii. Hakuna pesa halisi inayohamishwa, na hakuna cha kuingiza: hakuna anwani, hakuna taarifa za uthibitishaji, hakuna usajili wa ufunguo.',
      test: 'Huduma ya benki ya kupima kabla ya kuanza matumizi halisi. Unahitaji anwani na taarifa tatu za uthibitishaji ulizopewa na benki.',
      live: 'Pesa halisi. Unahitaji anwani na taarifa tatu za uthibitishaji ulizopewa na benki kwa matumizi halisi.',
    },
    /** `environment`: the choice's name, in lower case. */
    settingUp: ({ environment }) =>
      `Remit Desk inaandaa ${environment}. Ingiza anwani yake na taarifa za uthibitishaji hapa chini.`,
    useSandbox: 'Tumia benki ya majaribio na uendelee',
    keep: ({ environment }) => `Bakiza ${environment}`,
    setUp: ({ environment }) => `Andaa ${environment}`,
    credentials: 'Taarifa za uthibitishaji',
  },
  operators: {
    canSignIn: ({ name, role }) =>
      `${name} anaweza kuingia sasa kama ${role}, kisha lazima achague nenosiri jipya. Mweleze ana kwa ana nenosiri uliloandika.`,
    add: 'Ongeza mtumiaji',
    submit: 'Ongeza mtumiaji',
  },
  summary: {
    blockers: 'Kabla Remit Desk haijaweza kutumika:',
    later: 'Yaliyobaki kwa baadaye (hayakuzuii):',
    switchTo: ({ environment }) => `Hamia ${environment}`,
    runsOn: ({ environment }) =>
      `Remit Desk inatumia ${environment} hadi itakapowashwa tena. Hamia, kisha uwashe upya; ingia tena na umalizie hapa.`,
    start: 'Anza kutumia Remit Desk',
    done: 'Remit Desk imeandaliwa. Badilisha chochote baadaye kwenye kurasa za Mipangilio na Muunganisho wa benki.',
  },
};
