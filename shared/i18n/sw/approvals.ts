import type * as english from '../en/approvals';
import type { SameShape } from '../messages';

/** A supervisor's approval of a transfer the controls or the duplicate guard hold. */
export const approvals: SameShape<typeof english.approvals> = {
  /** What an approval lets through, as the bank's copy of the receipt prints it. */
  purpose: {
    // D81: the amount, or a day's total with it, asked for it; the receipt screen, which the
    // customer may see, says neither (D80).
    threshold: 'Inahitaji idhini ya msimamizi',
    duplicate: 'Inarudia uhamisho unaomsubiri msimamizi',
  },
  /**
   * D81: why a transfer needs the supervisor's approval, shown in the approval dialog only once
   * main has checked the supervisor's id and password. Never on the review: the customer may read
   * the review, and these name the totals (D80).
   */
  grounds: {
    title: 'Kwa nini uhamisho huu unahitaji idhini yako',
    amount: ({ amount, currency }) => `Kiasi chake pekee: ${amount} ${currency}.`,
    customer: ({ total, currency, day }) =>
      `Pamoja na huu, uhamisho wa mteja huyu wa ${day} unafikia jumla ya ${total} ${currency}. Uhamisho wa awali:`,
    recipient: ({ total, currency, day }) =>
      `Pamoja na huu, uhamisho wa akaunti hii kwa mpokeaji huyu wa ${day} unafikia jumla ya ${total} ${currency}. Uhamisho wa awali:`,
    notForCustomer:
      'Si kwa ajili ya mteja: akiuliza, sema tu kwamba msimamizi huidhinisha uhamisho kama huu.',
    show: 'Onyesha sababu',
  },
  override: {
    draftMissing: 'Uhamisho wa kuidhinishwa haupo. Rudi kwenye mapitio na ujaribu tena.',
    reasonMissing:
      'Andika kwa nini uhamisho huu unaweza kwenda: benki ilisema nini kuhusu ule wa awali.',
    approverMissing: 'Weka kitambulisho cha mtumiaji na nenosiri la msimamizi.',
    only: 'Idhini ya kupita kizuizi ina uhamisho, sababu na taarifa za kuingia za msimamizi tu.',
  },
  /** D73: wrong passwords typed into approvals, counted apart from sign-in. */
  attempts: {
    wrong: ({ perApprover, minutes }) =>
      `Kitambulisho cha mtumiaji au nenosiri si sahihi. Kila jaribio lisilo sahihi husubiri zaidi, na majaribio ${perApprover} kwa kitambulisho kimoja husimamisha idhini zake hapa kwa dakika ${minutes}. Hakuna anayezuiwa kuingia.`,
    pausedApprover: ({ operatorId, until, attempts }) =>
      `Idhini za ${operatorId} kwenye kituo hiki zimesimamishwa hadi ${until}, baada ya majaribio ${attempts} ya nenosiri lisilo sahihi. Msimamizi mwingine anaweza kuidhinisha kwa sasa; ${operatorId} bado anaweza kuingia. Kila jaribio linaonyeshwa kwa wasimamizi.`,
    pausedHere: ({ until, attempts }) =>
      `Idhini kwenye kituo hiki zimesimamishwa hadi ${until}, baada ya majaribio ${attempts} ya nenosiri lisilo sahihi. Mwombe msimamizi arudi wakati huo; hakuna anayezuiwa kuingia. Kila jaribio linaonyeshwa kwa wasimamizi.`,
    /** The supervisor's start page. */
    title: 'Nenosiri za idhini zisizo sahihi kwenye kituo hiki',
    intro:
      'Zilizoandikwa kwenye kisanduku cha idhini katika saa 24 zilizopita, mpya kwanza. Hazimzuii mtu yeyote kuingia; muulize karani ambaye ziliandikwa katika kipindi chake cha kazi.',
    shownOf: ({ shown, count }) =>
      `${shown} za karibuni kati ya ${count}; kila moja iko kwenye kumbukumbu za ukaguzi.`,
    at: 'Saa',
    approverTried: 'Kitambulisho kilichoandikwa',
    requester: 'Katika kipindi cha',
    purpose: 'Ili kuidhinisha',
    notAnId: '(si kitambulisho cha mtumiaji)',
    pausedHereNow: ({ until }) => `Idhini kwenye kituo hiki zimesimamishwa hadi ${until}.`,
    pausedApproverNow: ({ operatorId, until }) =>
      `Idhini za ${operatorId} kwenye kituo hiki zimesimamishwa hadi ${until}.`,
  },
  /**
   * D125: an approval from the supervisor's own desk, through head office. The clerk's review
   * (which the customer may read: no total, no threshold) and the supervisor's desk (not the
   * customer's: the grounds, D81).
   */
  desk: {
    unavailable: ({ reason }) =>
      `Ofisi kuu haikuweza kupokea ombi: ${reason} Badala yake muombe msimamizi hapa.`,
    decisionRefused: ({ message }) => `Ofisi kuu haikurekodi uamuzi wako. Ilisema: ${message}`,
    draftChanged:
      'Uhamisho ulibadilishwa baada ya wasimamizi kuombwa, kwa hiyo uamuzi wao si wa uhamisho huu. Omba tena.',
    requests: {
      requestId: 'Ombi',
      requestIdMissing: 'Ombi la kuamua halipo. Fungua orodha tena.',
      askOnly: 'Ombi la idhini lina uhamisho pekee.',
      statusOnly: 'Swali kuhusu ombi lina uhamisho na ombi pekee.',
      decisionMissing: 'Chagua kuidhinisha au kukataa.',
      decisionOnly: 'Uamuzi una ombi, kuidhinisha au kukataa, na sababu pekee.',
    },
    waitingTitle: 'Imetumwa kwa wasimamizi',
    waitingText: ({ until }) =>
      `Wasimamizi wa tawi wanaona uhamisho huu mezani kwao. Ukaguzi utaendelea wenyewe mmoja wao akiamua, hadi ${until}.`,
    stillTrying: 'Ofisi kuu haijibu kwa sasa; bado tunauliza.',
    askHere: 'Badala yake muombe msimamizi hapa',
    expired: 'Hakuna msimamizi aliyeamua kwa wakati. Omba tena, au muombe msimamizi hapa.',
    askAgain: 'Waombe wasimamizi tena',
    approved: ({ name, id }) => `Imeidhinishwa na ${name} (${id}) mezani kwake. Inatumwa…`,
    title: 'Idhini zilizoombwa na madirisha ya tawi',
    intro:
      'Zinasubiri msimamizi, ya zamani kwanza. Uamuzi wako unafika dirishani mara moja. Si kwa mteja: hii inataja jumla.',
    none: 'Hakuna dirisha linalosubiri idhini.',
    unreachable: ({ reason }) => `Maombi hayawezi kusomwa sasa: ${reason}`,
    counter: ({ number, name, id }) => `Dirisha ${number} · ${name} (${id})`,
    recipient: 'Mpokeaji',
    customer: 'Mteja',
    why: 'Kwa nini inahitaji idhini',
    asked: 'Iliombwa',
    until: 'Amua kabla ya',
    ground: {
      amount: 'Kiasi chake peke yake kinazidi kiasi cha idhini.',
      customer: ({ total, currency }) =>
        `Pamoja na huu, uhamisho wa mteja huyu wa leo unafikia ${total} ${currency}.`,
      recipient: ({ total, currency }) =>
        `Pamoja na huu, uhamisho wa akaunti hii kwa mpokeaji huyu leo unafikia ${total} ${currency}.`,
      duplicate: ({ references }) =>
        `Huenda unarudia ${references}, ambao bado unasubiri matokeo: ukitumwa tena, mpokeaji anaweza kulipwa mara mbili.`,
      earlier: ({ references }) => `Za awali: ${references}.`,
    },
    reason: 'Sababu ya uamuzi wako',
    approve: 'Idhinisha',
    refuse: 'Kataa',
    approvedDone: 'Imeidhinishwa. Dirisha linaituma sasa.',
    refusedDone: 'Imekataliwa. Dirisha linaambiwa sababu.',
  },
};
