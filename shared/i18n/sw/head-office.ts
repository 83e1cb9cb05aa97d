import type * as english from '../en/head-office';
import type { SameShape } from '../messages';

/** The workstation's connection to head office (D99, D100): enrolment and replication. */
export const headOffice: SameShape<typeof english.headOffice> = {
  /** Why a request to head office got no answer to act on. */
  client: {
    unreachable: ({ address }) =>
      `Makao makuu kwenye ${address} hayapatikani. Kagua anwani na mtandao wa kituo hiki cha kazi, na kwamba huduma ya makao makuu inafanya kazi.`,
    rememberedSilence: ({ seconds }) =>
      `Makao makuu hayakujibu muda mfupi uliopita: dirisha hili linahesabu kwa daftari lake pekee, na litaiuliza makao makuu tena baada ya sekunde ${seconds}.`,
    timeout: ({ address, seconds }) =>
      `Makao makuu kwenye ${address} hayakujibu ndani ya sekunde ${seconds}. Hali hii ikiendelea, uliza makao makuu kama huduma yao inafanya kazi.`,
    certificateMismatch: ({ address, seen }) =>
      `Cheti cha ${address} hakilingani na alama ya kidole iliyoandikwa, kwa hivyo hakuna kilichotumwa. Kagua alama ya kidole inayoonyeshwa kando ya msimbo wa usajili makao makuu. Cheti kilichowasilishwa kina alama ya kidole ${seen}.`,
    tlsFailed: ({ address }) =>
      `Muunganisho salama na ${address} haukuweza kufanywa. Kagua kwamba ni anwani ya makao makuu (https) yenye bandari sahihi.`,
    refused: ({ message }) => `Makao makuu yamekataa: ${message}`,
    unexpected: ({ address, status }) =>
      `${address} ilijibu kwa namna ambayo makao makuu hayajibu (HTTP ${status}). Kagua kwamba ni anwani ya makao makuu; ikiwa ndiyo, yajulishe makao makuu.`,
    internal: ({ address }) =>
      `Makao makuu kwenye ${address} hayakuweza kujibu (hitilafu upande wao, ambayo kumbukumbu zao zinaitaja), na hayakuhifadhi chochote cha ombi. Mabadiliko hutumwa tena yenyewe, na usajili unaweza kujaribiwa tena; hali hii ikiendelea, yajulishe makao makuu.`,
    busy: ({ address }) =>
      `Makao makuu kwenye ${address} yanapokea mabadiliko ya vituo vingi vya kazi kwa sasa na hayakusoma chochote cha haya. Yatatumwa tena yenyewe baada ya muda mfupi.`,
    tooLarge: ({ address }) =>
      `${address} ilituma jibu kubwa mno kuliko majibu ya makao makuu. Kagua kwamba ni anwani ya makao makuu; ikiwa ndiyo, yajulishe makao makuu.`,
    badAcknowledgement:
      'Uthibitisho wa makao makuu haujasainiwa kwa ufunguo uliotolewa wakati wa usajili, au unataja kituo kingine cha kazi: hakuna kilichowekwa alama kuwa kimepokelewa. Yajulishe makao makuu.',
  },
  /** Enrolling this workstation. */
  enrol: {
    already: 'Kituo hiki cha kazi tayari kimesajiliwa na makao makuu. Hakuna kilichobadilishwa.',
    busy: 'Usajili tayari unaendelea: subiri jibu lake.',
  },
  /** Why the background sender does not go on by itself. */
  sender: {
    unexpected:
      'Mabadiliko hayakuweza kutumwa makao makuu kwa sababu ya hitilafu kwenye kituo hiki cha kazi. Yanasubiri hapa na yatajaribiwa tena; hali hii ikiendelea, piga simu kwa msaada.',
    tooLarge: ({ seq }) =>
      `Badiliko ${seq} la daftari ni kubwa kuliko makao makuu yanavyokubali, kwa hivyo unakili umesimama hapo. Piga simu kwa msaada.`,
    revoked: ({ said }) =>
      `Makao makuu yamefuta kituo hiki cha kazi: hakuna kitakachotumwa kwao tena. Makao makuu yalisema: ${said} Ikiwa kompyuta hii bado inatumika, uliza makao makuu.`,
    refused: ({ said }) =>
      `Makao makuu yamekataa mabadiliko ya kituo hiki cha kazi: ${said} Unakili umesimama na hautajaribiwa tena hadi Remit Desk ianze upya. Yajulishe makao makuu: yanahifadhi mabadiliko yaliyokataliwa.`,
    badAcknowledgement:
      'Jibu la makao makuu halikusainiwa kwa ufunguo uliotolewa wakati wa usajili, kwa hivyo hakuna kilichowekwa alama kuwa kimepokelewa. Unakili umesimama hadi Remit Desk ianze upya. Yajulishe makao makuu.',
    replacing:
      'Kituo hiki kilisajiliwa kwa msimbo wa mbadala kwenye kompyuta yenye daftari lake tayari: mbadala huchukua nafasi tu katika uzinduzi wa kwanza wa kompyuta mpya (Chukua kutoka makao makuu). Hakuna kinachotumwa. Omba makao makuu msimbo mpya wa mbadala na uutumie kwenye skrini hiyo.',
  },
  /** A new PC taking a workstation over from head office at its first launch (D112). */
  takeover: {
    /** Label: the one-time code head office issues to replace a workstation (D112). */
    code: 'Msimbo wa kubadilisha',
    codeHint:
      'Umetolewa na makao makuu kubadilisha kituo hiki: hutumika mara moja, halali kwa saa 24.',
    title: 'Chukua kutoka makao makuu',
    lead: 'Kompyuta hii inachukua nafasi ya kituo cha kazi ambacho makao makuu yanakijua. Daftari lake (kila uhamisho, risiti na safu ya ukaguzi, waendeshaji na mipangilio) linanakiliwa kutoka makao makuu na kukaguliwa badiliko kwa badiliko, kisha Remit Desk inaanza upya juu yake na waendeshaji wanaingia kama walivyofanya kwenye kompyuta iliyobadilishwa.',
    formLead:
      'Andika kile ambacho makao makuu yanaonyesha kando ya msimbo wa mbadala uliotolewa kwa kituo hiki.',
    offer: 'Je, kompyuta hii inachukua nafasi ya kituo ambacho makao makuu yanakijua tayari?',
    offerButton: 'Chukua kutoka makao makuu',
    newInstead: 'Weka kituo kipya badala yake',
    submit: 'Chukua',
    submitting: 'Inanakili daftari kutoka makao makuu…',
    progress: ({ reached, of, number, branch, address }) =>
      `Kituo ${number} cha ${branch}, kutoka ${address}: mabadiliko ${reached} kati ya ${of} yamenakiliwa na kukaguliwa.`,
    resumeLead:
      'Uchukuaji ulisimama kabla mabadiliko yote hayajanakiliwa. Kilichonakiliwa kimehifadhiwa: unaendelea kutoka hapo.',
    resume: 'Endelea na uchukuaji',
    resuming: 'Inaendelea…',
    done: 'Mabadiliko yote yamenakiliwa na kukaguliwa. Remit Desk inaanza upya juu ya daftari lililojengwa upya: ingia kwa akaunti yako mwenyewe, kama kwenye kompyuta iliyobadilishwa.',
    busy: 'Uchukuaji tayari unaendelea: subiri jibu lake.',
    none: 'Hakuna uchukuaji unaoendelea kwenye kompyuta hii.',
    underWay:
      'Uchukuaji tayari unaendelea kwenye kompyuta hii: endelea nao badala ya kuandika msimbo tena.',
    notReplacement: ({ branch, number }) =>
      `Msimbo huu unasajili kituo kipya (${number} cha ${branch}), si mbadala, na makao makuu yameshautumia: hakuna cha kuchukua. Weka kompyuta hii kama kituo kipya, na omba makao makuu msimbo mpya wa usajili.`,
    moved:
      'Nakala ya kituo katika makao makuu ilibadilika wakati inanakiliwa, kwa hiyo hakuna kilichonakiliwa zaidi. Uliza makao makuu kama kompyuta iliyobadilishwa bado inatuma, kisha endelea na uchukuaji.',
    startFailed: ({ reason }) =>
      `Daftari lililojengwa upya kutoka makao makuu halikuweza kutumika: ${reason} Anzisha Remit Desk tena; likiendelea, piga simu kwa msaada.`,
    setUp:
      'Kituo hiki kimeshawekwa: uchukuaji unatolewa tu katika uzinduzi wa kwanza wa kompyuta mpya.',
    noFirstAdmin:
      'Uchukuaji kutoka makao makuu unaendelea kwenye kompyuta hii: waendeshaji wanakuja na daftari lake. Endelea na uchukuaji.',
  },
  /** The enrolment form's fields: labels, hints and what is wrong with what was typed. */
  field: {
    /** Label: the web address of head office's service. */
    address: 'Anwani ya makao makuu',
    addressHint: 'Kama makao makuu yalivyoitoa, k.m. https://hq.bank.example:8443',
    addressRequired: 'Andika anwani ya makao makuu, kama makao makuu yalivyoitoa (https://…).',
    addressNotWeb:
      'Hii si anwani ya wavuti: iandike kama https://seva:bandari, kama makao makuu yalivyoitoa.',
    addressHttps:
      'Anwani ya makao makuu huanza na https:// (http:// tupu kwa 127.0.0.1 pekee, wakati wa uundaji).',
    addressNoCredentials:
      'Andika anwani ya makao makuu bila jina la mtumiaji wala nenosiri ndani yake.',
    addressNoPath:
      'Andika anwani ya makao makuu pekee (https://seva:bandari), bila njia, ? wala #.',
    /** Label: the one-time code head office gives for this workstation. */
    code: 'Msimbo wa usajili',
    codeHint: 'Unaonyeshwa makao makuu kwa kituo hiki: hutumika mara moja, halali kwa saa 24.',
    codeRequired: 'Andika msimbo wa usajili ambao makao makuu yanaonyesha kwa kituo hiki.',
    codeFormat:
      'Msimbo wa usajili ni herufi na tarakimu, katika makundi yaliyotenganishwa kwa vistari, kama makao makuu yanavyouonyesha.',
    /** Label: the SHA-256 fingerprint of head office's TLS certificate. */
    fingerprint: 'Alama ya kidole ya cheti',
    fingerprintHint:
      'Inaonyeshwa kando ya msimbo makao makuu: tarakimu 64 za heksadesimali, kwa jozi. Haihitajiki kwa http://127.0.0.1.',
    fingerprintRequired:
      'Andika alama ya kidole ya cheti ambayo makao makuu yanaonyesha kando ya msimbo: ndivyo kituo hiki kinavyotambua makao makuu.',
    fingerprintFormat:
      'Alama ya kidole ni tarakimu 64 za heksadesimali (0–9, A–F), kwa jozi zilizotenganishwa kwa nukta mbili, kama makao makuu yanavyoionyesha.',
    only: 'Tuma anwani, msimbo na alama ya kidole pekee.',
  },
  /** The admin's Head office page. */
  page: {
    lead: 'Makao makuu yanahifadhi nakala ya kila badiliko la daftari la kituo hiki cha kazi, ili hakuna kumbukumbu inayopotea pamoja na kompyuta hii na makao makuu yaone kila tawi. Sajili kituo hiki mara moja, kwa kile ambacho makao makuu yanaonyesha kwa ajili yake.',
    enrol: 'Sajili na makao makuu',
    enrolling: 'Inasajili…',
    enrolled: ({ branch }) =>
      `Kituo hiki cha kazi kimesajiliwa na makao makuu, kwa tawi la ${branch}.`,
    /** Heading of the enrolled connection's details. */
    connection: 'Muunganisho',
    /** Label: the branch this workstation belongs to, at head office. */
    branch: 'Tawi',
    branchValue: ({ name, code }) => `${name} (${code})`,
    /** Label: this workstation's number within its branch. */
    workstation: 'Kituo cha kazi',
    workstationValue: ({ number }) => `Namba ${number}`,
    /** Label: when and by whom the workstation was enrolled. */
    enrolledAt: 'Kimesajiliwa',
    enrolledBy: ({ at, by }) => `${at}, na ${by}`,
    plainHttp: 'Hakuna: HTTP tupu kwenda kompyuta hii, kwa uundaji pekee',
    /** Heading of the replication's status. */
    replication: 'Unakili',
    lastAck: ({ seq, at }) => `Makao makuu yalithibitisha mwisho badiliko ${seq}, saa ${at}.`,
    noAck: 'Makao makuu bado hayajathibitisha badiliko lolote.',
    /** Heading of a problem that stopped replication until the next start. */
    stopped: 'Unakili umesimama',
    /** Heading of a problem replication retries by itself. */
    heldUp: 'Unakili umekwama',
  },
  /** D126: the settings head office publishes to the branch. */
  published: {
    calendarStale: ({ year, countries }) =>
      `Uhamisho hauwezi kutumwa: kalenda ya RTGS iliyowekwa na makao makuu haina sikukuu za umma za ${year} katika ${countries}. Msimamizi aombe makao makuu yachapishe sikukuu za mwaka huo; hakuna kilichotumwa.`,
    calendarShort: ({ days, date, year, countries }) =>
      `Uhamisho hauwezi kutumwa: makao makuu yanataka kalenda ya RTGS ifikie siku ${days} mbele, hadi ${date}, na bado haina sikukuu za umma za ${year} katika ${countries}. Msimamizi aombe makao makuu yachapishe sikukuu za mwaka huo; hakuna kilichotumwa.`,
    setThere:
      'Sehemu hii ya mipangilio huwekwa na makao makuu kwa vituo vyote vya kazi vya tawi, kwa hivyo haiwezi kubadilishwa hapa. Mwombe msimamizi wa makao makuu aibadilishe.',
    notice: ({ version, at }) =>
      `Imewekwa na makao makuu (toleo la mipangilio ${version}, lilitumika ${at}). Ili kuibadilisha, mwombe msimamizi wa makao makuu: badiliko linafika kwenye kituo hiki mawasiliano yajayo.`,
    version: ({ version, at }) =>
      `Kituo hiki kinatumia toleo la mipangilio ya makao makuu ${version}, lililotumika ${at}.`,
    none: 'Makao makuu bado hayajachapisha mipangilio ya tawi hili: kituo hiki kinatumia yake.',
  },
  /** The replication's state in one line, on the admin's page and the supervisor's home. */
  status: {
    upToDate: 'Kila badiliko limefika makao makuu.',
    waiting: ({ count, since }) =>
      count === 1
        ? `Badiliko 1 linasubiri kufika makao makuu, tangu ${since}.`
        : `Mabadiliko ${count} yanasubiri kufika makao makuu, la zamani zaidi tangu ${since}.`,
    notEnrolled:
      'Kituo hiki cha kazi hakijasajiliwa na makao makuu: daftari lake linahifadhiwa kwenye kompyuta hii pekee.',
    /** Label of the line on the supervisor's home page. */
    title: 'Makao makuu',
    clockOff: ({ at, said }) =>
      `Makao makuu yalikataa mara ya mwisho kuhesabu uhamisho wa kompyuta hii katika jumla za kila siku za benki saa ${at}, kwa saa ya kompyuta hii: ${said}`,
    clockOffTitle: 'Saa ya kompyuta hii',
  },
};
