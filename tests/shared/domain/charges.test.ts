import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chargesFor,
  feeFor,
  NO_EXCHANGE_RATES,
  NO_TARIFF,
  roundedToMinorUnit,
  scaledDecimal,
  type ChargesInput,
  type FeeRule,
} from '@shared/domain/charges';
import { amountToMinorUnits, minorUnitsToAmount } from '@shared/domain/money';

const NOW = Date.parse('2026-11-28T08:00:00Z');
const fee = (rule: FeeRule, amount: string, currency: 'KES' | 'UGX' = 'KES') =>
  minorUnitsToAmount(feeFor(rule, amountToMinorUnits(amount), currency));

const percent: FeeRule = { kind: 'percent', percent: '1.5', min: '50.00', max: '2000.00' };
const bands: FeeRule = {
  kind: 'bands',
  bands: [
    { upTo: '1000.00', fee: '30.00' },
    { upTo: '10000.00', fee: '105.00' },
    { upTo: null, fee: '250.00' },
  ],
};

function input(overrides: Partial<ChargesInput> = {}): ChargesInput {
  return {
    product: 'imt',
    amount: '1000.00',
    currency: 'KES',
    branchCurrency: 'KES',
    tariff: NO_TARIFF,
    rates: NO_EXCHANGE_RATES,
    now: NOW,
    ...overrides,
  };
}

describe('the fee', () => {
  it('is nothing where the branch set no tariff for the product and currency', () => {
    expect(chargesFor(input())).toEqual({
      ok: true,
      value: {
        fee: '0.00',
        currency: 'KES',
        rate: null,
        total: '1000.00',
        branchCurrency: 'KES',
        indicative: false,
      },
    });
  });

  it('is the fixed amount whatever is sent', () => {
    expect(fee({ kind: 'fixed', fee: '75.50' }, '1.00')).toBe('75.50');
    expect(fee({ kind: 'fixed', fee: '75.50' }, '9999999.99')).toBe('75.50');
  });

  it('is the percentage between the minimum and the maximum', () => {
    expect(fee(percent, '10000.00')).toBe('150.00');
    expect(fee(percent, '100.00')).toBe('50.00'); // 1.50 is below the minimum
    expect(fee(percent, '1000000.00')).toBe('2000.00'); // 15,000 is above the maximum
    expect(fee(percent, '3333.33')).toBe('50.00');
    expect(fee(percent, '3400.00')).toBe('51.00');
  });

  it('rounds a percentage half up to the cent in a currency with two decimals', () => {
    const open: FeeRule = { kind: 'percent', percent: '1.5', min: '0.01', max: '999999.00' };
    expect(fee(open, '10.03')).toBe('0.15'); // 0.15045
    expect(fee(open, '10.10')).toBe('0.15'); // 0.1515 → 0.15
    expect(fee(open, '11.00')).toBe('0.17'); // 0.165 → 0.17 (a half goes up)
    expect(fee({ ...open, percent: '0.0001' }, '100.00')).toBe('0.01'); // min
  });

  it('rounds a percentage to whole shillings in UGX, which has no minor unit', () => {
    const ugx: FeeRule = { kind: 'percent', percent: '1.25', min: '1.00', max: '100000.00' };
    expect(fee(ugx, '150000.00', 'UGX')).toBe('1875.00');
    expect(fee(ugx, '1234.00', 'UGX')).toBe('15.00'); // 15.425
    expect(fee(ugx, '1240.00', 'UGX')).toBe('16.00'); // 15.5 → 16
    expect(fee(ugx, '1239.00', 'UGX')).toBe('15.00'); // 15.4875
  });

  it('takes the band the amount falls in, its upper bound included', () => {
    expect(fee(bands, '0.01')).toBe('30.00');
    expect(fee(bands, '1000.00')).toBe('30.00');
    expect(fee(bands, '1000.01')).toBe('105.00');
    expect(fee(bands, '10000.00')).toBe('105.00');
    expect(fee(bands, '10000.01')).toBe('250.00');
    expect(fee(bands, '50000000.00')).toBe('250.00');
  });

  it('is never below the minimum nor above the maximum, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (amount) => {
        const charged = feeFor(percent, amount, 'KES');
        return charged >= 5000n && charged <= 200000n;
      }),
    );
  });
});

