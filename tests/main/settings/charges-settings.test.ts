import { describe, expect, it } from 'vitest';
import { TARIFF_OF_EACH_KIND as tariff } from '../../shared/tariff-example';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { openTempJournal } from '../journal/fixtures';

/** D119: the tariff and the rates as the settings store keeps them, audited and stamped by main. */
describe('tariff and exchange rates in the settings', () => {
  it('stamps each changed rate with who saved it and when, whatever the window sent', () => {
    let now = Date.parse('2026-11-28T06:00:00Z');
    const journal = openTempJournal();
    const store = createSettingsStore(journal, () => now);
    const first = store.update(
      'rates',
      {
        maxAgeHours: 12,
        rates: {
          UGX: { rate: '0.0347', setAt: '2020-01-01T00:00:00Z', setBy: 'FORGED' },
          USD: { rate: '129.5' },
        },
      },
      'ADM01',
    );
    expect(first).toEqual({
      ok: true,
      value: {
        maxAgeHours: 12,
        rates: {
          UGX: { rate: '0.0347', setAt: '2026-11-28T06:00:00.000Z', setBy: 'ADM01' },
          USD: { rate: '129.5', setAt: '2026-11-28T06:00:00.000Z', setBy: 'ADM01' },
        },
      },
    });

    now += 3_600_000;
    store.update(
      'rates',
      { maxAgeHours: 12, rates: { UGX: { rate: '0.0347' }, USD: { rate: '130' } } },
      'ADM02',
    );
    const rates = store.review().settings.rates.rates;
    expect(rates.UGX).toEqual({
      rate: '0.0347',
      setAt: '2026-11-28T06:00:00.000Z',
      setBy: 'ADM01',
    });
    expect(rates.USD).toEqual({ rate: '130', setAt: '2026-11-28T07:00:00.000Z', setBy: 'ADM02' });

    // Each save is audited with what it replaced, so the rate's history is in the trail.
    const saves = journal.audit.entries().filter((entry) => entry.action === 'settings.updated');
    expect(saves.map((entry) => (entry.details as { section: string }).section)).toEqual([
      'rates',
      'rates',
    ]);
  });

  it('keeps a tariff of each kind, and refuses one a teller could not pay', () => {
    const store = createSettingsStore(openTempJournal(), () => Date.now());
    expect(store.update('tariff', tariff, 'ADM01')).toEqual({ ok: true, value: tariff });
    expect(store.review().settings.tariff).toEqual(tariff);

    const cents = store.update(
      'tariff',
      { rtgs: {}, imt: { UGX: { kind: 'fixed', fee: '1500.50' } } },
      'ADM01',
    );
    expect(!cents.ok && cents.error.fields).toEqual([
      {
        path: 'imt.UGX.fee',
        message:
          'Mobile-wallet (IMT) fee in Ugandan shillings (UGX): this currency has no cents, so each amount must be whole, like 1500.',
      },
    ]);
    const unordered = store.update(
      'tariff',
      {
        rtgs: {
          KES: {
            kind: 'bands',
            bands: [
              { upTo: '5000.00', fee: '10.00' },
              { upTo: '1000.00', fee: '20.00' },
              { upTo: null, fee: '30.00' },
            ],
          },
        },
        imt: {},
      },
      'ADM01',
    );
    expect(!unordered.ok && unordered.error.fields.map((f) => f.path)).toEqual(['rtgs.KES.bands']);
    const inverted = store.update(
      'tariff',
      { rtgs: { USD: { kind: 'percent', percent: '1', min: '50.00', max: '5.00' } }, imt: {} },
      'ADM01',
    );
    expect(!inverted.ok && inverted.error.fields.map((f) => f.path)).toEqual(['rtgs.USD.max']);
    const kindless = store.update('tariff', { rtgs: { USD: { kind: 'free' } }, imt: {} }, 'ADM01');
    expect(!kindless.ok && kindless.error.fields.map((f) => f.path)).toEqual(['rtgs.USD']);
    expect(store.review().settings.tariff).toEqual(tariff);
  });

  it('refuses a rate of zero, too many decimals, or an age out of range', () => {
    const store = createSettingsStore(openTempJournal(), () => Date.now());
    const refused = store.update(
      'rates',
      { maxAgeHours: 100, rates: { USD: { rate: '0' }, UGX: { rate: '0.123456789' } } },
      'ADM01',
    );
    expect(!refused.ok && refused.error.fields.map((f) => f.path).sort()).toEqual([
      'maxAgeHours',
      'rates.UGX.rate',
      'rates.USD.rate',
    ]);
  });
});
