import type * as english from '../../en/send/controls';
import type { SameShape } from '../../messages';

/**
 * What main's controls say before a send: approvals, refusals, limits, repeats (D42–D48). The
 * reporting marks are never said here: the review is read with the customer (D80).
 */
export const controls: SameShape<typeof english.controls> = {
  product: { rtgs: 'uhamisho wa RTGS', imt: 'uhamisho kwa pochi ya simu' },
  approvalNeeded: ({ amount, currency, product }) =>
    `Kwa ${amount} ${currency}, ${product} unahitaji idhini ya msimamizi. Hakuna kilichotumwa. Mwombe msimamizi aje kwenye kituo hiki cha kazi auidhinishe kwa kitambulisho na nenosiri lake mwenyewe.`,
  noApprovalNeeded:
    'Uhamisho huu hauzidi kiasi kinachohitaji idhini ya msimamizi. Rudi kwenye mapitio na uutume.',
  refused: ({ name, id, reason }) =>
    `${name} (${id}), msimamizi, alikataa uhamisho huu: "${reason}". Hakuna kilichotumwa, na fomu hii haiwezi kutumwa. Mpe mteja sababu; anza uhamisho mpya tu ikiwa msimamizi anakubali.`,
  dailyLimit: {
    over: (v) =>
      `${v.label}: kitambulisho cha mtumaji (${v.who}) tayari kimetuma ${v.sent} ${v.currency} kwa pochi ya simu leo (${v.day}). Pamoja na ${v.amount} ${v.currency} hizi, jumla ya siku ingekuwa ${v.total} ${v.currency}, juu ya kikomo cha kila siku cha ${v.limit} ${v.currency} kwa kila kitambulisho kilichowekwa na msimamizi wako wa mfumo. ${v.rest}`,
    left: ({ left, currency }) =>
      `Kiasi kisichozidi ${left} ${currency} zaidi kinaweza kutumwa leo.`,
    nothingLeft: 'Hakuna zaidi kinachoweza kutumwa kwa kitambulisho hiki leo.',
    offline: ({ limit, currency }) =>
      `Ofisi kuu haipatikani, kwa hiyo dirisha hili linahesabu uhamisho wake tu na linatumia kikomo cha chini cha ${limit} ${currency} ambacho msimamizi wako wa mfumo aliweka kwa hali hiyo. Jaribu tena ofisi kuu ikijibu, au muulize msimamizi.`,
    clockOff: ({ limit, currency }) =>
      `Ofisi kuu haikuhesabu uhamisho huu kwa sababu saa ya kompyuta hii hailingani na ya ofisi kuu (kumbukumbu zinaonyesha kwa kiasi gani). Hadi saa itakaporekebishwa, dirisha hili linahesabu uhamisho wake tu na linatumia kikomo cha chini cha ${limit} ${currency} ambacho msimamizi wako wa mfumo aliweka kwa hali hiyo. Waombe IT warekebishe tarehe na saa ya kompyuta, au muulize msimamizi.`,
  },
};

/** A transfer that repeats an earlier one: the duplicate guard and the repeat check (D33, D46). */
export const repeats: SameShape<typeof english.repeats> = {
  /** `a, b and c`: a list of named transfers in a sentence. */
  listed: ({ head, last }) => `${head} na ${last}`,
  transfer: ({ reference }) => `uhamisho ${reference}`,
  transfers: ({ references }) => `uhamisho ${references}`,
  waiting: ({ which, days, count }) =>
    `Uhamisho huu unarudia ${which} wa siku ${days} zilizopita (akaunti, mpokeaji, kiasi na sarafu ileile), ambao matokeo yake bado hayajathibitishwa. Hakuna kilichotumwa. Muulize msimamizi: yeye huhakiki ${count === 1 ? 'uhamisho huo' : 'uhamisho huo wote'} na benki, na ni yeye tu anayeweza kuruhusu huu upite.`,
  noDuplicate:
    'Uhamisho huu haurudii uhamisho wowote unaosubiri msimamizi, kwa hiyo hauhitaji idhini. Rudi kwenye mapitio na uutume.',
  today: ({ since }) => `leo (tangu ${since})`,
  lastDays: ({ days, since }) => `katika siku ${days} zilizopita (tangu ${since})`,
  confirm: ({ what }) =>
    `${what} Utume tu ikiwa mteja anaomba uhamisho wa pili: andika sababu ya mteja, kisha uthibitishe.`,
  refusal: ({ which }) =>
    `Hakuna kilichotumwa: uhamisho huu unarudia ${which}. Utume tu ikiwa mteja anaomba uhamisho wa pili: uthibitishe kwenye mapitio pamoja na sababu ya mteja.`,
  named: ({ reference, at, state }) => `uhamisho ${reference} (${at}, ${state})`,
  sameDetails: ({ window }) =>
    `Mteja huyuhuyu tayari alituma kiasi na sarafu hii kwa mpokeaji huyu ${window}.`,
  // D80: a form is one instruction, used once; nothing lets a second transfer give it.
  formUsed: ({ formNumber, which }) =>
    `Fomu ya maagizo ${formNumber} ilikwisha tumika kwa ${which}. Fomu hutumika mara moja: mwombe mteja ajaze na kusaini fomu mpya, kisha andika namba yake.`,
};
