import type * as english from '../en/documents';
import type { SameShape } from '../messages';

/** The identity documents the forms suggest, by the service's type code. */
export const documents: SameShape<typeof english.documents> = {
  type: {
    NationalId: 'Kitambulisho cha taifa',
    Passport: 'Pasipoti',
    AlienId: 'Kitambulisho cha mgeni / mkazi wa kigeni',
    DrivingLicence: 'Leseni ya udereva',
  },
};
