import type * as english from '../en/documents';
import type { SameShape } from '../messages';

/** The identity documents the forms suggest, by the service’s type code. */
export const documents: SameShape<typeof english.documents> = {
  type: {
    NationalId: 'Carte nationale d’identité',
    Passport: 'Passeport',
    AlienId: 'Carte de résident étranger',
    DrivingLicence: 'Permis de conduire',
  },
};
