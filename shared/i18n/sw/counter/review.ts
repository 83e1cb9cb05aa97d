import type * as english from '../../en/counter/review';
import type { SameShape } from '../../messages';

/** The review the clerk reads with the customer, and the controls main puts on it. */
export const review: SameShape<typeof english.review> = {
  title: 'Hakiki pamoja na mteja',
  leftEmpty: '(imeachwa wazi)',
  generated:
    'Kumbukumbu na tarehe ya uhamisho huongezwa unapothibitisha, na kuchapishwa kwenye risiti.',
  instruction: {
    title: 'Maagizo yaliyosainiwa na mteja',
    formNumber: 'Namba ya fomu ya maagizo',
    checked: 'Nimekagua kitambulisho na sahihi ya mteja dhidi ya fomu ya maagizo.',
  },
  incident: ({ incidentId }) => `Namba ya tukio: ${incidentId}`,
  startNew: 'Anza uhamisho mpya',
  askSupervisor: 'Muulize msimamizi',
  sending: 'Inatuma…',
  tryAgainSame: 'Jaribu tena (uhamisho uleule)',
  confirm: 'Thibitisha na utume',
  back: 'Rudi kuhariri',
  /** The key that goes back to the form, shown beside "Back to edit". */
  backKey: 'Esc',
  controls: {
    refused: 'Imekataliwa na msimamizi',
    duplicate: {
      title: 'Huu unaweza kurudia uhamisho ambao bado unasubiri msimamizi',
      text: 'Taarifa zilezile zilitumwa hivi karibuni na matokeo yake bado hayajulikani.',
      askFirst:
        'Muulize msimamizi: jaza kwanza maagizo yaliyosainiwa na mteja hapa chini, kwa kuwa idhini hutuma uhamisho.',
      dialogTitle: 'Muulize msimamizi: huenda ni marudio',
      dialogText:
        'Msimamizi: kwanza hakiki uhamisho wa awali na benki. Ruhusu huu upite tu ikiwa mteja anakusudia kuutuma tena; andika kitambulisho chako cha mtumiaji na nenosiri, pamoja na sababu yako.',
    },
    repeat: {
      title: 'Huu unaweza kumlipa mpokeaji mara ya pili',
      text: 'Uhamisho uleule ulitumwa awali. Utume tu ikiwa mteja anaomba uhamisho wa pili.',
      reason: 'Mteja aliomba uhamisho wa pili: sababu yake',
      stillChecking: 'Uhamisho wa awali bado unakaguliwa. Subiri kidogo, kisha uthibitishe tena.',
    },
    /** Why an earlier transfer is named, by what it shares with this one. */
    ground: {
      details: 'mteja, mpokeaji, kiasi na sarafu ileile',
      formNumber: 'fomu ya maagizo ileile',
    },
    approval: {
      title: 'Msimamizi lazima aidhinishe uhamisho huu',
      fillFirst: 'Jaza kwanza maagizo yaliyosainiwa na mteja hapa chini: idhini hutuma uhamisho.',
      dialogTitle: 'Muulize msimamizi: kiasi kinahitaji idhini',
      dialogText: ({ amount, currency }) =>
        `${amount} ${currency} kinahitaji idhini ya msimamizi. Msimamizi: andika kitambulisho chako cha mtumiaji na nenosiri ili kuona sababu, kisha hakiki uhamisho pamoja na mteja na utoe sababu yako.`,
    },
    /**
     * D80: the transfer will be marked for the bank's compliance records. Read with the customer,
     * so it says nothing of why; the marks are on the bank's copy and the supervisor's screens.
     */
    complianceNote: {
      title: 'Maelezo ya uzingatiaji.',
      text: 'Yanahifadhiwa pamoja na uhamisho huu kwa ajili ya benki. Hakuna cha kumuuliza mteja: tuma kama kawaida.',
    },
  },
};
