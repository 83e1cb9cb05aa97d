import type * as english from '../en/screening';
import type { SameShape } from '../messages';

/** Sanctions lists, screening and holds (D78). The clerk's words never name a list or a score. */
export const screening: SameShape<typeof english.screening> = {
  format: {
    'un-xml': 'Orodha jumuishi ya Baraza la Usalama la UN (XML)',
    'ofac-csv': 'Orodha ya SDN ya OFAC ya Marekani (sdn.csv)',
    'ofac-xml': 'Orodha ya SDN ya OFAC ya Marekani (sdn.xml)',
    'bank-csv': 'Orodha ya benki yenyewe (CSV)',
  },
  list: {
    un: 'Orodha jumuishi ya Baraza la Usalama la UN',
    ofac: 'Orodha ya SDN ya OFAC ya Marekani',
    bank: 'Orodha ya vikwazo ya benki yenyewe',
  },
  page: {
    lead: 'Kabla uhamisho haujatumwa, majina yaliyomo hulinganishwa na orodha hizi. Ulinganifu unaowezekana huuzuia kwa ajili ya afisa wa uzingatiaji; kutuma husimama wakati orodha ni ya zamani kuliko mipangilio inavyoruhusu.',
    stopTitle: 'Uhamisho hauwezi kutumwa sasa',
    col: {
      list: 'Orodha',
      date: 'Tarehe ya orodha',
      entries: 'Vipengele',
      imported: 'Imeingizwa kutoka',
      checksum: 'SHA-256',
    },
    age: ({ days }) => (days === 0 ? 'leo' : days === 1 ? 'ya siku 1' : `ya siku ${days}`),
    tooOld: ({ days }) => `ya siku ${days}: ni ya zamani mno, kutuma kunasimama`,
    notImported: 'Haijaingizwa kwenye kituo hiki cha kazi.',
    setAtHeadOffice: ({ version }) =>
      `Imechapishwa na makao makuu (toleo la mipangilio ${version}): inafika kwenye mawasiliano yajayo na haiwezi kuingizwa hapa.`,
    settings: ({ threshold, days }) =>
      `Jina lenye alama ${threshold} au zaidi huzuia uhamisho; orodha isizidi umri wa siku ${days} (Mipangilio, Uchunguzi wa vikwazo).`,
    importTitle: 'Ingiza orodha',
    format: 'Faili ni orodha gani',
    date: 'Tarehe ya orodha',
    dateHint: 'Faili hii haina tarehe yake: weka tarehe ambayo mchapishaji wake anaitoa.',
    choose: 'Chagua faili na uingize',
    importing: 'Inaingiza…',
    imported: ({ list, entries, date }) => `${list} ya ${date} inatumika: vipengele ${entries}.`,
  },
  held: {
    lead: 'Kila uhamisho ulio hapa chini ulizuiliwa kabla ya kitu chochote kutumwa: jina lililomo linakaribiana na jina lililoorodheshwa. Linganisha hati za mteja na mtu aliyeorodheshwa, kisha uuruhusu (unatumwa chini ya kumbukumbu yake) au uukatae (hautumwi kamwe). Sababu yako huhifadhiwa pamoja na uamuzi.',
    none: 'Hakuna uhamisho unaosubiri ukaguzi wa uzingatiaji.',
    foundAtEntry: ({ at }) => `Ulipatikana ulipoingizwa, ${at}`,
    foundSince: 'Mpya: ulipatikana tangu ulipoingizwa',
    screenedAgain: ({ at }) =>
      `Ulichunguzwa upya ${at}, dhidi ya orodha zilizotumika wakati huo. Uamuzi wako unahusu ulinganifu huu pia.`,
    entered: ({ at, clerk }) => `Uliwekwa ${at} na ${clerk}`,
    role: { sender: 'Mtumaji', recipient: 'Mpokeaji' },
    match: ({ role, name }) => `${role}: jina linakaribiana na jina lililoorodheshwa “${name}”`,
    onList: ({ list, date, entry, score }) =>
      `${list} ya ${date}, kipengele ${entry}, alama ${score}`,
    reason: 'Sababu ya uamuzi wako',
    reasonHint: 'Ulichokagua (hati, tarehe ya kuzaliwa, uraia) na kwa nini uliamua hivyo.',
    release: 'Ruhusu na utume',
    refuse: 'Kataa: usitume kamwe',
    released: ({ reference, state }) => `Uhamisho ${reference} umeruhusiwa: ${state}.`,
    refused: ({ reference }) => `Uhamisho ${reference} umekataliwa: hautatumwa kamwe.`,
  },
  hold: {
    /** On the clerk's receipt: neutral, naming no list and no match. */
    notSent: 'Haukutumwa baada ya ukaguzi wa uzingatiaji. Hakuna pesa iliyohamishwa.',
    notHeld: ({ reference }) =>
      `Uhamisho ${reference} hausubiri ukaguzi wa uzingatiaji (huenda uliamuliwa wakati huohuo, au kumbukumbu si sahihi). Onyesha upya orodha.`,
    ownTransfer: ({ reference }) =>
      `Uliingiza uhamisho ${reference} mwenyewe, kwa hivyo huwezi kuamua ukaguzi wake wa uzingatiaji: afisa mwingine wa uzingatiaji lazima aamue.`,
    listsChanged: ({ reference, matches }) =>
      `Uhamisho ${reference} haukuachiliwa: ukichunguzwa upya dhidi ya orodha zinazotumika, sasa unafanana pia na ${matches}, uliopatikana tangu ulipoingizwa. Ulinganifu huu sasa unaonyeshwa pamoja na uhamisho, umewekwa alama mpya: ulinganishe pia na hati za mteja, kisha uamue tena. Hakuna kilichotumwa.`,
    notShown: ({ reference }) =>
      `Uhamisho ${reference} haukuachiliwa: ulichunguzwa upya baada ya ukurasa huu kuonyeshwa, na ulinganifu ulipatikana tangu ulipoingizwa. Sasa unaonyeshwa pamoja na uhamisho, umewekwa alama mpya: usome, kisha uamue tena. Hakuna kilichotumwa.`,
    resendScreened: ({ reference }) =>
      `Uhamisho ${reference} hauwezi kutumwa tena: ukichunguzwa upya dhidi ya orodha za vikwazo zinazotumika, unahitaji ukaguzi wa uzingatiaji. Uliza benki, au soma taarifa yake, kama utumaji wa kwanza ulifika, kisha uamue hivyo; kama haukufika kamwe, uhamisho mpya wa mteja huchunguzwa na kukaguliwa na afisa wa uzingatiaji.`,
  },
  decision: {
    reference: 'Kumbukumbu lazima iwe tarakimu 12 za uhamisho uliozuiliwa.',
    reasonRequired: 'Sababu inahitajika: eleza ulichokagua na kwa nini uliamua hivyo.',
    reasonShort: ({ min }) => `Sababu lazima ieleze ulichokagua, kwa angalau herufi ${min}.`,
    reasonLong: ({ max }) => `Sababu isizidi herufi ${max}.`,
    only: 'Uamuzi una kumbukumbu, sababu na idadi ya uchunguzi ulioonyeshwa tu.',
    screeningsShown: 'Idadi ya uchunguzi ulioonyeshwa lazima iwe namba kamili kuanzia 1.',
  },
  import: {
    chooseTitle: ({ list }) => `Chagua faili ya ${list}`,
    format:
      'Chagua faili ni orodha gani: orodha jumuishi ya UN, OFAC SDN (XML au CSV), au orodha ya benki yenyewe.',
    dateForm:
      'Tarehe ya orodha lazima iwe tarehe (YYYY-MM-DD), au isiwepo kwa faili yenye tarehe yake.',
    only: 'Uingizaji una muundo wa orodha na tarehe yake tu.',
    dateNeeded:
      'Faili hii haitaji tarehe ya orodha: weka tarehe ambayo orodha ilichapishwa, kama mchapishaji wake anavyoitoa.',
    dateAhead: ({ date }) =>
      `Tarehe ya orodha ${date} ni baada ya leo: weka tarehe ambayo orodha ilichapishwa.`,
    setAtHeadOffice: ({ list }) =>
      `Orodha “${list}” imechapishwa na makao makuu kwa vituo vyote vya tawi, kwa hivyo haiwezi kuingizwa hapa. Mwombe msimamizi wa makao makuu achapishe faili jipya zaidi; litafika kwenye mawasiliano yajayo.`,
    older: ({ list, date, inForce }) =>
      `Faili hili halikuingizwa: ${list} katika faili hili ni ya ${date}, ya zamani kuliko inayotumika, ya ${inForce}. Ingiza faili jipya zaidi la mchapishaji; orodha inayotumika inaendelea kutumika.`,
  },
  /** Why sending stops: the clerk reads it, so it names no customer and no match. */
  /** D139: the lists head office publishes, downloaded and imported by the workstation. */
  published: {
    badReference:
      'Marejeo ya ofisi kuu kwa faili la orodha ya vikwazo hayajakamilika: hakuna kilichobadilishwa.',
    runs: ({ list, version, date }) =>
      `${list}: toleo ${version} la ofisi kuu, orodha ya ${date}, linatumika hapa.`,
    waiting: ({ list, version, date }) =>
      `${list}: toleo ${version} la ofisi kuu, orodha ya ${date}, bado halijapakuliwa; litaombwa tena kwenye mawasiliano yanayofuata.`,
    mismatch: ({ list }) =>
      `Faili la ${list} lililopakuliwa kutoka ofisi kuu si lile ofisi kuu ilichapisha (ukubwa wake au SHA-256 yake ni tofauti): hakuna kilichoingizwa, na orodha inayotumika inabaki. Litaombwa tena kwenye mawasiliano yanayofuata.`,
  },
  stop: {
    stale: ({ list, date, days }) =>
      `Uhamisho hauwezi kutumwa: ${list} kwenye kituo hiki cha kazi ni ya ${date}, ya zamani kuliko siku ${days} zinazoruhusiwa. Mwombe msimamizi wa mfumo aingize orodha ya sasa; hakuna kilichotumwa.`,
    staleHeadOffice: ({ list, date, days }) =>
      `Uhamisho hauwezi kutumwa: ${list} iliyowekwa na ofisi kuu ni ya ${date}, ya zamani kuliko siku ${days} zinazoruhusiwa. Mwombe msimamizi wa mfumo aiombe ofisi kuu ichapishe orodha ya sasa; hakuna kilichotumwa.`,
    missing: ({ list }) =>
      `Uhamisho hauwezi kutumwa: ${list} haijaingizwa kwenye kituo hiki cha kazi. Mwombe msimamizi wa mfumo aiingize; hakuna kilichotumwa.`,
  },
  file: {
    /** A list file refused whole; the list in force stays. */
    refused: ({ line, problem }) =>
      `Faili hii haikuingizwa: mstari ${line}: ${problem} Orodha inayotumika inaendelea kutumika; ingiza faili halisi ya orodha, kamili.`,
    notXml: ({ detail }) => `si XML iliyoundwa vizuri (${detail}).`,
    truncated: ({ tag }) => `faili inaisha kabla <${tag}> haijafungwa: imekatwa (haijakamilika).`,
    wrongRoot: ({ found, expected }) =>
      `kipengele cha kwanza cha faili ni <${found}>, ilhali faili ya orodha hii huanza na <${expected}>: ni faili nyingine.`,
    noDate: ({ what }) =>
      `sehemu ${what} ya orodha haipo au si tarehe, kwa hiyo tarehe ya orodha haijulikani.`,
    noEntries: 'faili haina vipengele: orodha tupu isingechunguza chochote.',
    noName: ({ entry }) => `kipengele ${entry} hakina jina.`,
    noReference: 'kipengele kimoja hakina namba ya kumbukumbu.',
    sameReference: ({ entry, earlier }) =>
      `kumbukumbu ${entry} iko tayari kwenye mstari ${earlier}: kila kipengele kina kumbukumbu yake.`,
    fields: ({ found, expected }) =>
      `safu moja ina sehemu ${found} ilhali safu za orodha hii zina ${expected}.`,
    entryNumber: ({ found }) =>
      `sehemu ya kwanza inapaswa kuwa namba ya kipengele, lakini ni "${found}".`,
    csv: ({ detail }) => `si CSV iliyoundwa vizuri (${detail}).`,
    header: ({ expected }) => `mstari wa kwanza lazima uwe kichwa "${expected}".`,
    /** Translator: individual and entity are the file's own words, kept as the file must hold them. */
    kind: ({ found }) => `aina ni "${found}": andika individual au entity.`,
    birth: ({ found }) =>
      `tarehe ya kuzaliwa "${found}" si tarehe: andika YYYY-MM-DD, YYYY-MM au YYYY.`,
    empty: 'faili ni tupu.',
    tooLarge: ({ mb }) => `faili ni kubwa kuliko MB ${mb}: hakuna orodha iliyo kubwa hivyo.`,
    encoding: 'faili si maandishi ya UTF-8.',
  },
};
