/** The identity documents the forms suggest, by the service's type code. */
export const documents = {
  type: {
    NationalId: 'Kitambulisho cha taifa',
    Passport: 'Pasipoti',
    AlienId: 'Kitambulisho cha mgeni / mkazi wa kigeni',
    DrivingLicence: 'Leseni ya udereva',
  },
} as const;
