/** The identity documents the forms suggest, by the service's type code. */
export const documents = {
  /**
   * The names in the ID type list of the customer block and the IMT sender and recipient, printed
   * on the receipt and in the CSV files. The codes (`Passport`) go to the bank as they are; only
   * these names are translated.
   */
  type: {
    NationalId: 'National ID card',
    Passport: 'Passport',
    AlienId: 'Alien / foreign resident ID card',
    DrivingLicence: 'Driving licence',
  },
} as const;
