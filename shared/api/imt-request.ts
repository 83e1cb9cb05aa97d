/**
 * The IMT mobile-wallet send body as the interface lists it, plus `transfer.reference` (decision
 * D3): the IMT signature covers the reference, so the body must carry it.
 */
export interface ImtRequest {
  source: {
    countryCode: string;
    name: string;
    accountNumber: string;
  };
  sender: {
    name: string;
    documentType: string;
    documentNumber: string;
    countryCode: string;
    mobileNumber: string;
    email?: string;
  };
  destination: {
    type: 'mobile';
    countryCode: string;
    name: string;
    mobileNumber: string;
    walletName: string;
    documentType: string;
    documentNumber: string;
  };
  transfer: {
    type: 'MobileWallet';
    amount: string;
    currencyCode: string;
    reference: string;
    date: string;
    description?: string;
  };
}
