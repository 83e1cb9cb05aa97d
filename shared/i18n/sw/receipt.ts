import type * as english from '../en/receipt';
import type { SameShape } from '../messages';

/** A transfer's receipt, the receipt log that finds it, and the files printed from them. */
export const receipt: SameShape<typeof english.receipt> = {
  bodyUnreadable:
    'Nakala ya daftari ya kilichotumwa kwa uhamisho huu haiwezi kusomwa, kwa hiyo risiti hii haiwezi kukionyesha. Usimpe mteja risiti hii: acha faili ya daftari kama ilivyo na upige simu kwa timu ya msaada.',
  /** The service's status word after what it means for the transfer, by its state. */
  serviceStatus: {
    succeeded: ({ status }) => `Imekubaliwa (${status})`,
    queued: ({ status }) => `Imekubaliwa, imeshikiliwa hadi muda ujao wa RTGS (${status})`,
    accepted_pending: ({ status }) => `Imekubaliwa, si ya mwisho (${status})`,
  },
  /** What a state means for the customer and who acts next (D6, D7, D10). */
  detail: {
    queuedUntil: ({ opening }) =>
      `Imetumwa nje ya muda wa RTGS: huduma inaushikilia na utatoka muda utakapofunguliwa, ${opening}.`,
    queued: 'Imetumwa nje ya muda wa RTGS: huduma inaushikilia hadi muda wa RTGS utakapofunguliwa.',
    accepted_pending: ({ status }) =>
      `Imekubaliwa na huduma, hali ${status}: si ya mwisho. Msimamizi ataufuatilia; usiutume tena.`,
    statusNotGiven: 'haikutolewa',
    held: 'Uhamisho huu unahitaji ukaguzi wa uzingatiaji kabla ya kutumwa. Hakuna kilichotumwa na hakuna pesa iliyohamishwa. Usiutume tena: ukishakaguliwa, utatumwa au hautatumwa chini ya kumbukumbu hii, na risiti hii itaonyesha lipi.',
    no_response_test:
      'Huduma ya upimaji ya benki haijibu kamwe uhamisho kwa pochi ya simu, kwa hiyo kukosa jibu ndiyo matokeo yanayotarajiwa, si hitilafu. Hautatumwa tena.',
    unknown:
      'Ombi huenda lilifika benki, na hakuna jibu lililorudi kueleza kilichotokea. Usitume uhamisho huu tena, hata kwa kumbukumbu mpya, hadi msimamizi athibitishe matokeo na benki.',
    sending:
      'Jibu kutoka kwa huduma bado halijarekodiwa. Usitume uhamisho huu tena; fungua risiti hii tena baadaye au muulize msimamizi.',
    reserved: 'Kumbukumbu iliandaliwa lakini hakuna kilichotumwa.',
  },
  reference: {
    missing: 'Weka kumbukumbu ya uhamisho.',
    shape: 'Kumbukumbu lazima iwe tarakimu 12 zilizochapishwa kwenye risiti.',
  },
  lookupOnly: 'Risiti hutafutwa kwa kumbukumbu yake tu.',
  transferLookupOnly: 'Uhamisho hutafutwa kwa kumbukumbu yake tu.',
  /** The receipt log's filters. */
  log: {
    kind: 'Aina lazima iwe uhamisho wa benki (rtgs) au pochi ya simu (imt).',
    /** Translator: "waiting" is the filter's own value, kept as typed. */
    state: 'Hali lazima iwe mojawapo ya hali za uhamisho, au "waiting" kwa msimamizi.',
    currency: ({ choices }) => `Sarafu lazima iwe mojawapo ya ${choices}.`,
    searchWords: ({ min }) =>
      `Tafuta kwa maneno yenye angalau herufi ${min} kila moja (sehemu ya jina, kumbukumbu au namba ya akaunti).`,
    /** Translator: reportable, split, split-24h, split-7d, split-30d and either are filter values. */
    marked:
      'Alama lazima iwe reportable, split (mfululizo uliogawanywa wa kipindi chochote), split-24h, split-7d, split-30d (mfululizo uliogawanywa wa kipindi hicho), either au checked-offline (imekaguliwa bila makao makuu).',
    cursor: 'Ukurasa wa kuendelea nao si sahihi. Anza utafutaji upya.',
    rows: ({ max }) => `Safu kwa kila ukurasa lazima ziwe namba kamili kuanzia 1 hadi ${max}.`,
    only: 'Orodha ya risiti huchujwa kwa tarehe, aina, hali, mtumiaji, sarafu, kiasi, alama za kuripoti na maneno tu.',
    csvFiltersOnly:
      'Orodha ya risiti huchujwa kwa tarehe, aina, hali, mtumiaji, sarafu na maneno tu.',
    csvOnly: 'Kuhamisha CSV huombwa kwa vichujio vya orodha tu.',
  },
  printOutput: 'Chagua mahali pa kuchapisha: printa, au faili ya PDF.',
  printOnly: 'Risiti huchapishwa kwa kumbukumbu yake na mahali inapoenda tu.',
  endOfDay: {
    only: 'Ripoti ya mwisho wa siku huombwa kwa siku tu.',
    printOnly: 'Ripoti ya mwisho wa siku huchapishwa kwa siku yake na mahali inapoenda tu.',
  },
};
