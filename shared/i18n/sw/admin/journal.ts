import type * as english from '../../en/admin/journal';
import type { SameShape } from '../../messages';

/** The admin's check of the whole journal, and a restored backup's confirmation. */
export const journal: SameShape<typeof english.journal> = {
  lead: 'Kila badiliko la mtumiaji, la mpangilio au la uhamisho huandikwa katika kumbukumbu za ukaguzi za daftari, zikiwa zimefungwa kwa ufunguo ulio katika hifadhi ya siri ya kituo hiki cha kazi pekee. Kila mara Remit Desk inapowashwa hukagua safu zilizoandikwa tangu ukaguzi uliopita; hapa unakagua kila safu.',
  auditRows: ({ count, n }) => `safu ${count} ${n === 1 ? 'ya' : 'za'} ukaguzi`,
  fileDamaged: 'Faili ya daftari imeharibika',
  endsBeforeHead: ({ row }) =>
    `Daftari linaishia kwenye safu ya ukaguzi ${row}, kabla ya safu ya mwisho iliyoandikwa na kituo hiki cha kazi`,
  failedAt: ({ row }) => `Daftari halikufaulu ukaguzi kwenye safu ya ukaguzi ${row}`,
  rowAltered: 'Safu ya daftari ilibadilishwa nje ya Remit Desk',
  stopped: 'Daftari limesimamishwa',
  restoreConfirmed: 'Nakala rudufu iliyorejeshwa imethibitishwa',
  restoreText: ({ rows, at, row, name, id, replaced }) =>
    `Jumla ya ${rows} zilikaguliwa ${at}. Uthibitisho ni safu ya ukaguzi ${row}, uliofanywa na ${name} (${id}): unachukua nafasi ya kumbukumbu ya hifadhi ya siri kuhusu safu ${replaced} kama safu ya mwisho ya daftari. Utumaji na kuingia vimefunguliwa tena, na namba mpya za kumbukumbu zinaendelea baada ya ile ya juu kabisa iliyowahi kutolewa.`,
  restoreLater:
    'Uhamisho uliotumwa baada ya nakala rudufu kufanywa haupo katika daftari hili: iombe benki taarifa zake, kama mwongozo wa msimamizi unavyoeleza.',
  noneMissing:
    'Kila namba ya kumbukumbu ambayo hifadhi ya siri ya kituo hiki cha kazi inasema ilitolewa imo katika daftari hili: hakuna kilichotumwa baada ya nakala rudufu.',
  missing: ({ count }) =>
    `${count === 1 ? 'Namba hii ya kumbukumbu ilitolewa' : `Namba hizi ${count} za kumbukumbu zilitolewa`} baada ya nakala rudufu na ${count === 1 ? 'haimo' : 'hazimo'} katika daftari hili. Msimamizi huiuliza benki kuhusu kila moja na kuandika jibu lake chini ya “Haipo katika daftari hili”; siku haiwezi kufungwa hadi hapo:`,
  atStart: ({ rows }) =>
    `Ukaguzi wakati wa kuwasha ulisoma ${rows} zilizoandikwa tangu ukaguzi uliopita, na haukupata kosa lolote.`,
  checking: 'Inakagua kila safu…',
  check: 'Kagua daftari lote',
  nothingWrong: 'Hakuna kosa lililopatikana',
  allChecked: ({ rows, at }) =>
    `Jumla ya ${rows} zilikaguliwa ${at}: hakuna iliyobadilishwa, kuondolewa au kuongezwa nje ya mpangilio.`,
  keysTitle: 'Funguo kwa ajili ya makao makuu',
  keysLead:
    'Daftari na nakala zake rudufu zimesimbwa kwa ufunguo uliohifadhiwa katika hifadhi ya siri ya kituo hiki cha kazi. Ili kurejesha nakala rudufu kwenye kompyuta nyingine, makao makuu yanahitaji ufunguo huo: uhifadhi hapa katika faili iliyofungwa kwa kaulisiri, kisha upe makao makuu faili na kaulisiri kila kimoja kivyake.',
  keysPassphrase: 'Kaulisiri ya faili',
  keysPassphraseHint:
    'Angalau herufi 12; maneno machache yasiyohusiana ni rahisi zaidi kuwasilisha. Bila kaulisiri, faili haina faida.',
  keysRepeat: 'Kaulisiri ileile tena',
  keysExport: 'Hifadhi faili ya funguo…',
  keysExporting: 'Inafunga funguo…',
  keysExported: ({ file }) =>
    `Faili ya funguo imehifadhiwa kama ${file}. Ikabidhi kwa makao makuu, na uwaeleze kaulisiri kando na faili (si katika barua pepe ileile). Uhamishaji huu umeandikwa katika kumbukumbu za ukaguzi.`,
};
