import type * as english from '../en/journal';
import type { SameShape } from '../messages';
import { rowNamed, wordFor } from '../lists';

/** Each sealed table's row, named for the admin by the columns that identify it. */
export const named: SameShape<typeof english.named> = {
  settings: ({ key }) => `Mpangilio "${key}"`,
  operators: ({ key }) => `Akaunti ya mtumiaji ${key}`,
  branch_source_accounts: ({ key }) => `Akaunti chanzo ya tawi ${key}`,
  branch_banks: ({ key }) => `Benki ya tawi ${key}`,
  branch_wallets: ({ key }) => `Pochi ya simu ya tawi ${key}`,
  reference_state: ({ key }) => `Kihesabu cha kumbukumbu ${key}`,
  transfers: ({ key }) => `Uhamisho ${key}`,
  attempts: ({ key }) => `Jaribio ${key}`,
  settlements: ({ key }) => `Uthibitisho wa matokeo ${key}`,
  day_closings: ({ key }) => `Kufungwa kwa siku ${key}`,
  backups: ({ key }) => `Rekodi ya nakala rudufu ${key}`,
  receipt_prints: ({ key }) => `Uchapishaji wa risiti ${key}`,
  control_marks: ({ key }) => `Alama ya uzingatiaji ${key}`,
  transfer_approvals: ({ key }) => `Idhini ya msimamizi ${key}`,
  draft_refusals: ({ key }) => `Kukataa kwa msimamizi rasimu ${key}`,
  suspicion_flags: ({ key }) => `Alama ya shaka ${key}`,
  flag_reviews: ({ key }) => `Mapitio ya uzingatiaji ya alama ya shaka ${key}`,
  unreconciled_references: ({ key }) => `Kumbukumbu ya kulinganisha na benki ${key}`,
  reference_reconciliations: ({ key }) => `Jibu la benki lililorekodiwa kwa kipengele ${key}`,
  row_seal_sets: ({ key }) => `Muhuri wa jedwali ${key}`,
  row_seal_marks: ({ key }) => `Alama ya ukaguzi wa kuanza ya jedwali ${key}`,
  sanctions_lists: ({ key }) => `Orodha ya vikwazo iliyoingizwa ${key}`,
  transfer_screenings: ({ key }) => `Uchunguzi wa uhamisho ${key}`,
  transfer_rescreenings: ({ key }) => `Uchunguzi wa baadaye ${key} wa uhamisho uliozuiliwa`,
  compliance_decisions: ({ key }) => `Uamuzi wa afisa wa uzingatiaji kuhusu uhamisho ${key}`,
  outbox_acks: ({ key }) => `Uthibitisho wa makao makuu wa badiliko ${key}`,
  bank_statements: ({ key }) => `Taarifa ya benki ${key}`,
  statement_lines: ({ key }) => `Mstari ${key} wa taarifa ya benki`,
  statement_items: ({ key }) => `Ulinganisho wa mstari wa taarifa ${key}`,
  statement_resolutions: ({ key }) => `Tofauti iliyosuluhishwa ${key} ya taarifa ya benki`,
  teller_floats: ({ key }) => `Fedha za kuanzia za mtunza fedha ${key}`,
  teller_counts: ({ key }) => `Hesabu ya fedha taslimu ${key}`,
  transfer_returns: ({ key }) => `Urejeshaji au usitishaji wa uhamisho ${key}`,
  refund_receipt_prints: ({ key }) => `Uchapishaji ${key} wa risiti ya marejesho`,
  audit: ({ key }) => `Safu ya ukaguzi ${key}`,
};

/** A table held whole, as a list of rows. */
const lists = {
  settings: 'mipangilio',
  operators: 'akaunti za watumiaji',
  branch_source_accounts: 'akaunti chanzo za tawi',
  branch_banks: 'benki za tawi',
  branch_wallets: 'pochi za simu za tawi',
  reference_state: 'kihesabu cha kumbukumbu',
  head_office_operator_sync: 'toleo la watumiaji wa makao makuu lililotumika',
};

