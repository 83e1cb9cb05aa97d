import { describe, expect, it } from 'vitest';
import {
  differenceOf,
  tellerCashLines,
  tookCash,
} from '../../../electron/main/cash/teller-cash-lines';

const FLOAT = { setBy: 'sup-1', setAt: '2026-11-24T05:00:00.000Z' };

describe("the teller's cash, added exactly (D118)", () => {
  it('is the float plus the cash taken, per currency, and the count against it', () => {
    const lines = tellerCashLines({
      floats: [{ currency: 'KES', amount: '50000.00', ...FLOAT }],
      transfers: [
        { currency: 'KES', state: 'succeeded', amount: '0.10' },
        { currency: 'KES', state: 'queued', amount: '0.20' },
        { currency: 'KES', state: 'unknown', amount: '1000.00' },
        // Refused by the bank or never sent: handed back to the customer.
        { currency: 'KES', state: 'rejected', amount: '900.00' },
        { currency: 'KES', state: 'not_sent', amount: '800.00' },
        { currency: 'UGX', state: 'succeeded', amount: '150000.00' },
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

  it('counts as cash taken every transfer but one that moved no money', () => {
    expect(tookCash({ currency: 'KES', state: 'held', amount: '1.00' })).toBe(true);
    expect(tookCash({ currency: 'KES', state: 'accepted_pending', amount: '1.00' })).toBe(true);
    expect(tookCash({ currency: 'KES', state: 'rejected', amount: '1.00' })).toBe(false);
  });
});
