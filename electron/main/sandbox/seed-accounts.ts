/**
 * The accounts and wallets the sandbox bank holds. A send to or from anything else is answered
 * 404 ACCOUNT_NOT_FOUND, as the service does for an account it does not know. Trainers read this
 * list through `GET /sandbox/accounts`. The banks and people are invented; the account numbers
 * follow D11 (6 to 20 digits or capital letters) and the mobile numbers are valid mobile numbers
 * of their country's numbering plan. The D2 example accounts (0011547896523 → 1100194977404, KE)
 * are here so the worked examples of the decisions can be sent as they are.
 */
export interface SourceAccount {
  countryCode: string;
  accountNumber: string;
  name: string;
  currency: string;
}

export interface Bank {
  countryCode: string;
  bankCode: string;
  bankName: string;
}

export interface BankAccount {
  countryCode: string;
  bankCode: string;
  accountNumber: string;
  name: string;
}

export interface Wallet {
  countryCode: string;
  /** E.164, the form every accepted spelling of the number is normalised to before lookup. */
  mobileNumber: string;
  walletName: string;
  name: string;
}

export const SOURCE_ACCOUNTS: readonly SourceAccount[] = [
  { countryCode: 'KE', accountNumber: '0011547896523', name: 'Jane Wanjiku', currency: 'KES' },
  { countryCode: 'KE', accountNumber: '0011547896531', name: 'Peter Kamau', currency: 'KES' },
  { countryCode: 'UG', accountNumber: '3100456789012', name: 'Grace Namukasa', currency: 'UGX' },
  { countryCode: 'UG', accountNumber: '3100456789020', name: 'Moses Okello', currency: 'UGX' },
  { countryCode: 'TZ', accountNumber: '0150234567801', name: 'Amina Mushi', currency: 'TZS' },
  { countryCode: 'TZ', accountNumber: '0150234567819', name: 'Joseph Mwakyusa', currency: 'TZS' },
  { countryCode: 'RW', accountNumber: '4001122334455', name: 'Claudine Uwase', currency: 'RWF' },
  { countryCode: 'RW', accountNumber: '4001122334463', name: 'Eric Habimana', currency: 'RWF' },
  { countryCode: 'SS', accountNumber: '2200334455667', name: 'Deng Garang', currency: 'USD' },
  { countryCode: 'SS', accountNumber: '2200334455675', name: 'Achol Majok', currency: 'USD' },
  { countryCode: 'DRC', accountNumber: 'CD0012345678', name: 'Patrick Kabila', currency: 'USD' },
  { countryCode: 'DRC', accountNumber: '0012345678901', name: 'Esther Mbuyi', currency: 'USD' },
];

export const BANKS: readonly Bank[] = [
  { countryCode: 'KE', bankCode: '01', bankName: 'Sandbox Commercial Bank Kenya' },
  { countryCode: 'KE', bankCode: '11', bankName: 'Sandbox Cooperative Bank Kenya' },
  { countryCode: 'UG', bankCode: '02', bankName: 'Sandbox Bank Uganda' },
  { countryCode: 'UG', bankCode: '14', bankName: 'Sandbox Stanbic Uganda' },
  { countryCode: 'TZ', bankCode: '03', bankName: 'Sandbox Bank Tanzania' },
  { countryCode: 'TZ', bankCode: '21', bankName: 'Sandbox Microfinance Tanzania' },
  { countryCode: 'RW', bankCode: '04', bankName: 'Sandbox Bank Rwanda' },
  { countryCode: 'RW', bankCode: '40', bankName: 'Sandbox Savings Rwanda' },
  { countryCode: 'SS', bankCode: '05', bankName: 'Sandbox Bank South Sudan' },
  { countryCode: 'DRC', bankCode: '06', bankName: 'Sandbox Banque Congo' },
];

