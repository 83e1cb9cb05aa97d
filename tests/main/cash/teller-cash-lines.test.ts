import { describe, expect, it } from 'vitest';
import {
  differenceOf,
  tellerCashLines,
  tookCash,
} from '../../../electron/main/cash/teller-cash-lines';

const FLOAT = { setBy: 'sup-1', setAt: '2026-11-24T05:00:00.000Z' };
/** A transfer journaled before fees and the payment method (D124): taken as paid in cash. */
const BEFORE_FEES = { total: null, totalCurrency: null, paymentMethod: null };

describe("the teller's cash, added exactly (D118)", () => {
  it('is the float plus the cash taken, per currency, and the count against it', () => {
    const lines = tellerCashLines({
      floats: [{ currency: 'KES', amount: '50000.00', ...FLOAT }],
      transfers: [
        { currency: 'KES', state: 'succeeded', amount: '0.10', ...BEFORE_FEES },
        { currency: 'KES', state: 'queued', amount: '0.20', ...BEFORE_FEES },
        { currency: 'KES', state: 'unknown', amount: '1000.00', ...BEFORE_FEES },
        // Refused by the bank or never sent: handed back to the customer.
        { currency: 'KES', state: 'rejected', amount: '900.00', ...BEFORE_FEES },
        { currency: 'KES', state: 'not_sent', amount: '800.00', ...BEFORE_FEES },
        { currency: 'UGX', state: 'succeeded', amount: '150000.00', ...BEFORE_FEES },
      ],
      refunds: [],
      counts: [{ currency: 'KES', amount: '50990.00', countedAt: '2026-11-24T14:00:00.000Z' }],
    });
    expect(lines).toEqual([
      {
        currency: 'KES',
        float: '50000.00',
        floatSetBy: 'sup-1',
        floatSetAt: FLOAT.setAt,
        taken: '1000.30',
        takenCount: 3,
        refunds: '0.00',
        expected: '51000.30',
        counted: '50990.00',
        countedAt: '2026-11-24T14:00:00.000Z',
        difference: '-10.30',
      },
      {
        currency: 'UGX',
        float: null,
        floatSetBy: null,
        floatSetAt: null,
        taken: '150000.00',
        takenCount: 1,
        refunds: '0.00',
        expected: '150000.00',
        counted: null,
        countedAt: null,
        difference: null,
      },
    ]);
  });

  it('takes refunds off, and a count over what is expected is a positive difference', () => {
    const [line] = tellerCashLines({
      floats: [],
      transfers: [],
      refunds: [{ currency: 'TZS', amount: '300.00' }],
      counts: [{ currency: 'TZS', amount: '0.00', countedAt: '2026-11-24T14:00:00.000Z' }],
    });
    expect(line).toMatchObject({ expected: '-300.00', counted: '0.00', difference: '300.00' });
    expect(differenceOf('100.05', '100.00')).toBe('0.05');
    expect(differenceOf('0.00', '0.00')).toBe('0.00');
    expect(differenceOf('99999999999999.99', '0.01')).toBe('99999999999999.98');
  });

  it('takes in cash what a cash transfer collected, amount and fee in its currency, and nothing paid otherwise (D124)', () => {
    const paid = (paymentMethod: string, total: string, totalCurrency = 'KES') => ({
      total,
      totalCurrency,
      paymentMethod,
    });
    const lines = tellerCashLines({
      floats: [{ currency: 'KES', amount: '10000.00', ...FLOAT }],
      transfers: [
        // 1,000.00 KES and its 75.00 fee, in notes.
        { currency: 'KES', state: 'succeeded', amount: '1000.00', ...paid('cash', '1075.00') },
        // 150,000 UGX and its fee collected in shillings at the day's rate: KES in the drawer.
        { currency: 'UGX', state: 'succeeded', amount: '150000.00', ...paid('cash', '5274.40') },
        // Debited from the customer's account, or paid by cheque: no cash.
        { currency: 'KES', state: 'succeeded', amount: '2000.00', ...paid('account', '2075.00') },
        { currency: 'KES', state: 'queued', amount: '3000.00', ...paid('cheque', '3075.00') },
        // Paid in cash and refused by the bank: handed back, fee and all.
        { currency: 'KES', state: 'rejected', amount: '4000.00', ...paid('cash', '4075.00') },
        // Journaled before fees: its amount, as D118 counted it.
        { currency: 'KES', state: 'succeeded', amount: '0.30', ...BEFORE_FEES },
      ],
      refunds: [],
      counts: [],
    });
    expect(lines).toEqual([
      expect.objectContaining({
        currency: 'KES',
        taken: '6349.70',
        takenCount: 3,
        expected: '16349.70',
      }),
    ]);
  });

  it('counts as cash taken every transfer but one that moved no money', () => {
    expect(tookCash({ currency: 'KES', state: 'held', amount: '1.00', ...BEFORE_FEES })).toBe(true);
    expect(
      tookCash({ currency: 'KES', state: 'accepted_pending', amount: '1.00', ...BEFORE_FEES }),
    ).toBe(true);
    expect(tookCash({ currency: 'KES', state: 'rejected', amount: '1.00', ...BEFORE_FEES })).toBe(
      false,
    );
  });
});
