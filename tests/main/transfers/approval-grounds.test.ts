import { describe, expect, it } from 'vitest';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { TransferRecord } from '../../../electron/main/journal/transfers-repo';
import {
  accountToRecipientOf,
  approvalGroundsOf,
  customerDocumentOf,
  sameRecipientAs,
} from '../../../electron/main/transfers/controls';
import { D2_CUSTOMER, D2_IMT_CUSTOMER, D2_IMT_DRAFT, D2_RTGS_DRAFT } from '../../shared/d2-example';

/*
 * D81, as plain data: a transfer needs a supervisor's approval when its amount, its customer's
 * transfers of the day with it, or its account's of the day to the same recipient with it, are
 * above the admin's amount; and who the customer and the recipient are.
 */

const rtgs = (amount: string): TransferDraft => ({
  ...structuredClone(D2_RTGS_DRAFT),
  customer: { ...D2_CUSTOMER },
  transfer: { ...D2_RTGS_DRAFT.transfer, amount },
});

let n = 0;
function earlier(amount: string, more: Partial<TransferRecord> = {}): TransferRecord {
  n += 1;
  return {
    id: n,
    reference: `2000000000${String(n).padStart(2, '0')}`,
    amount,
    currency: 'KES',
    state: 'succeeded',
    createdAt: `2026-11-24T0${n % 10}:00:00.000Z`,
    kind: 'rtgs',
    destinationCountry: 'KE',
    body: JSON.stringify({ destination: { bankCode: D2_RTGS_DRAFT.destination.bankCode } }),
    ...more,
  } as TransferRecord;
}

const rules = (draft: TransferDraft, day: Parameters<typeof approvalGroundsOf>[2]) =>
  approvalGroundsOf(draft, '1000000.00', day).map((g) => [g.rule, g.total, g.earlier.length]);

describe('why a transfer needs a supervisor (D42, D81)', () => {
  it("asks for none when the amount and each of the day's totals are at or below the amount", () => {
    expect(rules(rtgs('1000000.00'), { ofCustomer: [], toRecipient: [] })).toEqual([]);
    expect(
      rules(rtgs('100000.00'), { ofCustomer: [earlier('900000.00')], toRecipient: [] }),
    ).toEqual([]);
  });

  it('asks for the amount alone above it', () => {
    expect(rules(rtgs('1000000.01'), { ofCustomer: [], toRecipient: [] })).toEqual([
      ['amount', '1000000.01', 0],
    ]);
  });

  it("asks for the customer's day and the recipient's day, each with its earlier transfers", () => {
    const first = earlier('900000.00');
    const second = earlier('50000.00');
    const grounds = approvalGroundsOf(rtgs('900000.00'), '1000000.00', {
      ofCustomer: [first, second],
      toRecipient: [first],
    });
    expect(grounds).toEqual([
      {
        rule: 'customer',
        total: '1850000.00',
        earlier: [
          {
            reference: first.reference,
            createdAt: first.createdAt,
            amount: '900000.00',
            state: 'succeeded',
            stateLabel: expect.any(String),
          },
          expect.objectContaining({ reference: second.reference, amount: '50000.00' }),
        ],
      },
      {
        rule: 'recipient',
        total: '1800000.00',
        earlier: [expect.objectContaining({ reference: first.reference })],
      },
    ]);
  });

  it('adds exactly, in minor units, every rule that applies', () => {
    expect(
      rules(rtgs('1000000.01'), {
        ofCustomer: [earlier('0.01')],
        toRecipient: [earlier('0.02'), earlier('0.03')],
      }),
    ).toEqual([
      ['amount', '1000000.01', 0],
      ['customer', '1000000.02', 1],
      ['recipient', '1000000.06', 2],
    ]);
  });
});

describe('the customer and the recipient a draft is counted under (D81)', () => {
  it("is the customer block's ID document: type, number as the journal keys it, issuer", () => {
    const draft = { ...rtgs('1.00'), customer: { ...D2_CUSTOMER, documentNumber: 'ab 12-34/5' } };
    expect(customerDocumentOf(draft)).toEqual({
      type: 'NationalId',
      number: 'AB12345',
      country: 'KE',
    });
    const withoutBlock: TransferDraft = { ...draft };
    delete withoutBlock.customer;
    expect(customerDocumentOf(withoutBlock)).toBeNull();
  });

  it('is the account number, or the mobile number in both its spellings', () => {
    expect(accountToRecipientOf(rtgs('1.00'))).toEqual({
      sourceAccount: '0011547896523',
      recipientAccounts: ['1100194977404', '1100194977404'],
    });
    const imt: TransferDraft = {
      ...structuredClone(D2_IMT_DRAFT),
      customer: { ...D2_IMT_CUSTOMER },
      destination: { ...D2_IMT_DRAFT.destination, mobileNumber: '0712345678' },
    };
    expect(accountToRecipientOf(imt).recipientAccounts).toEqual(['+254712345678', '0712345678']);
  });

  it('goes to the same bank, or the same wallet in the same country', () => {
    const draft = rtgs('1.00');
    expect(sameRecipientAs(draft, earlier('1.00'))).toBe(true);
    const otherBank = earlier('1.00', {
      body: JSON.stringify({ destination: { bankCode: '99' } }),
    });
    expect(sameRecipientAs(draft, otherBank)).toBe(false);
    expect(sameRecipientAs(draft, earlier('1.00', { kind: 'imt' }))).toBe(false);
    const imt = { ...structuredClone(D2_IMT_DRAFT), customer: { ...D2_IMT_CUSTOMER } };
    const wallet = (walletName: string, destinationCountry = 'KE') =>
      earlier('1.00', {
        kind: 'imt',
        destinationCountry,
        body: JSON.stringify({ destination: { walletName } }),
      });
    expect(sameRecipientAs(imt, wallet(imt.destination.walletName))).toBe(true);
    expect(sameRecipientAs(imt, wallet('Airtel Money'))).toBe(false);
    expect(sameRecipientAs(imt, wallet(imt.destination.walletName, 'UG'))).toBe(false);
  });
});
