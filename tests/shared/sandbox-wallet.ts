// A wallet transfer the sandbox bank pays: Jane Wanjiku's account to Faith Njeri's M-PESA wallet
// (electron/main/sandbox/seed-accounts.ts), as the draft and the sent body share it. No vitest
// import: the engine fixture, which the crash test's child process loads, uses it too.
import type { ImtDraft } from '@shared/domain/transfer-drafts';

type WalletParties = Pick<ImtDraft, 'source' | 'sender' | 'destination'>;

const PARTIES: WalletParties = {
  source: { countryCode: 'KE', name: 'Jane Wanjiku', accountNumber: '0011547896523' },
  sender: {
    name: 'Jane Wanjiku',
    documentType: 'NationalId',
    documentNumber: '23456789',
    countryCode: 'KE',
    mobileNumber: '+254722000111',
    email: 'jane@example.com',
  },
  destination: {
    countryCode: 'KE',
    name: 'Faith Njeri',
    mobileNumber: '+254712345678',
    walletName: 'M-PESA',
    documentType: 'NationalId',
    documentNumber: '34567890',
  },
};

/** The parties, a fresh copy each call: a test may change its own. */
export function sandboxWalletParties(): WalletParties {
  return structuredClone(PARTIES);
}

/** What the customer sends: the amount, its currency and the description. */
export const SANDBOX_WALLET_TRANSFER = {
  amount: '1000.00',
  currencyCode: 'KES',
  description: 'Upkeep',
} as const;
