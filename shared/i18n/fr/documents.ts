/** The identity documents the forms suggest, by the service’s type code. */
export const documents = {
  type: {
    NationalId: 'Carte nationale d’identité',
    Passport: 'Passeport',
    AlienId: 'Carte de résident étranger',
    DrivingLicence: 'Permis de conduire',
  },
} as const;