describe('the rate and the total', () => {
  const rates = {
    maxAgeHours: 24,
    rates: {
      UGX: { rate: '0.0347', setAt: '2026-11-28T06:30:00.000Z', setBy: 'ADM01' },
      KES: { rate: '28.8', setAt: '2026-11-28T06:30:00.000Z', setBy: 'ADM01' },
      USD: { rate: '129.12345678', setAt: '2026-11-26T06:30:00.000Z', setBy: 'ADM01' },
    },
  };

  it('adds the fee to the amount in the branch currency, without a rate', () => {
    const tariff = { rtgs: {}, imt: { KES: percent } };
    const charged = chargesFor(input({ amount: '10000.00', tariff }));
    expect(charged.ok && charged.value).toMatchObject({ fee: '150.00', total: '10150.00' });
  });

  it('converts amount and fee into the branch currency at the day rate, to its cent', () => {
    // 150,000 UGX from a Kenyan branch: 1,875 UGX fee; (151,875 × 0.0347) = 5,270.0625 KES.
    const tariff = { rtgs: {}, imt: { UGX: { ...percent, percent: '1.25', min: '500.00' } } };
    const charged = chargesFor(
      input({ amount: '150000.00', currency: 'UGX', branchCurrency: 'KES', tariff, rates }),
    );
    expect(charged).toEqual({
      ok: true,
      value: {
        fee: '1875.00',
        currency: 'UGX',
        rate: rates.rates.UGX,
        total: '5270.06',
        branchCurrency: 'KES',
        indicative: false,
      },
    });
  });

  it('rounds a total in UGX to whole shillings, a half up', () => {
    const charged = chargesFor(
      input({ amount: '100.05', currency: 'KES', branchCurrency: 'UGX', rates }),
    );
    // 100.05 × 28.8 = 2,881.44 → 2,881
    expect(charged.ok && charged.value.total).toBe('2881.00');
    const quarter = { maxAgeHours: 24, rates: { KES: { ...rates.rates.KES, rate: '25' } } };
    const half = chargesFor(input({ amount: '0.10', branchCurrency: 'UGX', rates: quarter }));
    expect(half.ok && half.value.total).toBe('3.00'); // 2.5 → 3
    const below = chargesFor(input({ amount: '0.85', branchCurrency: 'UGX', rates }));
    expect(below.ok && below.value.total).toBe('24.00'); // 24.48 → 24
  });

  it('marks the total indicative where the bank converts at settlement (RTGS)', () => {
    const rtgs = chargesFor(
      input({ product: 'rtgs', amount: '150000.00', currency: 'UGX', rates }),
    );
    expect(rtgs.ok && rtgs.value.indicative).toBe(true);
    const same = chargesFor(input({ product: 'rtgs' }));
    expect(same.ok && same.value.indicative).toBe(false);
  });

  it('refuses a currency with no rate, and a rate older than the admin allows', () => {
    expect(chargesFor(input({ currency: 'TZS', rates }))).toEqual({
      ok: false,
      error: { code: 'rate-missing', currency: 'TZS', branchCurrency: 'KES' },
    });
    expect(chargesFor(input({ currency: 'USD', rates }))).toEqual({
      ok: false,
      error: {
        code: 'rate-stale',
        currency: 'USD',
        branchCurrency: 'KES',
        setAt: '2026-11-26T06:30:00.000Z',
        maxAgeHours: 24,
      },
    });
    const older = { ...rates, maxAgeHours: 72 };
    const usd = chargesFor(input({ currency: 'USD', amount: '100.00', rates: older }));
    expect(usd.ok && usd.value.total).toBe('12912.35'); // 12,912.345678
  });
});

describe('the decimal helpers', () => {
  it('reads a decimal at a fixed scale and rounds half up to the minor unit', () => {
    expect(scaledDecimal('1.5', 4)).toBe(15000n);
    expect(scaledDecimal('0.0001', 4)).toBe(1n);
    expect(scaledDecimal('12', 8)).toBe(1_200_000_000n);
    expect(roundedToMinorUnit(5n, 10n, 'KES')).toBe(1n); // 0.5 hundredth → 1
    expect(roundedToMinorUnit(4n, 10n, 'KES')).toBe(0n);
    expect(roundedToMinorUnit(50n, 1n, 'UGX')).toBe(100n); // 0.50 UGX → 1 UGX
    expect(roundedToMinorUnit(49n, 1n, 'UGX')).toBe(0n);
  });
});
