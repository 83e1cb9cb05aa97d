/** The RTGS send body, field for field as the interface lists it. Every value is a string. */
export interface RtgsRequest {
  source: {
    countryCode: string;
    currency: string;
    name: string;
    accountNumber: string;
  };
  destination: {
    type: 'bank';
    countryCode: string;
    name: string;
    bankCode: string;
    accountNumber: string;
  };
  transfer: {
    type: 'RTGS';
    amount: string;
    currencyCode: string;
    reference: string;
    date: string;
    description: string;
    purposeOfPaymentCode: string;
  };
}
