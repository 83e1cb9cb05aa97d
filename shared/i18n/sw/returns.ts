import type * as english from '../en/returns';
import type { SameShape } from '../messages';

/**
 * D120: uhamisho ambao benki iliurejesha, au RTGS iliyokuwa ikisubiri iliyositishwa kabla dirisha
 * lake kufunguka: fomu ya msimamizi, makataa yake, risiti ya marejesho, alama ya kumbukumbu ya
 * risiti na orodha ya mwisho wa siku.
 */
export const returns: SameShape<typeof english.returns> = {
  request: {
    only: 'Urejeshaji una uhamisho, benki ilichofanya, kumbukumbu na tarehe yake, sababu na maelezo.',
    kind: 'Chagua benki ilichofanya: ilirejesha uhamisho, au iliusitisha kabla ya dirisha lake.',
    reason: 'Chagua sababu iliyotolewa na benki.',
    bankReferenceRequired:
      'Weka kumbukumbu ya benki ya urejeshaji, kama ilivyo kwenye taarifa yake.',
    bankDateRequired: 'Weka tarehe ya urejeshaji, kama ilivyo kwenye taarifa ya benki.',
    noteRequired: 'Maelezo yanahitajika (yanaweza kuwa tupu).',
    noteForOther: ({ min }) =>
      `Ukichagua "sababu nyingine", iandike kwenye maelezo, kwa herufi ${min} au zaidi.`,
  },
  field: {
    kind: 'Benki ilichofanya',
    bankReference: 'Kumbukumbu ya benki',
    bankDate: 'Tarehe ya urejeshaji',
    reason: 'Sababu',
    note: 'Maelezo',
    transfer: 'Uhamisho',
    transferDay: 'Siku ya kazi ya uhamisho',
    learntOn: 'Imerekodiwa siku ya kazi',
    recordedBy: 'Imerekodiwa na',
    refund: 'Kiasi kilichorejeshwa',
    refundInWords: 'Kiasi kilichorejeshwa kwa maneno',
  },
  kind: {
    return: {
      label: 'Imerejeshwa na benki',
      hint: 'Uhamisho ulitumwa na benki ikarudisha pesa.',
    },
    recall: {
      label: 'Imesitishwa kabla ya dirisha',
      hint: 'RTGS iliyokuwa ikisubiri ilisitishwa benki kabla dirisha lake kufunguka.',
    },
  },
  reason: {
    'account-closed': 'Akaunti ya mpokeaji imefungwa',
    'account-not-found': 'Akaunti hiyo haipo katika benki ya mpokeaji',
    'name-mismatch': 'Jina la mpokeaji halilingani na akaunti',
    'beneficiary-refused': 'Mpokeaji alikataa pesa',
    'customer-request': 'Mteja aliomba usitishwe',
    'sent-in-error': 'Ulitumwa kwa makosa',
    other: 'Sababu nyingine (iandike kwenye maelezo)',
  },
  refused: {
    notFound: ({ reference }) =>
      `Hakuna uhamisho wenye kumbukumbu ${reference} katika jarida la kituo hiki.`,
    ownTransfer: ({ reference }) =>
      `Wewe ndiye uliyetuma uhamisho ${reference}, kwa hiyo msimamizi mwingine lazima arekodi urejeshaji wake.`,
    returnedAlready: ({ reference }) =>
      `Urejeshaji au usitishaji wa uhamisho ${reference} umesharekodiwa; uhamisho hurudi mara moja tu.`,
    notReturnable: ({ reference, state }) =>
      `Uhamisho ${reference} uko katika hali: ${state}. Ni uhamisho uliopokelewa na benki tu (uliotumwa au unaosubiri) unaoweza kurejeshwa.`,
    notRecallable: ({ reference }) =>
      `Uhamisho ${reference} si RTGS inayosubiri dirisha lake, kwa hiyo hauwezi kusitishwa. Rekodi urejeshaji ikiwa benki ilirudisha pesa.`,
    windowOpened: ({ reference }) =>
      `Dirisha la uhamisho ${reference} limeshafunguka na benki imeutuma: hauwezi kusitishwa sasa. Rekodi urejeshaji benki ikirudisha pesa.`,
    dateOutOfRange: ({ from, to }) =>
      `Tarehe ya urejeshaji lazima iwe kati ya ${from} (siku ya uhamisho) na ${to} (leo).`,
    noReturn: ({ reference }) =>
      `Hakuna urejeshaji wala usitishaji wa uhamisho ${reference} uliorekodiwa, kwa hiyo hakuna risiti ya marejesho ya kuchapisha.`,
  },
  page: {
    title: 'Imerejeshwa au imesitishwa',
    question: 'Benki ilifanya nini?',
    record: 'Rekodi urejeshaji',
    recorded: ({ kind }) => `Imerekodiwa: ${kind}. Chapisha risiti ya marejesho kwa mteja.`,
    shown: ({ kind, day, by }) => `${kind} · imerekodiwa siku ya kazi ${day} na ${by}`,
    print: 'Chapisha risiti ya marejesho…',
    savePdf: 'Hifadhi risiti ya marejesho kama PDF…',
    printed: ({ file }) => `Risiti ya marejesho imehifadhiwa katika ${file}.`,
    sentToPrinter: 'Risiti ya marejesho imetumwa kwa printa.',
  },
  receipt: {
    heading: 'Risiti ya marejesho',
    title: ({ reference }) => `Risiti ya marejesho ${reference}`,
    titleCopy: ({ reference, number }) => `Risiti ya marejesho ${reference} (NAKALA ${number})`,
    note: 'Pesa za uhamisho huu zimerudi kutoka benki na zinarejeshwa kwa mteja.',
    received: 'Sahihi ya mteja: marejesho yamepokelewa',
  },
  log: {
    return: 'Imerejeshwa',
    recall: 'Imesitishwa',
  },
  mark: {
    return: ({ day }) => `Imerejeshwa tarehe ${day}`,
    recall: ({ day }) => `Imesitishwa tarehe ${day}`,
  },
  endOfDay: {
    heading: 'Marejesho na usitishaji yaliyojulikana siku hii',
    none: 'Hakuna lililojulikana siku hii.',
    line: (v) => `${v.reference} · ${v.kind} · ${v.amount} (uhamisho wa ${v.day})`,
  },
};
