import type { languages as english } from '../en/languages';
import type { SameShape } from '../messages';

/** Kuchagua lugha (D83): ya mtumiaji, ya skrini ya kuingia, na ile msimamizi anayoweka. */
export const languages: SameShape<typeof english> = {
  label: 'Lugha',
  ofOperator: ({ name }) => `Lugha ya ${name}`,
  choose: ({ names }) => `Chagua lugha kutoka kwenye orodha: ${names}.`,
  request: {
    own: 'chaguo la lugha',
    operator: 'mabadiliko ya lugha ya mtumiaji',
    signIn: 'chaguo la lugha ya skrini ya kuingia',
  },
  signedIn:
    'Toka kwanza: lugha ya skrini ya kuingia huchaguliwa wakati hakuna aliyeingia. Lugha yako iko kwenye orodha juu ya dirisha.',
  notKept:
    'Skrini hii iko katika lugha uliyochagua, lakini Remit Desk haikuweza kuihifadhi kwa kuanza tena. Mjulishe msimamizi.',
};
