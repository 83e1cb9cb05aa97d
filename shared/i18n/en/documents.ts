/** The identity documents the forms suggest, by the service's type code. */
export const documents = {
  type: {
    NationalId: 'National ID card',
    Passport: 'Passport',
    AlienId: 'Alien / foreign resident ID card',
    DrivingLicence: 'Driving licence',
  },
} as const;