export const BANK_ACCOUNTS: readonly BankAccount[] = [
  { countryCode: 'KE', bankCode: '01', accountNumber: '1100194977404', name: 'John Otieno' },
  { countryCode: 'KE', bankCode: '01', accountNumber: '1100194977412', name: 'Mary Achieng' },
  { countryCode: 'KE', bankCode: '11', accountNumber: '01109876543200', name: 'Samuel Mutua' },
  { countryCode: 'UG', bankCode: '02', accountNumber: '9030012345678', name: 'Ruth Nakato' },
  { countryCode: 'UG', bankCode: '14', accountNumber: '9140098765432', name: 'David Ssempa' },
  { countryCode: 'TZ', bankCode: '03', accountNumber: '0310567890123', name: 'Neema Kimaro' },
  { countryCode: 'TZ', bankCode: '21', accountNumber: '2100456789', name: 'Baraka Mollel' },
  { countryCode: 'RW', bankCode: '04', accountNumber: '0400123456789', name: 'Alice Mukamana' },
  { countryCode: 'RW', bankCode: '40', accountNumber: '4000987654321', name: 'Jean Niyonzima' },
  { countryCode: 'SS', bankCode: '05', accountNumber: '0500123456789', name: 'Nyandeng Akol' },
  { countryCode: 'SS', bankCode: '05', accountNumber: '0500987654321', name: 'Mabior Deng' },
  { countryCode: 'DRC', bankCode: '06', accountNumber: 'CD0600112233', name: 'Jeanne Kalala' },
  { countryCode: 'DRC', bankCode: '06', accountNumber: '0600445566778', name: 'Didier Ilunga' },
];

/** Wallet networks per IMT country; `walletName` must name one of these (compared loosely). */
export const WALLET_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  KE: ['M-PESA', 'Airtel Money', 'T-Kash'],
  UG: ['MTN MoMo', 'Airtel Money'],
  TZ: ['M-Pesa', 'Tigo Pesa', 'Airtel Money', 'HaloPesa'],
  RW: ['MTN MoMo', 'Airtel Money'],
};

export const WALLETS: readonly Wallet[] = [
  { countryCode: 'KE', mobileNumber: '+254712345678', walletName: 'M-PESA', name: 'Faith Njeri' },
  { countryCode: 'KE', mobileNumber: '+254722000111', walletName: 'M-PESA', name: 'Brian Kiprop' },
  {
    countryCode: 'KE',
    mobileNumber: '+254733123456',
    walletName: 'Airtel Money',
    name: 'Lucy Wambui',
  },
  { countryCode: 'KE', mobileNumber: '+254770123456', walletName: 'T-Kash', name: 'Kevin Omondi' },
  {
    countryCode: 'UG',
    mobileNumber: '+256772123456',
    walletName: 'MTN MoMo',
    name: 'Sarah Nabirye',
  },
  {
    countryCode: 'UG',
    mobileNumber: '+256702123456',
    walletName: 'Airtel Money',
    name: 'Ivan Mugisha',
  },
  { countryCode: 'TZ', mobileNumber: '+255754123456', walletName: 'M-Pesa', name: 'Zawadi Said' },
  {
    countryCode: 'TZ',
    mobileNumber: '+255714123456',
    walletName: 'Tigo Pesa',
    name: 'Hassan Juma',
  },
  {
    countryCode: 'TZ',
    mobileNumber: '+255784123456',
    walletName: 'Airtel Money',
    name: 'Rehema Ally',
  },
  {
    countryCode: 'TZ',
    mobileNumber: '+255621123456',
    walletName: 'HaloPesa',
    name: 'Omari Bakari',
  },
  {
    countryCode: 'RW',
    mobileNumber: '+250788123456',
    walletName: 'MTN MoMo',
    name: 'Diane Ingabire',
  },
  {
    countryCode: 'RW',
    mobileNumber: '+250732123456',
    walletName: 'Airtel Money',
    name: 'Olivier Nshuti',
  },
];

/** `M-PESA`, `M-Pesa`, `mpesa` and `M PESA` name the same network. */
export function sameWalletName(a: string, b: string): boolean {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return key(a) === key(b);
}

export function findSourceAccount(
  countryCode: string,
  accountNumber: string,
): SourceAccount | undefined {
  return SOURCE_ACCOUNTS.find(
    (a) => a.countryCode === countryCode && a.accountNumber === accountNumber,
  );
}

export function findBank(countryCode: string, bankCode: string): Bank | undefined {
  return BANKS.find((b) => b.countryCode === countryCode && b.bankCode === bankCode);
}

export function findBankAccount(
  countryCode: string,
  bankCode: string,
  accountNumber: string,
): BankAccount | undefined {
  return BANK_ACCOUNTS.find(
    (a) =>
      a.countryCode === countryCode && a.bankCode === bankCode && a.accountNumber === accountNumber,
  );
}

export function findWallet(countryCode: string, e164: string): Wallet | undefined {
  return WALLETS.find((w) => w.countryCode === countryCode && w.mobileNumber === e164);
}
