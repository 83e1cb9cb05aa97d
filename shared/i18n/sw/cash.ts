import type * as english from '../en/cash';
import type { SameShape } from '../messages';

/** D118: fedha za mtunza fedha (tazama Kiingereza). */
export const cash: SameShape<typeof english.cash> = {
  title: 'Fedha zangu leo',
  intro: ({ day }) =>
    `Siku ya kazi ${day}. Unachopaswa kuwa nacho kwa kila sarafu: fedha zako za kuanzia, pamoja na fedha taslimu ulizopokea kwa uhamisho wako, ukiondoa marejesho. Hesabu droo yako na uandike unachohesabu.`,
  takenRule:
    'Kila uhamisho wako unahesabiwa kuwa umelipwa kwa fedha taslimu, isipokuwa ule ambao benki iliukataa au haukutumwa kamwe: pesa hizo zilirudishwa kwa mteja.',
  none: 'Hakuna fedha za kuanzia zilizoandikwa kwa ajili yako na bado huna uhamisho siku hii.',
  closed: ({ day }) =>
    `Siku ${day} imefungwa: fedha zake za kuanzia na hesabu zake zinabaki kama zilivyofungwa.`,
  column: {
    clerk: 'Karani',
    currency: 'Sarafu',
    float: 'Fedha za kuanzia',
    taken: 'Zilizopokelewa kwa uhamisho',
    refunds: 'Marejesho',
    expected: 'Unapaswa kuwa nazo',
    counted: 'Zilizohesabiwa',
    difference: 'Tofauti',
  },
  noFloat: 'Hazijaandikwa',
  notCounted: 'Hazijahesabiwa',
  transfers: ({ count }) => (count === 1 ? 'Uhamisho 1' : `Uhamisho ${count}`),
  balanced: 'Zinalingana',
  short: ({ amount }) => `Pungufu kwa ${amount}`,
  over: ({ amount }) => `Ziada ya ${amount}`,
  count: {
    title: 'Hesabu fedha zako',
    currency: 'Sarafu',
    amount: 'Kiasi kilichohesabiwa',
    submit: 'Rekodi hesabu',
    saved: ({ currency }) => `Hesabu yako ya ${currency} imerekodiwa, pamoja na tofauti yake.`,
  },
  float: {
    title: 'Fedha za watunza fedha',
    intro:
      'Andika fedha za kuanzia za kila karani kwa siku hii. Kila karani anahesabu fedha zake kwenye ukurasa wake "Fedha zangu"; tofauti inaonekana hapa.',
    clerk: 'Karani',
    currency: 'Sarafu',
    amount: 'Fedha za kuanzia',
    submit: 'Weka fedha za kuanzia',
    saved: ({ name, currency }) => `Fedha za kuanzia za ${name} kwa ${currency} zimewekwa.`,
    noClerks: 'Hakuna karani aliye hai kwenye kituo hiki cha kazi.',
  },
  amountRule: ({ label }) => `Andika ${label} kwa tarakimu, kama 25,000 au 1500.50.`,
  clerkRequired: 'Chagua karani ambaye fedha hizi ni zake.',
  currencyRequired: 'Chagua sarafu.',
  floatRequestOnly: 'Fedha za kuanzia zina siku, jina la mtumiaji la karani, sarafu na kiasi.',
  countRequestOnly: 'Hesabu ina sarafu na kiasi kilichohesabiwa, hakuna kingine.',
  dayClosed: ({ day }) =>
    `Siku ${day} imefungwa, kwa hivyo fedha zake za kuanzia na hesabu zake zinabaki kama zilivyofungwa. Ziandike kwa siku iliyo wazi.`,
  dayNotStarted: ({ day, today, zone }) =>
    `Siku ${day} bado haijaanza hapa: leo ni ${today} katika ${zone}. Andika fedha za kuanzia siku inayohusika.`,
  notAClerk: ({ operatorId }) =>
    `${operatorId} si karani wa kituo hiki cha kazi: fedha za kuanzia huandikwa kwa karani.`,
};
