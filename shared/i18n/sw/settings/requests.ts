import type * as english from '../../en/settings/requests';
import type { SameShape } from '../../messages';

/** Requests checked beside the settings: a supervisor's decisions and flags, a journal restore. */
export const requests: SameShape<typeof english.requests> = {
  controls: {
    trimmed: ({ label }) => `${label}: usianze wala usimalize kwa nafasi.`,
    length: ({ label, min, max }) => `${label}: andika herufi ${min} hadi ${max}.`,
    reason: 'Sababu',
    reasonRequired:
      'Andika sababu ya msimamizi: kwa nini uhamisho unaweza kuendelea, au kwa nini hauwezi.',
    approverRequired: 'Ingiza jina la mtumiaji na nenosiri la msimamizi.',
    decisionOnly: 'Uamuzi wa msimamizi una sababu na taarifa zake za kuingia pekee.',
    draftMissing: 'Uhamisho haupo. Rudi kwenye mapitio na ujaribu tena.',
    thresholdDecisionOnly:
      'Uamuzi wa msimamizi una uhamisho, sababu na taarifa zake za kuingia pekee.',
    groundsOnly:
      'Ombi la kujua kwa nini uhamisho unahitaji idhini lina uhamisho na taarifa za kuingia za msimamizi pekee.',
    reference: 'Kumbukumbu',
    referenceRequired: 'Ingiza namba ya kumbukumbu ya uhamisho.',
    referenceFormat: 'Namba ya kumbukumbu lazima iwe tarakimu 12 zilizochapishwa kwenye risiti.',
    note: 'Maelezo',
    noteRequired: 'Andika kinachoonekana kutia shaka kuhusu uhamisho huu.',
    flagOnly: 'Alama ya shaka ina namba ya kumbukumbu na maelezo pekee.',
    flagQueryOnly:
      'Orodha ya alama za shaka huchujwa kwa tarehe, na kwa zilizo wazi au zilizofungwa, pekee.',
    flagStatus: 'Alama lazima ziwe wazi au zimekaguliwa.',
  },
  journalRestore: {
    confirmation: ({ word }) =>
      `Andika ${word}, kwa herufi kubwa, kuthibitisha kwamba daftari hili ni nakala rudufu uliyorejesha.`,
    only: 'Uthibitisho wa kurejesha una sehemu ambayo haupaswi kuwa nayo. Thibitisha tena.',
  },
};
