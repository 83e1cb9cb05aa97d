import type * as english from '../en/states';
import type { SameShape } from '../messages';

/** A transfer's state, as a clerk reads it on the screen and the receipt. */
export const states: SameShape<typeof english.states> = {
  label: {
    reserved: 'Imeandaliwa, haijatumwa',
    sending: 'Inatumwa',
    succeeded: 'Imetumwa: imekubaliwa na huduma',
    queued: 'Imetumwa: iko foleni kwa muda ujao wa RTGS',
    accepted_pending: 'Imekubaliwa na huduma, bado si ya mwisho',
    rejected: 'Imekataliwa na huduma',
    not_sent: 'Haijatumwa: hakuna pesa iliyohamishwa',
    unknown: 'Matokeo hayajulikani: msimamizi lazima athibitishe na benki',
    no_response_test: 'Imetumwa, hakuna jibu (mazingira ya upimaji)',
    held: 'Inasubiri ukaguzi wa uzingatiaji: haijatumwa',
  },
  customer: {
    held: 'Bado haijatumwa: hakuna pesa iliyohamishwa',
  },
};
