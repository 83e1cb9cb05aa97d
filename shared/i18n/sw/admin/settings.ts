import type * as english from '../../en/admin/settings';
import type { SameShape } from '../../messages';

/** The settings page and its sections' own words (the fields' labels are `settings`'). */
export const settings: SameShape<typeof english.settings> = {
  environmentInUse: 'Mazingira yanayotumika:',
  listsOfEnvironment: '. Orodha za tawi zinazoonyeshwa ni za mazingira haya.',
  loading: 'Inapakia mipangilio…',
  loadingLists: 'Inapakia orodha…',
  navLabel: 'Sehemu za mipangilio',
  branchLists: 'Orodha za tawi',
  needsCorrecting: 'inahitaji kurekebishwa',
  needsAttention: 'inahitaji kushughulikiwa',
  remove: 'Ondoa',
  /** A section's frame: what it shares with every other section. */
  frame: {
    /** Translator: the title is quoted as it is (not lower-cased), so "RTGS" keeps its capitals. */
    problem: ({ title, problem }) =>
      `Thamani iliyohifadhiwa ya “${title}” haikuweza kutumika: ${problem} Fomu inaonyesha thamani za chaguo-msingi; hifadhi ili kubadilisha thamani iliyohifadhiwa.`,
    earlier:
      'Imesomwa kutoka kwenye mipangilio ya toleo la awali la Remit Desk. Ikague kisha uihifadhi ili kuibakiza.',
    saving: 'Inahifadhi…',
    save: 'Hifadhi',
    undo: 'Tendua mabadiliko',
  },
  /** What each section is for, under its title. */
  purpose: {
    accountPatterns:
      'Kila namba ya akaunti lazima iwe tarakimu au herufi kubwa 6 hadi 20. Pale benki inapojua muundo wa nchi fulani, kanuni kali zaidi (regular expression ambayo namba nzima lazima ilingane nayo) hunasa makosa ya kuandika kaunta. Acha nchi wazi ili ibaki na kanuni ya jumla.',
    backup:
      'Msimamizi anapofunga siku, Remit Desk hunakili daftari kwenye folda hii, iwe folda ya mtandao au diski iliyotunzwa mbali na kompyuta hii. Nakala isiyofaulu hufanywa tena Remit Desk inapowashwa tena. Iache wazi ikiwa hutaki nakala ya kiotomatiki.',
    bankIdentity:
      'Huchapishwa kwenye kila risiti, pamoja na jina na msimbo wa tawi kutoka sehemu ya kituo cha kazi, kama vilivyoandikwa hapa. Mstari mmoja kwa kila kimoja.',
    network:
      'Muda ambao Remit Desk husubiri huduma ya benki. Uhamisho ambao jibu lake halifiki kwa wakati huandikwa kuwa matokeo hayajulikani, kwa ajili ya msimamizi. Mabadiliko huanza kutumika Remit Desk itakapowashwa tena.',
    sessions:
      'Mtumiaji hutolewa baada ya dakika hizi bila shughuli (huonywa dakika moja kabla, na uhamisho ulioandikwa nusu huhifadhiwa kwa ajili yake), na kwa vyovyote vile saa hizi baada ya kuingia, ili mtu yeyote asifanye kazi kwa jina la mtumiaji aliyetangulia. Mabadiliko huanza kutumika Remit Desk itakapowashwa tena.',
    workstation:
      'Utambulisho wa kituo hiki cha kazi, na tawi kinachohudumia. Jina, msimbo na nchi ya tawi huchapishwa kwenye kila risiti.',
    limits:
      'Kiasi kidogo zaidi na kikubwa zaidi cha uhamisho mmoja, kwa kila huduma na sarafu, na kiasi cha juu zaidi ambacho kitambulisho cha mtumaji mmoja kinaweza kutuma kwa pochi ya simu kwa siku (kinahesabiwa kwa siku ya tawi, bila kuhesabu uhamisho uliokataliwa). Makarani huona vikomo hivi wanapoandika; Remit Desk huvikagua tena kabla ya kutuma. Viasi vinavyoonyeshwa mwanzoni ni vya kuanzia tu: weka viasi vya benki yenyewe badala yake.',
    controls:
      'Juu ya kiasi cha idhini, uhamisho husimama kwenye mapitio hadi msimamizi auidhinishe kwenye kituo cha kazi cha karani kwa jina lake la mtumiaji na nenosiri lake; vivyo hivyo uhamisho unaofanya jumla ya uhamisho wa mteja wa siku hiyo, au wa akaunti kwenda kwa mpokeaji yuleyule siku hiyo, kuzidi kiasi hicho. Kuanzia kiasi cha kuripoti, uhamisho huwekwa alama ya kuripotiwa, na uhamisho wa mteja mmoja ambao kwa pamoja unafikia kiasi hicho ndani ya saa 24, siku 7 au siku 30 huwekwa alama ya mfululizo uliogawanywa, kwa ajili ya afisa wa uzingatiaji. Acha sehemu wazi ikiwa hakuna kiwango. Kila badiliko huandikwa pamoja na thamani yake ya zamani na mpya.',
    screening:
      'Kabla uhamisho haujatumwa, majina ya mtumaji na ya mpokeaji wake hulinganishwa na orodha za vikwazo zilizoingizwa kwenye ukurasa wa Orodha za vikwazo. Jina linalopata alama sawa na au juu ya alama ya ulinganifu huzuia uhamisho kwa ajili ya afisa wa uzingatiaji; alama ya chini huzuia uhamisho mwingi zaidi, alama ya juu hukosa maendelezo mengi zaidi ya majina. Utumaji husimama wakati orodha ni ya zamani kuliko umri mkubwa zaidi, hadi orodha ya sasa iingizwe.',
    tariff:
      'Tawi linatoza nini kwa uhamisho, kwa kila huduma na sarafu: ada maalum, asilimia yenye kiwango cha chini na cha juu, au madaraja kwa kiasi. Karani anaonyesha ada na jumla ya kulipa kwenye ukaguzi, na stakabadhi zote mbili zinazichapisha. Sarafu isiyowekewa ada haigharimu chochote. Kila badiliko linarekodiwa na thamani yake ya zamani na mpya.',
    rates:
      'Viwango vya siku vya kubadilisha fedha kwenda sarafu ya tawi, kwa jumla anayolipa mteja kwa uhamisho katika sarafu nyingine. Kila kiwango kinahifadhiwa na aliyekiweka na lini; kiwango cha zamani kuliko umri mkubwa kinasimamisha uhamisho katika sarafu yake hadi kiwekwe tena.',
    rtgsCalendar:
      'Muda wa RTGS wa kila nchi: kuanzia muda wa kufungua hadi muda wa mwisho wa benki siku za kazi, kwa saa za nchi hiyo, isipokuwa sikukuu zake za umma. Uhamisho unaothibitishwa nje ya muda huo bado hutumwa, na huwekwa foleni hadi muda unaofuata wa kufungua; karani huambiwa kabla ya kuthibitisha.',
  },
  /** The purpose of each branch list, before the environment it belongs to. */
  listPurpose: {
    sourceAccounts:
      'Akaunti za tawi ambazo uhamisho hulipwa kutoka kwazo. Karani huchagua moja, nayo hujaza akaunti ya mtumaji: namba, jina la mwenye akaunti, nchi na sarafu. Remit Desk haitumi kutoka akaunti nyingine yoyote.',
    banks:
      'Benki za kila nchi ambazo uhamisho wa RTGS unaweza kwenda. Karani hupata benki kwa jina au msimbo; msimbo usio kwenye orodha bado unaweza kuandikwa, na karani huambiwa kwamba haumo katika orodha hii.',
    wallets:
      'Pochi za simu za kila nchi ya IMT. Karani huchagua moja kwa nchi ya mpokeaji; jina ambalo huduma inatarajia ndilo linalotumwa.',
  },
  listPurposeIn: ({ purpose, environment }) => `${purpose} Hizi ni orodha za ${environment}.`,
  accountPatternHint: 'Kwa mfano [0-9]{13} kwa tarakimu kumi na tatu.',
  backupFolder: 'Folda ya nakala rudufu',
  backupFolderHint: 'Njia kamili ya folda, kwa mfano D:\\Backups\\Remit Desk au /mnt/backups.',
  identity: {
    legalNameHint: 'Kama lilivyosajiliwa, kwa mfano Example Bank Kenya Limited.',
    complaintsHint:
      'Mahali mteja anapowasilisha malalamiko: namba ya simu, anwani ya barua pepe au zote mbili.',
    licenceHint:
      'Mstari wa mdhibiti ambao benki lazima iuchapishe, kwa mfano Imepewa leseni na inasimamiwa na Benki Kuu ya Kenya.',
  },
  network: {
    connect: 'Muda wa kusubiri muunganisho (milisekunde)',
    connectHint: '1000 hadi 60000: 10000 ni sekunde kumi.',
    request: 'Muda wa kusubiri ombi (milisekunde)',
    requestHint: '5000 hadi 300000: 45000 ni sekunde 45.',
  },
  screening: {
    threshold: 'Alama ya ulinganifu inayozuia uhamisho',
    thresholdHint: ({ min, max, standard }) => `${min} hadi ${max}; ${standard} kwa chaguo-msingi.`,
    age: 'Umri mkubwa zaidi wa orodha (siku)',
    ageHint: ({ min, max, standard }) =>
      `Siku ${min} hadi ${max} tangu tarehe ya orodha; ${standard} kwa chaguo-msingi.`,
    calendarAhead: 'Siku ambazo kalenda ya RTGS lazima ifikie mbele',
    calendarAheadHint: ({ max }) =>
      `0 hadi ${max}; acha tupu kwa mwaka huu pekee. Inatumika wakati makao makuu yanaweka kalenda.`,
  },
  sessions: {
    idle: 'Dakika bila shughuli kabla ya kutolewa',
    idleHint: ({ min, max, standard }) =>
      `Dakika ${min} hadi ${max}; ${standard} kwa chaguo-msingi.`,
    lifetime: 'Muda wa kipindi (saa)',
    lifetimeHint: ({ min, max, standard }) =>
      `Saa ${min} hadi ${max}; ${standard} kwa chaguo-msingi.`,
    silence: 'Saa bila makao makuu kabla ya wasimamizi wa mfumo pekee kuingia',
    silenceHint: ({ min, max, standard }) =>
      `Kwa kituo kilichosajiliwa na makao makuu: saa ${min} hadi ${max}; ${standard} kwa chaguo-msingi.`,
  },
  workstation: {
    numberHint:
      '10 hadi 99. Kila namba ya kumbukumbu ya uhamisho huanza na namba hii, kwa hivyo vituo viwili vya kazi vya akaunti moja ya benki vyenye namba ileile vingetoa namba za kumbukumbu zilezile na benki ingezikataa au kuzichanganya. Kipe kila kituo cha kazi namba yake.',
    branchCodeHint: 'Msimbo wa benki yenyewe kwa tawi hili, kwa mfano 042 au KE-042.',
    countryHint:
      'Saa za nchi hiyo ndizo huamua siku ya tawi: kikomo cha kila siku kwa kila kitambulisho huanza upya saa sita usiku huko.',
    paperHint:
      'Karatasi ambayo printa ya risiti ya kituo hiki hutumia: karatasi za A4, au roli ya joto ya mm 80. Nakala zote mbili (nakala ya mteja na nakala ya benki) huchapishwa kwa mpangilio huu.',
  },
  limits: {
    rtgsMin: 'RTGS: kikomo cha chini',
    rtgsMax: 'RTGS: kikomo cha juu',
    walletMin: 'Pochi: kikomo cha chini',
    walletMax: 'Pochi: kikomo cha juu',
    walletDaily: 'Pochi: jumla ya siku kwa kila kitambulisho',
    walletOfflineDaily: 'Jumla ya siku kwa kitambulisho, ofisi kuu haipatikani',
    noWalletUsd: 'Uhamisho kwa pochi ya simu haufanywi kwa dola za Marekani.',
  },
  controls: {
    repeats: 'Uhamisho wa pili',
    repeatDays: 'Siku ambazo ukaguzi wa marudio hutazama nyuma',
    repeatDaysHint: ({ max }) =>
      `Uhamisho mpya wenye mteja, mpokeaji, kiasi na sarafu sawa na uhamisho uliotumwa katika siku hizi za tawi husimama kwenye mapitio hadi karani athibitishe kwamba mteja aliomba uhamisho wa pili. 1 ni leo pekee (chaguo-msingi); zisizozidi ${max}.`,
    approvalRtgs: 'RTGS: idhini ya msimamizi juu ya',
    approvalWallet: 'Pochi: idhini ya msimamizi juu ya',
    reportableFrom: 'Kuripotiwa kuanzia',
  },
  calendar: {
    save: 'Hifadhi kalenda',
    imported: ({ file, country, count, added }) =>
      `${file} imeingizwa: ${country} sasa ina sikukuu ${count} za umma (${added} mpya).`,
    notImported: ({ file, reason }) => `Hakuna kilichoingizwa kutoka ${file}. ${reason}`,
    correctLines: 'Rekebisha mistari hii kisha uchague faili tena:',
    gapsTitle: 'Sikukuu za umma zinazokosekana kwa mwaka ujao',
    countriesLabel: 'Nchi',
    noHolidaysAhead: 'hakuna sikukuu zijazo',
    importLabel: ({ country }) => `Ingiza sikukuu za ${country} kutoka faili`,
    /** The file's hint, around its example line (shown in a monospace font). */
    fileHintBefore:
      'Faili ya maandishi yenye sikukuu moja kwa kila mstari: tarehe iliyoandikwa YYYY-MM-DD, nafasi, kisha jina, kwa mfano',
    fileExample: '2026-12-25 Siku ya Krismasi',
    fileHintAfter: ({ country }) =>
      `. Sikukuu huongezwa kwenye orodha ya ${country}; tarehe iliyo tayari kwenye orodha huchukua jina lililo kwenye faili. Faili yenye mstari wenye kosa haiingizi chochote.`,
    saveFirst: 'Hifadhi au tendua mabadiliko yako kwanza.',
    opensHint: ({ country, zone }) => `HH:MM, saa za ${country}: ${zone}.`,
    cutOffHint: 'Muda wa benki yenyewe, mara nyingi kabla ya 15:00.',
    holidaysIn: ({ country }) => `Sikukuu za umma nchini ${country}`,
    noHolidays:
      'Hakuna zilizoingizwa. Ziongeze moja moja, au ingiza orodha kutoka faili hapa chini.',
    date: 'Tarehe (YYYY-MM-DD)',
    datePlaceholder: 'YYYY-MM-DD',
    name: 'Jina',
    removeHoliday: ({ n }) => `Ondoa sikukuu ${n}`,
    add: 'Ongeza sikukuu',
  },
  lists: {
    save: 'Hifadhi orodha',
    show: 'Onyesha',
    allCountries: 'Nchi zote',
    empty: 'Orodha haina kitu.',
    noneForCountry: 'Hakuna kwa nchi hii.',
    row: 'Safu',
    removeRow: ({ n }) => `Ondoa safu ${n}`,
    chooseCountry: 'Chagua nchi…',
    add: 'Ongeza safu',
  },
};
