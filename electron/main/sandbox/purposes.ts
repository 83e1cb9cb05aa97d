import type { PaymentPurpose } from '@shared/api/payment-purpose';

/**
 * The sandbox's RTGS payment-purpose list. The interface promises the first four; the others are
 * common ISO 20022 purpose codes, so clerks train on a list that looks like a real one.
 */
export const SANDBOX_PURPOSES: readonly PaymentPurpose[] = [
  { code: 'CUR/DEP', value: 'Cash deposits' },
  { code: 'CUR/WIT', value: 'Cash withdrawals' },
  { code: 'CSDK', value: 'Central security depository payments' },
  { code: 'SALA', value: 'Salary payment' },
  { code: 'SUPP', value: 'Supplier payment' },
  { code: 'TAXS', value: 'Tax payment' },
  { code: 'RENT', value: 'Rent payment' },
  { code: 'LOAR', value: 'Loan repayment' },
  { code: 'EDUC', value: 'Education and school fees' },
  { code: 'MDCS', value: 'Medical services' },
  { code: 'GDSV', value: 'Purchase of goods and services' },
  { code: 'OTHR', value: 'Other' },
];

export function isSandboxPurpose(code: string): boolean {
  return SANDBOX_PURPOSES.some((p) => p.code === code);
}
