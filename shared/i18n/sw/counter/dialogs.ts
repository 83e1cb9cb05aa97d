import type * as english from '../../en/counter/dialogs';
import type { SameShape } from '../../messages';

/**
 * The counter's dialogs and small forms: an operator's role, a supervisor's decision at the
 * clerk's workstation, a suspicion flag, an admin's confirmation of a restored journal.
 */
export const dialogs: SameShape<typeof english.dialogs> = {
  role: {
    choose: 'Chagua jukumu…',
    explanation: ({ name, operatorId, role }) =>
      `${name} (${operatorId}) sasa ni ${role}. Jukumu jipya linaanza kutumika mara moja.`,
    ownAccount:
      'Hii ni akaunti yako mwenyewe: utatolewa, na unaweza kuingia tena kwa jukumu jipya.',
    newRole: 'Jukumu jipya',
    submit: 'Badilisha jukumu',
  },
  approval: {
    operatorId: 'Kitambulisho cha mtumiaji cha msimamizi',
    password: 'Nenosiri la msimamizi',
    reason: 'Sababu',
    reasonHint:
      'Kwa nini unaweza kwenda, au kwa nini hauwezi. Inarekodiwa pamoja na vitambulisho vyenu vyote viwili.',
    approve: 'Idhinisha na utume',
    refuse: 'Kataa',
    /** D73: before the transfer's headline in the dialog. */
    subject: 'Unaidhinisha:',
  },
  flag: {
    title: 'Weka alama ya shaka kwenye uhamisho huu',
    open: 'Weka alama ya shaka',
    warning:
      'Wasimamizi na afisa wa uzingatiaji tu ndio wanaoona alama hii. Haichapishwi kwenye risiti yoyote; usimwambie mteja.',
    note: 'Kinachotia shaka',
    noteHint: 'Kwa mfano: mteja hakuweza kueleza pesa zilitoka wapi.',
    recorded: 'Alama imerekodiwa kwa ajili ya afisa wa uzingatiaji.',
  },
  restore: {
    title: 'Je, nakala rudufu ilirejeshwa?',
    found: ({ lastRow, headRow }) =>
      `Kila safu iliyomo kwenye daftari iko salama, lakini linaishia kwenye safu ya ukaguzi ${lastRow} na kituo hiki cha kazi kiliandika hadi safu ${headRow}. Hivyo ndivyo daftari lililorejeshwa kutoka nakala rudufu linavyoonekana, na pia daftari ambalo safu zimeondolewa mwishoni mwake.`,
    onlyIf:
      'Thibitisha tu ikiwa wewe mwenyewe ulirejesha nakala rudufu, kama mwongozo wa msimamizi unavyoeleza, ukiwa kwenye simu na timu ya msaada. Kisha Remit Desk itakagua kila safu tena, itarekodi uthibitisho wako kwenye kumbukumbu za ukaguzi pamoja na safu unayoibadilisha, na kuruhusu kutuma na kuingia kuendelee. Ikiwa hakuna aliyerejesha nakala rudufu, usithibitishe: acha faili kama ilivyo na upige simu kwa timu ya msaada.',
    typeWord: ({ word }) => `Andika ${word} ili kuthibitisha`,
    typeHint:
      'Kwa herufi kubwa. Uthibitisho unarekodiwa pamoja na kitambulisho chako cha mtumiaji.',
    checking: 'Inakagua kila safu…',
    submit: 'Thibitisha nakala rudufu iliyorejeshwa',
  },
  endOfDay: {
    none: 'Hakuna uhamisho uliorekodiwa siku hii.',
  },
};