/** The journal's own words: opening it, its seal and audit chain, a restore, what a stop left. */
export const journal: SameShape<typeof english.journal> = {
  open: {
    newerVersion: ({ path, version }) =>
      `Daftari lililoko ${path} liliandikwa na toleo jipya zaidi la Remit Desk (schema ${version}). Sakinisha toleo hilo au jipya zaidi; toleo hili halitabadilisha faili.`,
    notSqlite: 'si hifadhidata ya SQLite inayosomeka',
    inUse: ({ path }) =>
      `Daftari lililoko ${path} linatumiwa na programu nyingine (je, Remit Desk tayari iko wazi?). Ifunge na uanze tena.`,
    cannotOpen: ({ path, reason }) =>
      `Daftari lililoko ${path} haliwezi kufunguliwa (${reason}). Hakikisha diski inapatikana na folda inaweza kuandikwa, kisha uanze tena.`,
    damaged: ({ path, detail }) =>
      `Daftari lililoko ${path} limeharibika (${detail}). Kutuma kumezimwa. Usifute wala kuhamisha faili: ndiyo kumbukumbu ya kilichotumwa. Piga simu kwa timu ya msaada.`,
    keyMissing: ({ path }) =>
      `Daftari lililoko ${path} limesimbwa, na hifadhi ya siri ya kituo hiki cha kazi haina ufunguo wake: liliundwa kwenye kituo kingine cha kazi. Msimamizi wa mfumo huingiza faili ya amana ya funguo ya makao makuu kwa ajili yake, pamoja na kaulisiri yake. Usifute wala kuhamisha faili.`,
    keyMismatch: ({ path }) =>
      `Daftari lililoko ${path} haliwezi kusomwa kwa ufunguo wa kituo hiki cha kazi. Ikiwa lilinakiliwa kutoka kituo kingine (nakala rudufu iliyorejeshwa kwenye kompyuta mpya), msimamizi wa mfumo huingiza faili ya amana ya funguo ya makao makuu kwa ajili yake; vinginevyo limeharibika. Usifute wala kuhamisha faili. Piga simu kwa timu ya msaada.`,
  },
  audit: {
    noKey:
      'Kumbukumbu za ukaguzi bado hazina ufunguo: daftari lazima lifungwe kwa muhuri kabla ya kuandika chochote.',
    missing: ({ seq }) => `Safu ya ukaguzi ${seq} haipo.`,
    relinked: ({ seq, previous }) => `Safu ya ukaguzi ${seq} haifuati safu ${previous}.`,
    unkeyed: ({ seq }) =>
      `Safu ya ukaguzi ${seq} haina muhuri wa ufunguo wa daftari, ingawa safu zilizotangulia zinao.`,
    edited: ({ seq }) => `Safu ya ukaguzi ${seq} ilibadilishwa baada ya kuandikwa.`,
    notOurs: ({ seq }) =>
      `Safu ya ukaguzi ${seq} si safu ambayo kituo hiki cha kazi kiliandika hapo.`,
    lastMissing: ({ seq }) => `Safu ya ukaguzi ${seq}, ya mwisho kuandikwa, haipo.`,
    lastOnesMissing: ({ first, last }) =>
      `Safu za ukaguzi ${first} hadi ${last}, za mwisho kuandikwa, hazipo.`,
    checkedMissing: ({ seq }) => `Safu ya ukaguzi ${seq}, ambayo ilikaguliwa awali, haipo.`,
    changedSinceCheck: ({ seq }) => `Safu ya ukaguzi ${seq} ilibadilishwa baada ya kukaguliwa.`,
    notRebuildMark: ({ seq }) =>
      `Safu ya ukaguzi ${seq} inapaswa kurekodi ujenzi upya wa daftari kutoka makao makuu, lakini hairekodi.`,
    rebuildUnfinished: ({ seq }) =>
      `Ujenzi upya wa daftari kutoka makao makuu haukukamilika: safu ya ukaguzi ${seq}, inayourekodi, haipo.`,
    /** What a failed check says after what it found: what to do, and what not to. */
    broken: ({ what }) =>
      `${what} Daftari limechezewa au limeharibika. Acha faili ya daftari kama ilivyo (usiifute, kuihamisha wala kuihariri) na upige simu kwa timu ya msaada.`,
  },
  records: {
    noAuditRow: ({ reference }) =>
      `Uhamisho ${reference} hauna safu ya ukaguzi: haukuhifadhiwa na Remit Desk.`,
    detailsDiffer: ({ reference, seq }) =>
      `Uhamisho ${reference} hauna tena kiasi au taarifa zilizosainiwa ambazo safu ya ukaguzi ${seq} ilirekodi ulipohifadhiwa.`,
    stateDiffers: ({ reference, seq }) =>
      `Uhamisho ${reference} hauna tena hali ambayo safu ya ukaguzi ${seq} ilirekodi.`,
  },
  seal: {
    stopped:
      'Hadi timu ya msaada itakapoliangalia, hakuna kinachoweza kutumwa na wasimamizi wa mfumo tu ndio wanaweza kuingia.',
    stoppedUntilConfirmed:
      'Hadi wakati huo, hakuna kinachoweza kutumwa na wasimamizi wa mfumo tu ndio wanaweza kuingia.',
    tampered: ({ what, path, stopped }) =>
      `${what} Daftari (${path}) limechezewa au limeharibika. Acha faili kama ilivyo (usiifute, kuihamisha wala kuihariri) na upige simu kwa timu ya msaada. ${stopped}`,
    endsBeforeHead: (v) =>
      `${v.what} Daftari (${v.path}) linaishia kwenye safu ya ukaguzi ${v.lastRow}, lakini kituo hiki cha kazi kiliandika hadi safu ${v.headRow}: safu ziliondolewa mwishoni mwake, au nakala rudufu ilirejeshwa. Ikiwa msimamizi wa mfumo alirejesha nakala rudufu kama mwongozo wa msimamizi unavyoeleza, anathibitisha hilo kwenye skrini ya Ukaguzi wa daftari. Ikiwa sivyo, acha faili kama ilivyo (usiifute, kuihamisha wala kuihariri) na upige simu kwa timu ya msaada. ${v.stopped}`,
    fileDamaged: ({ path, found, stopped }) =>
      `Faili ya daftari (${path}) imeharibika: ukaguzi wa SQLite wa kurasa zake ulipata ${found}. Acha faili kama ilivyo (usiifute, kuihamisha wala kuihariri) na upige simu kwa timu ya msaada. ${stopped}`,
    /** A record the keychain keeps for the journal is damaged (its sentence), then `stopped`. */
    damagedRecord: ({ damaged, stopped }) => `${damaged} ${stopped}`,
    keychainUnusable: ({ path, reason }) =>
      `Remit Desk huweka ufunguo unaofunga daftari lake (${path}) kwenye hifadhi ya siri ya mfumo wa uendeshaji, na haiwezi kuutumia: ${reason}`,
    keyNotInKeychain: ({ path }) =>
      `Daftari (${path}) limefungwa kwa ufunguo ambao haupo kwenye hifadhi ya siri ya mfumo wa uendeshaji ya kituo hiki cha kazi (wasifu mpya wa mtumiaji, hifadhi ya siri iliyorejeshwa, au daftari kutoka kituo kingine). Remit Desk haiwezi kulikagua wala kuongeza ndani yake. Acha faili kama ilivyo (usiifute, kuihamisha wala kuihariri) na upige simu kwa timu ya msaada.`,
    cannotCheck: 'Daftari haliwezi kukaguliwa',
  },
  restore: {
    cannotConfirm: 'Urejeshaji hauwezi kuthibitishwa',
    notRestored: ({ finding }) =>
      `Daftari hili haliwezi kuthibitishwa kuwa nakala rudufu iliyorejeshwa. ${finding}`,
    nothingToConfirm:
      'Daftari limepita ukaguzi wake: linafika safu ya mwisho ambayo kituo hiki kiliandika, kwa hiyo hakuna nakala rudufu iliyorejeshwa ya kuthibitisha. Hakuna kilichobadilishwa.',
    notRecorded: 'Urejeshaji ulikaguliwa lakini haukuweza kurekodiwa',
  },
  interrupted: {
    notSent:
      'Remit Desk ilisimama kabla uhamisho huu haujafika kwenye huduma. Hakuna pesa iliyohamishwa.',
    unknown:
      'Remit Desk ilisimama wakati uhamisho huu ukitumwa. Huenda huduma iliupokea: msimamizi lazima athibitishe na benki kabla ya kutuma chochote tena.',
    takenOver:
      'Uhamisho huu ulikuwa ukitumwa kutoka kwenye kompyuta ambayo hii imeichukua nafasi yake, na makao makuu huenda hayana kumbukumbu zake za mwisho. Huenda huduma iliupokea: msimamizi lazima athibitishe na benki kabla ya kutuma chochote tena.',
    restored:
      'Uhamisho huu ulikuwa ukitumwa wakati nakala rudufu ambayo jarida hili lilirejeshwa kutoka kwayo ilipotengenezwa, na huenda kompyuta iliendelea kuutuma. Huenda huduma iliupokea: msimamizi lazima athibitishe na benki kabla ya kutuma chochote tena.',
    attempt: 'imekatizwa: programu ilisimama wakati wa jaribio hili',
  },
  /** What could not be done (`what`: journal.seal.cannotCheck, journal.restore.cannotConfirm…), then the OS keychain's own trouble. */
  keychainFailed: ({ what, trouble }) => `${what}: ${trouble}`,
  /** Head office's escrow file of the journal's keys (D70). */
  escrow: {
    noKeys: 'hifadhi ya siri bado haina ufunguo wa daftari',
    keychainFailed: ({ reason }) =>
      `Funguo za daftari hazikuweza kusomwa kutoka kwenye hifadhi ya siri ya mfumo wa uendeshaji (${reason}). Hakuna kilichoandikwa. Hakikisha hifadhi ya siri imefunguliwa na uhamishe tena.`,
    saveTitle: 'Hifadhi faili ya amana ya funguo kwa makao makuu',
    fileKind: 'Faili za amana ya funguo za Remit Desk',
    writeFailed: ({ file, detail }) =>
      `Faili ya amana haikuweza kuandikwa kwenye ${file} (${detail}). Hakuna kilichohamishwa. Chagua folda unayoweza kuandika ndani yake na uhamishe tena.`,
    notThisJournal: ({ workstation, exportedAt, path }) =>
      `Faili hii ya amana (kituo cha kazi ${workstation}, iliyohifadhiwa ${exportedAt}) haifungui daftari lililoko ${path}. Hakuna kilichohifadhiwa. Omba makao makuu wakupe faili iliyohifadhiwa kwenye kituo cha kazi ambacho nakala rudufu inatoka.`,
  },
  /** The row seal (D68): a row the app decides from that no longer carries its MAC. */
  rows: {
    altered: ({ table, key }) =>
      `Safu iliandikwa nje ya Remit Desk, bila muhuri wa daftari: ${rowNamed(named, table, key)} (jedwali ${table}).`,
    addedOrRemoved: ({ table }) =>
      `Safu ziliongezwa au kuondolewa kwenye ${wordFor(lists, table)} nje ya Remit Desk (jedwali ${table}).`,
    setMissing: ({ table }) => `Muhuri wa ${wordFor(lists, table)} haupo (jedwali ${table}).`,
    notReserved: ({ reference }) =>
      `Uhamisho ${reference} hauna uhifadhi uliofungwa kwa muhuri kwenye kumbukumbu za ukaguzi: Remit Desk haikuuhifadhi, kwa hiyo hautumwi kamwe.`,
    bodyDiffers: ({ reference, seq }) =>
      `Uhamisho ${reference} hauna tena maudhui ambayo safu ya ukaguzi ${seq} ilirekodi ulipohifadhiwa, kwa hiyo hautumwi.`,
  },
  /** The name an earlier version's holiday (a date alone) is given when its settings are read. */
  earlierHolidayName: 'Sikukuu ya benki',
};
