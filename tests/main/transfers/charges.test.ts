import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/domain/settings';
import { draftCharges } from '../../../electron/main/transfers/charges';
import { D2_IMT_DRAFT, D2_RTGS_DRAFT } from '../../shared/d2-example';

const NOW = Date.parse('2026-11-28T08:00:00Z');
const settings = {
  workstation: { ...DEFAULT_SETTINGS.workstation, countryCode: 'KE' as const },
  tariff: {
    rtgs: { UGX: { kind: 'fixed' as const, fee: '5000.00' } },
    imt: { KES: { kind: 'percent' as const, percent: '1', min: '25.00', max: '300.00' } },
  },
  rates: {
    maxAgeHours: 24,
    rates: { UGX: { rate: '0.0347', setAt: '2026-11-28T06:00:00.000Z', setBy: 'ADM01' } },
  },
};
const inUgx = {
  ...D2_RTGS_DRAFT,
  transfer: { ...D2_RTGS_DRAFT.transfer, currencyCode: 'UGX', amount: '150000.00' },
};

/** D119: main prices a draft from the settings of the moment; the review only shows it. */
describe('a draft priced in main', () => {
  it('charges the branch fee on a transfer in its own currency', () => {
    expect(draftCharges(settings, D2_IMT_DRAFT, NOW)).toMatchObject({
      ok: true,
      value: { fee: '25.00', total: '1025.00', rate: null, branchCurrency: 'KES' },
    });
  });

  it('converts into the branch currency, indicative where the bank converts at settlement', () => {
    expect(draftCharges(settings, inUgx, NOW)).toMatchObject({
      ok: true,
      value: { fee: '5000.00', total: '5378.50', indicative: true, currency: 'UGX' },
    });
  });

  it('refuses with words when the rate is missing or older than the admin allows', () => {
    const tzs = { ...inUgx, transfer: { ...inUgx.transfer, currencyCode: 'TZS' } };
    const missing = draftCharges(settings, tzs, NOW);
    expect(!missing.ok && missing.error.code).toBe('rate-missing');
    expect(!missing.ok && missing.error.message).toMatch(
      /^No exchange rate from Tanzanian shillings \(TZS\) into Kenyan shillings \(KES\) is set/,
    );
    const stale = draftCharges(settings, inUgx, NOW + 30 * 3_600_000);
    expect(!stale.ok && stale.error.message).toMatch(
      /was set 32 hours ago, more than the 24 hours/,
    );
  });
});
